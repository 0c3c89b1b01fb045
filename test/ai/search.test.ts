import { describe, expect, it } from 'vitest';
import { defaultEvaluate, marginRewards, playableOptions, search } from '../../src/ai/search';
import { think } from '../../src/ai/think';
import { playout } from '../../src/engine/driver';
import type { AnyEngine, PromptOption } from '../../src/engine/types';
import { engines } from '../../src/games/index';
import { nim, type NimState } from '../engine/toy-engine';

const toy = nim as unknown as AnyEngine;

/**
 * Nim with a standing setting, as Terra Mystica's power-offer rules: the root also offers `set`, a move that changes
 * the seat's setting and nothing else (the same seat is awaited again).
 */
type SettingNim = NimState & { setting?: number };
const withSettings = {
  ...toy,
  prompt: (state: SettingNim, seat: number, path: readonly string[]) => {
    if (path[0] === 'set') return { move: { set: true } };
    const result = nim.prompt(state, seat, path);
    if ('move' in result) return result;
    return { prompt: { ...result.prompt, options: [...result.prompt.options, { id: 'set', label: { key: 'toy.set' } }] } };
  },
  apply: (state: SettingNim, seat: number, move: { set?: true; take?: number }) =>
    move.set ? { ...state, setting: (state.setting ?? 0) + 1 } : nim.apply(state, seat, move as { take: number }),
  settings: () => ({ lines: [], path: ['set'] }),
} as unknown as AnyEngine;
const quick = { iterations: 40, ms: 60_000 };

/** States along a seeded random game, every `every` moves. */
function statesOf(engine: AnyEngine, seats: number, seed: string, every: number, limit: number): unknown[] {
  const out: unknown[] = [];
  let count = 0;
  playout(engine, {}, seats, seed, undefined, ({ after }) => {
    if (++count % every === 0 && out.length < limit && !engine.finished(after)) out.push(after);
  });
  return out;
}

describe('computer player search', () => {
  it('finds the winning take in Nim (leave a multiple of four)', () => {
    const state: NimState = { ...nim.setup({}, 2, 'n'), stones: 5, turn: 0 };
    expect(search({ engine: toy, state, seat: 0, budget: { iterations: 400, ms: 60_000 }, seed: 's' }).path).toEqual(['1']);
    const seven: NimState = { ...state, stones: 7 };
    expect(search({ engine: toy, state: seven, seat: 0, budget: { iterations: 400, ms: 60_000 }, seed: 's' }).path).toEqual(['3']);
  });

  it('keeps to its iteration cap and to its clock', () => {
    const state: NimState = { ...nim.setup({}, 2, 'n'), stones: 17, turn: 0 };
    expect(search({ engine: toy, state, seat: 0, budget: { iterations: 25, ms: 60_000 }, seed: 's' }).iterations).toBe(25);
    let clock = 0;
    const timed = search({ engine: toy, state, seat: 0, budget: { iterations: 1_000, ms: 10 }, seed: 's', now: () => (clock += 1) });
    // One tick per check, so one tick per iteration: after 8 ticks a 9th iteration would end past 10 ms.
    expect(timed.iterations).toBe(8);
  });

  it('stops early once no iteration left in the budget could change the answer', () => {
    const five: NimState = { ...nim.setup({}, 2, 'n'), stones: 5, turn: 0 };
    const byCount = search({ engine: toy, state: five, seat: 0, budget: { iterations: 20_000, ms: 60_000 }, seed: 's' });
    expect(byCount.path).toEqual(['1']);
    expect(byCount.iterations).toBeLessThan(20_000);
    expect(byCount.iterations % 64).toBe(0);
    // Bound by the clock (one tick per iteration, 10,000 ticks): it stops when the lead outgrows the ticks left.
    let clock = 0;
    const byClock = search({ engine: toy, state: five, seat: 0, budget: { iterations: 1_000_000, ms: 10_000 }, seed: 's', now: () => (clock += 1) });
    expect(byClock.path).toEqual(['1']);
    expect(byClock.iterations).toBeLessThan(9_000);
  });

  it('searches its whole budget while two moves stay level', () => {
    // One decision between two moves that both end the game alike: the visits split, so neither is ever settled.
    type Coin = { done: boolean };
    const level = {
      id: 'level',
      setup: (): Coin => ({ done: false }),
      awaiting: (state: Coin) => (state.done ? [] : [0]),
      prompt: (_state: Coin, _seat: number, path: readonly string[]) =>
        path.length > 0
          ? { move: { pick: path[0] } }
          : { prompt: { kind: 'pick', title: { key: 'x' }, options: [{ id: 'a', label: { key: 'x' } }, { id: 'b', label: { key: 'x' } }] } },
      apply: (): Coin => ({ done: true }),
      finished: (state: Coin) => state.done,
      winners: () => [0],
      scores: () => [{ seat: 0, current: 0, preview: 0 }],
    } as unknown as AnyEngine;
    const answer = search({ engine: level, state: { done: false }, seat: 0, budget: { iterations: 2_000, ms: 60_000 }, seed: 's' });
    expect(answer.iterations).toBe(2_000);
    expect(['a', 'b']).toContain(answer.path[0]);
  });

  it('answers a forced move without searching', () => {
    const state: NimState = { ...nim.setup({}, 2, 'n'), stones: 1, turn: 1 };
    expect(search({ engine: toy, state, seat: 1, budget: quick, seed: 's' })).toMatchObject({ path: ['1'], iterations: 0 });
  });

  for (const [id, engine] of Object.entries(engines)) {
    it(`${id}: plays only legal moves and decides the same for the same seed`, () => {
      for (const state of statesOf(engine, 3, `legal-${id}`, 23, 3)) {
        const seat = engine.awaiting(state)[0];
        const first = think({ gameId: id, state, seat, level: 'easy', seed: 'same', budget: quick });
        const again = think({ gameId: id, state, seat, level: 'easy', seed: 'same', budget: quick });
        expect(again.path).toEqual(first.path);
        const walked = engine.prompt(state, seat, first.path);
        expect('move' in walked).toBe(true);
        if ('move' in walked) expect(() => engine.apply(state, seat, walked.move)).not.toThrow();
      }
    });
  }

  it('rewards each seat by its lead over the best opponent, squashed around 0.5', () => {
    // Scale max(4, 0.15 × mean |points|): 4 here, so a lead of 4 gives 0.5 + 0.5 tanh(1).
    const [leader, second, last] = marginRewards([10, 6, 0]);
    expect(leader).toBeCloseTo(0.5 + 0.5 * Math.tanh(1), 10);
    expect(second).toBeCloseTo(0.5 + 0.5 * Math.tanh(-1), 10);
    expect(last).toBeCloseTo(0.5 + 0.5 * Math.tanh(-2.5), 10);
    // With large scores the scale grows: mean 100 → 15.
    expect(marginRewards([106, 94])[0]).toBeCloseTo(0.5 + 0.5 * Math.tanh(12 / 15), 10);
    expect(marginRewards([7])).toEqual([1]);
    expect(marginRewards([5, 5])).toEqual([0.5, 0.5]);
  });

  it('evaluates an unfinished position by the game\'s points when it gives them, else by the preview', () => {
    const engine = engines.helios;
    const state = engine.setup({}, 2, 'points');
    const preview = engine.scores(state).map((line) => line.preview);
    expect(defaultEvaluate(engine, state)).toEqual(marginRewards(preview));
    expect(defaultEvaluate(engine, state, () => [30, 10])).toEqual(marginRewards([30, 10]));
    const { final: ended } = playout(engine, {}, 2, 'points-end');
    const winners = engine.winners(ended);
    expect(defaultEvaluate(engine, ended, () => [30, 10])).toEqual([0, 1].map((seat) => (winners.includes(seat) ? 1 / winners.length : 0)));
  });

  it('never takes the step into its standing settings: no move in the game, in the tree or in playouts', () => {
    const five: SettingNim = { ...nim.setup({}, 2, 'n'), stones: 5, turn: 0 };
    const answer = search({ engine: withSettings, state: five, seat: 0, budget: { iterations: 400, ms: 60_000 }, seed: 's' });
    expect(answer.path).toEqual(['1']);
    // With the setting left out, one stone leaves a forced move: no search at all.
    const one: SettingNim = { ...five, stones: 1 };
    expect(search({ engine: withSettings, state: one, seat: 0, budget: quick, seed: 's' })).toMatchObject({ path: ['1'], iterations: 0 });
    const options = [{ id: '1', label: { key: 'x' } }, { id: 'set', label: { key: 'x' } }];
    expect(playableOptions(withSettings, five, 0, [], options).map((o) => o.id)).toEqual(['1']);
    // Elsewhere in the tree the same id is an ordinary option; a prompt of settings alone stays as it is.
    expect(playableOptions(withSettings, five, 0, ['1'], options)).toEqual(options);
    expect(playableOptions(withSettings, five, 0, [], [options[1]])).toEqual([options[1]]);
    expect(playableOptions(toy, five, 0, [], options)).toEqual(options);
  });

  it('never weighs what the game prunes, in the answer, the tree or playouts, and ignores a prune that leaves nothing', () => {
    // Five stones: taking one is the winning move; a game that prunes it leaves the search to choose among 2 and 3.
    const five: NimState = { ...nim.setup({}, 2, 'n'), stones: 5, turn: 0 };
    const seen: string[][] = [];
    const noOne = (_state: unknown, _seat: number, path: readonly string[], options: readonly PromptOption[]) => {
      seen.push([...path]);
      return options.filter((option) => option.id !== '1');
    };
    for (const seed of ['a', 'b', 'c']) {
      const answer = search({ engine: toy, state: five, seat: 0, budget: { iterations: 400, ms: 60_000 }, seed, tuning: { prune: noOne } });
      expect(['2', '3']).toContain(answer.path[0]);
    }
    // Asked at the root, in the tree (once a node: the tree keeps a node's options, see search-reuse.test.ts) and in
    // the playouts, which reach positions the tree has not.
    expect(seen.length).toBeGreaterThan(40);
    expect(seen.some((path) => path.length === 0)).toBe(true);
    // Two stones with 2 pruned: taking one is then the only option the search weighs, a forced move.
    const two: NimState = { ...five, stones: 2 };
    const noTwo = (_state: unknown, _seat: number, _path: readonly string[], options: readonly PromptOption[]) => options.filter((o) => o.id !== '2');
    expect(search({ engine: toy, state: two, seat: 0, budget: quick, seed: 's', tuning: { prune: noTwo } })).toMatchObject({ path: ['1'], iterations: 0 });
    // A prune that keeps nothing is ignored: the seat still moves, and wins.
    const none = () => [];
    expect(search({ engine: toy, state: five, seat: 0, budget: { iterations: 400, ms: 60_000 }, seed: 's', tuning: { prune: none } }).path).toEqual(['1']);
    const options = [{ id: '1', label: { key: 'x' } }, { id: '2', label: { key: 'x' } }];
    expect(playableOptions(toy, five, 0, [], options, noOne).map((o) => o.id)).toEqual(['2']);
    expect(playableOptions(toy, five, 0, [], options, none)).toEqual(options);
  });

  it('terra-mystica: leaves the power-offer settings alone where a turn offers them', () => {
    const engine = engines['terra-mystica'];
    let checked = 0;
    for (const state of statesOf(engine, 3, 'tm-settings', 7, 12)) {
      const seat = engine.awaiting(state)[0];
      const settings = engine.settings?.(state, seat).path;
      if (!settings) continue;
      checked++;
      const answer = think({ gameId: engine.id, state, seat, level: 'easy', seed: 'set', budget: { iterations: 60, ms: 60_000 } });
      expect(answer.path.slice(0, settings.length)).not.toEqual(settings);
    }
    expect(checked).toBeGreaterThan(3);
  });
});

