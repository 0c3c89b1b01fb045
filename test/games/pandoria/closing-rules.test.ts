/**
 * Where a Spirits figure comes from when it haunts the closer, as the mutation run of closing and figures found it
 * unpinned (`npm run mutate -- pandoria scoring closing final figures spells`): out of the supply, or out of the
 * Hanbok's prison when the Hanbok closed the region; also a haunting figure that is itself removed by a closing.
 * Counts are literals: with 2 players everyone starts with 6 workers and the leader, with 3 players 5 and the leader.
 */
import { describe, expect, it } from 'vitest';
import type { RealmId } from '../../../src/games/pandoria/types';
import { act, at, bareGame, put, walled } from './helpers';

/** Seat 0 about to close the hills pocket H9–H10 (forest walls, hole H8) with a castle. */
function pocket(realms: RealmId[], seats = realms.length) {
  const s = bareGame({ variant: 'b' }, seats, realms);
  for (const p of s.players) p.res = { crystal: 0, gold: 0, wood: 0 };
  walled(s, { H9: 'H1', H10: 'H1' }, 'F1', 'H8');
  return at(s, 0, 'place');
}

const close = (s: ReturnType<typeof pocket>) => act(s, { t: 'castle', cell: 'H8' });

describe('the haunting figure comes out of the supply', () => {
  it('a removed worker goes home and the same worker leaves again to haunt: 5 workers left, the leader stays', () => {
    const s = pocket(['humans', 'spirits']);
    put(s, 'H9', 1);
    expect([s.players[1].workers, s.players[1].leader]).toEqual([5, true]);
    const after = close(s);
    expect(after.players[0].haunt).toEqual({ by: 1, leader: false, round: 2 });
    expect([after.players[1].workers, after.players[1].leader]).toEqual([5, true]);
  });

  it('a haunting figure removed with its host’s region haunts the closer in turn (a Spirits figure removed by an opponent)', () => {
    const s = pocket(['humans', 'spirits']);
    put(s, 'H9', 0);
    s.figures.H9.spirit = { seat: 1, leader: false };
    s.players[1].workers -= 1;
    const after = close(s);
    expect(after.figures.H9).toBeUndefined();
    expect(after.players[0].workers).toBe(6);
    expect(after.players[0].haunt).toEqual({ by: 1, leader: false, round: 2 });
    expect(after.players[1].workers).toBe(5);
  });
});

describe('the Hanbok closes: the haunting figure comes out of his prison [seed: prisoners; haunting]', () => {
  it('one captured worker: it leaves the prison to haunt him, nothing more leaves the Spirits supply', () => {
    const s = pocket(['hanbok', 'spirits']);
    put(s, 'H9', 1);
    const after = close(s);
    expect(after.players[0].prisoners).toEqual([]);
    expect(after.players[0].haunt).toEqual({ by: 1, leader: false, round: 2 });
    expect([after.players[1].workers, after.players[1].leader]).toEqual([5, true]);
  });

  it('worker and leader captured, the leader chosen: the worker stays a prisoner, next to an older prisoner', () => {
    const s = pocket(['hanbok', 'spirits', 'humans']);
    s.players[0].prisoners = [{ seat: 2, leader: true }];
    s.players[2].leader = false;
    put(s, 'H9', 1);
    put(s, 'H10', 1, true);
    let after = close(s);
    expect(after.pending).toEqual([{ kind: 'haunt', seat: 1, target: 0 }]);
    expect(after.players[0].prisoners).toEqual([
      { seat: 2, leader: true },
      { seat: 1, leader: false },
      { seat: 1, leader: true },
    ]);
    after = act(after, { t: 'haunt', leader: true }, 1);
    expect(after.players[0].prisoners).toEqual([
      { seat: 2, leader: true },
      { seat: 1, leader: false },
    ]);
    expect(after.players[0].haunt).toEqual({ by: 1, leader: true, round: 2 });
    expect([after.players[1].workers, after.players[1].leader]).toEqual([4, false]);
    expect([after.players[2].workers, after.players[2].leader]).toEqual([5, false]);
  });

  it('the worker chosen: the leader stays a prisoner', () => {
    const s = pocket(['hanbok', 'spirits']);
    put(s, 'H9', 1, true);
    put(s, 'H10', 1);
    const after = act(close(s), { t: 'haunt', leader: false }, 1);
    expect(after.players[0].prisoners).toEqual([{ seat: 1, leader: true }]);
    expect(after.players[0].haunt).toEqual({ by: 1, leader: false, round: 2 });
    expect([after.players[1].workers, after.players[1].leader]).toEqual([5, false]);
  });
});
