import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createControlClient } from '../../src/emulator';

/** The standalone server: `tsx src/emulator/cli.ts --port 0` prints its URL and serves the control API and the page. */
describe('emulator CLI', () => {
  it('starts on the requested port, prints its URL and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/emulator/cli.ts', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
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
      const state = await createControlClient(url).state();
      expect(state.guilds.map((g) => g.name)).toEqual(['Tafelrunde']);
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
