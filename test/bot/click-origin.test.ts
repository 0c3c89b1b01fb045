import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ControlMessage, UserInfo } from '../../src/emulator';
import { findComponent } from '../../src/emulator';
import { Harness, panelChoices, playToEnd, refusalOf } from './harness';

/**
 * Forged panel ids (a modified client can send any custom_id from any message it sees): a panel's Cancel, Back or
 * step acts only on the clicker's own private panel of that game; anywhere else it is refused privately and the
 * message, the game and the store stay as they were.
 */
describe('panel ids only act on the clicker’s own panel of that game', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;
  let dora: UserInfo;
  let game: { id: string; channelId: string };

  beforeAll(async () => {
    h = await Harness.start();
    ann = await h.user('Ann');
    ben = await h.user('Ben');
    dora = await h.user('Dora');
    game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
  });
  afterAll(async () => h?.close());

  const forge = (user: UserInfo, message: ControlMessage, customId: string) =>
    h.control.click({ userId: user.id, messageId: message.id, customId, forge: true, settle: true });

  /** The message as `viewer` sees it now. */
  async function current(message: ControlMessage, viewer: UserInfo): Promise<ControlMessage> {
    const found = (await h.control.messages(message.channel_id, viewer.id)).find((m) => m.id === message.id);
    if (!found) throw new Error(`message ${message.id} is gone`);
    return found;
  }

  /** Forges `customId` on `message` as `user`: refused with `refusal`, and neither the message nor any record changed. */
  async function expectRefused(user: UserInfo, message: ControlMessage, customId: string, refusal: string, gameIds: string[] = [game.id]) {
    const shown = await current(message, user);
    const records = await Promise.all(gameIds.map((id) => h.record(id)));
    const result = await forge(user, message, customId);
    expect(refusalOf(result)).toBe(refusal);
    // The refusal is an ephemeral message of its own; the clicked message keeps its text and its buttons.
    expect(result.message?.id === message.id).toBe(false);
    const after = await current(message, user);
    expect({ content: after.content, components: after.components }).toEqual({ content: shown.content, components: shown.components });
    for (const [index, id] of gameIds.entries()) expect(await h.record(id)).toEqual(records[index]);
  }

  const NOT_YOUR_PANEL = 'This button only works in your own panel. Nothing was changed.';

  it('refuses a forged Cancel on the public board, from a stranger, a player, and for a game that does not exist', async () => {
    const board = await h.boardOf(game.id, game.channelId, ann);
    const version = (await h.record(game.id)).version;
    await expectRefused(dora, board, `x:${game.id}:${version}`, NOT_YOUR_PANEL);
    await expectRefused(ann, board, `x:${game.id}:${version}`, NOT_YOUR_PANEL);
    await expectRefused(ben, board, `x:zzzzzzzz:7`, NOT_YOUR_PANEL);
    // The board still has its Play button, and Play still opens the panel.
    expect(findComponent(await current(board, ann), `g:${game.id}:${version}:play`)).toBeTruthy();
    expect(panelChoices(await h.play(ann, board)).length).toBeGreaterThan(0);
  });

  it('refuses a forged panel id of the current version on the public board: the board never turns into a panel', async () => {
    const board = await h.boardOf(game.id, game.channelId, ann);
    const version = (await h.record(game.id)).version;
    // The awaited player herself: the root of her choice tree, a step, a page, a select and Back.
    for (const customId of [`p:${game.id}:${version}:`, `p:${game.id}:${version}:add`, `p:${game.id}:${version}:~p0`, `G:${game.id}:${version}:`]) {
      await expectRefused(ann, board, customId, NOT_YOUR_PANEL);
    }
    const select = await h.control.select({ userId: ann.id, messageId: board.id, customId: `s:${game.id}:${version}:add:0`, values: ['1'], forge: true, settle: true });
    expect(refusalOf(select)).toBe(NOT_YOUR_PANEL);
    expect((await h.record(game.id)).moves).toHaveLength(0);
    expect((await current(board, ben)).content).not.toContain('your move');
  });

  it('refuses a forged Cancel or panel id on a lobby, and lobby ids on a board', async () => {
    const lobby = (await h.command(ann, 'newgame race')).message as ControlMessage;
    const lobbyId = /#([a-z0-9]{8})/.exec(lobby.content)?.[1] as string;
    await expectRefused(ben, lobby, `x:${lobbyId}:0`, NOT_YOUR_PANEL, [lobbyId]);
    await expectRefused(ann, lobby, `p:${lobbyId}:0:`, NOT_YOUR_PANEL, [lobbyId]);
    // Another game's lobby buttons on this lobby, and a lobby's buttons on a board, are no buttons of that message.
    await expectRefused(ben, lobby, `l:${game.id}:join`, 'This button is not valid. Nothing was changed.', [lobbyId, game.id]);
    const board = await h.boardOf(game.id, game.channelId, ann);
    await expectRefused(ben, board, `l:${lobbyId}:join`, 'This button is not valid. Nothing was changed.', [lobbyId, game.id]);
    expect((await h.record(lobbyId)).seats.map((seat) => seat.name)).toEqual(['Ann']);
  });

  it('refuses a forged Cancel on a vote, and one vote’s ids on the board', async () => {
    const own = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    await h.raceAdd(own, ann, 1);
    const vote = (await h.command(ann, 'undo', {}, own.channelId)).message as ControlMessage;
    const version = (await h.record(own.id)).version;
    expect(findComponent(vote, `v:${own.id}:${version}:undo:y`)).toBeTruthy();
    await expectRefused(ben, vote, `x:${own.id}:${version}`, NOT_YOUR_PANEL, [own.id]);
    await expectRefused(ben, vote, `v:${own.id}:${version}:abandon:y`, 'This button is not valid. Nothing was changed.', [own.id]);
    const board = await h.boardOf(own.id, own.channelId, ann);
    await expectRefused(ben, board, `v:${own.id}:${version}:undo:y`, 'This button is not valid. Nothing was changed.', [own.id]);
    expect((await h.record(own.id)).undo?.agreed).toEqual([ann.id]);
  });

  it('refuses a forged Cancel on the final scores', async () => {
    const own = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '5' });
    await playToEnd(h, own.id, own.channelId, [ann, ben], () => 0);
    const final = await h.finalMessage(own.id, own.channelId, ann);
    const version = (await h.record(own.id)).version;
    await expectRefused(ben, final, `x:${own.id}:${version}`, NOT_YOUR_PANEL, [own.id]);
    expect((await current(final, ann)).content).toContain('game over');
  });

  it('refuses a Cancel of another game on one’s own panel; the own panel’s Cancel still closes it', async () => {
    const other = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    const panel = await h.play(ann, await h.boardOf(game.id, game.channelId, ann));
    expect(panel.ephemeral).toBe(true);
    const otherVersion = (await h.record(other.id)).version;
    await expectRefused(ann, panel, `x:${other.id}:${otherVersion}`, NOT_YOUR_PANEL, [game.id, other.id]);
    const version = (await h.record(game.id)).version;
    const cancelled = await h.click(ann, panel, `x:${game.id}:${version}`);
    expect(cancelled.message?.content).toBe('Cancelled. Press Play on the board to start again.');
    expect(cancelled.message?.components).toEqual([]);
  });
});
