import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { tally } from './fixtures/tally-engine';
import { add, advance, DAY, HOUR } from './absent-helpers';
import { Harness, refusalOf, stubRenderer } from './harness';

/** /away pauses a member's clocks (at most 14 days a game), the board and the others are told, a server may turn it off. */
describe('/away: a holiday without losing the game', () => {
  let h: Harness;
  let ann: UserInfo, ben: UserInfo, mod: UserInfo;

  beforeAll(async () => {
    h = await Harness.start({ engines: { tally }, renderers: { tally: stubRenderer } });
    ann = await h.user('Ann');
    ben = await h.user('Ben');
    mod = await h.user('Mod', { admin: true });
  });
  afterAll(async () => h?.close());

  const halfReminders = async () => (await h.control.dms(ben.id)).filter((m) => m.content.startsWith('⏳ Half of your time')).length;

  it('stops the clock while away, shows the return on the board, tells the others, and counts 14 days a game', async () => {
    const game = await h.startGame(ann, [ben], { game: 'tally', seating: 'joined', time: '1d' });
    await add(h, game, ann);
    const start = (await h.record(game.id)).clocks?.find((clock) => clock.seat === 1);
    expect(start).toBeDefined();

    const asked = h.bot.ctx.clock.now();
    const away = await h.command(ben, 'away', { days: 3 });
    const record = await h.record(game.id);
    const from = Date.parse(record.away?.[0]?.from ?? '');
    expect(from - asked).toBeGreaterThanOrEqual(0);
    expect(from - asked).toBeLessThan(5_000);
    expect(record.away).toEqual([{ userId: ben.id, from: new Date(from).toISOString(), until: new Date(from + 3 * DAY).toISOString() }]);
    const until = Math.floor((from + 3 * DAY) / 1000);
    expect(away.message?.content).toBe(`test.tally #${game.id}: your clock stands still until <t:${until}:R> (11 days 0 h away left in this game).`);
    // The others are told in the game's channel, and the board names the return instead of a running clock.
    const note = await h.control.waitFor(async () => (await h.control.messages(game.channelId, ann.id)).find((m) => m.content.startsWith('Ben is away')) ?? null, { description: 'away note' });
    expect(note.content).toBe(`Ben is away; their clock stands still until <t:${until}:R>.`);
    const board = await h.control.waitFor(async () => {
      const shown = await h.boardOf(game.id, game.channelId, ann);
      return shown.content.includes(`Ben — away, back <t:${until}:R>`) ? shown : null;
    }, { description: 'board with the return' });
    expect(board.content).not.toContain('left');

    // Two days away: no reminder, no time-out (a day's limit would have run out twice).
    const before = await halfReminders();
    await advance(h, 2 * DAY);
    expect(await halfReminders()).toBe(before);
    expect((await h.record(game.id)).timeouts ?? []).toEqual([]);

    // Back early: the clock runs again from where it stood, and the unused day returns to the budget.
    const back = await h.command(ben, 'away', { days: 0 });
    expect(back.message?.content).toBe(`test.tally #${game.id}: you are back; your clock runs again.`);
    await advance(h, 11 * HOUR);
    expect(await halfReminders()).toBe(before);
    await advance(h, HOUR + 60_000);
    expect(await halfReminders()).toBe(before + 1);

    // 12 of the 14 days are left: a request for 14 gets 12.
    const again = await h.command(ben, 'away', { days: 14 });
    const spell = (await h.record(game.id)).away?.at(-1);
    // What is left of 14 days after the first spell (2 days and the few real milliseconds the test took meanwhile).
    const length = Date.parse(spell?.until ?? '') - Date.parse(spell?.from ?? '');
    expect(length).toBeLessThanOrEqual(12 * DAY);
    expect(length).toBeGreaterThan(12 * DAY - 60_000);
    expect(again.message?.content).toBe(`test.tally #${game.id}: your clock stands still until <t:${Math.floor(Date.parse(spell?.until ?? '') / 1000)}:R> (under 1 min away left in this game).`);
    await advance(h, 12 * DAY);
    const spent = await h.command(ben, 'away', { days: 1 });
    expect(spent.message?.content).toBe(`test.tally #${game.id}: your 14 days away in this game are used up.`);
  });

  it('a server may turn /away off (Manage Server only); a member without games is told so', async () => {
    const nothing = await h.command(mod, 'away', { days: 2 });
    expect(nothing.message?.content).toBe('You play no running game on this server.');
    expect(refusalOf(await h.command(ann, 'settings', { away: false }))).toBe('Only members who may manage the server change this.');
    const off = await h.command(mod, 'settings', { away: false });
    expect(off.message?.content).toBe('/away is now turned off on this server; times away already begun run to their end.');
    expect(refusalOf(await h.command(ben, 'away', { days: 2 }))).toBe('This server has turned /away off (for example for a tournament).');
    await h.command(mod, 'settings', { away: true });
    expect(refusalOf(await h.command(mod, 'away', { days: 2 }))).toBe('');
  });
});
