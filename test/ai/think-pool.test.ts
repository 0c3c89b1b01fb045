import { describe, expect, it } from 'vitest';
import { createThinkPool } from '../../src/ai/pool';
import { engines } from '../../src/games/index';

describe('the computer players’ think pool (piscina)', () => {
  it('thinks about several decisions at once on two threads, each within its own budget', async () => {
    const pool = createThinkPool(2);
    try {
      const engine = engines['city-of-rome'];
      const state = engine.setup({}, 2, 'parallel');
      const seat = engine.awaiting(state)[0];
      const job = (seed: string, ms: number) => ({ gameId: engine.id, state, seat, level: 'strong' as const, seed, budget: { iterations: 1_000_000_000, ms } });
      // Both threads load and warm up first, so the timed pair measures thinking alone.
      await Promise.all([pool.think(job('warm-a', 50)), pool.think(job('warm-b', 50))]);
      const started = performance.now();
      const answers = Promise.all([pool.think(job('a', 1_500)), pool.think(job('b', 1_500))]);
      expect(pool.pending()).toBe(2);
      const [a, b] = await answers;
      const wall = performance.now() - started;
      for (const answer of [a, b]) {
        expect('move' in engine.prompt(state, seat, answer.path)).toBe(true);
        // The search's clock is the wall clock: each decision used a good part of its budget.
        expect(answer.ms).toBeGreaterThan(750);
      }
      // One after the other, the pair would take at least the sum of their times.
      expect(wall).toBeLessThan(a.ms + b.ms);
      expect(pool.pending()).toBe(0);
    } finally {
      await pool.close();
    }
  }, 30_000);

  it('refuses decisions once closed, and a closed pool lets the process end', async () => {
    const pool = createThinkPool(1);
    await pool.close();
    await expect(pool.think({ gameId: 'helios', state: null, seat: 0, level: 'easy', seed: 'closed' })).rejects.toThrow('the computer player pool is closed');
  });
});
