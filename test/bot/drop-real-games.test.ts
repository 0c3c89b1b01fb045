/**
 * A 3-player game of each real game in which one player goes silent, is reminded, and is dropped by the others' vote;
 * a second player then resigns with /leave, so fewer than two seats are left and the game reaches its final message
 * (Terra Mystica: after the last faction has played on alone, as on snellman). It deliberately fails, rather than
 * skips, for an engine without dropMove.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/emulator';
import { createRng, nextInt } from '../../src/engine/rng';
import { engines } from '../../src/games';
import { optionName } from '../../commands/newgame';
import { advance, buttonIds, buttonLabels, HOUR, messageById, messageWith } from './absent-helpers';
import { Harness, playToEnd, stubRenderer } from './harness';

const OPENING_MOVES = 6;

describe('dropping a seat in every real game, through the local Discord', () => {
  let h: Harness;
  let users: UserInfo[];

  beforeAll(async () => {
    h = await Harness.start({ engines, renderers: Object.fromEntries(Object.keys(engines).map((id) => [id, stubRenderer])) });
    users = [await h.user('Lancelot'), await h.user('Guinevere', { locale: 'de' }), await h.user('Gawain')];
  });
  afterAll(async () => h?.close());

  it.each(['city-of-rome', 'helios', 'pandoria', 'terra-mystica'])('%s: a silent player is reminded, dropped by vote, and the game ends after a second one leaves', async (id) => {
    const engine = engines[id];
    expect(typeof engine.dropMove).toBe('function');
    const game = await h.startGame(users[0], users.slice(1), { game: optionName(id), seating: 'joined', time: '12h' });
    const rng = createRng(`drop-${id}`);
    await playToEnd(h, game.id, game.channelId, users, (n) => nextInt(rng, n), 2000, OPENING_MOVES);

    const record = await h.record(game.id);
    const silent = engine.awaiting(record.snapshot)[0];
    const late = users.find((u) => u.id === record.seats[silent].userId)!;
    const others = users.filter((u) => u !== late);
    const dms = (await h.control.dms(late.id)).length;
    await advance(h, 6 * HOUR);
    // (A turn ping of the opening may still arrive meanwhile: count the reminders only.)
    expect((await h.control.dms(late.id)).slice(dms).filter((m) => m.content.startsWith('⏳ '))).toHaveLength(1);
    await advance(h, 6 * HOUR);
    const vote = await messageWith(h, game.channelId, others[0], `T:${game.id}:`);
    expect(buttonLabels(vote)[2]).toBe(`Drop ${record.seats[silent].name}`);
    for (const voter of others) await h.click(voter, vote, buttonIds(vote)[2]);
    expect((await messageById(h, game.channelId, others[0], vote.id)).components).toEqual([]);
    const dropped = await h.control.waitFor(async () => {
      const r = await h.record(game.id);
      return r.publishedVersion === r.version && engine.droppedSeats?.(r.snapshot).includes(silent) ? r : null;
    }, { description: `seat ${silent} dropped` });
    expect(dropped.moves.some((m) => m.seat === silent && !m.auto && m.move !== null)).toBe(true);
    if (dropped.status === 'running') expect(engine.awaiting(dropped.snapshot)).not.toContain(silent);

    if (dropped.status === 'running') {
      const leaver = others[1];
      const asked = (await h.command(leaver, 'leave', {}, game.channelId)).message!;
      await h.click(leaver, asked, buttonIds(asked)[0]);
      const left = await h.control.waitFor(async () => {
        const r = await h.record(game.id);
        return r.publishedVersion === r.version && (engine.droppedSeats?.(r.snapshot).length ?? 0) === 2 ? r : null;
      }, { description: 'second seat left' });
      // Terra Mystica plays on with the last faction, as the reference moderator does (RULINGS); the others end at once.
      if (id === 'terra-mystica') await playToEnd(h, game.id, game.channelId, users, (n) => nextInt(rng, n), 4000);
      else expect(left.status).toBe('finished');
    }
    const final = await h.control.waitFor(async () => {
      const r = await h.record(game.id);
      if (r.status !== 'finished' || r.publishedVersion !== r.version) return null;
      return (await h.control.messages(game.channelId, others[0].id)).find((m) => m.id === r.messageId) ?? null;
    }, { description: 'final message', timeoutMs: 30_000 });
    expect(final.content).toMatch(/\((dropped|ausgeschieden)\)/);
    expect(h.log.errors).toEqual([]);
  });
});
