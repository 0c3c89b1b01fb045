import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { keep, tally } from './fixtures/tally-engine';
import { add, advance, buttonIds, buttonLabels, DAY, dueOf, HOUR, MINUTE, messageById, messageWith } from './absent-helpers';
import { Harness, playToEnd, refusalOf, stubRenderer } from './harness';

describe('a player who goes silent: reminders at half time and at time-out, then the others vote', () => {
  let h: Harness;
  let ann: UserInfo, ben: UserInfo, cid: UserInfo, dora: UserInfo;

  beforeAll(async () => {
    h = await Harness.start({ engines: { tally, keep }, renderers: { tally: stubRenderer, keep: stubRenderer } });
    ann = await h.user('Ann');
    ben = await h.user('Ben');
    cid = await h.user('Cid');
    dora = await h.user('Dora');
  });
  afterAll(async () => h?.close());

  /** Waits for the turn ping of `user` in a game (it goes out after the board), so later DMs can be counted. */
  const turnPing = (user: UserInfo, id: string) =>
    h.control.waitFor(async () => ((await h.control.dms(user.id)).at(-1)?.content.startsWith(`Your turn in **test.`) && (await h.control.dms(user.id)).at(-1)?.content.includes(`#${id}`) ? true : null), {
      description: `turn ping of ${user.username}`,
    });

  it('shows the time limit in the lobby, and each awaited player’s deadline as a relative timestamp on the board, in /status and /games', async () => {
    const lobby = await h.command(ann, 'newgame tally', { time: '12h' });
    expect(lobby.message?.content).toContain('Time per decision: 12 hours');
    const byDefault = await h.command(ann, 'newgame tally');
    expect(byDefault.message?.content).toContain('Time per decision: 3 days');

    const game = await h.startGame(ann, [ben], { game: 'tally', seating: 'joined', time: '1d' });
    expect((await h.record(game.id)).timeLimit).toBe('1d');
    const due = await dueOf(h, game.id, 0, DAY);
    // The clock started at the start, on the bot's clock: the deadline is a day ahead of now.
    expect(Math.abs(Number(/<t:(\d+):R>/.exec(due)?.[1]) * 1000 - (h.bot.ctx.clock.now() + DAY))).toBeLessThan(5000);
    expect((await h.boardOf(game.id, game.channelId, ann)).content).toContain(`Waiting for: Ann — due ${due}`);
    await h.control.advanceClock(5 * HOUR + 20 * MINUTE);
    // The same deadline later on: every Discord client counts it down by itself.
    const status = await h.command(ben, 'status', {}, game.channelId);
    expect(status.message?.content).toContain(`Waiting for: Ann — due ${due}`);
    const games = await h.command(ben, 'games', {}, game.channelId);
    expect(games.message?.content).toContain(`waiting for: Ann — due ${due}`);
    const german = await h.user('Greta', { locale: 'de' });
    expect((await h.command(german, 'status', { game: game.id })).message?.content).toContain(`Am Zug: Ann — fällig ${due}`);
    // Once it has passed, the line says so in words.
    await h.control.advanceClock(19 * HOUR);
    expect((await h.command(ben, 'status', {}, game.channelId)).message?.content).toContain('Waiting for: Ann — time is up');
  });

  it('reminds at half time and at time-out once each, opens one vote, refuses the late player, outsiders and second votes, and drops by majority', async () => {
    const game = await h.startGame(ann, [ben, cid], { game: 'tally', seating: 'joined', time: '1d' });
    await add(h, game, ann);
    await turnPing(ben, game.id);
    const dmsBefore = (await h.control.dms(ben.id)).length;

    await advance(h, 11 * HOUR);
    expect((await h.control.dms(ben.id)).length).toBe(dmsBefore);
    await advance(h, HOUR + MINUTE);
    const half = (await h.control.dms(ben.id)).slice(dmsBefore);
    expect(half).toHaveLength(1);
    const benDue = await dueOf(h, game.id, 1, DAY);
    expect(half[0].content).toMatch(new RegExp(`^⏳ Half of your time in \\*\\*test\\.tally\\*\\* #${game.id} has passed: your decision is due ${benDue}\\. https?://\\S+$`));
    // The quiet clock of the board: the status line still counts down from the start of Ben's decision.
    await advance(h, HOUR);
    expect((await h.control.dms(ben.id)).length).toBe(dmsBefore + 1);

    await advance(h, 11 * HOUR);
    const out = (await h.control.dms(ben.id)).slice(dmsBefore + 1);
    expect(out.map((m) => m.content)).toEqual([expect.stringMatching(new RegExp(`^⌛ Your time in \\*\\*test\\.tally\\*\\* #${game.id} has run out\\. You can still move until the other players decide: `))]);
    const vote = await messageWith(h, game.channelId, ann, `T:${game.id}:`);
    expect(vote.content).toContain(`**test.tally** #${game.id}: the time of Ben has run out.`);
    expect(buttonLabels(vote)).toEqual(['Wait another 1 day', 'Let someone take the seat', 'Drop Ben', 'Let the computer play this seat']);
    // Sweeps after that send nothing more and open no second vote.
    await advance(h, 2 * DAY);
    expect((await h.control.dms(ben.id)).length).toBe(dmsBefore + 2);
    const votes = (await h.control.messages(game.channelId, ann.id)).filter((m) => buttonIds(m).some((id) => id.startsWith(`T:${game.id}:`)));
    expect(votes).toHaveLength(1);

    const [, , drop] = buttonIds(vote);
    const version = (await h.record(game.id)).version;
    expect(refusalOf(await h.click(ben, vote, drop))).toBe('This vote is about your own seat: just make your move — that ends the vote.');
    expect(refusalOf(await h.click(dora, vote, drop))).toBe('Only the other players of this game vote on it.');
    const first = await h.click(ann, vote, drop);
    expect(first.message?.content).toContain('Votes (1/2): Ann: drop');
    expect(refusalOf(await h.click(ann, vote, drop))).toBe('Your vote is counted.');
    expect((await h.record(game.id)).version).toBe(version);

    await h.click(cid, vote, drop);
    const decided = await messageById(h, game.channelId, ann, vote.id);
    expect(decided.content).toBe(`**test.tally** #${game.id}: decided — Ben is dropped from the game.`);
    expect(decided.components).toEqual([]);
    const record = await h.control.waitFor(async () => {
      const r = await h.record(game.id);
      return r.moves.length === 2 && r.publishedVersion === r.version ? r : null;
    }, { description: 'the drop published' });
    expect(record.moves[1]).toMatchObject({ seat: 1, move: { kind: 'drop' } });
    expect(record.timeouts).toEqual([]);
    const board = await h.boardOf(game.id, game.channelId, ann);
    expect(board.content).toContain('Ben: test.left');
    // The dropped seat is marked on the board, under whose turn it is.
    expect(board.content).toContain(`Waiting for: Cid — due ${await dueOf(h, game.id, 2, DAY)}\nDropped from the game: Ben`);
    expect(board.content).toContain(`Waiting for: Cid — due ${await dueOf(h, game.id, 2, DAY)}`);
    await h.control.waitFor(async () => ((await h.control.dms(cid.id)).at(-1)?.content.startsWith(`Your turn in **test.tally** #${game.id}`) ? true : null), { description: 'Cid pinged' });

    await playToEnd(h, game.id, game.channelId, [ann, cid], () => 1);
    const final = await h.finalMessage(game.id, game.channelId, ann);
    expect(final.content).toMatch(/Ben \(dropped\) — 0/);
  });

  it('closes the vote when the late player moves after all', async () => {
    const game = await h.startGame(ann, [ben, cid], { game: 'tally', seating: 'joined', time: '12h' });
    await add(h, game, ann);
    await advance(h, 12 * HOUR);
    const vote = await messageWith(h, game.channelId, ann, `T:${game.id}:`);
    await h.click(ann, vote, buttonIds(vote)[0]);
    await add(h, game, ben);
    const closed = await h.control.waitFor(async () => {
      const m = await messageById(h, game.channelId, ann, vote.id);
      return m.components.length === 0 ? m : null;
    }, { description: 'the vote closed' });
    expect(closed.content).toBe('Ben has moved: the vote about their seat is closed.');
    // The vote message is closed while the move is shown, before that showing is saved: read the record once the bot is done.
    await h.bot.ctx.locks.idle();
    expect((await h.record(game.id)).timeouts).toEqual([]);
    const late = await h.control.click({ userId: cid.id, messageId: vote.id, customId: buttonIds(vote)[0], forge: true, settle: true });
    // The closed vote has no buttons left: a click forged on it is refused as no button of that message.
    expect(refusalOf(late)).toBe('This button is not valid. Nothing was changed.');
    // Cid's clock started with Ben's move: a full period is left.
    const cidDue = await dueOf(h, game.id, 2, 12 * HOUR);
    expect(Math.abs(Number(/<t:(\d+):R>/.exec(cidDue)?.[1]) * 1000 - (h.bot.ctx.clock.now() + 12 * HOUR))).toBeLessThan(5000);
    expect((await h.boardOf(game.id, game.channelId, cid)).content).toContain(`Waiting for: Cid — due ${cidDue}`);
  });

  it('waits another period when the majority says so; without a drop rule the vote offers no Drop', async () => {
    const game = await h.startGame(ann, [ben, cid], { game: 'keep', seating: 'joined', time: '1d' });
    await add(h, game, ann);
    await advance(h, DAY);
    const vote = await messageWith(h, game.channelId, ann, `T:${game.id}:`);
    expect(buttonLabels(vote)).toEqual(['Wait another 1 day', 'Let someone take the seat', 'Let the computer play this seat']);
    // A forged Drop on a game without a drop rule changes nothing.
    const forged = await h.control.click({ userId: ann.id, messageId: vote.id, customId: `T:${game.id}:1:${(await h.record(game.id)).timeouts?.[0]?.nonce}:d`, forge: true, settle: true });
    expect(refusalOf(forged)).toBe('That choice is not available. Nothing was changed.');
    await h.click(ann, vote, buttonIds(vote)[0]);
    await h.click(cid, vote, buttonIds(vote)[0]);
    const benDue = await dueOf(h, game.id, 1, DAY);
    expect((await messageById(h, game.channelId, ann, vote.id)).content).toBe(`**test.keep** #${game.id}: decided — Ben gets another 1 day (due ${benDue}).`);
    expect((await h.command(ann, 'status', {}, game.channelId)).message?.content).toContain(`Waiting for: Ben — due ${benDue}`);
    // The board is edited to show the new period (it was posted when Ben's first period began).
    const board = await h.boardOf(game.id, game.channelId, ann);
    expect(board.content).toContain(`Waiting for: Ben — due ${benDue}`);
    expect(board.edited_timestamp).not.toBeNull();
    // The new period brings its own reminders.
    const before = (await h.control.dms(ben.id)).length;
    await advance(h, 12 * HOUR);
    expect((await h.control.dms(ben.id)).slice(before).map((m) => m.content)).toEqual([expect.stringContaining(`⏳ Half of your time in **test.keep** #${game.id} has passed: your decision is due ${benDue}.`)]);
  });

  it('lets a member with Manage Server decide alone, as /abandon does', async () => {
    const game = await h.startGame(ann, [ben, cid], { game: 'tally', seating: 'joined', time: '12h' });
    await add(h, game, ann);
    await advance(h, 12 * HOUR);
    const vote = await messageWith(h, game.channelId, ann, `T:${game.id}:`);
    const admin = await h.user('Mod', { admin: true });
    await h.click(admin, vote, buttonIds(vote)[2]);
    expect((await messageById(h, game.channelId, ann, vote.id)).content).toBe(`**test.tally** #${game.id}: decided — Ben is dropped from the game.`);
    await h.control.waitFor(async () => ((await h.record(game.id)).moves.at(-1)?.move as { kind?: string } | undefined)?.kind === 'drop' ? true : null, { description: 'Ben dropped' });
  });

  it('closes an open vote when the game is abandoned', async () => {
    const game = await h.startGame(ann, [ben, cid], { game: 'tally', seating: 'joined', time: '12h' });
    await add(h, game, ann);
    await advance(h, 12 * HOUR);
    const vote = await messageWith(h, game.channelId, ann, `T:${game.id}:`);
    const admin = await h.user('Admin', { admin: true });
    await h.command(admin, 'abandon', {}, game.channelId);
    const closed = await messageById(h, game.channelId, ann, vote.id);
    expect(closed.content).toBe('The game is over: this is closed.');
    expect(closed.components).toEqual([]);
    expect((await h.record(game.id)).timeouts).toEqual([]);
  });

  it('reminds by a mention in the thread when the player’s DMs are closed', async () => {
    const closed = await h.user('Hal', { dmsOpen: false });
    const game = await h.startGame(ann, [closed], { game: 'tally', seating: 'joined', time: '12h' });
    await add(h, game, ann);
    await advance(h, 6 * HOUR);
    const mention = await h.control.waitFor(
      async () => (await h.control.messages(game.channelId, ann.id)).find((m) => m.content.startsWith('⏳ ')) ?? null,
      { description: 'the half-time mention' },
    );
    expect(mention.content).toBe(`⏳ <@${closed.id}>, half of your time in **test.tally** #${game.id} has passed: your decision is due ${await dueOf(h, game.id, 1, 12 * HOUR)}.`);
    expect(mention.mentions.map((u) => u.id)).toEqual([closed.id]);
  });

  it('logged no error on the way', () => {
    expect(h.log.errors).toEqual([]);
  });
});
