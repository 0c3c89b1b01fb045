import { describe, expect, it } from 'vitest';
import { search } from '../../src/ai/search';
import type { AnyEngine } from '../../src/engine/types';
import { nim, type NimState } from '../engine/toy-engine';

const toy = nim as unknown as AnyEngine;
const budget = { iterations: 400, ms: 60_000 };

describe('the search ranking its root moves (rank)', () => {
  it('ranks every root move by visits, the answer first, the visits adding up to the iterations', () => {
    const five: NimState = { ...nim.setup({}, 2, 'n'), stones: 5, turn: 0 };
    const result = search({ engine: toy, state: five, seat: 0, budget, seed: 's', rank: 0 });
    expect(result.path).toEqual(['1']);
    const ranking = result.ranking ?? [];
    expect(ranking.map((r) => r.path)).toEqual([['1'], ['3'], ['2']]);
    expect(ranking.map((r) => r.move)).toEqual([{ take: 1 }, { take: 3 }, { take: 2 }]);
    expect(ranking.reduce((sum, r) => sum + r.visits, 0)).toBe(result.iterations);
    expect(ranking[0].visits).toBeGreaterThan(ranking[1].visits);
    // The other seat moves next: nothing to follow.
    expect(ranking.every((r) => r.then.length === 0)).toBe(true);
  });

  it('plays the same with and without the ranking', () => {
    const state: NimState = { ...nim.setup({}, 2, 'n'), stones: 17, turn: 0 };
    for (const seed of ['a', 'b', 'c']) {
      const plain = search({ engine: toy, state, seat: 0, budget, seed });
      const ranked = search({ engine: toy, state, seat: 0, budget, seed, rank: 2 });
      expect(ranked.path).toEqual(plain.path);
      expect(ranked.iterations).toBe(plain.iterations);
      expect(plain.ranking).toBeUndefined();
    }
  });

  it('follows the seat into its next moves when it moves again, as deep as asked', () => {
    // Alone at the table the seat moves again after every move.
    const alone: NimState = { ...nim.setup({}, 1, 'n'), stones: 6, turn: 0 };
    const ranking = search({ engine: toy, state: alone, seat: 0, budget, seed: 's', rank: 1 }).ranking ?? [];
    expect(ranking).toHaveLength(3);
    for (const ranked of ranking) {
      expect(ranked.then.map((next) => next.move)).toEqual(expect.arrayContaining([{ take: 1 }, { take: 2 }, { take: 3 }]));
      expect(ranked.then.reduce((sum, next) => sum + next.visits, 0)).toBeLessThanOrEqual(ranked.visits);
      // rank 1: one move deep and no further.
      expect(ranked.then.every((next) => next.then.length === 0)).toBe(true);
    }
  });

  it('gives a forced move alone, unvisited', () => {
    const one: NimState = { ...nim.setup({}, 2, 'n'), stones: 1, turn: 0 };
    const result = search({ engine: toy, state: one, seat: 0, budget, seed: 's', rank: 1 });
    expect(result.iterations).toBe(0);
    expect(result.ranking).toEqual([{ path: ['1'], move: { take: 1 }, visits: 0, value: 0, then: [] }]);
  });
});
