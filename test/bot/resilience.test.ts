import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ControlMessage, UserInfo } from '../../src/emulator';
import { applyMove } from '../../src/bot/game/session';
import { SqlRecordStore } from '../../src/bot/store/sql/record-store';
import { Harness, panelChoices, refusalOf } from './harness';
import { race, type RaceState } from './fixtures/race-engine';

describe('races, closed DMs, restarts and crashes', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;

  beforeAll(async () => {
    h = await Harness.start();
    ann = await h.user('Ann');
    ben = await h.user('Ben', { dmsOpen: false });
  });
  afterAll(async () => h?.close());

  async function turnOf(id: string): Promise<number> {
    return ((await h.record(id)).snapshot as RaceState).turn;
  }

  it('applies exactly one move when two clicks on the same version race', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    const board = await h.boardOf(game.id, game.channelId, ann);
    const [first, second] = [await h.raceAmounts(ann, board), await h.raceAmounts(ann, board)];
    const before = await h.record(game.id);
    const finish = (panel: ControlMessage) => h.click(ann, panel, panelChoices(panel)[2].component.custom_id ?? '');
    const results = await Promise.all([finish(first), finish(second)]);
    const after = await h.record(game.id);
    expect(after.version).toBe(before.version + 1);
    expect(after.moves).toHaveLength(1);
    expect((after.snapshot as RaceState).points).toEqual([3, 0]);
    expect(results.map(refusalOf).filter((text) => text.startsWith('The board has moved on'))).toHaveLength(1);
  });

  it('mentions a player in the game thread when their DMs are closed, and remembers it', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    const board = await h.boardOf(game.id, game.channelId, ann);
    const panel = await h.raceAmounts(ann, board);
    await h.click(ann, panel, panelChoices(panel)[0].component.custom_id ?? '');
    expect(await turnOf(game.id)).toBe(1);
    const mention = await h.control.waitFor(async () => (await h.control.messages(game.channelId, ben.id)).find((m) => m.content.includes(`<@${ben.id}>`)));
    // The mention names the decision the DM would have named.
    expect(mention.content).toBe(`<@${ben.id}>, your turn in **test.race** #${game.id}: **test.what**`);
    expect(mention.mentions.map((u) => u.id)).toEqual([ben.id]);
    expect((await h.store.prefs(ben.id)).dmClosedAt).toBeDefined();
    expect(await h.control.dms(ben.id)).toEqual([]);
  });

  it('mentions instead of a DM after /notify off, and DMs again after /notify on', async () => {
    const off = await h.command(ann, 'notify', { mode: 'off' });
    expect(off.message?.content).toMatch(/are off/);
    expect(off.ephemeral).toBe(true);
    const game = await h.startGame(ben, [ann], { game: 'race', seating: 'joined', target: '9' });
    const board = await h.boardOf(game.id, game.channelId, ben);
    const panel = await h.raceAmounts(ben, board);
    await h.click(ben, panel, panelChoices(panel)[0].component.custom_id ?? '');
    await h.control.waitFor(async () => (await h.control.messages(game.channelId, ann.id)).find((m) => m.content.startsWith(`<@${ann.id}>`)));
    const dmsBefore = (await h.control.dms(ann.id)).length;
    await h.command(ann, 'notify', { mode: 'on' });
    const next = await h.raceAmounts(ann, await h.boardOf(game.id, game.channelId, ann));
    await h.click(ann, next, panelChoices(next)[0].component.custom_id ?? '');
    // Ben's DMs are closed; turn back to Ben and on to Ann again: now by DM.
    const benPanel = await h.raceAmounts(ben, await h.boardOf(game.id, game.channelId, ben));
    await h.click(ben, benPanel, panelChoices(benPanel)[0].component.custom_id ?? '');
    await h.control.waitFor(async () => (await h.control.dms(ann.id)).length > dmsBefore);
  });

  it('continues a game after the bot restarts, from the same board, without registering commands again', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    const board = await h.boardOf(game.id, game.channelId, ann);
    const registrations = h.log.lines.filter((line) => line.includes('registered')).length;
    await h.stopBot();
    await h.startBot();
    expect(h.log.lines.filter((line) => line.includes('registered')).length).toBe(registrations);
    const panel = await h.raceAmounts(ann, board);
    await h.click(ann, panel, panelChoices(panel)[1].component.custom_id ?? '');
    const after = await h.record(game.id);
    expect((after.snapshot as RaceState).points).toEqual([2, 0]);
    expect(await h.boardOf(game.id, game.channelId, ben)).toBeTruthy();
  });

  it('posts the board of a move that was saved just before a crash, when the bot comes back', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    const board = await h.boardOf(game.id, game.channelId, ann);
    // Somebody wrote below the board, so the next board is a new message (not the old one edited).
    await h.control.say(ben.id, game.channelId, 'brb');
    await h.stopBot();
    // The process died after saving the move and before posting its board.
    const store = await SqlRecordStore.open({ path: h.storePath });
    const record = (await store.game(game.id))!;
    await store.saveGame(applyMove(race, record, 0, { kind: 'add', n: 1 }));
    await store.close();
    await h.startBot();
    const fresh = await h.boardOf(game.id, game.channelId, ben);
    expect(fresh.id).not.toBe(board.id);
    expect((await h.record(game.id)).publishedVersion).toBe(record.version + 1);
    const stale = await h.control.messages(game.channelId, ann.id);
    expect(stale.find((m) => m.id === board.id)?.components).toEqual([]);
  });

  it('keeps playing when a moderator deleted the board', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    const board = await h.boardOf(game.id, game.channelId, ann);
    const panel = await h.raceAmounts(ann, board);
    await h.control.deleteMessage(board.id);
    await h.click(ann, panel, panelChoices(panel)[0].component.custom_id ?? '');
    expect(await h.boardOf(game.id, game.channelId, ben)).toBeTruthy();
    // Stripping the deleted board's buttons answers 10008: logged as a warning, nothing else happens.
    await h.control.waitFor(() => h.log.lines.some((line) => line.startsWith('warn') && line.includes('10008')), { description: h.log.lines.join('\n') });
    expect(h.log.errors).toEqual([]);
  });
});
