import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm start` with a METRICS_PORT another process holds: start-up ends with one line naming the port and what to do,
 * exit code 1, no stack trace. The health server listens before the bot logs in, so no Discord is needed.
 */
describe('a taken METRICS_PORT', () => {
  let holder: Server;
  let port: number;
  const dir = mkdtempSync(join(tmpdir(), 'tafelrunde-port-'));

  beforeAll(async () => {
    holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    port = (holder.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => holder.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('stops start-up with one line and exit code 1', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      env: { PATH: process.env.PATH, DISCORD_TOKEN: 'not-a-token', METRICS_PORT: String(port), METRICS_HOST: '127.0.0.1', TAFELRUNDE_DATABASE_PATH: join(dir, 'tafelrunde.db'), LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    const errors = out.split('\n').filter((line) => line.includes('"level":50'));
    expect(errors).toHaveLength(1);
    const line = JSON.parse(errors[0]) as { msg: string };
    expect(line.msg).toBe(`Tafelrunde cannot start: METRICS_PORT ${port} on 127.0.0.1 is already in use: choose a free port (METRICS_PORT) or stop the process holding it`);
    // No stack trace anywhere in the output.
    expect(out).not.toMatch(/\n\s+at /);
  }, 60_000);
});
