import { describe, expect, it } from 'vitest';
import { gainRewards, playableOptions, search } from '../../src/ai/search';
import type { AnyEngine } from '../../src/engine/types';
import { nim, type NimState } from '../engine/toy-engine';

const toy = nim as unknown as AnyEngine;
const option = (id: string) => ({ id, label: { key: 'x' } });

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

  it('with gainScale a seat plays for its own points, not for its lead over the others', () => {
    // Nim that remembers the first take: every position below a first step then has the same points.
    type Remembering = NimState & { firstTake?: number };
    const remembering = {
      ...nim,
      apply: (state: Remembering, seat: number, move: { take: number }) => ({ ...nim.apply(state, seat, move), firstTake: state.firstTake ?? move.take }),
    } as unknown as AnyEngine;
    // Taking 1 gains seat 0 five points but the other twenty; taking 2 gains it three and the other nothing.
    const points = (state: unknown) => ({ 1: [5, 20], 2: [3, 0], 3: [0, 0] })[(state as Remembering).firstTake ?? 3] ?? [0, 0];
    const twelve: NimState = { ...nim.setup({}, 2, 'n'), stones: 12, turn: 0 };
    const decide = (gainScale?: number) =>
      search({ engine: remembering, state: twelve, seat: 0, budget: { iterations: 300, ms: 60_000 }, seed: 'g', tuning: { points, playoutMoves: 0, gainScale } }).path;
    expect(decide()).toEqual(['2']);
    expect(decide(4)).toEqual(['1']);
  });

  it('gainRewards squashes each seat\'s gain since the decision began', () => {
    expect(gainRewards([10, 20], [14, 20], 4)).toEqual([0.5 + 0.5 * Math.tanh(1), 0.5]);
    expect(gainRewards([10, 20], [2, 28], 8)).toEqual([0.5 + 0.5 * Math.tanh(-1), 0.5 + 0.5 * Math.tanh(1)]);
    // A seat the start did not score counts from 0.
    expect(gainRewards([], [3], 3)).toEqual([0.5 + 0.5 * Math.tanh(1)]);
  });
});
