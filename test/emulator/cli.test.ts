import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createControlClient } from '../../src/emulator';

/** The standalone server: `tsx src/emulator/cli.ts --port 0` prints its URL and serves the control API and the page. */
describe('emulator CLI', () => {
  it('starts on the requested port with the flags given, prints its URL and stops on SIGTERM', async () => {
    const endpoints = ['http://127.0.0.1:9/a', 'http://127.0.0.1:9/b'];
    const flags = ['--port', '0', '--no-rate-limits', ...endpoints.flatMap((e) => ['--interactions-endpoint', e])];
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/emulator/cli.ts', ...flags], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /Local Discord running at (http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
          if (match?.[1]) resolve(match[1]);
        });
        child.once('exit', (code) => reject(new Error(`cli exited early (${String(code)}): ${out}`)));
      });
      const control = createControlClient(url);
      const state = await control.state();
      expect(state.guilds.map((g) => g.name)).toEqual(['Tafelrunde']);
      expect((await control.interactionsEndpoint()).endpoints).toEqual(endpoints);
      expect((await control.rateLimits()).limits.globalPerSecond).toBeNull();
      const page = await fetch(`${url}/`);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toContain('<script type="module" src="app.js"></script>');
    } finally {
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  });
});
