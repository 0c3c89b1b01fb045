import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ControlMessage, UserInfo } from '../../src/emulator';
import { findComponent } from '../../src/emulator';
import type { BoardRenderer } from '../../src/bot/kernel/context';
import { nim } from '../engine/toy-engine';
import { race } from './fixtures/race-engine';
import { Harness, TINY_PNG, panelChoices, refusalOf } from './harness';

/** Longer than Discord's 3-second window: a click that waited for such a drawing before acknowledging would fail. */
const SLOW_MS = 3_600;

/**
 * Every click is acknowledged first; the game's lock is held only to load, apply and save; drawing, uploading and
 * DMs run after it, one game's showings in the order of their versions. A board renderer made slow on purpose (the
 * bot takes its renderers from outside) stands for a slow upload.
 */
describe('clicks are acknowledged in time while a board is slowly drawn', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;
  let cid: UserInfo;
  let delayMs = 0;
  const drawn: number[] = [];
  const slowRenderer: BoardRenderer = async (view) => {
    const wait = delayMs;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // The race's points only grow: their sum tells which version a drawing shows.
    drawn.push((view as { points: number[] }).points.reduce((sum, points) => sum + points, 0));
    return TINY_PNG;
  };

  beforeAll(async () => {
    h = await Harness.start({ engines: { race, nim }, renderers: { race: slowRenderer, nim: slowRenderer } });
    ann = await h.user('Ann');
    ben = await h.user('Ben');
    cid = await h.user('Cid');
  });
  afterAll(async () => h?.close());

  /** Ann's move up to its last step: the panel and the id of the button that plays it. */
  async function lastStep(game: { id: string; channelId: string }, user: UserInfo): Promise<{ panel: ControlMessage; customId: string }> {
    const panel = await h.raceAmounts(user, await h.boardOf(game.id, game.channelId, user));
    return { panel, customId: panelChoices(panel)[0].component.custom_id ?? '' };
  }

  it('answers /undo at once while the move before it is still being drawn, and posts one vote', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    const { panel, customId } = await lastStep(game, ann);
    delayMs = SLOW_MS;
    try {
      const move = h.control.click({ userId: ann.id, messageId: panel.id, customId, settle: false });
      await h.control.waitFor(async () => ((await h.record(game.id)).moves.length === 1 ? true : null), { description: 'the move saved' });
      const asked = await h.control.runCommand({ userId: ann.id, channelId: game.channelId, name: 'undo', options: {}, settle: false });
      expect(asked.outcome).toBe('responded');
      expect((await move).outcome).toBe('responded');
    } finally {
      delayMs = 0;
    }
    await h.bot.ctx.locks.idle();
    const record = await h.record(game.id);
    expect(record.undo?.agreed).toEqual([ann.id]);
    const votes = (await h.control.messages(game.channelId, ann.id)).filter((m) => findComponent(m, `v:${game.id}:${record.version}:undo:y`));
    expect(votes).toHaveLength(1);
  }, 20_000);

  it('answers a lobby click at once while the first board of the started game is being drawn', async () => {
    const lobby = (await h.command(ann, 'newgame race', { seating: 'joined' })).message as ControlMessage;
    const id = /#([a-z0-9]{8})/.exec(lobby.content)?.[1] as string;
    await h.click(ben, lobby, `l:${id}:join`);
    delayMs = SLOW_MS;
    try {
      const start = h.control.click({ userId: ann.id, messageId: lobby.id, customId: `l:${id}:start`, settle: false });
      await h.control.waitFor(async () => ((await h.record(id)).status === 'running' ? true : null), { description: 'the start saved' });
      // Cid's Join arrives after the start was saved: refused privately ("closed"), in time, changing nothing.
      const join = await h.control.click({ userId: cid.id, messageId: lobby.id, customId: `l:${id}:join`, forge: true, settle: true });
      expect(join.outcome).toBe('responded');
      expect(refusalOf(join)).not.toBe('');
      expect((await start).outcome).toBe('responded');
    } finally {
      delayMs = 0;
    }
    await h.bot.ctx.locks.idle();
    expect((await h.record(id)).seats.map((seat) => seat.name)).toEqual(['Ann', 'Ben']);
  }, 20_000);

  it('lets the next player move while the board of the move before is drawn; boards appear in version order', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    const first = await lastStep(game, ann);
    const start = (await h.record(game.id)).version;
    drawn.length = 0;
    delayMs = SLOW_MS;
    let second: { outcome: string };
    try {
      const annMoves = h.control.click({ userId: ann.id, messageId: first.panel.id, customId: first.customId, settle: false });
      await h.control.waitFor(async () => ((await h.record(game.id)).moves.length === 1 ? true : null), { description: 'Ann’s move saved' });
      // Ben is on the move as soon as Ann's move is saved: his panel comes from the store, not from the board.
      const board = (await h.control.messages(game.channelId, ben.id)).findLast((m) => findComponent(m, `g:${game.id}:${start}:play`)) as ControlMessage;
      const panel = await h.click(ben, board, `g:${game.id}:${start}:play`);
      expect(refusalOf(panel)).toMatch(/moved on/);
      const fresh = panel.followUps.find((m) => panelChoices(m).length > 0) ?? panel.message;
      const add = panelChoices(fresh as ControlMessage).find((c) => c.component.label === 'test.add');
      const amounts = await h.click(ben, fresh as ControlMessage, add?.component.custom_id ?? '');
      const started = Date.now();
      second = await h.control.click({ userId: ben.id, messageId: (amounts.message as ControlMessage).id, customId: panelChoices(amounts.message as ControlMessage)[0].component.custom_id ?? '', settle: false });
      expect(Date.now() - started).toBeLessThan(3_000);
      expect((await annMoves).outcome).toBe('responded');
    } finally {
      delayMs = 0;
    }
    expect(second.outcome).toBe('responded');
    await h.bot.ctx.locks.idle();
    const record = await h.record(game.id);
    // Both moves are kept, the boards were drawn in the order of the moves, and only the newest board has buttons.
    expect(record.moves.map((m) => m.seat)).toEqual([0, 1]);
    expect(drawn).toEqual([1, 2]);
    const boards = (await h.control.messages(game.channelId, ann.id)).filter((m) => findComponent(m, (c) => (c.custom_id ?? '').startsWith(`g:${game.id}:`)));
    expect(boards.map((m) => m.id)).toEqual([record.messageId]);
    expect(findComponent(boards[0], `g:${game.id}:${record.version}:play`)).toBeTruthy();
    expect(record.publishedVersion).toBe(record.version);
  }, 30_000);
});
