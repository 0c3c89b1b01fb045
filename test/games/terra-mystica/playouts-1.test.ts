import { describe, expect, it } from 'vitest';
import { FACTION_IDS } from '../../../data/terra-mystica/factions';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import { playout } from '../../../src/engine/driver';
import { busyChooser, describePlayouts, PLAYOUT_GAMES, playoutFactions } from './playouts';

describePlayouts(1, 4);

describe('Terra Mystica playouts as a whole', () => {
  it(`the ${PLAYOUT_GAMES} playouts pick every faction`, () => {
    const seen = new Set(Array.from({ length: PLAYOUT_GAMES }, (_, i) => playoutFactions(i)).flat());
    expect([...seen].sort()).toEqual([...FACTION_IDS].sort());
  });

  it('the same seed gives the same game', () => {
    for (const seed of ['same-a', 'same-b']) {
      const a = playout(terraMystica, {}, 4, seed, busyChooser(seed));
      const b = playout(terraMystica, {}, 4, seed, busyChooser(seed));
      expect(a.moves).toEqual(b.moves);
      expect(a.final).toEqual(b.final);
    }
  });
});
