import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findComponent, startEmulator, UNLIMITED_RATE_LIMITS, type ControlMessage, type Emulator, type UserInfo } from '../../src/emulator';
import { SqlRecordStore } from '../../src/bot/store/sql/record-store';
import { panelChoices } from './harness';
import type { RaceState } from './fixtures/race-engine';

/** The bot in a child process that the test kills with SIGKILL: no shutdown code runs, as in a crash. */
describe('killing the bot process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tafelrunde-kill-'));
  const storePath = join(dir, 'tafelrunde.db');
  let emu: Emulator;
  let child: ChildProcess | null = null;
  let ann: UserInfo;
  let ben: UserInfo;

  async function startChild(): Promise<void> {
    const process_ = spawn(process.execPath, ['--import', 'tsx', 'test/bot/fixtures/bot-process.ts'], {
      env: { ...process.env, BOT_API: emu.restUrl, BOT_TOKEN: emu.token, BOT_GUILD: emu.seed?.guildId ?? '', BOT_STORE: storePath },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child = process_;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the bot process did not get ready')), 30_000);
      process_.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  }

  async function kill(): Promise<void> {
    const running = child;
    if (!running) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
    child = null;
  }

  /** Reads the game back from the sqlite file the killed process wrote. */
  async function recordOf(id: string) {
    const store = await SqlRecordStore.open({ path: storePath });
    try {
      return (await store.game(id))!;
    } finally {
      await store.close();
    }
  }

  beforeAll(async () => {
    emu = await startEmulator({ log: () => undefined, rateLimits: UNLIMITED_RATE_LIMITS });
    ann = await emu.control.createUser('Ann');
    ben = await emu.control.createUser('Ben');
    await startChild();
  });
  afterAll(async () => {
    await kill();
    await emu?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const act = (user: UserInfo, message: ControlMessage, customId: string) => emu.control.click({ userId: user.id, messageId: message.id, customId, settle: true });

  async function newestBoard(channelId: string, user: UserInfo): Promise<ControlMessage> {
    return emu.control.waitFor(async () => (await emu.control.messages(channelId, user.id)).filter((m) => findComponent(m, (c) => (c.custom_id ?? '').endsWith(':play'))).at(-1), { timeoutMs: 15_000 });
  }

  /** Presses Play and plays "add <amount index + 1>"; answers once the click was acknowledged. */
  async function addMove(channelId: string, user: UserInfo, amountIndex: number): Promise<void> {
    const board = await newestBoard(channelId, user);
    const panel = (await act(user, board, findComponent(board, (c) => (c.custom_id ?? '').endsWith(':play'))!.custom_id!)).message!;
    const step = (await act(user, panel, panelChoices(panel).find((c) => c.component.label === 'test.add')!.component.custom_id!)).message!;
    const done = await act(user, step, panelChoices(step)[amountIndex].component.custom_id!);
    expect(done.outcome).toBe('responded');
  }

  it('keeps every acknowledged move through SIGKILL, and the game goes on after a restart', async () => {
    const games = emu.seed?.channels.games ?? '';
    const lobby = (await emu.control.runCommand({ userId: ann.id, channelId: games, name: 'newgame race', options: { seating: 'joined', target: '9' }, settle: true })).message!;
    const id = /#([a-z0-9]{8})/.exec(lobby.content)![1];
    await act(ben, lobby, `l:${id}:join`);
    await act(ann, lobby, `l:${id}:start`);
    const channelId = await emu.control.waitFor(async () => (await emu.control.state()).guilds[0].threads.find((t) => t.name.includes(id))?.id);

    await addMove(channelId, ann, 2);
    await kill();
    expect((await recordOf(id)).moves).toHaveLength(1);

    await startChild();
    await addMove(channelId, ben, 0);
    await kill();
    await startChild();
    await addMove(channelId, ann, 1);
    const record = await recordOf(id);
    expect(record.moves.map((m) => m.move)).toEqual([{ kind: 'add', n: 3 }, { kind: 'add', n: 1 }, { kind: 'add', n: 2 }]);
    expect((record.snapshot as RaceState).points).toEqual([5, 1]);
  });
});
