import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { keep, tally } from './fixtures/tally-engine';
import { add, advance, buttonIds, buttonLabels, DAY, HOUR, messageById, messageWith } from './absent-helpers';
import { Harness, playToEnd, refusalOf, stubRenderer } from './harness';

describe('/leave, gentle reminders without a limit, and a restart in the middle of a vote', () => {
  let h: Harness;
  let ann: UserInfo, ben: UserInfo, cid: UserInfo;

  beforeAll(async () => {
    h = await Harness.start({ engines: { tally, keep }, renderers: { tally: stubRenderer, keep: stubRenderer } });
    [ann, ben, cid] = await Promise.all(['Ann', 'Ben', 'Cid'].map((name) => h.user(name)));
  });
  afterAll(async () => h?.close());

  it('/leave asks first, then drops the player’s own seat as their move; the others play on to the end', async () => {
    const game = await h.startGame(ann, [ben, cid], { game: 'tally', seating: 'joined' });
    const asked = await h.command(ann, 'leave', {}, game.channelId);
    expect(asked.ephemeral).toBe(true);
    expect(asked.message?.content).toBe(`Leave **test.tally** #${game.id}? Your seat leaves the game for good; the others play on.`);
    expect(buttonLabels(asked.message!)).toEqual(['Leave the game', 'Keep playing']);
    const stay = await h.click(ann, asked.message!, buttonIds(asked.message!)[1]);
    expect(stay.message?.content).toBe('You keep playing.');
    const version = (await h.record(game.id)).version;
    expect((await h.record(game.id)).moves).toEqual([]);

    const again = (await h.command(ann, 'leave', {}, game.channelId)).message!;
    const left = await h.click(ann, again, buttonIds(again)[0]);
    expect(left.message?.content).toBe(`You have left **test.tally** #${game.id}.`);
    const record = await h.control.waitFor(async () => {
      const r = await h.record(game.id);
      return r.version > version && r.publishedVersion === r.version ? r : null;
    }, { description: 'Ann dropped' });
    expect(record.moves.map((m) => [m.seat, m.move])).toEqual([[0, { kind: 'drop' }]]);
    const board = await h.boardOf(game.id, game.channelId, ben);
    expect(board.content).toContain('Ann: test.left');
    expect(board.content).toContain('Waiting for: Ben');
    await h.control.waitFor(async () => ((await h.control.dms(ben.id)).at(-1)?.content.startsWith(`Your turn in **test.tally** #${game.id}`) ? true : null), { description: 'Ben pinged' });
    expect((await h.command(cid, 'status', {}, game.channelId)).message?.content).toContain('**Ann (dropped)**: 0');
    // Leaving twice, or from a finished game, is refused.
    expect(refusalOf(await h.command(ann, 'leave', {}, game.channelId))).toBe('Your seat has already left the game.');
    await playToEnd(h, game.id, game.channelId, [ben, cid], () => 1);
    const final = await h.finalMessage(game.id, game.channelId, ben);
    expect(final.content).toContain('Ann (dropped) — 0');
    expect(refusalOf(await h.command(ben, 'leave', {}, game.channelId))).toBe('This game is over; there is nothing to leave.');
  });

  it('/leave outside a game, by a non-player, or in a game without a drop rule is refused', async () => {
    const quiet = (await h.control.state()).guilds[0].channels.find((c) => c.id !== h.gamesChannel)?.id ?? h.gamesChannel;
    expect(refusalOf(await h.command(ann, 'leave', {}, quiet))).toBe('There is no running game here.');
    const game = await h.startGame(ann, [ben], { game: 'keep', seating: 'joined' });
    expect(refusalOf(await h.command(cid, 'leave', {}, game.channelId))).toBe('You are not playing in this game.');
    expect(refusalOf(await h.command(ben, 'leave', {}, game.channelId))).toBe('test.keep cannot go on without a seat, so you cannot leave it; ask the others for /abandon.');
    expect((await h.record(game.id)).moves).toEqual([]);
  });

  it('without a time limit, reminds gently after a day and daily after that, until /notify reminders:off', async () => {
    const game = await h.startGame(ann, [ben], { game: 'tally', seating: 'joined', time: 'none' });
    await add(h, game, ann);
    await h.control.waitFor(async () => ((await h.control.dms(ben.id)).at(-1)?.content.includes(`#${game.id}`) ? true : null), { description: 'Ben pinged' });
    const before = (await h.control.dms(ben.id)).length;
    expect((await h.boardOf(game.id, game.channelId, ben)).content).toContain('Waiting for: Ben\n');
    await advance(h, 23 * HOUR);
    expect((await h.control.dms(ben.id)).length).toBe(before);
    await advance(h, HOUR);
    await advance(h, DAY);
    const gentle = (await h.control.dms(ben.id)).slice(before).map((m) => m.content);
    expect(gentle).toEqual([
      expect.stringMatching(new RegExp(`^👋 A gentle reminder: \\*\\*test\\.tally\\*\\* #${game.id} has been waiting for your decision for 1 day 0 h\\. `)),
      expect.stringMatching(/for 2 days 0 h\. /),
    ]);
    const off = await h.command(ben, 'notify', { reminders: 'off' });
    expect(off.message?.content).toBe('Daily reminders in games without a time limit are off.');
    await advance(h, DAY);
    expect((await h.control.dms(ben.id)).length).toBe(before + 2);
    const shown = await h.command(ben, 'notify');
    expect(shown.message?.content).toBe('Turn pings by direct message are on.\nDaily reminders in games without a time limit are off.');
    // No vote ever opens without a limit.
    expect((await h.record(game.id)).timeouts ?? []).toEqual([]);
    await h.command(ben, 'notify', { reminders: 'on' });
  });

  it('keeps an open vote, the votes in it and the reminders sent across a restart', async () => {
    const game = await h.startGame(ann, [ben, cid], { game: 'tally', seating: 'joined', time: '12h' });
    await add(h, game, ann);
    await advance(h, 12 * HOUR);
    const vote = await messageWith(h, game.channelId, ann, `T:${game.id}:`);
    await h.click(ann, vote, buttonIds(vote)[2]);
    const dms = (await h.control.dms(ben.id)).length;

    await h.stopBot();
    await h.control.advanceClock(HOUR);
    await h.startBot();
    await h.bot.sweep();
    expect((await h.control.dms(ben.id)).length).toBe(dms);
    expect((await h.record(game.id)).timeouts?.map((v) => v.votes)).toEqual([{ [ann.id]: 'drop' }]);
    expect(refusalOf(await h.click(ann, vote, buttonIds(vote)[2]))).toBe('Your vote is counted.');
    await h.click(cid, vote, buttonIds(vote)[2]);
    expect((await messageById(h, game.channelId, ann, vote.id)).content).toBe(`**test.tally** #${game.id}: decided — Ben is dropped from the game.`);
    await h.control.waitFor(async () => ((await h.record(game.id)).moves.at(-1)?.move as { kind?: string } | undefined)?.kind === 'drop' ? true : null, { description: 'Ben dropped' });
  });

  it('finds a time-out that fell due while the bot was down, at start-up', async () => {
    const game = await h.startGame(ann, [ben, cid], { game: 'tally', seating: 'joined', time: '12h' });
    await add(h, game, ann);
    await h.stopBot();
    // The clock moves while nobody listens: the start-up sweep must find it.
    await h.control.advanceClock(13 * HOUR);
    await h.startBot();
    const vote = await messageWith(h, game.channelId, ann, `T:${game.id}:`);
    expect(vote.content).toContain('the time of Ben has run out');
  });

  it('logged no error on the way', () => {
    expect(h.log.errors).toEqual([]);
  });
});
