/**
 * apply.ts: a town tile taken is the player's to keep ([seed] Stadtgründungen: the tile is placed in front of the
 * player), next to the tiles taken before it.
 */
import { describe, expect, it } from 'vitest';
import { act, edited, TWO } from './helpers';
import type { TmState } from '../../../src/games/terra-mystica/types';

/** Witches with trading houses on E9, E10 and F6 (forest): a dwelling on D7 makes power 7 from 4 buildings. */
function nearTown(patch: (s: TmState) => void = () => {}): TmState {
  return edited(TWO(), (s) => {
    for (const hex of ['E9', 'E10', 'F6']) {
      s.buildings[hex] = { seat: 0, kind: 'TP' };
      s.terrain[hex] = 'G';
    }
    s.terrain.D7 = 'G';
    Object.assign(s.players[0], { c: 40, w: 20, p: 5, bowls: [0, 0, 12] });
    patch(s);
  });
}

describe('town tiles kept', () => {
  it('the tile taken joins the player’s town tiles, after those held before', () => {
    const founded = act(nearTown((s) => (s.players[0].towns = ['TW3'])), 0, { t: 'build', hex: 'D7' });
    expect(founded.players[0].pendingTowns).toBe(1);
    const taken = act(founded, 0, { t: 'town', tile: 'TW1' });
    expect(taken.players[0].towns).toEqual(['TW3', 'TW1']);
    expect(taken.players[0].pendingTowns).toBe(0);
  });
});
