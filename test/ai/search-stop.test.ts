/**
 * When the search stops, pinned with fixed clocks: the budget's exact boundary, and the early stop, which must wait
 * until no iteration still allowed could change the answer. Each count below is what the search does for these seeds;
 * a looser stop (or a stricter one) changes it.
 */
import { describe, expect, it } from 'vitest';
import { search } from '../../src/ai/search';
import type { AnyEngine } from '../../src/engine/types';
import { nim, type NimState } from '../engine/toy-engine';

const toy = nim as unknown as AnyEngine;
const stonesLeft = (stones: number): NimState => ({ ...nim.setup({}, 2, 'n'), stones, turn: 0 });
/** A clock that never moves: only the iteration cap limits the search. */
const standing = () => 0;
function ticking(step: number): () => number {
  let clock = 0;
  return () => (clock += step);
}

/** One seat picks a first step and a second step (two options each); only the first step matters. */
type TwoSteps = { done: boolean; first?: string };
const option = (id: string) => ({ id, label: { key: 'x' } });
const twoSteps = {
  id: 'two-steps',
  awaiting: (state: TwoSteps) => (state.done ? [] : [0]),
  prompt: (_state: TwoSteps, _seat: number, path: readonly string[]) =>
    path.length === 2 ? { move: { first: path[0] } } : { prompt: { kind: 'pick', title: { key: 'x' }, options: [option('a'), option('b')] } },
  apply: (_state: TwoSteps, _seat: number, move: { first: string }): TwoSteps => ({ done: true, first: move.first }),
  finished: (state: TwoSteps) => state.done,
  winners: () => [0],
  scores: () => [{ seat: 0, current: 0, preview: 0 }],
} as unknown as AnyEngine;
const firstStepA = { evaluate: (_engine: AnyEngine, state: unknown) => [(state as TwoSteps).first === 'a' ? 0.9 : 0.1] };

describe('the clock budget', () => {
  it('does not start an iteration that would end exactly at the budget', () => {
    // One tick per look at the clock: after one iteration 2 ms have passed, and a second of the same length would end
    // at 4 ms, the budget itself.
    expect(search({ engine: toy, state: stonesLeft(5), seat: 0, budget: { iterations: 100, ms: 4 }, seed: 's', now: ticking(1) }).iterations).toBe(1);
  });
});

describe('the early stop', () => {
  it('counts the iterations the clock still allows from the pace so far, and the cap binds when it is lower', () => {
    // At the first look (64 iterations in 65 ms) the clock would allow some 920 more; the cap allows 64, more than the
    // leader's lead, so the search runs to its cap.
    expect(search({ engine: toy, state: stonesLeft(5), seat: 0, budget: { iterations: 128, ms: 1_000 }, seed: 's', now: ticking(1) }).iterations).toBe(128);
    expect(search({ engine: toy, state: stonesLeft(5), seat: 0, budget: { iterations: 128, ms: 1_000 }, seed: 's', now: standing }).iterations).toBe(128);
  });

  it('measures the lead against the runner-up, not against the option listed last', () => {
    // Nine stones: taking 1 wins; the runner-up keeps the lead below the iterations left until the cap.
    expect(search({ engine: toy, state: stonesLeft(9), seat: 0, budget: { iterations: 256, ms: 1_000 }, seed: 's', now: standing })).toMatchObject({
      path: ['1'],
      iterations: 256,
    });
  });

  it('calls a lead equal to the iterations left not settled: the runner-up could still draw level', () => {
    // Five stones, seed s: at the first look the lead is exactly 45, the iterations left under a cap of 109.
    expect(search({ engine: toy, state: stonesLeft(5), seat: 0, budget: { iterations: 109, ms: 1_000 }, seed: 's', now: standing }).iterations).toBe(109);
    // One iteration fewer in the cap and the lead outgrows what is left: the search stops at the look.
    expect(search({ engine: toy, state: stonesLeft(5), seat: 0, budget: { iterations: 108, ms: 1_000 }, seed: 's', now: standing }).iterations).toBe(64);
  });

  it('waits until every step of the move is settled, not only the first', () => {
    // The first step is clear at once; the second is worth the same either way, so its lead stays small.
    const answer = search({ engine: twoSteps, state: { done: false }, seat: 0, budget: { iterations: 100, ms: 1_000 }, seed: 's', now: standing, tuning: firstStepA });
    expect(answer.path[0]).toBe('a');
    expect(answer.iterations).toBe(100);
  });
});
