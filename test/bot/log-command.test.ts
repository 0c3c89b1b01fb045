import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ControlMessage, UserInfo } from '../../src/emulator';
import { findComponent } from '../../src/emulator';
import { replay } from '../../src/engine/driver';
import { createRng } from '../../src/engine/rng';
import { engines } from '../../src/games';
import type { TmState } from '../../src/games/terra-mystica/types';
import { playTmByClicks } from './fixtures/tm-clicks';
import { race } from './fixtures/race-engine';
import { Harness, stubRenderer } from './harness';

const tm = engines['terra-mystica'];

/** The state a game reaches, without the set-up PRNG, the last move's events and the offer settings snellman cannot write. */
function gameState(state: TmState): Omit<TmState, 'rng' | 'events'> {
  const { rng: _rng, events: _events, ...rest } = state;
  return { ...rest, players: rest.players.map(({ offerRules: _rules, ...p }) => p) };
}

async function download(h: Harness, message: ControlMessage | null | undefined, index = 0): Promise<{ filename: string; text: string }> {
  const attachment = message?.attachments[index];
  if (!attachment) throw new Error(`no file in ${JSON.stringify(message)}`);
  const response = await fetch(new URL(attachment.url, h.emu.url));
  return { filename: attachment.filename, text: await response.text() };
}

describe('/log through the local Discord', () => {
  let h: Harness;
  let users: UserInfo[];
  let game: { id: string; channelId: string };

  beforeAll(async () => {
    h = await Harness.start({ engines: { 'terra-mystica': tm, race }, renderers: { 'terra-mystica': stubRenderer, race: stubRenderer } });
    users = [await h.user('Artus'), await h.user('Isolde', { locale: 'de' }), await h.user('Kay')];
    game = await h.startGame(users[0], users.slice(1), { game: 'terra-mystica', seating: 'joined' });
    // Play into round 1 by clicks and stop between turns (a log line ends a turn only when the next one starts).
    await playTmByClicks(h, game.id, game.channelId, users, createRng('log-command'), {
      stopWhen: (record) => record.moves.length >= 30 && (record.snapshot as TmState).turn?.acted !== true,
    });
  }, 120_000);
  afterAll(async () => h?.close());

  it('registers /log with its German name', async () => {
    const registered = await h.control.commands(h.guildId);
    const log = registered.find((c) => c.name === 'log');
    expect(log?.name_localizations?.de).toBe('verlauf');
    expect(log?.options?.[0]).toMatchObject({ name: 'game', name_localizations: { de: 'spiel' }, required: false });
  });

  it('answers privately with the readable log and a snellman file that imports back to the same game', async () => {
    const asked = await h.command(users[2], 'log', {}, game.channelId);
    expect(asked.ephemeral).toBe(true);
    expect(asked.message?.content).toContain(`Log of **Terra Mystica** #${game.id}:`);
    expect(asked.message?.content).toContain(`terra-mystica-${game.id}.txt`);
    const file = await download(h, asked.message);
    expect(file.filename).toBe(`terra-mystica-${game.id}.txt`);
    expect(file.text).toContain('setup ');
    // The readable log in full rides along as a second file, the title first and every move line after it.
    expect(asked.message?.content).toContain(`Every line of the log is in **terra-mystica-${game.id}-log.txt**.`);
    const readable = await download(h, asked.message, 1);
    expect(readable.filename).toBe(`terra-mystica-${game.id}-log.txt`);
    const readableLines = readable.text.trimEnd().split('\n');
    expect(readableLines[0]).toBe(`Log of Terra Mystica #${game.id}:`);

    const record = await h.record(game.id);
    const back = tm.importLog!(file.text);
    const state = replay(tm, back.options, back.seats, back.seed, back.moves) as TmState;
    expect(gameState(state)).toEqual(gameState(record.snapshot as TmState));
    expect(tm.awaiting(state)).toEqual(tm.awaiting(record.snapshot));
  });

  it('is open to anyone, by number from another channel, in the caller’s language', async () => {
    const stranger = await h.user('Gawain', { locale: 'de' });
    const asked = await h.command(stranger, 'log', { game: game.id }, h.emu.seed?.channels.general);
    expect(asked.ephemeral).toBe(true);
    expect(asked.message?.content).toContain(`Verlauf von **Terra Mystica** #${game.id}:`);
    expect(asked.message?.content).toContain('/neuesspiel');
    expect(asked.message?.attachments.map((a) => a.filename)).toEqual([`terra-mystica-${game.id}.txt`, `terra-mystica-${game.id}-log.txt`]);
    expect((await download(h, asked.message, 1)).text.split('\n')[0]).toBe(`Verlauf von Terra Mystica #${game.id}:`);
  });

  it('the Log button under the board carries the same file', async () => {
    const board = await h.boardOf(game.id, game.channelId, users[1]);
    const logButton = findComponent(board, (c) => (c.custom_id ?? '').endsWith(':log'));
    const clicked = await h.click(users[1], board, logButton?.custom_id ?? '');
    expect(clicked.ephemeral).toBe(true);
    const viaButton = await download(h, clicked.message);
    const viaCommand = await download(h, (await h.command(users[0], 'log', { game: game.id })).message);
    expect(viaButton).toEqual(viaCommand);
  });

  it('gives only the readable log for a game without a notation, and explains when there is no game', async () => {
    const raceGame = await h.startGame(users[0], [users[2]], { game: 'race', seating: 'joined', target: '9' });
    await h.raceAdd(raceGame, users[0], 2);
    const asked = await h.command(users[2], 'log', {}, raceGame.channelId);
    expect(asked.message?.content).toContain(`#${raceGame.id}`);
    expect(asked.message?.attachments.map((a) => a.filename)).toEqual([`race-${raceGame.id}-log.txt`]);
    const readable = await download(h, asked.message);
    expect(readable.text.trimEnd().split('\n').slice(1)).toEqual(asked.message?.content.split('\n').slice(1, -2));

    const nobody = await h.user('Percival');
    const none = await h.command(nobody, 'log', {}, h.emu.seed?.channels.general);
    expect(none.message?.content).toBe('No game here has a log yet — give its number in the option “game”.');
    const unknown = await h.command(nobody, 'log', { game: 'zzzzzzzz' });
    expect(unknown.ephemeral).toBe(true);
    expect(unknown.message?.content).toContain('zzzzzzzz');
    expect(h.log.errors).toEqual([]);
  });
});
