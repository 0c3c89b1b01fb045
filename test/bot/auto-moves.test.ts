import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ControlMessage, UserInfo } from '../../src/emulator';
import { findComponent, interactiveComponents } from '../../src/emulator';
import { Harness, panelChoices, refusalOf, stubRenderer } from './harness';
import { offerGame, type OfferState } from './fixtures/offer-engine';

/** The newest DM of a user once there are more than `before`. */
async function nextDm(h: Harness, user: UserInfo, before: number): Promise<ControlMessage> {
  return h.control.waitFor(
    async () => {
      const dms = await h.control.dms(user.id);
      return dms.length > before ? dms[dms.length - 1] : null;
    },
    { description: `a new DM to ${user.id}`, timeoutMs: 10_000 },
  );
}

/** `user` opens Play on the newest board and walks the given option labels. */
async function playLabels(h: Harness, game: { id: string; channelId: string }, user: UserInfo, labels: string[]): Promise<ControlMessage> {
  let panel = await h.play(user, await h.boardOf(game.id, game.channelId, user));
  for (const label of labels) {
    // The test engine's labels are raw keys, so equal-looking amounts are numbered ("test.n · #1"): the first is taken.
    const choice = panelChoices(panel).find((c) => c.component.label === label || c.component.label?.startsWith(`${label} · #`));
    if (!choice) throw new Error(`no ${label} in ${panel.content}`);
    const result = await h.click(user, panel, choice.component.custom_id ?? '');
    expect(refusalOf(result)).toBe('');
    panel = result.message ?? panel;
  }
  return panel;
}

describe('automatic moves and offer pings through the local Discord (test engine "offer")', () => {
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

  it('applies automatic answers after a move, logs them as automatic, pings after the settlement and undoes them with the move', async () => {
    const game = await h.startGame(ann, [ben, cid], { game: 'offer', seating: 'joined', auto: true });
    await h.bot.ctx.locks.idle();
    const dmsOfCid = (await h.control.dms(cid.id)).length;
    const dmsOfBen = (await h.control.dms(ben.id)).length;
    await playLabels(h, game, ann, ['test.gain', 'test.n']);

    const record = await h.record(game.id);
    expect(record.moves.map((m) => [m.seat, m.auto === true])).toEqual([
      [0, false],
      [2, true],
    ]);
    expect((record.snapshot as OfferState).points).toEqual([1, 0, 1]);
    const board = await h.boardOf(game.id, game.channelId, ann);
    expect(board.content).toContain('Ann: test.gained');
    expect(board.content).toContain('Cid: test.took (automatic)');
    // Pinged: the seat awaited after the automatic answer (Ben), not the seat whose offer was answered for it.
    const benDm = await nextDm(h, ben, dmsOfBen);
    expect(benDm.content).toContain(`#${game.id}`);
    expect(benDm.content).toContain('**test.what**');
    expect(interactiveComponents(benDm)).toEqual([]);
    expect((await h.control.dms(cid.id)).length).toBe(dmsOfCid);

    // /undo asks about Ann's move, and takes it back together with Cid's automatic answer.
    const asked = await h.command(ben, 'undo', {}, game.channelId);
    expect(asked.message?.content).toContain('test.gained');
    const vote = asked.message as ControlMessage;
    const agree = findComponent(vote, (c) => /:undo:y$/.test(c.custom_id ?? ''))?.custom_id ?? '';
    await h.click(ann, vote, agree);
    await h.click(cid, vote, agree);
    const undone = await h.record(game.id);
    expect(undone.moves).toEqual([]);
    expect((undone.snapshot as OfferState).points).toEqual([0, 0, 0]);
    expect(h.log.errors).toEqual([]);
  });

  it('DMs the seat an offer awaits with its answer buttons; a click there plays the answer; a stale DM button is refused', async () => {
    const game = await h.startGame(ann, [ben, cid], { game: 'offer', seating: 'joined' });
    await h.bot.ctx.locks.idle();
    const dmsOfCid = (await h.control.dms(cid.id)).length;
    const dmsOfBen = (await h.control.dms(ben.id)).length;
    await playLabels(h, game, ann, ['test.gain', 'test.n']);

    const offered = await h.record(game.id);
    const dm = await nextDm(h, cid, dmsOfCid);
    expect(dm.content).toContain('**test.offer.title**');
    const buttons = interactiveComponents(dm);
    expect(buttons.map((b) => [b.label, b.custom_id])).toEqual([
      ['test.offer.yes', `p:${game.id}:${offered.version}:yes`],
      ['test.offer.no', `p:${game.id}:${offered.version}:no`],
    ]);
    // Ben is not awaited yet: no ping for him before Cid has answered.
    expect((await h.control.dms(ben.id)).length).toBe(dmsOfBen);

    const clicked = await h.click(cid, dm, `p:${game.id}:${offered.version}:yes`);
    expect(clicked.outcome).toBe('responded');
    expect(refusalOf(clicked)).toBe('');
    const answered = await h.record(game.id);
    expect(answered.moves.map((m) => [m.seat, m.move])).toEqual([
      [0, { kind: 'gain', n: 1 }],
      [2, { kind: 'answer', take: true }],
    ]);
    const after = (await h.control.dms(cid.id)).find((m) => m.id === dm.id);
    expect(after?.content).toMatch(/test\.took/);
    expect(after && interactiveComponents(after)).toEqual([]);
    // Now Ben is awaited, and pinged.
    await nextDm(h, ben, dmsOfBen);
    // The click's own answer settled Cid's DM (saying so, with what was played); the showing did not edit it again.
    await h.bot.ctx.locks.idle();
    const settledDm = (await h.control.dms(cid.id)).find((m) => m.id === dm.id);
    expect(settledDm?.content).toBe(`✅ **test.offer** #${game.id}: answered — this turn is done.\nPlayed: test.took`);

    // Ben's gain offers Ann a point; Ann answers from the board instead, then clicks her DM's button.
    const dmsOfAnn = (await h.control.dms(ann.id)).length;
    await playLabels(h, game, ben, ['test.gain', 'test.n']);
    const annDm = await nextDm(h, ann, dmsOfAnn);
    const yes = interactiveComponents(annDm).find((b) => b.label === 'test.offer.yes')?.custom_id ?? '';
    await playLabels(h, game, ann, ['test.offer.no']);
    const settled = await h.record(game.id);
    const stale = await h.click(ann, annDm, yes);
    expect(refusalOf(stale)).toMatch(/moved on/);
    expect((await h.record(game.id)).version).toBe(settled.version);
    expect((settled.snapshot as OfferState).points).toEqual([1, 1, 1]);
    expect(settled.moves.at(-1)?.move).toEqual({ kind: 'answer', take: false });
    expect(h.log.errors).toEqual([]);
    expect(await h.control.unknownRoutes()).toEqual([]);
  });
});
