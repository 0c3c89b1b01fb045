import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ControlMessage, UserInfo } from '../../src/emulator';
import { findComponent } from '../../src/emulator';
import { encodeAnimation, gifInfo } from '../../renderers/timelapse';
import type { BoardRenderer } from '../../src/bot/kernel/context';
import { framePlan } from '../../src/bot/history/timelapse';
import { rebuildRatings } from '../../src/ratings/ratings-store';
import { boardKey, historyKey, resultKey, type GameResult, type PlayerHistory, type RatingBoard } from '../../src/ratings/records';
import { Harness, refusalOf } from './harness';

/** Draws the race view's points as bars: a different board for every position, the same bytes for the same view. */
const barsRenderer: BoardRenderer = async (view) => {
  const { points, turn } = view as { points: number[]; turn: number };
  const canvas = createCanvas(48, 24);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, 48, 24);
  points.forEach((p, seat) => {
    ctx.fillStyle = seat === turn ? '#0072b2' : '#e69f00';
    ctx.fillRect(4 + seat * 12, 24 - 2 * p, 8, 2 * p);
  });
  return canvas.encode('png');
};

const download = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());

describe('after the game: ratings, /profile, /leaderboard, /replay and the timelapse (test engine)', () => {
  let h: Harness;
  let ann: UserInfo;
  let ben: UserInfo;
  let cid: UserInfo;
  let dave: UserInfo;
  let game: { id: string; channelId: string };
  let final: ControlMessage;

  beforeAll(async () => {
    h = await Harness.start({ renderers: { race: barsRenderer, nim: barsRenderer }, timelapse: encodeAnimation });
    ann = await h.user('Ann');
    ben = await h.user('Ben', { locale: 'de' });
    cid = await h.user('Cid');
    dave = await h.user('Dave');
    // Ann 3 + 3, Ben 2, Cid 1: Ann wins with 6, Ben second, Cid third, after four moves in two rounds.
    game = await h.startGame(ann, [ben, cid], { game: 'race', seating: 'joined', target: '5' });
    await h.raceAdd(game, ann, 3);
    await h.raceAdd(game, ben, 2);
    await h.raceAdd(game, cid, 1);
    await h.raceAdd(game, ann, 3);
    final = await h.finalMessage(game.id, game.channelId, ann);
  });
  afterAll(async () => h?.close());

  it('rates the finished game on this server and keeps each player\'s record', async () => {
    const board = await h.control.waitFor(() => h.store.data<RatingBoard>(boardKey(h.guildId, 'race')), { description: 'ratings' });
    expect(board.games).toBe(1);
    const rows = Object.entries(board.players).map(([key, p]) => [key, p.name, p.games, p.wins]);
    expect(rows).toEqual([
      [ann.id, 'Ann', 1, 1],
      [ben.id, 'Ben', 1, 0],
      [cid.id, 'Cid', 1, 0],
    ]);
    const result = await h.store.data<GameResult>(resultKey(game.id));
    expect(result?.seats.map((s) => [s.name, s.rank, s.points])).toEqual([
      ['Ann', 1, 6],
      ['Ben', 2, 2],
      ['Cid', 3, 1],
    ]);
    expect(result?.messageUrl).toBe(`https://discord.com/channels/${h.guildId}/${game.channelId}/${final.id}`);
    const history = await h.store.data<PlayerHistory>(historyKey(h.guildId, ann.id));
    expect(history?.recent.map((e) => [e.recordId, e.rank, e.rating, e.change])).toEqual([[game.id, 1, 1130, 130]]);
  });

  it('/leaderboard shows the game\'s best players as text and picture; without a game, each game\'s top 3', async () => {
    const one = await h.command(dave, 'leaderboard', { game: 'race' });
    expect(one.ephemeral).toBe(true);
    const text = one.message?.content ?? '';
    expect(text).toContain('**Leaderboard — test.race**');
    expect(text).toContain('1. Ann — rating 1130 · 1 played · 1 won\n2. Ben — rating 1062 · 1 played · 0 won\n3. Cid — rating 890 · 1 played · 0 won');
    expect(text).toContain('1000 + 40·(μ − 3σ)');
    expect(one.message?.attachments.map((a) => a.filename)).toEqual(['leaderboard.png']);
    const png = await download(one.message!.attachments[0].url);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');

    const all = await h.command(ben, 'leaderboard');
    const allText = all.message?.content ?? '';
    expect(allText).toContain('**Bestenliste — alle Spiele**');
    expect(allText).toContain('**test.race**\n1. Ann — Wertung 1130 · 1 gespielt · 1 gewonnen');
    // Each game's best three only, and the game nobody finished says so.
    expect(allText).toContain('**toy.name**\nNoch keine gewerteten Spiele.');
  });

  it('/profile shows games, wins, rating and the last games with a link to the final message', async () => {
    const own = await h.command(ann, 'profile');
    expect(own.ephemeral).toBe(true);
    const text = own.message?.content ?? '';
    expect(text).toContain('**test.race** — 1 played, 1 won · rating 1130');
    expect(text).toContain(`• test.race #${game.id} — place 1/3 🏆, 6 points · rating 1130 (+130) — [final message](https://discord.com/channels/${h.guildId}/${game.channelId}/${final.id})`);
    const other = await h.command(dave, 'profile', { member: cid.id });
    expect(other.message?.content).toContain(`• test.race #${game.id} — place 3/3, 1 point · rating 890 (−110)`);
    const nobody = await h.command(dave, 'profile');
    expect(nobody.message?.content).toBe('Dave has no rated games on this server yet.');
  });

  it('posts the timelapse after the final message: a looping GIF, one frame for the start and one per round', async () => {
    const timelapse = await h.control.waitFor(
      async () => (await h.control.messages(game.channelId, ann.id)).find((m) => m.content.includes('in one picture')) ?? null,
      { description: 'timelapse message', timeoutMs: 15_000 },
    );
    const messages = await h.control.messages(game.channelId, ann.id);
    expect(messages.findIndex((m) => m.id === timelapse.id)).toBeGreaterThan(messages.findIndex((m) => m.id === final.id));
    expect(timelapse.attachments.map((a) => a.filename)).toEqual([`timelapse-${game.id}.gif`]);
    const gif = await download(timelapse.attachments[0].url);
    expect(gif.length).toBeLessThanOrEqual(8 * 1024 * 1024);
    const info = gifInfo(gif);
    // Rounds after 0..4 moves of three seats: 1 1 1 2 2 → the start, the end of round 1 (3 moves), the end (4 moves).
    const record = await h.record(game.id);
    expect(record.scoreHistory.map((p) => p.round)).toEqual([1, 1, 1, 2, 2]);
    expect(framePlan([1, 1, 1, 2, 2]).moves).toEqual([0, 3, 4]);
    expect(info).toEqual({ width: 48, height: 24, frames: 3, delays: [900, 900, 3000], loops: true });
    expect(timelapse.content).toBe(`**test.race #${game.id}** in one picture: the board at the start and after every round (3 frames).`);
  });

  it('/replay steps through the finished game privately; its last move shows the final board', async () => {
    const opened = await h.command(dave, 'replay', { game: game.id });
    expect(opened.ephemeral).toBe(true);
    let shown = opened.message!;
    expect(shown.content).toContain(`**Replay of test.race #${game.id}** — move 4 of 4`);
    expect(shown.content).toContain('Move 4: Ann: test.did');
    const finalBoard = await download(final.attachments.find((a) => a.filename === 'board.png')!.url);
    expect((await download(shown.attachments[0].url)).equals(finalBoard)).toBe(true);
    expect(findComponent(shown, `r:${game.id}:4:n`)?.disabled).toBe(true);

    const first = await h.click(dave, shown, `r:${game.id}:0:f`);
    shown = first.message!;
    expect(shown.content).toContain('move 0 of 4');
    expect(shown.content).toContain('The start of the game, before the first move.');
    const start = await download(shown.attachments[0].url);
    expect(start.equals(finalBoard)).toBe(false);
    // Step forward move by move to the end: each position is its own board, the last equals the final message's.
    const boards = [start];
    for (let n = 1; n <= 4; n++) {
      const next = await h.click(dave, shown, `r:${game.id}:${n}:n`);
      expect(next.outcome).toBe('responded');
      shown = next.message!;
      expect(shown.content).toContain(`move ${n} of 4`);
      boards.push(await download(shown.attachments[0].url));
    }
    expect(boards[4].equals(finalBoard)).toBe(true);
    expect(new Set(boards.map((b) => b.toString('base64'))).size).toBe(5);

    // The select of rounds: the start, round 1 from move 0 is the start itself, round 2 from move 3.
    const select = findComponent(shown, `R:${game.id}`);
    expect(select?.options?.map((o) => [o.label, o.value, o.default ?? false])).toEqual([
      ['Start of the game', '0', false],
      ['Round 2 (from move 3)', '3', true],
    ]);
    const jumped = await h.select(dave, shown, `R:${game.id}`, '3');
    expect(jumped.message?.content).toContain('move 3 of 4');
    expect(jumped.message?.content).toContain('Move 3: Cid: test.did');
  });

  it('/replay refuses a number that does not exist, a game of another server and a running game for a non-player', async () => {
    const missing = await h.command(dave, 'replay', { game: 'zzzz9999' });
    expect(missing.message?.content).toBe('There is no game #zzzz9999.');
    const garbled = await h.command(dave, 'replay', { game: 'nope' });
    expect(garbled.message?.content).toBe('There is no game #nope.');

    const elsewhere = { ...(await h.record(game.id)), id: 'other123', guildId: 'another-guild' };
    await h.store.saveGame(elsewhere);
    const foreign = await h.command(dave, 'replay', { game: 'other123' });
    // A game of another server is as unknown here as a number never given out (kernel/game-visibility.ts).
    expect(foreign.message?.content).toBe('There is no game #other123.');
    // A forged button of that game is refused (a replay button only acts on a replay message of its game) and shows nothing.
    const forged = await h.control.click({ userId: dave.id, messageId: foreign.message!.id, customId: 'r:other123:0:f', forge: true, settle: true });
    expect(refusalOf(forged)).toBe('This button is not valid. Nothing was changed.');
    expect(forged.followUps.concat(forged.message ? [forged.message] : []).some((m) => m.attachments.length > 0)).toBe(false);

    const running = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
    await h.raceAdd(running, ann, 2);
    const refused = await h.command(dave, 'replay', { game: running.id });
    expect(refused.message?.content).toBe(`Game #${running.id} is still running: only its players can watch its replay until it ends.`);
    const player = await h.command(ben, 'replay', { game: running.id });
    expect(player.message?.content).toContain('Zug 1 von 1');
    expect(player.message?.content).toContain('Das Spiel läuft noch');
    // Only the public board: the replay draws view(state, null), which carries no seat's secret card.
    const board = await download(player.message!.attachments[0].url);
    expect(board.equals(await barsRenderer({ points: [2, 0], turn: 1 }, 'de'))).toBe(true);
  });

  it('does not rate an abandoned game, and the rebuild script recomputes the same ratings from the store', async () => {
    const mod = await h.user('Mo', { admin: true });
    const other = await h.startGame(ann, [cid], { game: 'race', seating: 'joined' });
    await h.command(mod, 'abandon', {}, other.channelId);
    expect((await h.record(other.id)).status).toBe('abandoned');
    expect(await h.store.data(resultKey(other.id))).toBeUndefined();

    const before = await h.store.data<RatingBoard>(boardKey(h.guildId, 'race'));
    const histories = await Promise.all([ann, ben, cid].map((u) => h.store.data<PlayerHistory>(historyKey(h.guildId, u.id))));
    // Without a stored result the rebuild reads the final state of the record (no replay).
    await h.store.deleteData(resultKey(game.id));
    const summary = await rebuildRatings(h.store, h.bot.ctx.engines);
    // The finished games: ours and the copy filed under another server (rated there).
    expect([summary.finished, summary.rated, summary.skipped]).toEqual([2, 2, []]);
    expect(await h.store.data<RatingBoard>(boardKey(h.guildId, 'race'))).toEqual(before);
    expect(await Promise.all([ann, ben, cid].map((u) => h.store.data<PlayerHistory>(historyKey(h.guildId, u.id))))).toEqual(histories);
    expect((await h.store.data<RatingBoard>(boardKey('another-guild', 'race')))?.games).toBe(1);
    expect(h.log.errors).toEqual([]);
  });
});

describe('a timelapse that cannot be made in time', () => {
  let h: Harness;

  beforeAll(async () => {
    // Each board takes 40 ms to draw and the budget is 10 ms: the first frame already runs out of time.
    const slow: BoardRenderer = async (view, locale) => {
      await new Promise((resolve) => setTimeout(resolve, 40));
      return barsRenderer(view, locale);
    };
    h = await Harness.start({ renderers: { race: slow }, timelapse: encodeAnimation, timelapseBudgetMs: 10 });
  });
  afterAll(async () => h?.close());

  it('is skipped with a note after the final message, which keeps its scores', async () => {
    const ann = await h.user('Ann');
    const ben = await h.user('Ben');
    const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '5' });
    await h.raceAdd(game, ann, 3);
    await h.raceAdd(game, ben, 1);
    await h.raceAdd(game, ann, 3);
    const final = await h.finalMessage(game.id, game.channelId, ann);
    expect(final.content).toContain('Winner: Ann');
    const note = await h.control.waitFor(
      async () => (await h.control.messages(game.channelId, ann.id)).find((m) => m.content.startsWith('No timelapse')) ?? null,
      { description: 'timelapse note', timeoutMs: 15_000 },
    );
    expect(note.content).toBe(`No timelapse of test.race #${game.id}: it could not be made in time.`);
    expect(note.attachments).toEqual([]);
    expect((await h.control.messages(game.channelId, ann.id)).some((m) => m.attachments.some((a) => a.filename.endsWith('.gif')))).toBe(false);
    expect(h.log.errors).toEqual([]);
  });
});
