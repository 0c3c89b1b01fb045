import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { advance, MINUTE } from './absent-helpers';
import { Harness } from './harness';

const GRACE_MS = MINUTE;

describe('turn pings wait out a grace period', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;

  beforeAll(async () => {
    h = await Harness.start({ turnPingGraceMs: GRACE_MS });
    ann = await h.user('Ann');
    ben = await h.user('Ben', { locale: 'de' });
  });
  afterAll(async () => h?.close());

  const dmsAbout = async (user: UserInfo, gameId: string) => (await h.control.dms(user.id)).filter((m) => m.content.includes(`#${gameId}`));
  const live = (content: string) => content.includes('http');
  /** The bot is done showing the last move (its board, its held pings) before the clock moves. */
  const shown = () => h.bot.ctx.locks.idle();

  it('players who move within it are never DM’d, and such a move costs the click’s answer and the board edit only', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    const before = await h.control.restCalls();
    await h.raceAdd(game, ann, 1);
    await h.raceAdd(game, ben, 1);
    await h.raceAdd(game, ann, 1);
    await h.boardOf(game.id, game.channelId, ann);
    // Ben is awaited now; nobody was told by DM, nothing is left to edit.
    expect(await dmsAbout(ann, game.id)).toEqual([]);
    expect(await dmsAbout(ben, game.id)).toEqual([]);
    const after = await h.control.restCalls();
    const delta = (route: string) => (after.byRoute[route] ?? 0) - (before.byRoute[route] ?? 0);
    // Each move: Play (the panel), the amount panel, the completing click — three answers — and one board edit.
    expect(delta('POST /interactions/:id/:token/callback')).toBe(9);
    expect(delta('PATCH /channels/:id/messages/:id')).toBe(3);
    expect(delta('POST /channels/:id/messages')).toBe(0);
    // The board says whose turn it is all along.
    expect((await h.boardOf(game.id, game.channelId, ben)).content).toContain('Ben');

    // Ben stays away: once the grace has passed, he gets his ping (in German), with the live link.
    await shown();
    await advance(h, GRACE_MS);
    const pinged = await dmsAbout(ben, game.id);
    expect(pinged).toHaveLength(1);
    expect(pinged[0].content).toContain(`Du bist am Zug in **test.race** #${game.id}`);
    expect(live(pinged[0].content)).toBe(true);
    expect(await dmsAbout(ann, game.id)).toEqual([]);

    // Answered: that DM is deleted, as without a grace period; Ann, who moves at once, still gets none.
    await h.raceAdd(game, ben, 1);
    await h.control.waitFor(async () => ((await dmsAbout(ben, game.id)).length === 0 ? true : null), { description: 'Ben’s DM deleted' });
    await h.raceAdd(game, ann, 1);
    await shown();
    await advance(h, GRACE_MS / 2);
    expect(await dmsAbout(ann, game.id)).toEqual([]);
    expect(await dmsAbout(ben, game.id)).toEqual([]);
    expect(h.log.errors).toEqual([]);
  });

  it('a held ping survives a restart: the bot that starts after its time sends it', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    await h.raceAdd(game, ann, 1);
    await h.boardOf(game.id, game.channelId, ben);
    await shown();
    expect(await dmsAbout(ben, game.id)).toEqual([]);
    await h.stopBot();
    await h.control.advanceClock(GRACE_MS + MINUTE);
    await h.startBot();
    // The start-up sweep found Ben's ping due and sent it; Ann, who moved, got none.
    const pinged = await h.control.waitFor(async () => {
      const mine = await dmsAbout(ben, game.id);
      return mine.length > 0 ? mine : null;
    }, { description: 'Ben’s ping after the restart' });
    expect(pinged).toHaveLength(1);
    expect(live(pinged[0].content)).toBe(true);
    expect(await dmsAbout(ann, game.id)).toEqual([]);
  });
});

describe('a held ping to a player who turned DMs off', () => {
  it('becomes the channel mention, also only once the grace has passed', async () => {
    const h = await Harness.start({ turnPingGraceMs: GRACE_MS });
    try {
      const ann = await h.user('Ann');
      const cai = await h.user('Cai');
      await h.command(cai, 'notify', { mode: 'off' });
      const game = await h.startGame(ann, [cai], { game: 'race', seating: 'joined', target: '9' });
      await h.raceAdd(game, ann, 1);
      await h.boardOf(game.id, game.channelId, cai);
      await h.bot.ctx.locks.idle();
      const mentions = async () => (await h.control.messages(game.channelId, ann.id)).filter((m) => m.content.includes(`<@${cai.id}>`));
      expect(await mentions()).toEqual([]);
      await advance(h, GRACE_MS);
      const said = await mentions();
      expect(said).toHaveLength(1);
      expect(said[0].content).toContain(`your turn in **test.race** #${game.id}`);
      expect(await h.control.dms(cai.id)).toEqual([]);
    } finally {
      await h.close();
    }
  });
});

describe('a ping the store cannot hold', () => {
  it('goes out at once instead of never', async () => {
    const h = await Harness.start({ turnPingGraceMs: GRACE_MS, flakyStore: true });
    try {
      const ann = await h.user('Ann');
      const ben = await h.user('Ben');
      const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
      // Only the turn DMs' entry fails to be written: the move itself is saved.
      const faults = h.storeFaults;
      if (!faults) throw new Error('no flaky store');
      faults.writes = 'throw';
      faults.keys = 'turn-dms';
      await h.raceAdd(game, ann, 1);
      const pinged = await h.control.waitFor(async () => {
        const mine = (await h.control.dms(ben.id)).filter((m) => m.content.includes(`#${game.id}`));
        return mine.length > 0 ? mine : null;
      }, { description: 'Ben’s ping at once', timeoutMs: 5_000 });
      expect(pinged[0].content).toContain(`Your turn in **test.race** #${game.id}`);
      expect(h.log.lines.some((line) => line.startsWith(`warn turn DMs of #${game.id} could not be saved`))).toBe(true);
    } finally {
      await h.close();
    }
  });
});

describe('a held ping goes out on its own timer', () => {
  it('without the clock being moved or a sweep, once the grace has run out in real time', async () => {
    const h = await Harness.start({ turnPingGraceMs: 400 });
    try {
      const ann = await h.user('Ann');
      const ben = await h.user('Ben');
      const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
      await h.raceAdd(game, ann, 1);
      const pinged = await h.control.waitFor(async () => {
        const mine = (await h.control.dms(ben.id)).filter((m) => m.content.includes(`#${game.id}`));
        return mine.length > 0 ? mine : null;
      }, { description: 'Ben’s ping by the timer', timeoutMs: 5_000 });
      expect(pinged[0].content).toContain(`Your turn in **test.race** #${game.id}`);
    } finally {
      await h.close();
    }
  });
});
