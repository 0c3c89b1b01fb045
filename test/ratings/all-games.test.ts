import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/bot/store/records';
import { roundStarts } from '../../src/bot/history/replay';
import { framePlan, MAX_FRAMES } from '../../src/bot/history/timelapse';
import { playout, replay } from '../../src/engine/driver';
import { engines } from '../../src/games';
import { emptyBoard, rateResult } from '../../src/ratings/rating';
import { gameResult, isRated } from '../../src/ratings/standing';

/** A finished 3-player game of each engine (seeded random playout) as the bot would have stored it. */
function finishedRecord(gameId: string): GameRecord {
  const engine = engines[gameId];
  const { final, moves } = playout(engine, {}, 3, `after-${gameId}`);
  return {
    id: 'abcd1234',
    gameId,
    options: {},
    seatOrder: 'joined',
    locale: 'en',
    hostId: 'u0',
    guildId: 'G',
    channelId: 'C',
    threadId: null,
    messageId: 'M',
    publishedVersion: moves.length,
    seats: ['Ann', 'Ben', 'Cid'].map((name, i) => ({ userId: `u${i}`, name })),
    seed: `after-${gameId}`,
    moves: moves.map((m, i) => ({ ...m, at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(), log: [], revealed: false })),
    snapshot: final,
    version: moves.length,
    status: 'finished',
    scoreHistory: [],
    undo: null,
    abandon: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

describe.each(['city-of-rome', 'helios', 'pandoria', 'terra-mystica'])('%s after the game', (gameId) => {
  const engine = engines[gameId];
  const record = finishedRecord(gameId);

  it('rates the game from its final state: winners first, the others by points', () => {
    const result = gameResult(engine, record);
    expect(isRated(result)).toBe(true);
    const winners = engine.winners(record.snapshot);
    for (const seat of result.seats) {
      const index = result.seats.indexOf(seat);
      expect(seat.rank === 1).toBe(winners.includes(index));
      for (const other of result.seats) if (!seat.won && !other.won && other.points > seat.points) expect(other.rank).toBeLessThan(seat.rank);
    }
    const { board } = rateResult(emptyBoard('G', gameId), result);
    expect(Object.keys(board.players)).toEqual(['u0', 'u1', 'u2']);
    // Factions and realms are named where the game has them.
    const identities = result.seats.map((seat) => seat.identity?.key.split('.').slice(0, 2).join('.') ?? null);
    const expected = { 'terra-mystica': 'tm.faction', pandoria: 'pan.realm' }[gameId] ?? null;
    expect(identities).toEqual([expected, expected, expected]);
  });

  it('replays to the final public view, with a frame plan and round select within the limits', () => {
    const final = replay(engine, record.options, 3, record.seed, record.moves);
    expect(engine.view(final, null)).toEqual(engine.view(record.snapshot, null));
    let state = engine.setup(record.options, 3, record.seed);
    const rounds = [engine.progress(state).round];
    for (const entry of record.moves) {
      state = engine.apply(state, entry.seat, entry.move);
      rounds.push(engine.progress(state).round);
    }
    const plan = framePlan(rounds);
    expect(plan.moves[0]).toBe(0);
    expect(plan.moves.at(-1)).toBe(record.moves.length);
    expect(plan.moves.length).toBeGreaterThanOrEqual(3);
    expect(plan.moves.length).toBeLessThanOrEqual(MAX_FRAMES);
    const starts = roundStarts(rounds);
    expect(starts[0]).toEqual({ round: rounds[0], moves: 0 });
    expect(starts.length).toBeLessThanOrEqual(25);
  });
});
