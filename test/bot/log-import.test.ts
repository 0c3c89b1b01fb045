import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionResult, ControlMessage, UserInfo } from '../../src/emulator';
import { findComponent, interactiveComponents } from '../../src/emulator';
import { replay } from '../../src/engine/driver';
import { createRng } from '../../src/engine/rng';
import { engines } from '../../src/games';
import type { TmState } from '../../src/games/terra-mystica/types';
import { encodeComponentId, isComponentId, parseCustomId } from '../../src/bot/base/custom-id';
import { playTmByClicks } from './fixtures/tm-clicks';
import { Harness, refusalOf, stubRenderer } from './harness';

const tm = engines['terra-mystica'];
const LOGS = new URL('../games/terra-mystica/logs/', import.meta.url).pathname;

/** A league log without its last lines: `keep` is a share of its lines (0.6) or how many lines to drop from the end (-5). */
function cutLog(file: string, keep: number): string {
  const lines = readFileSync(LOGS + file, 'utf8').split('\n');
  while (lines.at(-1)?.trim() === '') lines.pop();
  const count = keep < 0 ? lines.length + keep : Math.floor(lines.length * keep);
  return `${lines.slice(0, count).join('\n')}\n`;
}

describe('/newgame terra-mystica log:<file> through the local Discord', () => {
  let h: Harness;
  let users: UserInfo[];

  beforeAll(async () => {
    h = await Harness.start({ engines: { 'terra-mystica': tm }, renderers: { 'terra-mystica': stubRenderer } });
    users = [await h.user('Artus'), await h.user('Isolde', { locale: 'de' }), await h.user('Kay'), await h.user('Gawain')];
  });
  afterAll(async () => h?.close());

  async function upload(user: UserInfo, filename: string, content: string, options: Record<string, string | boolean> = {}, encoding?: 'base64'): Promise<ActionResult> {
    return h.control.runCommand({
      userId: user.id,
      channelId: h.gamesChannel,
      name: 'newgame terra-mystica',
      options: { ...options, log: { filename, content, ...(encoding ? { encoding } : {}) } },
      settle: true,
    });
  }

  /** The lobby message the upload posted (the newest message with seat buttons). */
  async function lobbyOf(user: UserInfo): Promise<{ message: ControlMessage; id: string }> {
    const message = (await h.control.messages(h.gamesChannel, user.id)).findLast((m) => findComponent(m, (c) => /^c:[a-z0-9]{8}:0$/.test(c.custom_id ?? '')));
    if (!message) throw new Error('no lobby of an imported log');
    const id = (findComponent(message, (c) => /^c:/.test(c.custom_id ?? ''))?.custom_id ?? '').split(':')[1];
    return { message, id };
  }

  const seatLabels = (message: ControlMessage) => interactiveComponents(message).filter((c) => (c.custom_id ?? '').startsWith('c:')).map((c) => c.label);

  /** Every user claims the seat of the same index, then the host starts; answers the started game. */
  async function claimAllAndStart(lobby: { message: ControlMessage; id: string }, seats: number): Promise<{ id: string; channelId: string }> {
    let message = lobby.message;
    for (let seat = 0; seat < seats; seat++) {
      const claimed = await h.click(users[seat], message, `c:${lobby.id}:${seat}`);
      expect(refusalOf(claimed)).toBe('');
      message = claimed.message ?? message;
    }
    const started = await h.click(users[0], message, `l:${lobby.id}:start`);
    expect(refusalOf(started)).toBe('');
    const record = await h.record(lobby.id);
    const channelId = record.threadId ?? record.channelId;
    await h.boardOf(lobby.id, channelId, users[0]);
    return { id: lobby.id, channelId };
  }

  it('offers the log option on the Terra Mystica subcommand, localized', async () => {
    const newgame = (await h.control.commands(h.guildId)).find((c) => c.name === 'newgame');
    const sub = newgame?.options?.find((o) => o.name === 'terra-mystica') as { options?: { name: string; type: number; name_localizations?: Record<string, string> }[] } | undefined;
    expect(sub?.options?.find((o) => o.name === 'log')).toMatchObject({ type: 11, name_localizations: { de: 'protokoll' } });
  });

  it('continues a league log cut at 60%: seats by faction, claimed by button, the game at the log’s end, playable by clicks', async () => {
    const text = cutLog('game-06.txt', 0.6);
    const expected = tm.importLog!(text);
    const opened = await upload(users[0], 'game-06.txt', text);
    expect(opened.ephemeral).toBe(true);
    expect(opened.message?.content).toContain('The lobby for the game in **game-06.txt** is open');

    const lobby = await lobbyOf(users[0]);
    expect(seatLabels(lobby.message)).toEqual(['Witches', 'Darklings', 'Cultists', 'Chaos Magicians']);
    expect(lobby.message.content).toContain(`${expected.moves.length} moves`);
    expect(findComponent(lobby.message, `l:${lobby.id}:start`)?.disabled).toBe(true);

    // A taken seat is refused; one's own seat is given up by a second click; a player holds one seat at a time.
    const kay = await h.click(users[2], lobby.message, `c:${lobby.id}:1`);
    expect(seatLabels(kay.message!)).toEqual(['Witches', 'Darklings: Kay', 'Cultists', 'Chaos Magicians']);
    expect(refusalOf(await h.click(users[1], lobby.message, `c:${lobby.id}:1`))).toBe('Düsterlinge hat schon Kay.');
    const moved = await h.click(users[2], lobby.message, `c:${lobby.id}:2`);
    expect(seatLabels(moved.message!)).toEqual(['Witches', 'Darklings', 'Cultists: Kay', 'Chaos Magicians']);
    const gaveUp = await h.click(users[2], lobby.message, `c:${lobby.id}:2`);
    expect(seatLabels(gaveUp.message!)).toEqual(['Witches', 'Darklings', 'Cultists', 'Chaos Magicians']);
    // Start waits for every seat, and only the host starts.
    await h.click(users[0], lobby.message, `c:${lobby.id}:0`);
    expect(refusalOf(await h.control.click({ userId: users[0].id, messageId: lobby.message.id, customId: `l:${lobby.id}:start`, forge: true, settle: true }))).toBe(
      'Every seat needs a player first — still free: Darklings, Cultists, Chaos Magicians.',
    );
    await h.click(users[0], lobby.message, `c:${lobby.id}:0`);

    const game = await claimAllAndStart(await lobbyOf(users[0]), 4);
    const record = await h.record(game.id);
    expect(record.status).toBe('running');
    expect(record.seats.map((s) => s.name)).toEqual(['Artus', 'Isolde', 'Kay', 'Gawain']);
    // Every line of the log became one recorded move, applied one by one: the game stands at the log's end.
    const logged = record.moves.slice(0, expected.moves.length);
    expect(logged.map(({ seat, move }) => ({ seat, move }))).toEqual(expected.moves);
    expect(logged.every((entry) => entry.auto !== true && entry.log.length > 0)).toBe(true);
    // Only after the log's last line may the rules decide something by themselves.
    expect(record.moves.slice(expected.moves.length).every((entry) => entry.auto === true)).toBe(true);
    expect(record.snapshot).toEqual(replay(tm, expected.options, 4, expected.seed, record.moves));
    expect(record.version).toBe(record.moves.length + 1);
    expect((record.snapshot as TmState).players.map((p) => p.faction)).toEqual(['witches', 'darklings', 'cultists', 'chaosmagicians']);

    // The board is posted and whoever must act is pinged.
    const board = await h.boardOf(game.id, game.channelId, users[0]);
    expect(board.attachments.map((a) => a.filename)).toEqual(['board.png']);
    const awaited = tm.awaiting(record.snapshot);
    expect(awaited.length).toBeGreaterThan(0);
    const pinged = users[awaited[0]];
    await h.control.waitFor(async () => (await h.control.dms(pinged.id)).find((m) => m.content.includes(`#${game.id}`)) ?? null, { description: 'turn ping' });

    // The awaited seat plays on by clicks.
    const before = record.moves.length;
    await playTmByClicks(h, game.id, game.channelId, users, createRng('log-import'), { stopWhen: (r) => r.moves.length > before });
    const after = await h.record(game.id);
    expect(after.moves.length).toBeGreaterThan(before);
    expect(after.snapshot).toEqual(replay(tm, after.options, 4, after.seed, after.moves));
    expect(h.log.errors).toEqual([]);
  }, 120_000);

  it('continues a finished league log cut 5 lines before its end', async () => {
    const text = cutLog('game-01.txt', -5);
    const opened = await upload(users[0], 'game-01-end.txt', text);
    expect(opened.message?.content).toContain('is open');
    const game = await claimAllAndStart(await lobbyOf(users[0]), 4);
    const record = await h.record(game.id);
    const state = record.snapshot as TmState;
    expect(record.status).toBe('running');
    expect(state.round).toBe(6);
    const before = record.moves.length;
    await playTmByClicks(h, game.id, game.channelId, users, createRng('log-import-end'), { stopWhen: (r) => r.moves.length > before });
    expect((await h.record(game.id)).moves.length).toBeGreaterThan(before);
  }, 120_000);

  it('refuses an unreadable log with its line and reason, privately, and creates nothing', async () => {
    const lines = readFileSync(`${LOGS}game-01.txt`, 'utf8').split('\n');
    const bad = [...lines.slice(0, 28), 'mermaids: upgrade D5 to SH', ...lines.slice(28, 60)].join('\n');
    const gamesBefore = await h.store.gamesInChannel(h.gamesChannel);
    const messagesBefore = (await h.control.messages(h.gamesChannel, users[3].id)).length;

    const german = await upload(users[1], 'kaputt.txt', bad);
    expect(german.ephemeral).toBe(true);
    expect(german.message?.content).toMatch(/^\*\*kaputt\.txt\*\* kann nicht fortgesetzt werden\. Das Protokoll ist nicht lesbar: Zeile 29 \(mermaids: upgrade D5 to SH\): /);
    const english = await upload(users[0], 'broken.txt', 'setup witches\nsetup goblins\n');
    expect(english.message?.content).toBe('**broken.txt** cannot be continued. The log cannot be read: Line 2 (setup goblins): unknown faction “goblins”');
    const finished = await upload(users[0], 'whole.txt', readFileSync(`${LOGS}game-02.txt`, 'utf8'));
    expect(finished.message?.content).toContain('The game in this log is over');
    const picture = await upload(users[0], 'board.png', Buffer.from('\x89PNG\r\n\x1a\n\0\0\0', 'binary').toString('base64'), {}, 'base64');
    expect(picture.message?.content).toBe('The file is not a text file: upload the log as plain text (.txt).');
    const binary = await upload(users[0], 'game.txt', Buffer.from([0x73, 0x00, 0xff]).toString('base64'), {}, 'base64');
    expect(binary.message?.content).toBe('The file is not a text file: upload the log as plain text (.txt).');
    const huge = await upload(users[0], 'huge.txt', '#'.repeat(600 * 1024));
    expect(huge.message?.content).toBe('The file is too large for a log: at most 512 KB.');

    expect(await h.store.gamesInChannel(h.gamesChannel)).toEqual(gamesBefore);
    expect((await h.control.messages(h.gamesChannel, users[3].id)).length).toBe(messagesBefore);
  });

  it('names the options given beside a log as ignored: the log decides them', async () => {
    const opened = await upload(users[0], 'game-06.txt', cutLog('game-06.txt', 0.3), { map: 'fjords', seating: 'random' });
    expect(opened.message?.content).toContain('Ignored, because the log decides them: seating, map.');
    const { id } = await lobbyOf(users[0]);
    expect((await h.record(id)).options.map).toBeUndefined();
    expect((await h.record(id)).imported?.moves.length).toBeGreaterThan(0);
  });
});

describe('seat buttons of an imported lobby (custom_id c:<game>:<seat>)', () => {
  it('round-trips and rejects garbled seats', () => {
    const id = { kind: 'seat', game: 'ab12cd34', seat: 3 } as const;
    expect(encodeComponentId(id).customId).toBe('c:ab12cd34:3');
    expect(parseCustomId('c:ab12cd34:3')).toEqual({ ok: true, id });
    expect(isComponentId(id)).toBe(true);
    for (const garbled of ['c:ab12cd34', 'c:ab12cd34:x', 'c:ab12cd34:01', 'c:ab12cd34:3:4', 'c:AB12CD34:3']) expect(parseCustomId(garbled)).toEqual({ ok: false });
  });
});
