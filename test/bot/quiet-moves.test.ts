import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ControlMessage, UserInfo } from '../../src/emulator';
import { findComponent, interactiveComponents } from '../../src/emulator';
import { Harness, panelChoices, refusalOf, stubRenderer } from './harness';
import { offerGame } from './fixtures/offer-engine';

describe('quiet moves through the local Discord (test engine "offer")', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;
  let cid: UserInfo;

  beforeAll(async () => {
    h = await Harness.start({ engines: { offer: offerGame }, renderers: { offer: stubRenderer } });
    ann = await h.user('Ann');
    ben = await h.user('Ben');
    cid = await h.user('Cid');
  });
  afterAll(async () => h?.close());

  /** Every DM the players hold now: a quiet move sends none (an answered ping may be deleted: turn-dms.ts). */
  const dmIds = async () => (await Promise.all([ann, ben, cid].map(async (u) => (await h.control.dms(u.id)).map((m) => m.id)))).flat();
  const noNewDms = async (before: string[]) => expect((await dmIds()).filter((id) => !before.includes(id))).toEqual([]);

  /** Ann picks the panel option with this label, from `panel`; answers the click's result. */
  async function pick(panel: ControlMessage, label: string) {
    // The test engine's labels are raw keys, so equal-looking amounts are numbered ("test.n · #1"): the first is taken.
    const choice = panelChoices(panel).find((c) => c.component.label === label || c.component.label?.startsWith(`${label} · #`));
    const result = await h.click(ann, panel, choice?.component.custom_id ?? '');
    expect(refusalOf(result)).toBe('');
    return result;
  }

  it('edits the current board in place after a move that leaves the same seats awaited, and pings nobody', async () => {
    const game = await h.startGame(ann, [ben, cid], { game: 'offer', seating: 'joined' });
    const board = await h.boardOf(game.id, game.channelId, ann);
    const messagesBefore = (await h.control.messages(game.channelId, ben.id)).length;
    await h.bot.ctx.locks.idle();
    const dmsBefore = await dmIds();

    // A swap keeps Ann on the move: a quiet move.
    const swapped = await pick(await h.play(ann, board), 'test.swap');
    const record = await h.record(game.id);
    expect(record.moves.map((m) => m.move)).toEqual([{ kind: 'swap' }]);
    const edited = await h.boardOf(game.id, game.channelId, ann);
    expect(edited.id).toBe(board.id);
    expect(edited.edited_timestamp).not.toBeNull();
    expect(edited.content).toContain('Since this board was posted:');
    expect(edited.content).toContain('Ann: test.swapped');
    expect(edited.attachments.map((a) => a.filename)).toEqual(['board.png']);
    expect(findComponent(edited, `g:${game.id}:${record.version}:play`)).toBeDefined();
    // Saved as shown, so a restart does not post the board again.
    await h.control.waitFor(async () => (await h.record(game.id)).publishedVersion === record.version || null, { description: 'published version', timeoutMs: 5000 });
    expect((await h.control.messages(game.channelId, ben.id)).length).toBe(messagesBefore);

    // A second quiet move (a settings change) lists both moves since the board was posted.
    const settingsPanel = await pick(swapped.message as ControlMessage, 'test.set');
    await pick(settingsPanel.message as ControlMessage, 'test.set.on');
    const twice = await h.boardOf(game.id, game.channelId, ann);
    expect(twice.id).toBe(board.id);
    expect(twice.content.indexOf('Ann: test.swapped')).toBeLessThan(twice.content.indexOf('Ann: test.set.on'));
    await noNewDms(dmsBefore);

    // Passing the turn is not quiet: a new board, the old one loses its buttons, and Cid (offered a point) is pinged
    // (a new message, since Ben wrote below the board; board-in-place.test.ts has the board that is still the newest).
    await h.control.say(ben.id, game.channelId, 'nice swap');
    const gain = await h.play(ann, twice);
    const amounts = await pick(gain, 'test.gain');
    await pick(amounts.message as ControlMessage, 'test.n');
    const next = await h.boardOf(game.id, game.channelId, ann);
    expect(next.id).not.toBe(board.id);
    expect(next.content).not.toContain('Since this board was posted:');
    const old = (await h.control.messages(game.channelId, ann.id)).find((m) => m.id === board.id);
    expect(old && interactiveComponents(old)).toEqual([]);
    // Cid alone gets a new DM.
    const cidBefore = (await h.control.dms(cid.id)).filter((m) => dmsBefore.includes(m.id)).length;
    await h.control.waitFor(async () => (await h.control.dms(cid.id)).length === cidBefore + 1 || null, { description: 'DM to Cid', timeoutMs: 5000 });
    for (const user of [ann, ben]) expect((await h.control.dms(user.id)).filter((m) => !dmsBefore.includes(m.id))).toEqual([]);
    expect(h.log.errors).toEqual([]);
    expect(await h.control.unknownRoutes()).toEqual([]);
  });
});
