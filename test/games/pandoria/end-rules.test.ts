/**
 * How the game's end is logged (`npm run mutate -- pandoria turn`): "nobody could lay anything" is said only when
 * that is why the game ends, not when the empty stack ended it [seed: the game ends with the round in which the last
 * tile was laid; Yucata also ends it after a round without any laying].
 */
import { describe, expect, it } from 'vitest';
import { settle } from '../../../src/games/pandoria/turn';
import { at, bareGame, keysOf } from './helpers';

/** Seat 1 (the start player's right neighbour) at the end of its turn, with the given end conditions. */
function lastTurn(endTriggered: boolean, couldPlace: boolean) {
  const s = at(bareGame(), 1, 'end');
  s.endTriggered = endTriggered;
  s.couldPlace = couldPlace;
  settle(s);
  return s;
}

describe('the end of the round that ends the game', () => {
  it.each([
    [true, true, false],
    [true, false, false],
    [false, false, true],
  ])('stack ran out %s, someone could lay %s: over, "stuck" logged %s', (endTriggered, couldPlace, stuck) => {
    const s = lastTurn(endTriggered, couldPlace);
    expect(s.over).toBe(true);
    expect(keysOf(s).includes('pan.ev.stuck')).toBe(stuck);
    expect(keysOf(s).at(-1)).toBe('pan.ev.gameOver');
  });
});
