import { describe, expect, it } from 'vitest';
import { playGame, playMatch, seating, summarize, tryGame, wilson, type GameRecord } from '../../src/ai/arena';
import { playMatchOnThreads } from '../../src/ai/arena-threads';
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

  it('shows a watcher the state after setup and after every move, the last one finished', () => {
    const engine = engines.helios;
    const seen: unknown[] = [];
    const record = playGame({ engine, a: 'easy', b: 'random', seats: 2, games: 1, seed: 'watch', budget: { iterations: 3, ms: 1_000 } }, 0, undefined, (state) => seen.push(state));
    expect(seen).toHaveLength(record.moves + 1);
    expect(engine.finished(seen[0])).toBe(false);
    expect(engine.finished(seen.at(-1))).toBe(true);
    expect(engine.scores(seen.at(-1)).map((line) => line.current)).toEqual(record.scores);
  }, 30_000);
});

describe('arena figures and threads', () => {
  const record = (index: number, seating: GameRecord['seating'], winShares: number[], scores: number[], ms: number[]): GameRecord => ({
    index,
    seating,
    winShares,
    scores,
    decisions: ms.map((time) => ({ who: 'easy' as const, ms: time })),
    moves: 10,
  });

  it('adds up wins, shared wins, scores, decision times and overruns over the games; failed games only as errors', () => {
    const result = summarize({ engine: engines.helios, a: 'easy', b: 'random', seats: 2 }, [
      record(1, ['random', 'easy'], [0.5, 0.5], [30, 30], [150, 250]),
      { index: 2, error: 'boom' },
      record(0, ['easy', 'random'], [1, 0], [40, 20], [100, 201, 50]),
    ]);
    expect(result.games).toBe(2);
    expect(result.errors).toEqual(['game 2: boom']);
    expect(result.a).toMatchObject({ wins: 1.5, winRate: 0.75, meanScore: 35, decisions: 5, p50ms: 150, p95ms: 250, overruns: 2 });
    expect(result.b).toMatchObject({ wins: 0.5, winRate: 0.25, meanScore: 25, decisions: 0, overruns: 0 });
  });

  it('plays the same games on threads as in this process, from the first index asked for', async () => {
    const spec = { engine: engines['city-of-rome'], a: 'easy', b: 'random', seats: 2, games: 2, first: 3, seed: 'threads', budget: { iterations: 4, ms: 60_000 } } as const;
    const inProcess = playMatch(spec);
    const seen: number[] = [];
    const onThreads = await playMatchOnThreads({ spec, threads: 2, onGame: (outcome) => seen.push(outcome.index) });
    expect(seen.sort()).toEqual([3, 4]);
    // Games start in index order, one a thread: the k-th game to finish is at most `threads - 1` places from its own.
    const order: number[] = [];
    await playMatchOnThreads({ spec: { ...spec, games: 8, first: 0 }, threads: 2, onGame: (outcome) => order.push(outcome.index) });
    expect([...order].sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    order.forEach((index, place) => expect(index).toBeLessThanOrEqual(place + 1));
    expect(inProcess.errors).toEqual([]);
    expect(inProcess.games).toBe(2);
    const withoutTimes = (result: typeof inProcess) => ({ ...result, a: { ...result.a, p50ms: 0, p95ms: 0, overruns: 0 } });
    expect(withoutTimes(onThreads)).toEqual(withoutTimes(inProcess));
    expect(tryGame(spec, 3)).toMatchObject({ index: 3, seating: ['random', 'easy'] });
  }, 60_000);
});
