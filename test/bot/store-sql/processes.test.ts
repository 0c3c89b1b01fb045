import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { SqlStore } from '../../../src/bot/store/sql/sql-store';
import { BACKENDS } from './backends';
import { runningGame } from './games';

/** Starts update-process.ts; resolves once it is ready, with what it says next. */
async function startProcess(config: object, gameId: string, version: number): Promise<{ child: ChildProcess; answer: Promise<string> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/bot/store-sql/update-process.ts', JSON.stringify(config), gameId, String(version), '300'], { stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const lines = new Promise<string[]>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(out.trim().split('\n')) : reject(new Error(`update process exited ${code}: ${err}`))));
  });
  await new Promise<void>((resolve, reject) => {
    const check = setInterval(() => {
      if (out.startsWith('ready')) {
        clearInterval(check);
        resolve();
      }
    }, 20);
    child.on('exit', () => {
      clearInterval(check);
      reject(new Error(`update process ended before it was ready: ${err}`));
    });
  });
  return { child, answer: lines.then((all) => all[1] ?? '') };
}

describe.each(BACKENDS)('two processes change one game at once (%o)', (make) => {
  const backend = make();
  afterAll(() => backend.close());

  it(`${backend.name}: both ask for the same version; exactly one move is saved, the other process hears "conflict"`, async () => {
    const config = await backend.fresh();
    const store = await SqlStore.open(config);
    try {
      const record = runningGame(1);
      await store.create(record);
      const processes = await Promise.all([startProcess(config, record.id, record.version), startProcess(config, record.id, record.version)]);
      for (const { child } of processes) child.stdin?.write('go\n');
      const answers = await Promise.all(processes.map((p) => p.answer));
      expect(answers.sort()).toEqual([`conflict ${record.version + 1}`, 'won']);
      const final = await store.load(record.id);
      expect(final?.version).toBe(record.version + 1);
      expect(final?.moves).toHaveLength(2);
    } finally {
      await store.close();
    }
  });
});
