import { describe, expect, it } from 'vitest';
import { gainRewards, leadsOverAverage, playableOptions, rewardOf, search } from '../../src/ai/search';
import type { AnyEngine } from '../../src/engine/types';
import { nim, type NimState } from '../engine/toy-engine';

const toy = nim as unknown as AnyEngine;
const option = (id: string) => ({ id, label: { key: 'x' } });

/** Nim that remembers seat 0's takes: every position below seat 0's steps is then scored alike. */
type Remembering = NimState & { takes?: number[] };
const remembering = {
  ...nim,
  apply: (state: Remembering, seat: number, move: { take: number }) => ({ ...nim.apply(state, seat, move), takes: seat === 0 ? [...(state.takes ?? []), move.take] : state.takes }),
} as unknown as AnyEngine;
/** Seat 0's first take (seat 0 moves first in these positions). */
const firstTake = (state: unknown) => (state as Remembering).takes?.[0];

describe('the hooks a game gives its computer player', () => {
  it('a playout policy is asked with the ids of the options it chooses among', () => {
    const twelve: NimState = { ...nim.setup({}, 2, 'n'), stones: 12, turn: 0 };
    const asked: string[][] = [];
    const takeMost = (_engine: AnyEngine, _state: unknown, _seat: number, ids: readonly string[]) => {
      asked.push([...ids]);
      return ids.length - 1;
    };
    search({ engine: toy, state: twelve, seat: 0, budget: { iterations: 30, ms: 60_000 }, seed: 'p', tuning: { policy: takeMost, playoutMoves: 2 } });
    expect(asked.length).toBeGreaterThan(20);
    // Nim offers 1–3 stones while three are left, fewer near the end.
    for (const ids of asked) expect([['1', '2', '3'], ['1', '2'], ['1']]).toContainEqual(ids);
    expect(asked.filter((ids) => ids.length === 3).length).toBeGreaterThan(20);
  });

  it('with othersAtRandom the other seats\' steps in the tree are playout steps, asked once per decision', () => {
    const twelve: NimState = { ...nim.setup({}, 3, 'n'), stones: 12, turn: 0 };
    const askedFor: number[] = [];
    const takeOne = (_engine: AnyEngine, _state: unknown, seat: number) => {
      askedFor.push(seat);
      return 0;
    };
    const decisions: unknown[] = [];
    const othersAtRandom = (state: unknown) => {
      decisions.push(state);
      return true;
    };
    // No playout moves: the policy is asked only on the walk through the tree.
    const path = search({ engine: toy, state: twelve, seat: 0, budget: { iterations: 40, ms: 60_000 }, seed: 'o', tuning: { policy: takeOne, playoutMoves: 0, othersAtRandom } }).path;
    expect(['1', '2', '3']).toContain(path[0]);
    expect(decisions).toEqual([twelve]);
    expect(askedFor.length).toBeGreaterThan(40);
    expect(new Set(askedFor)).toEqual(new Set([1, 2]));
    // Answered false, or not given, every seat's steps are searched in the tree and the policy is never asked.
    askedFor.length = 0;
    search({ engine: toy, state: twelve, seat: 0, budget: { iterations: 40, ms: 60_000 }, seed: 'o', tuning: { policy: takeOne, playoutMoves: 0, othersAtRandom: () => false } });
    search({ engine: toy, state: twelve, seat: 0, budget: { iterations: 40, ms: 60_000 }, seed: 'o', tuning: { policy: takeOne, playoutMoves: 0 } });
    expect(askedFor).toEqual([]);
  });

  it('with othersAtRandom the tree plans the seat\'s own next move where a tree of every seat\'s steps does not yet', () => {
    // Nim for three, with stones enough that no walk ends the game; seat 0 scores only by taking 3 on each of its
    // first two turns. In 100 iterations a tree of seat 0's steps alone reaches that plan; a tree that also holds the
    // others' two moves between its turns spreads the same iterations over them.
    const points = (state: unknown) => [(state as Remembering).takes?.slice(0, 2).join() === '3,3' ? 1 : 0, 0, 0];
    const start: NimState = { ...nim.setup({}, 3, 'n'), stones: 100, turn: 0 };
    const decide = (othersAtRandom: boolean) =>
      search({ engine: remembering, state: start, seat: 0, budget: { iterations: 100, ms: 60_000 }, seed: 't', tuning: { points, playoutMoves: 0, othersAtRandom: () => othersAtRandom } }).path;
    expect(decide(true)).toEqual(['3']);
    expect(decide(false)).not.toEqual(['3']);
  });

  it('a settings path of two steps is left out only at its own place in the tree', () => {
    const twoStep = { ...toy, settings: () => ({ lines: [], path: ['s', 'x'] }) } as unknown as AnyEngine;
    const state: NimState = { ...nim.setup({}, 2, 'n'), stones: 5, turn: 0 };
    const options = [option('x'), option('s'), option('y')];
    // Below its first step the setting's own step goes; at the root the first step stays (it is not the whole path).
    expect(playableOptions(twoStep, state, 0, ['s'], options).map((o) => o.id)).toEqual(['s', 'y']);
    expect(playableOptions(twoStep, state, 0, [], options)).toEqual(options);
    // Below another first step, an option with the same id is an ordinary option.
    expect(playableOptions(twoStep, state, 0, ['t'], options)).toEqual(options);
  });

  it('a game\'s own evaluation replaces the default one', () => {
    // Nim scores only a finished game; this evaluation rewards seat 0 for taking 3 first.
    const twelve: NimState = { ...nim.setup({}, 2, 'n'), stones: 12, turn: 0 };
    const evaluate = (_engine: AnyEngine, state: unknown) => [firstTake(state) === 3 ? 1 : 0, 0];
    const decide = (tuning: object) => search({ engine: remembering, state: twelve, seat: 0, budget: { iterations: 200, ms: 60_000 }, seed: 'e', tuning: { playoutMoves: 0, ...tuning } }).path;
    expect(decide({ evaluate })).toEqual(['3']);
    // It wins over gainScale and points as well.
    expect(decide({ evaluate, gainScale: 4, points: () => [0, 0] })).toEqual(['3']);
  });

  it('with gainScale a seat far behind still tells its moves apart: it plays for what its lead gains', () => {
    // Seat 0 of four trails the leader by 100; taking 2 gains it 5 points, taking 3 one point.
    const points = (state: unknown) => [({ 2: 5, 3: 1 } as Record<number, number>)[firstTake(state) ?? 0] ?? 0, 0, 0, 100];
    const twelve: NimState = { ...nim.setup({}, 4, 'n'), stones: 12, turn: 0 };
    const decide = (gainScale?: number) =>
      search({ engine: remembering, state: twelve, seat: 0, budget: { iterations: 300, ms: 60_000 }, seed: 'g', tuning: { points, playoutMoves: 0, gainScale } }).path;
    // By the lead over the best opponent (−100 at a scale of 4) every reward is exactly 0: nothing tells the moves
    // apart, and the answer is whichever the spread of visits leaves ahead, not the 5 points.
    expect(decide()).not.toEqual(['2']);
    // Against the average of the others the lead gains 5 by taking 2.
    expect(decide(4)).toEqual(['2']);
  });

  it('with gainScale and no points of its own a game is scored by its preview', () => {
    // The preview pays seat 0 of four 5 for taking 2 first, 1 for taking 3; seat 3 leads by 100 all along.
    const previewOf = (state: Remembering) => [({ 2: 5, 3: 1 } as Record<number, number>)[firstTake(state) ?? 0] ?? 0, 0, 0, 100];
    const previewing = {
      ...remembering,
      scores: (state: Remembering) => previewOf(state).map((preview, seat) => ({ seat, current: 0, preview, breakdown: [] })),
    } as unknown as AnyEngine;
    const twelve: NimState = { ...nim.setup({}, 4, 'n'), stones: 12, turn: 0 };
    const decide = (gainScale?: number) =>
      search({ engine: previewing, state: twelve, seat: 0, budget: { iterations: 300, ms: 60_000 }, seed: 'g', tuning: { playoutMoves: 0, gainScale } }).path;
    // By the lead over the best (−95 at most) the moves look alike; by the gain over the average, 2 is worth most.
    expect(decide()).not.toEqual(['2']);
    expect(decide(4)).toEqual(['2']);
  });

  it('the gain is counted from the start of each iteration: a new deal of the hidden things is scored anew', () => {
    const points = (state: unknown) => [(state as { mine: number }).mine, 0];
    const reward = rewardOf(toy, { gainScale: 4, points });
    const end = { mine: 4 };
    // From a start worth 0 seat 0 gained 4; from another start worth 8 (another deal) it lost 4; from a third start
    // worth 0 it gains 4 again, and a second iteration from that same start is counted from it too.
    expect(reward({ mine: 0 }, end)).toEqual(gainRewards([0, 0], [4, 0], 4));
    expect(reward({ mine: 8 }, end)).toEqual(gainRewards([8, 0], [4, 0], 4));
    const first = { mine: 0 };
    expect(reward(first, end)[0]).toBeCloseTo(0.5 + 0.5 * Math.tanh(1), 12);
    expect(reward(first, { mine: 0 })[0]).toBe(0.5);
  });

  it('the points of an iteration\'s end are given its start, so a game can count what happened in between', () => {
    const seen: unknown[] = [];
    const points = (state: unknown, start?: unknown) => {
      seen.push(start);
      return [(state as { mine: number }).mine + ((start as { bonus?: number } | undefined)?.bonus ?? 0), 0];
    };
    const reward = rewardOf(toy, { gainScale: 4, points });
    const start = { mine: 0, bonus: 4 };
    // The start is scored alone (gain 0 there), the end with the start: 0 + 4 over the start's 0 + 0.
    expect(reward(start, { mine: 0 })).toEqual(gainRewards([0, 0], [4, 0], 4));
    expect(seen).toEqual([undefined, start]);
  });

  it('gainRewards squashes what each seat\'s lead over the average of the others gained', () => {
    expect(leadsOverAverage([10, 20, 30])).toEqual([-15, 0, 15]);
    expect(leadsOverAverage([7])).toEqual([7]);
    // Two seats: leads −10 and 10 become −6 and 6.
    expect(gainRewards([10, 20], [14, 20], 4)).toEqual([0.5 + 0.5 * Math.tanh(1), 0.5 + 0.5 * Math.tanh(-1)]);
    // Three seats: leads −15, 0, 15 become −9, −3, 12.
    expect(gainRewards([10, 20, 30], [16, 20, 30], 6)).toEqual([0.5 + 0.5 * Math.tanh(1), 0.5 + 0.5 * Math.tanh(-0.5), 0.5 + 0.5 * Math.tanh(-0.5)]);
    // A seat the start did not score counts from 0.
    expect(gainRewards([], [3], 3)).toEqual([0.5 + 0.5 * Math.tanh(1)]);
  });
});
