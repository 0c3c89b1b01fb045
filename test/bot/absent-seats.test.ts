import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { race, type RaceState } from './fixtures/race-engine';
import { tally } from './fixtures/tally-engine';
import { add, advance, buttonIds, buttonLabels, dueOf, HOUR, messageById, messageWith } from './absent-helpers';
import { Harness, playToEnd, refusalOf, stubRenderer } from './harness';

describe('substitutes: a seat passes to another member with its position', () => {
  let h: Harness;
  let ann: UserInfo, ben: UserInfo, cid: UserInfo, dora: UserInfo, emil: UserInfo;

  beforeAll(async () => {
    h = await Harness.start({ engines: { tally, race }, renderers: { tally: stubRenderer, race: stubRenderer } });
    [ann, ben, cid, dora, emil] = await Promise.all(['Ann', 'Ben', 'Cid', 'Dora', 'Emil'].map((name) => h.user(name)));
  });
  afterAll(async () => h?.close());

  it('after "Let someone take the seat", exactly one of two simultaneous clicks gets it; pings, panels, /status and the log follow', async () => {
    const game = await h.startGame(ann, [ben, cid], { game: 'tally', seating: 'joined', time: '12h' });
    await add(h, game, ann, 2);
    await advance(h, 12 * HOUR);
    const vote = await messageWith(h, game.channelId, ann, `T:${game.id}:`);
    const seatButton = buttonIds(vote)[1];
    await h.click(ann, vote, seatButton);
    await h.click(cid, vote, seatButton);
    const offer = await messageById(h, game.channelId, ann, vote.id);
    expect(offer.content).toBe(`🪑 **test.tally** #${game.id}: the seat of Ben is free to take — with its position, hand and settings. The first member to press the button plays on in it.`);
    expect(buttonLabels(offer)).toEqual(['Take this seat']);
    const take = buttonIds(offer)[0];
    const version = (await h.record(game.id)).version;
    expect(refusalOf(await h.click(ann, offer, take))).toBe('You already play in this game.');
    expect((await h.record(game.id)).version).toBe(version);

    const [first, second] = await Promise.all([h.click(dora, offer, take), h.click(emil, offer, take)]);
    const record = await h.control.waitFor(async () => {
      const r = await h.record(game.id);
      return r.seats[1].userId !== ben.id && r.publishedVersion === r.version ? r : null;
    }, { description: 'the seat taken' });
    const winner = record.seats[1].userId === dora.id ? dora : emil;
    const winnerName = winner === dora ? 'Dora' : 'Emil';
    const loser = winner === dora ? emil : dora;
    expect([dora.id, emil.id]).toContain(record.seats[1].userId);
    expect(refusalOf(winner === dora ? second : first)).toBe('This seat is no longer offered (someone else took it, or its player came back).');
    expect(record.seats.map((s) => s.userId)).toEqual([ann.id, winner.id, cid.id]);
    expect(record.seatOffers).toEqual([]);
    expect((await messageById(h, game.channelId, ann, vote.id)).content).toBe(`🪑 **test.tally** #${game.id}: ${winnerName} has taken over the seat of Ben.`);

    // The new owner is pinged, plays from the seat's position; the old owner and the loser are refused.
    await h.control.waitFor(async () => ((await h.control.dms(winner.id)).at(-1)?.content.startsWith(`Your turn in **test.tally** #${game.id}`) ? true : null), { description: 'new owner pinged' });
    const board = await h.boardOf(game.id, game.channelId, ann);
    expect(board.content).toContain(`Waiting for: ${winnerName} — due ${await dueOf(h, game.id, 1, 12 * HOUR)}`);
    expect(refusalOf(await h.click(ben, board, buttonIds(board)[0]))).toBe('You are not playing in this game.');
    expect(refusalOf(await h.click(loser, board, buttonIds(board)[0]))).toBe('You are not playing in this game.');
    const status = await h.command(cid, 'status', {}, game.channelId);
    expect(status.message?.content).toContain(`**${winnerName}**: 0`);
    await add(h, game, winner, 1);
    expect((await h.record(game.id)).moves.at(-1)).toMatchObject({ seat: 1, move: { kind: 'add', n: 1 } });
    const log = await h.command(cid, 'log', {}, game.channelId);
    expect(log.message?.content ?? log.followUps[0]?.content).toContain(`🪑 ${winnerName} took over the seat of Ben`);
    expect(await h.store.gamesOfUser(winner.id)).toContain(game.id);
    expect(await h.store.gamesOfUser(ben.id)).not.toContain(game.id);
  });

  it('/seat give: the named member accepts by button; bots, seated members and oneself are refused and nothing changes', async () => {
    const game = await h.startGame(ann, [ben, cid], { game: 'tally', seating: 'joined' });
    const before = await h.record(game.id);
    const bot = { id: h.emu.botUserId } as UserInfo;
    expect(refusalOf(await h.command(ann, 'seat give', { member: bot.id }, game.channelId))).toBe('A bot cannot take a seat.');
    expect(refusalOf(await h.command(ann, 'seat give', { member: ben.id }, game.channelId))).toBe('Ben already plays in this game.');
    expect(refusalOf(await h.command(ann, 'seat give', { member: ann.id }, game.channelId))).toBe('You already hold your seat: name another member.');
    expect(refusalOf(await h.command(dora, 'seat give', { member: emil.id }, game.channelId))).toBe('You are not playing in this game.');
    expect(await h.record(game.id)).toEqual(before);

    const given = await h.command(ann, 'seat give', { member: dora.id }, game.channelId);
    const gift = given.message;
    if (!gift) throw new Error('no gift message');
    expect(gift.content).toBe(`🪑 **test.tally** #${game.id}: Ann hands their seat to <@${dora.id}> — with its position, hand and settings. <@${dora.id}>, do you take it?`);
    expect(buttonLabels(gift)).toEqual(['Take the seat', 'Decline']);
    expect(refusalOf(await h.click(emil, gift, buttonIds(gift)[0]))).toBe('This seat is offered to someone else.');
    await h.click(dora, gift, buttonIds(gift)[0]);
    const record = await h.control.waitFor(async () => {
      const r = await h.record(game.id);
      return r.seats[0].userId === dora.id && r.publishedVersion === r.version ? r : null;
    }, { description: 'seat given' });
    expect(record.seatChanges?.map((c) => [c.seat, c.from, c.to])).toEqual([[0, 'Ann', 'Dora']]);
    // Before any move the log holds just the change.
    const log = await h.command(ben, 'log', {}, game.channelId);
    expect(log.message?.content ?? log.followUps[0]?.content).toContain('🪑 Dora took over the seat of Ann');
    expect((await messageById(h, game.channelId, ben, gift.id)).components).toEqual([]);
    await h.control.waitFor(async () => ((await h.control.dms(dora.id)).at(-1)?.content.startsWith(`Your turn in **test.tally** #${game.id}`) ? true : null), { description: 'Dora pinged' });
    await playToEnd(h, game.id, game.channelId, [dora, ben, cid], () => 0);
    const final = await h.finalMessage(game.id, game.channelId, ben);
    expect(final.content).toContain('Dora');
  });

  it('a seat handed on while a time-out vote about it is open closes the vote', async () => {
    const game = await h.startGame(ann, [ben, cid], { game: 'tally', seating: 'joined', time: '12h' });
    await add(h, game, ann);
    await advance(h, 12 * HOUR);
    const vote = await messageWith(h, game.channelId, ann, `T:${game.id}:`);
    const gift = (await h.command(ben, 'seat give', { member: emil.id }, game.channelId)).message!;
    await h.click(emil, gift, buttonIds(gift)[0]);
    // The click is answered first; the seat changes hands, then the vote message is closed.
    const closed = await h.control.waitFor(async () => {
      const message = await messageById(h, game.channelId, ann, vote.id);
      return message.components.length === 0 ? message : null;
    }, { description: 'vote closed' });
    expect(closed.content).toBe('🪑 Emil has taken over the seat of Ben: this is closed.');
    expect((await h.record(game.id)).timeouts).toEqual([]);
  });

  it('a declined or withdrawn gift changes nothing', async () => {
    const game = await h.startGame(ann, [ben], { game: 'tally', seating: 'joined' });
    const gift = (await h.command(ben, 'seat give', { member: dora.id }, game.channelId)).message;
    if (!gift) throw new Error('no gift');
    await h.click(dora, gift, buttonIds(gift)[1]);
    expect((await messageById(h, game.channelId, ann, gift.id)).content).toBe(`**test.tally** #${game.id}: Dora declined the seat of Ben.`);
    const again = (await h.command(ben, 'seat give', { member: emil.id }, game.channelId)).message;
    if (!again) throw new Error('no gift');
    await h.click(ben, again, buttonIds(again)[1]);
    expect((await messageById(h, game.channelId, ann, again.id)).content).toBe(`**test.tally** #${game.id}: Ben keeps their seat.`);
    expect((await h.record(game.id)).seats.map((s) => s.userId)).toEqual([ann.id, ben.id]);
  });

  it('shows the seat’s private information to its new owner only', async () => {
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined' });
    const secret = ((await h.record(game.id)).snapshot as RaceState).secrets[0];
    const gift = (await h.command(ann, 'seat give', { member: emil.id }, game.channelId)).message!;
    await h.click(emil, gift, buttonIds(gift)[0]);
    await h.control.waitFor(async () => ((await h.record(game.id)).seats[0].userId === emil.id ? true : null), { description: 'seat given' });
    const board = await h.boardOf(game.id, game.channelId, emil);
    const panel = await h.play(emil, board);
    expect(panel.content).toContain(`— Emil, your move`);
    expect(panel.content).toContain(`Only you see:\n> secret: ${secret}\n`);
    expect(refusalOf(await h.click(ann, board, buttonIds(board)[0]))).toBe('You are not playing in this game.');
  });

  it('logged no error on the way', () => {
    expect(h.log.errors).toEqual([]);
  });
});
