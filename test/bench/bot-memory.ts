/**
 * bot.rss_mb_after_100_moves / bot.rss_mb_after_1000_moves: the bot process's resident memory over a long stretch of
 * Terra Mystica (4 players, seeded random moves; a finished game is followed by the next one in the same thread's
 * channel). Each move goes through the bot's own path after a click — apply, automatic moves, save, then publish:
 * draw on the render pool, post the board, strip the old one, ping — to a local Discord running in a child process,
 * so the files the local Discord keeps do not count. Also bot.heap_mb_after_1000_moves (JS heap after a GC when
 * node runs with --expose-gc).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRenderPool } from '../../renderers/pool';
import { startBot } from '../../src/bot/app/bot';
import { publish } from '../../src/bot/show/publisher';
import type { GameRecord } from '../../src/bot/store/records';
import { applyMove, settleAutomatic } from '../../src/bot/game/session';
import { Store } from '../../src/bot/store/store';
import { createControlClient, type ControlClient, type UserInfo } from '../../src/emulator';
import { chooseMove, randomChooser } from '../../src/engine/driver';
import { createRng, nextInt } from '../../src/engine/rng';
import { engines } from '../../src/games';
import { MemoryLog } from '../bot/harness';
import { DiscordTable } from '../bot/table';
import { round, type Metric } from './metric';

const CHECKPOINTS = (process.env.BENCH_MEMORY_MOVES ?? '100,1000').split(',').map(Number);
const mb = (bytes: number) => round(bytes / 1024 / 1024, 1);

/** The local Discord in its own process: answers its base URL and bot token once it listens. */
async function startChildEmulator(): Promise<{ child: ChildProcess; url: string; restUrl: string; token: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/emulator/cli.ts', '--port', '0', '--no-rate-limits'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`local Discord did not start:\n${output}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /running at (http:\/\/[\d.:]+)\//.exec(output)?.[1];
      const api = /api: '([^']+)' \} \}\)\.login\('([^']+)'\)/.exec(output);
      if (url && api) {
        clearTimeout(timer);
        resolve({ child, url, restUrl: api[1], token: api[2] });
      }
    });
  });
}

class ChildTable extends DiscordTable {
  constructor(
    readonly control: ControlClient,
    readonly gamesChannel: string,
    public store: Store,
  ) {
    super();
  }
}

export async function bench(): Promise<Metric[]> {
  const engine = engines['terra-mystica'];
  const emulator = await startChildEmulator();
  const dir = mkdtempSync(join(tmpdir(), 'tafelrunde-memory-'));
  const store = await Store.open({ path: join(dir, 'store.sqlite') });
  const pool = createRenderPool();
  const control = createControlClient(emulator.url);
  const state = await control.state();
  const guild = state.guilds[0];
  const games = guild.channels.find((channel) => channel.name === 'games');
  if (!games) throw new Error('no #games channel in the local Discord');
  const bot = await startBot({ token: emulator.token, api: emulator.restUrl, store, engines: { 'terra-mystica': engine }, renderers: pool.renderers, scoreChart: pool.scoreChart, devGuildId: guild.id, log: new MemoryLog() });
  const table = new ChildTable(control, games.id, store);
  const metrics: Metric[] = [];
  try {
    const users: UserInfo[] = [];
    for (const name of ['Ada', 'Bo', 'Cem', 'Dana']) users.push(await control.createUser(name));
    const chooser = randomChooser('bench-memory');
    const order = createRng('bench-memory/order');
    let game = await table.startGame(users[0], users.slice(1), { game: 'terra-mystica', seating: 'joined' });
    let moves = 0;
    while (moves < CHECKPOINTS[CHECKPOINTS.length - 1]) {
      await bot.ctx.locks.run(game.id, async () => {
        const record = (await store.game(game.id)) as GameRecord;
        const awaited = engine.awaiting(record.snapshot);
        const seat = awaited[nextInt(order, awaited.length)];
        const { move } = chooseMove(engine, record.snapshot, seat, chooser);
        const next = settleAutomatic(engine, applyMove(engine, record, seat, move));
        await store.saveGame(next);
        const after = next.status === 'running' ? engine.awaiting(next.snapshot) : [];
        await publish(bot.ctx, engine, next, after.filter((s) => !awaited.includes(s)));
      });
      moves++;
      if ((await store.game(game.id))?.status === 'finished') game = await table.startGame(users[0], users.slice(1), { game: 'terra-mystica', seating: 'joined' });
      if (CHECKPOINTS.includes(moves)) {
        globalThis.gc?.();
        metrics.push({ metric: `bot.rss_mb_after_${moves}_moves`, value: mb(process.memoryUsage().rss), unit: 'MB' });
      }
    }
    if (globalThis.gc) metrics.push({ metric: 'bot.heap_mb_after_1000_moves', value: mb(process.memoryUsage().heapUsed), unit: 'MB' });
  } finally {
    await bot.stop();
    await store.close();
    await pool.close();
    emulator.child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
  return metrics;
}
