/**
 * The production build (scripts/build.mjs, run before every `npm start`): bundled into a folder of its own, the bot
 * runs on plain Node, without tsx, from another working directory. Started without a token it serves the playground,
 * answers slash commands through the local Discord, draws the board on its bundled render thread and lets a computer
 * seat move on its bundled think thread.
 */
import { execFile, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPng } from '../../renderers/kit';
import { optionName } from '../../commands/newgame';
import { SqlRecordStore } from '../../src/bot/store/sql/record-store';
import { createControlClient, type ControlClient, type UserInfo } from '../../src/emulator';
import { createRng, nextInt } from '../../src/engine/rng';
import { engines } from '../../src/games';
import { panelChoices, refusalOf } from '../bot/harness';
import { DiscordTable } from '../bot/table';
import { ROOT } from '../layout/import-graph';

/** The built bot, reached as a user reaches it: the control API over HTTP, its records read from its sqlite file. */
class BuiltTable extends DiscordTable {
  constructor(
    readonly control: ControlClient,
    readonly gamesChannel: string,
    readonly store: SqlRecordStore,
  ) {
    super();
  }
}

// Inside the project (its gitignored tmp/), so the bundle finds the packages in node_modules as dist/ does.
mkdirSync(join(ROOT, 'tmp'), { recursive: true });
const out = mkdtempSync(join(ROOT, 'tmp', 'build-'));
const env = { ...process.env, DISCORD_TOKEN: '', PLAYGROUND_PORT: '0', TAFELRUNDE_DATABASE_PATH: join(out, 'runtime', 'tafelrunde.db'), LOG_LEVEL: 'info', TAFELRUNDE_THINK_THREADS: '1' };

/** Starts the built bot in a working directory without the sources (and without a .env). */
function startBuilt(extra: Record<string, string> = {}): { child: ChildProcessWithoutNullStreams; output: () => string } {
  const child = spawn(process.execPath, ['--enable-source-maps', join(out, 'main.js')], { cwd: out, env: { ...env, ...extra } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

const exitOf = (child: ChildProcessWithoutNullStreams) => new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));

beforeAll(async () => {
  await promisify(execFile)(process.execPath, ['scripts/build.mjs', out], { cwd: ROOT });
}, 60_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the production build', () => {
  it('holds the bot, its two thread files and the playground page', () => {
    for (const file of ['main.js', 'render-thread.js', 'think-thread.js', 'playground/index.html', 'playground/app.js']) expect({ file, built: existsSync(join(out, file)) }).toEqual({ file, built: true });
    // The page's texts come from code (/playground/texts.json): no TypeScript is copied.
    expect(existsSync(join(out, 'playground/catalog.ts'))).toBe(false);
  });

  it('stops start-up at a bad setting with its reason alone', async () => {
    const { child, output } = startBuilt({ TAFELRUNDE_THINK_THREADS: 'many' });
    expect(await exitOf(child)).toBe(1);
    expect(output()).toBe('Tafelrunde cannot start: TAFELRUNDE_THINK_THREADS must be a whole number of threads (1 or more), not "many"\n');
  });

  it('serves the playground, answers /newgame, draws the board and lets a computer seat move, then exits 0 on SIGTERM', async () => {
    const { child, output } = startBuilt();
    let store: SqlRecordStore | undefined;
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no URL printed:\n${output()}`)), 40_000);
        const look = () => {
          const match = /playground: (http:\/\/127\.0\.0\.1:\d+)/.exec(output());
          if (!match) return;
          clearTimeout(timer);
          resolve(match[1]);
        };
        child.stdout.on('data', look);
        child.once('exit', () => reject(new Error(`the built bot exited:\n${output()}`)));
      });
      const page = await fetch(url);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<!doctype html>');
      expect((await fetch(`${url}/app.js`)).status).toBe(200);

      const control = createControlClient(url);
      const state = await control.state();
      const games = state.guilds[0].channels.find((channel) => channel.name === 'games');
      const artus = state.users.find((user) => user.name === 'Artus') as UserInfo;
      store = await SqlRecordStore.open({ path: join(out, 'runtime', 'playground.db') });
      const table = new BuiltTable(control, games?.id ?? '', store);
      const engine = engines.helios;
      const game = await table.startGame(artus, [], { game: optionName('helios'), seating: 'joined', computers: 1, level: 'easy' });

      // The board's picture, drawn on the bundled render thread.
      const board = await table.boardOf(game.id, game.channelId, artus);
      const picture = board.attachments.find((attachment) => attachment.content_type === 'image/png');
      expect(picture).toBeDefined();
      expect(isPng(Buffer.from(await (await fetch(new URL(picture?.url ?? '', url))).arrayBuffer()))).toBe(true);

      // Artus moves (seat 0, first) until the computer (seat 1), thinking on the bundled think thread, has moved.
      const rng = createRng('built');
      const computerMoved = async () => (await table.record(game.id)).moves.some((move) => move.seat === 1 && !move.auto);
      for (let moves = 0; !(await computerMoved()); moves++) {
        if (moves > 20) throw new Error(`the computer never moved:\n${output()}`);
        const record = await control.waitFor(
          async () => {
            const current = await table.record(game.id);
            return current.status !== 'running' || engine.awaiting(current.snapshot).includes(0) || (await computerMoved()) ? current : null;
          },
          { description: 'Artus awaited or the computer moved', timeoutMs: 20_000, intervalMs: 50 },
        );
        if (record.status !== 'running' || (await computerMoved())) break;
        let panel = await table.play(artus, await table.boardOf(game.id, game.channelId, artus));
        for (let steps = 0; (await table.record(game.id)).version === record.version; steps++) {
          if (steps > 40) throw new Error('no move after 40 steps');
          const choices = panelChoices(panel);
          const choice = choices[nextInt(rng, choices.length)];
          const result = choice.value === undefined ? await table.click(artus, panel, choice.component.custom_id ?? '') : await table.select(artus, panel, choice.component.custom_id ?? '', choice.value);
          expect(refusalOf(result)).toBe('');
          if (result.message) panel = result.message;
        }
      }
      expect(await computerMoved()).toBe(true);
      expect(output()).not.toMatch(/ERROR|could not move/);
      const exit = exitOf(child);
      child.kill('SIGTERM');
      expect(await exit).toBe(0);
    } finally {
      await store?.close();
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 60_000);
});
