import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { tally } from './fixtures/tally-engine';
import { add, advance, buttonIds, HOUR, messageById, messageWith } from './absent-helpers';
import { Harness, stubRenderer } from './harness';

/** Longer than Discord's 3-second window for the first answer. */
const SLOW_MS = 3_400;

/** The buttons of a seat's life (time-out votes here) are acknowledged before the game's lock and the store. */
describe('seat-life clicks are acknowledged first', () => {
  let h: Harness;
  let ann: UserInfo, ben: UserInfo, cid: UserInfo;

  beforeAll(async () => {
    h = await Harness.start({ engines: { tally }, renderers: { tally: stubRenderer } });
    [ann, ben, cid] = await Promise.all(['Ann', 'Ben', 'Cid'].map((name) => h.user(name)));
  });
  afterAll(async () => h?.close());

  it('answers a time-out vote in time even when saving it is slow, and shows the vote counted', async () => {
    const game = await h.startGame(ann, [ben, cid], { game: 'tally', seating: 'joined', time: '12h' });
    await add(h, game, ann);
    await advance(h, 12 * HOUR);
    const vote = await messageWith(h, game.channelId, ann, `T:${game.id}:`);
    await h.bot.ctx.locks.idle();
    const store = h.bot.ctx.store;
    const save = store.saveGame.bind(store);
    store.saveGame = async (record) => {
      store.saveGame = save;
      await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      return save(record);
    };
    const clicked = await h.click(ann, vote, buttonIds(vote)[0]);
    expect(clicked.outcome).toBe('responded');
    expect(Object.keys((await h.record(game.id)).timeouts?.[0]?.votes ?? {})).toEqual([ann.id]);
    expect((await messageById(h, game.channelId, ann, vote.id)).content).toContain('1/');
  }, 30_000);
});
