import { describe, expect, it } from 'vitest';
import { search } from '../../src/ai/search';
import type { AnyEngine } from '../../src/engine/types';
import { nim, type NimState } from '../engine/toy-engine';

/** Nim that counts the moves it applies; `dealt` gives it a determinization that changes nothing. */
function countingNim(dealt: boolean): { engine: AnyEngine; applied: () => number } {
  let applied = 0;
  const engine = {
    ...nim,
    apply: (state: NimState, seat: number, move: { take: number }) => {
      applied++;
      return nim.apply(state, seat, move);
    },
    ...(dealt ? { determinize: (state: NimState) => state } : {}),
  } as unknown as AnyEngine;
  return { engine, applied: () => applied };
}

describe('a search that keeps what its walks find on the tree', () => {
  const twenty: NimState = { ...nim.setup({}, 2, 'n'), stones: 20, turn: 0 };
  const budget = { iterations: 400, ms: 60_000 };

  it('applies each move on the way down once where nothing is dealt anew, and answers as a search that applies it every walk', () => {
    const kept = countingNim(false);
    const everyWalk = countingNim(true);
    const a = search({ engine: kept.engine, state: twenty, seat: 0, budget, seed: 'r', tuning: { playoutMoves: 2 } });
    const b = search({ engine: everyWalk.engine, state: twenty, seat: 0, budget, seed: 'r', tuning: { playoutMoves: 2 } });
    expect(a.path).toEqual(b.path);
    expect(a.iterations).toBe(b.iterations);
    // Every walk applies the move it expands and the playout's two; the walks of a determinized search also re-apply
    // every move above them in the tree.
    expect(kept.applied()).toBeLessThanOrEqual(3 * a.iterations);
    expect(everyWalk.applied()).toBeGreaterThan(5 * b.iterations);
  });

  it('keeps only the steps above the first random one where the other seats\' steps in the tree are random', () => {
    const kept = countingNim(false);
    const everyWalk = countingNim(true);
    const tuning = { playoutMoves: 2, othersAtRandom: () => true };
    const three: NimState = { ...nim.setup({}, 3, 'n'), stones: 20, turn: 0 };
    const a = search({ engine: kept.engine, state: three, seat: 0, budget, seed: 'r', tuning });
    const b = search({ engine: everyWalk.engine, state: three, seat: 0, budget, seed: 'r', tuning });
    expect(a.path).toEqual(b.path);
    // Each of the seat's three first takes is applied twice (by the walk that adds it to the tree, whose playout plays
    // it, then by the next walk, which keeps it), then never again; the other seats' random takes and everything
    // below them in every walk.
    expect(everyWalk.applied() - kept.applied()).toBe(a.iterations - 6);
  });
});
