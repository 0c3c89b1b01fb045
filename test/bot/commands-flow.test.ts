import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ControlMessage, UserInfo } from '../../src/emulator';
import { findComponent, interactiveComponents } from '../../src/emulator';
import { Harness, panelChoices, refusalOf } from './harness';
import type { RaceState } from './fixtures/race-engine';

describe('slash commands and panels through the local Discord', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;
  let mod: UserInfo;

  beforeAll(async () => {
    h = await Harness.start();
    ann = await h.user('Ann');
    ben = await h.user('Ben', { locale: 'de' });
    mod = await h.user('Mo', { admin: true });
  });
  afterAll(async () => h?.close());

  it('registers the sixteen commands in the guild with German localizations', async () => {
    const registered = await h.control.commands(h.guildId);
    expect(registered.map((c) => c.name).sort()).toEqual(['abandon', 'away', 'board', 'games', 'leaderboard', 'leave', 'log', 'newgame', 'notify', 'profile', 'replay', 'rules', 'seat', 'settings', 'status', 'undo']);
    expect(registered.find((c) => c.name === 'newgame')?.name_localizations?.de).toBe('neuesspiel');
  });

  it('/rules, /status and /games answer privately in the caller language', async () => {
    const rules = await h.command(ben, 'rules', { game: 'race' });
    expect(rules.ephemeral).toBe(true);
    expect(rules.message?.content).toContain('Varianten:');
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    await h.raceAdd(game, ann, 2);
    const status = await h.command(ben, 'status', {}, game.channelId);
    expect(status.ephemeral).toBe(true);
    expect(status.message?.content).toContain(`#${game.id}`);
    expect(status.message?.content).toContain('**Ann**: 2 (bei Spielende jetzt: 2)');
    expect(status.message?.content).toContain('Am Zug: Ben');
    const byNumber = await h.command(ann, 'status', { game: game.id }, h.gamesChannel);
    expect(byNumber.message?.content).toContain('**Ben**: 0');
    const missing = await h.command(ann, 'status', { game: 'zzzzzzzz' });
    expect(missing.message?.content).toBe('There is no game #zzzzzzzz.');
    // Where no game runs (#general), /status lists every unfinished game of the caller.
    const general = h.emu.seed?.channels.general ?? '';
    const mine = await h.command(ben, 'status', {}, general);
    expect(mine.message?.content).toContain(`#${game.id}`);
    expect((await h.command(mod, 'status', {}, general)).message?.content).toBe('There is no game here, and you are in none.');
    const games = await h.command(ann, 'games', {}, h.gamesChannel);
    expect(games.message?.content).toContain(`#${game.id} · test.race · running · Ann, Ben`);
  });

  it('/undo asks the other players; agreed, the last move is taken back and a new board posted', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    await h.raceAdd(game, ann, 3);
    const asked = await h.command(ann, 'undo', {}, game.channelId);
    expect(asked.ephemeral).toBe(false);
    expect(asked.message?.content).toMatch(/Ann asks to undo the last move \(test\.did\)\. The other players agree: 0\/1\./);
    expect(refusalOf(await h.click(ann, asked.message!, `v:${game.id}:${(await h.record(game.id)).version}:undo:y`))).toBe('Your vote is counted.');
    const version = (await h.record(game.id)).version;
    const agreed = await h.click(ben, asked.message!, `v:${game.id}:${version}:undo:y`);
    expect(agreed.message?.content).toBe('The last move (test.did) was undone.');
    const after = await h.record(game.id);
    expect(after.moves).toHaveLength(0);
    expect((after.snapshot as RaceState).points).toEqual([0, 0]);
    expect(after.version).toBe(version + 1);
    expect(await h.boardOf(game.id, game.channelId, ann)).toBeTruthy();
  });

  it('/undo is refused after a move that revealed hidden information, and a refusal ends the vote', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    const panel = await h.play(ann, await h.boardOf(game.id, game.channelId, ann));
    await h.click(ann, panel, panelChoices(panel).find((c) => c.component.label === 'test.draw')!.component.custom_id!);
    const refused = await h.command(ann, 'undo', {}, game.channelId);
    expect(refused.message?.content).toBe('The last move revealed hidden information, so it cannot be undone.');
    await h.raceAdd(game, ben, 1);
    const asked = await h.command(ben, 'undo', {}, game.channelId);
    const version = (await h.record(game.id)).version;
    const no = await h.click(ann, asked.message!, `v:${game.id}:${version}:undo:n`);
    expect(no.message?.content).toMatch(/Ann said no/);
    expect((await h.record(game.id)).moves).toHaveLength(2);
  });

  it('/abandon needs every player, or a server manager', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    const asked = await h.command(ann, 'abandon', {}, game.channelId);
    expect(asked.message?.content).toMatch(/Players agree: 1\/2/);
    const stranger = await h.command(await h.user('Stranger'), 'abandon', {}, game.channelId);
    expect(stranger.message?.content).toBe('You are not playing in this game.');
    expect(stranger.ephemeral).toBe(true);
    const version = (await h.record(game.id)).version;
    const agreed = await h.click(ben, asked.message!, `v:${game.id}:${version}:abandon:y`);
    expect(agreed.message?.content).toMatch(/was abandoned/);
    expect((await h.record(game.id)).status).toBe('abandoned');

    const second = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    const byModerator = await h.command(mod, 'abandon', {}, second.channelId);
    expect(byModerator.message?.content).toMatch(/was abandoned/);
    expect((await h.record(second.id)).status).toBe('abandoned');
    const boards = await h.control.messages(second.channelId, ann.id);
    expect(boards.some((m) => findComponent(m, (c) => (c.custom_id ?? '').endsWith(':play')))).toBe(false);
  });

  it('shows 60 grouped options as whole groups in three selects (no group select first) and plays a pick', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9', wide: true });
    const panel = await h.play(ann, await h.boardOf(game.id, game.channelId, ann));
    const pick = await h.click(ann, panel, panelChoices(panel).find((c) => c.component.label === 'test.pick')!.component.custom_id!);
    const menus = interactiveComponents(pick.message!).filter((c) => c.type === 3);
    // Six groups of ten: two whole groups per select (the folding into a group select is for more than four selects).
    expect(menus.map((m) => m.placeholder)).toEqual(['test.which (G0–G1)', 'test.which (G2–G3)', 'test.which (G4–G5)']);
    expect(menus.map((m) => m.options?.length)).toEqual([20, 20, 20]);
    const played = await h.select(ann, pick.message!, menus[2].custom_id!, 'w59');
    expect(played.message?.content).toMatch(/^Played: test\.did/);
    // A finished panel collapses to that one line: no buttons, menus or pictures left.
    expect(played.message?.content.split('\n')).toHaveLength(1);
    expect(interactiveComponents(played.message!)).toEqual([]);
    expect(played.message?.attachments).toEqual([]);
    const record = await h.record(game.id);
    expect(record.moves[0].move).toEqual({ kind: 'pick', id: 'w59' });
    expect(h.log.errors).toEqual([]);
  });

  it('Cancel closes a panel and changes nothing', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    const panel = await h.play(ann, await h.boardOf(game.id, game.channelId, ann));
    const cancelled = await h.click(ann, panel, findComponent(panel, (c) => c.label === 'Cancel')!.custom_id!);
    expect(cancelled.message?.content).toBe('Cancelled. Press Play on the board to start again.');
    expect(cancelled.message?.components).toEqual([]);
    expect((await h.record(game.id)).moves).toHaveLength(0);
  });

  it('Status and Log under the board answer anyone privately with the current game', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    await h.raceAdd(game, ann, 2);
    const board = await h.boardOf(game.id, game.channelId, mod);
    const status = await h.click(mod, board, findComponent(board, (c) => (c.custom_id ?? '').endsWith(':status'))!.custom_id!);
    expect(status.ephemeral).toBe(true);
    expect(status.message?.content).toContain('**Ann**: 2 (if it ended now: 2)');
    const log = await h.click(ben, board, findComponent(board, (c) => (c.custom_id ?? '').endsWith(':log'))!.custom_id!);
    expect(log.ephemeral).toBe(true);
    expect(log.message?.content).toBe(`Verlauf von **test.race** #${game.id}:\nAnn: test.did\n\nJede Zeile des Verlaufs steht in **race-${game.id}-log.txt**.`);
  });

  it('plays in the channel itself when the bot may not create threads', async () => {
    const permissions = ['ViewChannel', 'SendMessages', 'AttachFiles', 'EmbedLinks', 'ReadMessageHistory'];
    await h.control.setBotPermissions(h.guildId, permissions, { includeEveryone: true });
    try {
      const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
      expect(game.channelId).toBe(h.gamesChannel);
      expect((await h.record(game.id)).threadId).toBeNull();
      const lobbyClosed = (await h.control.messages(h.gamesChannel, ann.id)).find((m) => m.content.includes(`#${game.id} has started`));
      expect(lobbyClosed?.content).toContain('in this channel');
      await h.raceAdd(game, ann, 1);
      expect((await h.record(game.id)).moves).toHaveLength(1);
    } finally {
      await h.control.setBotPermissions(h.guildId, [...permissions, 'CreatePublicThreads', 'SendMessagesInThreads', 'ManageThreads'], { includeEveryone: true });
    }
  });
});
