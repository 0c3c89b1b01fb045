import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { search } from '../../src/ai/search';
import { computersIdle, type Thinker } from '../../src/bot/computers/computer-turns';
import type { AnyEngine } from '../../src/engine/types';
import { nim } from '../engine/toy-engine';
import { keep, tally } from './fixtures/tally-engine';
import { add, advance, buttonIds, buttonLabels, HOUR, MINUTE, messageById, messageWith } from './absent-helpers';
import { Harness, refusalOf, stubRenderer } from './harness';

const NOT_SAVED = 'Not saved: the game store did not answer. Nothing was changed; please try again.';
const engines: Record<string, AnyEngine> = { tally, keep, nim: nim as unknown as AnyEngine };
const thinker: Thinker = {
  think: async (job) => search({ engine: engines[job.gameId], state: job.state, seat: job.seat, budget: { iterations: 60, ms: 5_000 }, seed: job.seed }),
};

/**
 * A seat decision is saved before its message says so: when the game's write fails, the vote, offer or gift keeps its
 * text and buttons, the click is answered "not saved", and the same click works once the store does.
 */
describe('seat decisions: saved first, then shown', () => {
  let h: Harness;
  let ann: UserInfo, ben: UserInfo, cid: UserInfo, dora: UserInfo;

  beforeAll(async () => {
    h = await Harness.start({ engines, renderers: { tally: stubRenderer, keep: stubRenderer, nim: stubRenderer }, thinker, flakyStore: true });
    ann = await h.user('Ann');
    ben = await h.user('Ben');
    cid = await h.user('Cid');
    dora = await h.user('Dora');
  });
  afterAll(async () => h?.close());

  /** Clicks `button` of `message` while the game's writes fail; answers the click. */
  const clickFailing = async (user: UserInfo, message: Parameters<Harness['click']>[1], button: string, gameId: string) => {
    h.storeFaults!.writes = 'throw';
    h.storeFaults!.keys = `game:${gameId}`;
    try {
      return await h.click(user, message, button);
    } finally {
      h.storeFaults!.writes = 'ok';
    }
  };

  it('a drop decided by the vote: a failed write leaves the vote and its buttons, and the retry drops the seat', async () => {
    const game = await h.startGame(ann, [ben, cid], { game: 'tally', seating: 'joined', time: '12h' });
    await add(h, game, ann, 2);
    await advance(h, 12 * HOUR + MINUTE);
    const vote = await messageWith(h, game.channelId, ann, `T:${game.id}:`);
    const drop = buttonIds(vote)[2];
    expect(buttonLabels(vote)[2]).toBe('Drop Ben');
    await h.click(ann, vote, drop);
    const counted = await messageById(h, game.channelId, ann, vote.id);
    const before = await h.record(game.id);

    expect(refusalOf(await clickFailing(cid, counted, drop, game.id))).toBe(NOT_SAVED);
    const after = await messageById(h, game.channelId, ann, vote.id);
    expect(after.content).toBe(counted.content);
    expect(buttonLabels(after)).toEqual(['Wait another 12 hours', 'Let someone take the seat', 'Drop Ben', 'Let the computer play this seat']);
    const kept = await h.record(game.id);
    expect(kept.moves).toHaveLength(1);
    expect(kept.timeouts).toEqual(before.timeouts);

    await h.click(cid, after, drop);
    const decided = await messageById(h, game.channelId, ann, vote.id);
    expect(decided.content).toBe(`**test.tally** #${game.id}: decided — Ben is dropped from the game.`);
    expect(decided.components).toEqual([]);
    const dropped = await h.control.waitFor(async () => {
      const r = await h.record(game.id);
      return r.moves.length === 2 && r.publishedVersion === r.version ? r : null;
    }, { description: 'the drop published' });
    expect(dropped.moves[1]).toMatchObject({ seat: 1, move: { kind: 'drop' } });
    expect(dropped.timeouts).toEqual([]);
  });

  it('"let the computer play" and "Take this seat": a failed write leaves the message with its buttons; the retry works', async () => {
    const game = await h.startGame(ann, [ben], { game: 'nim', seating: 'joined', time: '12h' });
    const panel = await h.play(ann, await h.boardOf(game.id, game.channelId, ann));
    await h.step(ann, panel, () => 0);
    await h.control.waitFor(async () => (nim.awaiting((await h.record(game.id)).snapshot as never)[0] === 1 ? true : null), { description: 'Ben awaited' });
    await advance(h, 12 * HOUR + MINUTE);
    const vote = await messageWith(h, game.channelId, ann, `T:${game.id}:`);
    const computer = buttonIds(vote).find((id) => id.endsWith(':c'))!;

    expect(refusalOf(await clickFailing(ann, vote, computer, game.id))).toBe(NOT_SAVED);
    const still = await messageById(h, game.channelId, ann, vote.id);
    expect(still.content).toBe(vote.content);
    expect(buttonIds(still)).toEqual(buttonIds(vote));
    const kept = await h.record(game.id);
    expect(kept.seats[1]).toEqual({ userId: ben.id, name: 'Ben' });
    expect(kept.timeouts).toHaveLength(1);
    expect(kept.seatOffers ?? []).toEqual([]);

    const decided = await h.click(ann, still, computer);
    expect(decided.message?.content).toContain('Merlin · computer, normal plays the seat of Ben for now');
    expect(buttonLabels(decided.message!)).toEqual(['Take this seat']);
    const handed = await h.record(game.id);
    expect(handed.seats[1]).toEqual({ userId: 'computer:normal', name: 'Merlin · computer, normal', computer: 'normal' });
    expect(handed.timeouts).toEqual([]);
    expect(handed.seatOffers).toHaveLength(1);
    await h.control.waitFor(async () => (nim.awaiting((await h.record(game.id)).snapshot as never)[0] === 0 ? true : null), { description: 'the computer moved for Ben' });
    await computersIdle(h.bot.ctx);

    const offer = decided.message!;
    const take = buttonIds(offer)[0];
    expect(refusalOf(await clickFailing(cid, offer, take, game.id))).toBe(NOT_SAVED);
    const open = await messageById(h, game.channelId, ann, offer.id);
    expect(open.content).toBe(offer.content);
    expect(buttonLabels(open)).toEqual(['Take this seat']);
    expect((await h.record(game.id)).seats[1].computer).toBe('normal');

    expect(refusalOf(await h.click(cid, open, take))).toBe('');
    expect((await messageById(h, game.channelId, ann, offer.id)).content).toBe(`🪑 **toy.name** #${game.id}: Cid has taken over the seat of Merlin · computer, normal.`);
    expect((await h.record(game.id)).seats[1]).toEqual({ userId: cid.id, name: 'Cid' });
  });

  it('accepting /seat give: a failed write leaves the gift with its buttons; the retry hands the seat on', async () => {
    const game = await h.startGame(ann, [ben], { game: 'tally', seating: 'joined' });
    const gift = (await h.command(ann, 'seat give', { member: dora.id }, game.channelId)).message!;
    const accept = buttonIds(gift)[0];
    expect(refusalOf(await clickFailing(dora, gift, accept, game.id))).toBe(NOT_SAVED);
    const open = await messageById(h, game.channelId, ann, gift.id);
    expect(open.content).toBe(gift.content);
    expect(buttonLabels(open)).toEqual(['Take the seat', 'Decline']);
    expect((await h.record(game.id)).seats[0].userId).toBe(ann.id);

    expect(refusalOf(await h.click(dora, open, accept))).toBe('');
    expect((await messageById(h, game.channelId, ann, gift.id)).content).toBe(`🪑 **test.tally** #${game.id}: Dora has taken over the seat of Ann.`);
    expect((await h.record(game.id)).seats[0]).toEqual({ userId: dora.id, name: 'Dora' });
  });
});
