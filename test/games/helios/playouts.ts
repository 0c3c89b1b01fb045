/**
 * Seeded random playouts, shared by playouts-<n>.test.ts: 70 games for each of 2, 3 and 4 players with the invariants
 * at every step. Each part plays its share of every player count's games (same seeds), so vitest runs them in parallel.
 */
import { describe, expect, it } from 'vitest';
import { playout, randomChooser, type Chooser } from '../../../src/engine/driver';
import { nextInt, createRng } from '../../../src/engine/rng';
import { helios } from '../../../src/games/helios/engine';
import { brokenInvariants } from './invariants';

/** A chooser that avoids forfeiting and passing when something else is offered, so games go deeper. */
function eagerChooser(seed: string): Chooser {
  const rng = createRng(seed);
  const lazy = new Set(['x', 'done']);
  return (prompt) => {
    const active = prompt.options.map((o, i) => ({ o, i })).filter(({ o }) => !lazy.has(o.id));
    if (active.length === 0 || nextInt(rng, 10) === 0) return nextInt(rng, prompt.options.length);
    return active[nextInt(rng, active.length)].i;
  };
}

export function runGame(seats: number, seed: string, eager: boolean, options = {}) {
  let previous: string | null = null;
  let takes = 0;
  let moveCount = 0;
  const chooser = eager ? eagerChooser(`${seed}/eager`) : randomChooser(`${seed}/random`);
  const result = playout(helios, options, seats, seed, chooser, ({ before, after, move }) => {
    // apply() never mutates its input: `before` is exactly the previous step's result.
    if (previous !== null && JSON.stringify(before) !== previous) expect(JSON.stringify(before)).toBe(previous);
    previous = JSON.stringify(after);
    if (move.t === 'take') takes++;
    const broken = brokenInvariants(after);
    if (broken.length > 0) expect({ step: moveCount, broken }).toEqual({ step: moveCount, broken: [] });
    moveCount++;
  });
  return { ...result, takes };
}

const GAMES_PER_COUNT = 70;

/** Registers part `part` (1-based) of `parts`: its share of the games of every player count. */
export function describePlayouts(part: number, parts: number): void {
  const from = Math.round(((part - 1) * GAMES_PER_COUNT) / parts);
  const to = Math.round((part * GAMES_PER_COUNT) / parts);
  describe(`seeded random playouts, part ${part} of ${parts}`, () => {
    for (const seats of [2, 3, 4]) {
      it(`games ${from}–${to - 1} of ${GAMES_PER_COUNT} with ${seats} players end with the invariants holding at every step`, () => {
        for (let g = from; g < to; g++) {
          const options = g % 5 === 4 ? { exchange: 'always', freeFieldsDark: false } : {};
          const game = runGame(seats, `helios-${seats}-${g}`, g % 2 === 0, options);
          const final = game.final;
          expect(helios.finished(final)).toBe(true);
          expect(final.round).toBe(final.rounds);
          // Every player took 4 (6 with three players) action tiles per round.
          expect(game.takes).toBe(final.turnsPerRound * final.rounds * seats);
          expect(helios.winners(final).length).toBeGreaterThan(0);
          expect(helios.awaiting(final)).toEqual([]);
        }
      });
    }
  });
}
