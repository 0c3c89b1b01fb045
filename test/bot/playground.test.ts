import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/bot/app/config';
import { startPlayground } from '../../src/bot/app/playground';

const dir = mkdtempSync(join(tmpdir(), 'tafelrunde-playground-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('configuration', () => {
  it('reads every setting, with the documented defaults', () => {
    expect(readConfig({}, 2)).toEqual({ token: undefined, appId: undefined, devGuildId: undefined, database: { path: 'runtime/tafelrunde.db' }, keyvStore: 'runtime/tafelrunde.sqlite', playgroundPort: 8484, timelapseBudgetMs: 60_000, turnPingGraceMs: 60_000, logLevel: 'info', metricsPort: null, metricsHost: '127.0.0.1', thinkThreads: 1 });
    const full = readConfig({ DISCORD_TOKEN: ' t ', DISCORD_APP_ID: '1', DISCORD_DEV_GUILD_ID: '2', TAFELRUNDE_STORE_PATH: 'x.sqlite', TAFELRUNDE_DATABASE_URL: 'postgres://h/db', PLAYGROUND_PORT: '9000', TAFELRUNDE_TIMELAPSE_BUDGET_MS: '5000', TAFELRUNDE_TURN_PING_GRACE_S: '2.5', LOG_LEVEL: 'Debug', METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', TAFELRUNDE_THINK_THREADS: '3' });
    expect(full).toEqual({ token: 't', appId: '1', devGuildId: '2', database: { url: 'postgres://h/db' }, keyvStore: 'x.sqlite', playgroundPort: 9000, timelapseBudgetMs: 5000, turnPingGraceMs: 2500, logLevel: 'debug', metricsPort: 9464, metricsHost: '0.0.0.0', thinkThreads: 3 });
    expect(readConfig({ TAFELRUNDE_DATABASE_PATH: 'data/bot.db' }).database).toEqual({ path: 'data/bot.db' });
    expect(() => readConfig({ TAFELRUNDE_DATABASE_URL: 'mysql://h/db' })).toThrow('TAFELRUNDE_DATABASE_URL: unsupported URL "mysql://…" (use postgres://…, or leave it unset for the SQLite file)');
    expect(() => readConfig({ TAFELRUNDE_STORE_URL: 'redis://h' })).toThrow(/^TAFELRUNDE_STORE_URL \(a keyv store on Redis or Postgres\) is no longer read/);
    expect(() => readConfig({ PLAYGROUND_PORT: 'abc' })).toThrow(/PLAYGROUND_PORT/);
    expect(() => readConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT must be a port number, not "70000"/);
    expect(() => readConfig({ LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "loud"');
    // A budget that is no positive number stops start-up with the reason, instead of falling back silently.
    for (const bad of ['abc', '0', '-5']) expect(() => readConfig({ TAFELRUNDE_TIMELAPSE_BUDGET_MS: bad })).toThrow(/TAFELRUNDE_TIMELAPSE_BUDGET_MS/);
    // 0 is allowed (pings at once); a negative or unreadable grace stops start-up.
    expect(readConfig({ TAFELRUNDE_TURN_PING_GRACE_S: '0' }).turnPingGraceMs).toBe(0);
    for (const bad of ['soon', '-1']) expect(() => readConfig({ TAFELRUNDE_TURN_PING_GRACE_S: bad })).toThrow(`TAFELRUNDE_TURN_PING_GRACE_S must be a number of seconds (0 or more), not "${bad}"`);
  });
});

describe('the local playground', () => {
  it('starts the emulator with users, connects the bot, registers the commands, and picks another port when taken', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as { port: number }).port;
    const playground = await startPlayground({ playgroundPort: taken, database: { path: join(dir, 'tafelrunde.db') } });
    try {
      expect(playground.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(playground.url).not.toBe(`http://127.0.0.1:${taken}`);
      const state = await playground.emulator.control.state();
      expect(state.users.map((u) => u.name)).toEqual(expect.arrayContaining(['Artus', 'Lancelot', 'Guinevere', 'Gawain']));
      const commands = await playground.emulator.control.commands(state.guilds[0].id);
      expect(commands.map((c) => c.name)).toContain('newgame');
      expect(existsSync(join(dir, 'playground.db'))).toBe(true);
      const page = await fetch(playground.url);
      expect(page.status).toBe(200);
    } finally {
      await playground.close();
      blocker.close();
    }
  });

  it('the bot from its sources (`npm run dev`) without a token prints the playground URL and exits 0 on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      env: { ...process.env, DISCORD_TOKEN: '', PLAYGROUND_PORT: '0', TAFELRUNDE_STORE_PATH: join(dir, 'main.sqlite'), LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no URL printed:\n${output}`)), 30_000);
      child.stdout.on('data', () => {
        const match = /playground: (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
    });
    expect((await fetch(`${url}/control/state`)).status).toBe(200);
    const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  });
});
