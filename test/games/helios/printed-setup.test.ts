/**
 * The set-up as the seed prints it (seed "Aufbau und Vorbereitung", facts §6.1), pinned as literals: rounds and
 * action turns per player count (4 and 4 with 2 or 4 players, 3 and 6 with 3), 2 copies of each special tile, 16
 * action tiles per symbol in 4 colours of 4 with 6 face up, start mana 1 and range 2, the sun next to the start tile,
 * the land stacks of 4 (36 land tiles: 8 brown, grey, green, 6 blue, black; the rest form the extra stack), and the
 * bonus resources for the 3rd and 4th player clockwise from the start player.
 */
import { describe, expect, it } from 'vitest';
import { helios } from '../../../src/games/helios/engine';
import type { HeliosState } from '../../../src/games/helios/types';

function afterStartTiles(seats: number): HeliosState {
  let state = helios.setup({}, seats, 'printed-setup');
  while (state.phase === 'startTiles') state = helios.apply(state, state.startQueue[0], { t: 'startTile', color: 'brown' });
  return state;
}

describe('set-up per player count', () => {
  it.each([
    [2, 4, 4],
    [3, 3, 6],
    [4, 4, 4],
  ])('%i players: %i rounds of %i action turns each', (seats, rounds, turns) => {
    const state = helios.setup({}, seats, 'printed-setup');
    expect([state.rounds, state.turnsPerRound]).toEqual([rounds, turns]);
  });

  it('1 or 5 players are refused', () => {
    expect(() => helios.setup({}, 1, 'printed-setup')).toThrow('hel.error.seats');
    expect(() => helios.setup({}, 5, 'printed-setup')).toThrow('hel.error.seats');
  });

  it('every player starts with 1 mana, range 2, the sun on E4 north of the start field, nothing built', () => {
    const state = helios.setup({}, 3, 'printed-setup');
    for (const player of state.players) {
      expect(player).toMatchObject({ mana: 1, range: 2, sun: 'E4', unlimited: false, vp: 0, temples: 0, buildings: [], persons: [] });
    }
  });

  it('2 copies of each special tile; 16 action tiles per symbol, 4 of each colour, 6 face up', () => {
    const state = helios.setup({}, 3, 'printed-setup');
    expect(state.specials).toEqual({ free: 2, land: 2, goods: 2, temples: 2 });
    for (const sym of ['land', 'build', 'sun'] as const) {
      const tiles = [...state.columns[sym], ...state.draw[sym], ...state.discard[sym]];
      expect(state.columns[sym]).toHaveLength(6);
      expect(['red', 'blue', 'yellow', 'grey'].map((color) => tiles.filter((t) => t.color === color).length)).toEqual([4, 4, 4, 4]);
    }
  });

  it('land: stacks of 4 per colour, one of each face up, the rest of the 36 tiles in the extra stack', () => {
    // 36 − one start tile per player − 5 stacks of 4 − the sixth face-up tile from the extra stack.
    for (const [seats, extra] of [[2, 13], [3, 12], [4, 11]]) {
      const state = afterStartTiles(seats);
      expect(state.stacks).toEqual({ brown: 3, grey: 3, green: 3, blue: 3, black: 3 });
      expect(state.offer.map((tile) => tile?.color).slice(0, 5)).toEqual(['brown', 'grey', 'green', 'blue', 'black']);
      expect(state.extraStack).toHaveLength(extra);
    }
  });

  it('a start tile may be brown, grey or green, not blue or black', () => {
    const state = helios.setup({}, 3, 'printed-setup');
    const seat = state.startQueue[0];
    expect(() => helios.apply(state, seat, { t: 'startTile', color: 'blue' })).toThrow();
    expect(() => helios.apply(state, seat, { t: 'startTile', color: 'black' })).toThrow();
    expect(() => helios.apply(state, seat, { t: 'startTile', color: 'grey' })).not.toThrow();
    expect(() => helios.apply(state, seat, { t: 'startTile', color: 'green' })).not.toThrow();
  });

  it('the 3rd and the 4th player clockwise from the start player get a bonus resource', () => {
    expect(afterStartTiles(2).gifts).toEqual([]);
    const three = afterStartTiles(3);
    expect(three.gifts).toEqual([(three.startPlayer + 2) % 3]);
    const four = afterStartTiles(4);
    expect(four.gifts).toEqual([(four.startPlayer + 2) % 4, (four.startPlayer + 3) % 4]);
  });
});
