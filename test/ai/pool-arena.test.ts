import { describe, expect, it } from 'vitest';
import { playMatch, seating, wilson } from '../../src/ai/arena';
import { createThinkPool } from '../../src/ai/pool';
import { engines } from '../../src/games/index';

describe('computer player threads and arena', () => {
  it('thinks on a worker thread and answers a complete path', async () => {
    const pool = createThinkPool(1);
    try {
      const engine = engines.helios;
      const state = engine.setup({}, 2, 'pool');
      const seat = engine.awaiting(state)[0];
      const answer = await pool.think({ gameId: 'helios', state, seat, level: 'easy', seed: 'p', budget: { iterations: 20, ms: 5_000 } });
      expect('move' in engine.prompt(state, seat, answer.path)).toBe(true);
      await expect(pool.think({ gameId: 'no-such-game', state, seat, level: 'easy', seed: 'p' })).rejects.toThrow(/unknown game/);
    } finally {
      await pool.close();
    }
  }, 30_000);

  it('rotates seats between the two contenders', () => {
    expect(seating('strong', 'random', 2, 0)).toEqual(['strong', 'random']);
    expect(seating('strong', 'random', 2, 1)).toEqual(['random', 'strong']);
    expect(seating('easy', 'random', 4, 1)).toEqual(['random', 'easy', 'random', 'easy']);
  });

  it('gives Wilson 95% intervals', () => {
    expect(wilson(10, 10)).toEqual([0.722, 1]);
    expect(wilson(5, 10)).toEqual([0.237, 0.763]);
  });

  it('plays a tiny match to the end with figures for both sides (smoke)', () => {
    const result = playMatch({ engine: engines.helios, a: 'easy', b: 'random', seats: 2, games: 2, seed: 'smoke', budget: { iterations: 5, ms: 1_000 } });
    expect(result.errors).toEqual([]);
    expect(result.games).toBe(2);
    expect(result.a.wins + result.b.wins).toBe(2);
    expect(result.a.decisions).toBeGreaterThan(20);
    expect(result.b.decisions).toBe(0);
  }, 30_000);
});
