/**
 * Taking back one of several Goblin posts (`npm run mutate -- pandoria … figures`): the post on exactly that owner's
 * slot comes home, not another post on the same slot number or of the same owner [seed: the Goblins' figure "may be
 * taken back like a board figure"].
 */
import { describe, expect, it } from 'vitest';
import { act, at, bareGame, lay } from './helpers';

describe('Goblin posts', () => {
  it('taking back g21 frees owner 2’s slot 1 only; the leader on owner 1’s slot 1 stays', () => {
    const s = bareGame({ variant: 'b' }, 3, ['goblins', 'humans', 'humans']);
    s.players[1].slots[1] = [{ card: 'C07' }];
    s.players[2].slots[0] = [{ card: 'C11' }];
    s.players[2].slots[1] = [{ card: 'C36' }];
    s.players[0].goblin = [
      { owner: 1, slot: 1, leader: true },
      { owner: 2, slot: 0, leader: false },
      { owner: 2, slot: 1, leader: false },
    ];
    s.players[0].leader = false;
    s.players[0].workers -= 2;
    s.players[0].tiles = ['D01'];
    lay(s, { H6: 'F1', H7: 'M1' });
    at(s, 0, 'place');
    expect([s.players[0].workers, s.players[0].leader]).toEqual([3, false]);
    const after = act(act(s, { t: 'tile', index: 0, a: 'H8', b: 'H9' }), { t: 'takeBack', from: 'g21' });
    expect(after.players[0].goblin).toEqual([
      { owner: 1, slot: 1, leader: true },
      { owner: 2, slot: 0, leader: false },
    ]);
    expect([after.players[0].workers, after.players[0].leader]).toEqual([4, false]);
  });
});
