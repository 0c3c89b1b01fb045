/**
 * The search's edges, pinned with made-up games: automatic moves settled after a move (and the cap on them), the
 * guards against a game whose choice tree never ends or offers nothing, and the default evaluation's shared win.
 */
import { describe, expect, it } from 'vitest';
import { applySettled, defaultEvaluate, search, settle } from '../../src/ai/search';
import type { AnyEngine } from '../../src/engine/types';

/** A counter game: seat 0 adds 1 until `goal`; the engine itself adds `auto` more, one automatic move at a time. */
type Counter = { n: number; auto: number; goal: number };
function counter(extra: object = {}): AnyEngine {
  return {
    id: 'counter',
    awaiting: (s: Counter) => (s.n >= s.goal ? [] : [0]),
    prompt: (_s: Counter, _seat: number, path: readonly string[]) =>
      path.length > 0 ? { move: { add: Number(path[0]) } } : { prompt: { kind: 'choice', title: { key: 'x' }, options: [{ id: '1', label: { key: 'x' } }, { id: '2', label: { key: 'x' } }] } },
    apply: (s: Counter, _seat: number, move: { add: number; auto?: true }): Counter => ({ ...s, n: s.n + move.add, auto: move.auto ? s.auto - 1 : s.auto }),
    automatic: (s: Counter) => (s.auto > 0 ? { seat: 0, move: { add: 0, auto: true } } : null),
    finished: (s: Counter) => s.n >= s.goal,
    winners: () => [0],
    scores: (s: Counter) => [{ seat: 0, current: s.n, preview: s.n }],
    ...extra,
  } as unknown as AnyEngine;
}

describe('automatic moves after a move', () => {
  it('applies them one after another until none is left', () => {
    const after = applySettled(counter(), { n: 0, auto: 5, goal: 10 }, 0, { add: 1 }) as Counter;
    expect(after).toEqual({ n: 1, auto: 0, goal: 10 });
  });

  it('takes 64 in a row, and calls a 65th a bug of the game', () => {
    expect(settle(counter(), { n: 0, auto: 64, goal: 10 })).toEqual({ n: 0, auto: 0, goal: 10 });
    expect(() => settle(counter(), { n: 0, auto: 65, goal: 10 })).toThrow('counter: still automatic moves after 64');
  });

  it('stops at the end of the game even while the game would still decide moves', () => {
    expect(settle(counter(), { n: 10, auto: 3, goal: 10 })).toEqual({ n: 10, auto: 3, goal: 10 });
  });

  it('a game without automatic moves is left as it is', () => {
    const state = { n: 0, auto: 3, goal: 10 };
    expect(settle(counter({ automatic: undefined }), state)).toBe(state);
  });
});

describe('guards against a broken choice tree', () => {
  it('a tree that never reaches a move is reported, not walked for ever', () => {
    const endless = counter({
      prompt: () => ({ prompt: { kind: 'choice', title: { key: 'x' }, options: [{ id: 'a', label: { key: 'x' } }, { id: 'b', label: { key: 'x' } }] } }),
    });
    expect(() => search({ engine: endless, state: { n: 0, auto: 0, goal: 10 }, seat: 0, budget: { iterations: 5, ms: 60_000 }, seed: 's' })).toThrow(
      /counter: (choice tree deeper than 64|search walk without end)/,
    );
  });

  it('a prompt with no option is reported with its path', () => {
    let asked = 0;
    const empty = counter({
      prompt: (_s: Counter, _seat: number, path: readonly string[]) =>
        path.length > 0 || asked++ > 0 ? { prompt: { kind: 'choice', title: { key: 'x' }, options: [] } } : { prompt: { kind: 'choice', title: { key: 'x' }, options: [{ id: '1', label: { key: 'x' } }, { id: '2', label: { key: 'x' } }] } },
    });
    expect(() => search({ engine: empty, state: { n: 0, auto: 0, goal: 10 }, seat: 0, budget: { iterations: 5, ms: 60_000 }, seed: 's' })).toThrow(/counter: empty prompt at \[/);
  });
});

describe('the default evaluation of a finished game', () => {
  it('a shared win gives each winner an equal share and the others 0', () => {
    const shared = counter({ winners: () => [0, 2], scores: () => [0, 1, 2].map((seat) => ({ seat, current: 0, preview: 0 })) });
    expect(defaultEvaluate(shared, { n: 10, auto: 0, goal: 10 })).toEqual([0.5, 0, 0.5]);
  });
});

describe('the time a decision took', () => {
  it('is the clock at the answer less the clock at the start, for a forced move and a searched one', () => {
    let clock = 100;
    const tick = () => (clock += 1);
    // Two options (add 1 or 2): the move is searched; its time is the ticks between start and answer.
    const state = { n: 0, auto: 0, goal: 10 };
    const searched = search({ engine: counter(), state, seat: 0, budget: { iterations: 3, ms: 60_000 }, seed: 's', now: tick });
    expect(searched.iterations).toBe(3);
    // Ticks: the start, one per loop check (four), the answer.
    expect(searched.ms).toBe(5);
    const single = counter({ prompt: (_s: Counter, _seat: number, path: readonly string[]) => (path.length > 0 ? { move: { add: 1 } } : { prompt: { kind: 'choice', title: { key: 'x' }, options: [{ id: '1', label: { key: 'x' } }] } }) });
    clock = 100;
    expect(search({ engine: single, state, seat: 0, budget: { iterations: 3, ms: 60_000 }, seed: 's', now: tick })).toEqual({ path: ['1'], iterations: 0, ms: 1 });
  });
});
