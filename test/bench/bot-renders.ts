/**
 * bot.ack_during_renders.ms_p50 / ms_p95: how long an unrelated click (Status on a running game's board) waits for
 * its acknowledgement through the local Discord while four of the largest boards (one per game) are being drawn
 * by the same renderers the bot uses — the render pool, as `npm start` runs it.
 * BENCH_RENDER=in-process draws on the main thread instead, for comparison.
 */
import { performance } from 'node:perf_hooks';
import { renderers as inProcess, renderScoreChart } from '../../renderers';
import { createRenderPool } from '../../renderers/pool';
import { findComponent } from '../../src/emulator';
import { engines } from '../../src/games';
import { Harness } from '../bot/harness';
import { largestBoards, LARGEST_BOARD_GAMES, PLAYER_NAMES } from './largest-boards';
import { percentile, round, type Metric } from './metric';

const ROUNDS = 20;

export async function bench(): Promise<Metric[]> {
  const pool = process.env.BENCH_RENDER === 'in-process' ? null : createRenderPool();
  const renderers = pool?.renderers ?? inProcess;
  const h = await Harness.start({ engines: { 'city-of-rome': engines['city-of-rome'] }, renderers, scoreChart: pool?.scoreChart ?? renderScoreChart });
  const boards = LARGEST_BOARD_GAMES.map((game) => ({ game, views: largestBoards(game, 4) }));
  const samples: number[] = [];
  try {
    const users = [await h.user('Ada'), await h.user('Bo')];
    const game = await h.startGame(users[0], users.slice(1), { game: 'city-of-rome', seating: 'joined' });
    const board = await h.boardOf(game.id, game.channelId, users[1]);
    const status = findComponent(board, (c) => (c.custom_id ?? '').endsWith(':status'))?.custom_id ?? '';
    // Warm the threads (fonts, native libraries) outside the timing.
    await Promise.all(boards.map(({ game: id, views }) => renderers[id](views[0], 'en', { playerNames: PLAYER_NAMES[id] })));
    for (let round = 0; round < ROUNDS; round++) {
      const drawing = boards.map(({ game: id, views }) => renderers[id](views[round % views.length], 'en', { playerNames: PLAYER_NAMES[id] }));
      const started = performance.now();
      const result = await h.control.click({ userId: users[1].id, messageId: board.id, customId: status });
      samples.push(performance.now() - started);
      if (result.outcome !== 'responded') throw new Error(`Status was not acknowledged: ${JSON.stringify(result)}`);
      await Promise.all(drawing);
    }
  } finally {
    await h.close();
    await pool?.close();
  }
  return [
    { metric: 'bot.ack_during_renders.ms_p50', value: round(percentile(samples, 50), 1), unit: 'ms' },
    { metric: 'bot.ack_during_renders.ms_p95', value: round(percentile(samples, 95), 1), unit: 'ms' },
  ];
}
