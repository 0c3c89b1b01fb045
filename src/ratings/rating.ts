import { ordinal, rate, rating as newRating } from 'openskill';
import type { Text } from '../engine/types';
import { HISTORY_KEPT, type GameResult, type HistoryEntry, type PlayerHistory, type RatingBoard, type RatingKey } from './records';

/**
 * Ratings with openskill (Plackett–Luce, its default model): every seat is its own team, ranked as the game ranked
 * it (ties and shared wins are equal ranks). The displayed rating is openskill's ordinal, a conservative estimate
 * μ − 3σ, scaled to 1000 + 40·(μ − 3σ): a new player shows 1000 and it grows as the bot becomes sure of them.
 */
export const DISPLAY = { alpha: 40, target: 1000 } as const;

export function displayRating(rating: { mu: number; sigma: number }): number {
  return Math.round(ordinal(rating, DISPLAY));
}

export interface RatingChange {
  key: RatingKey;
  before: number;
  after: number;
}

export function emptyBoard(guildId: string, gameId: string): RatingBoard {
  return { guildId, gameId, games: 0, players: {} };
}

/** The board after one rated game (a new object; `board` is not changed) and each seat's displayed change. */
export function rateResult(board: RatingBoard, result: GameResult): { board: RatingBoard; changes: RatingChange[] } {
  const current = result.seats.map((seat) => board.players[seat.key] ?? { ...newRating(), name: seat.name, games: 0, wins: 0, lastAt: '' });
  const rated = rate(
    current.map((player) => [{ mu: player.mu, sigma: player.sigma }]),
    { rank: result.seats.map((seat) => seat.rank) },
  );
  const players = { ...board.players };
  const changes = result.seats.map((seat, index): RatingChange => {
    const [{ mu, sigma }] = rated[index];
    const before = current[index];
    players[seat.key] = { name: seat.name, mu, sigma, games: before.games + 1, wins: before.wins + (seat.won ? 1 : 0), lastAt: result.finishedAt };
    return { key: seat.key, before: before.games === 0 ? displayRating(newRating()) : displayRating(before), after: displayRating({ mu, sigma }) };
  });
  return { board: { ...board, games: board.games + 1, players }, changes };
}

function identityId(text: Text): string {
  return JSON.stringify(text);
}

/** A player's history after one more game (a new object), newest first and cut to HISTORY_KEPT. */
export function addToHistory(history: PlayerHistory | undefined, result: GameResult, seat: number, change: RatingChange): PlayerHistory {
  const own = result.seats[seat];
  const base: PlayerHistory = history ?? { key: own.key, name: own.name, byGame: {}, recent: [] };
  const totals = base.byGame[result.gameId] ?? { played: 0, won: 0, identities: {} };
  const identities = { ...totals.identities };
  if (own.identity) {
    const id = identityId(own.identity);
    identities[id] = { text: own.identity, count: (identities[id]?.count ?? 0) + 1 };
  }
  const entry: HistoryEntry = {
    recordId: result.recordId,
    gameId: result.gameId,
    finishedAt: result.finishedAt,
    rank: own.rank,
    seats: result.seats.length,
    points: own.points,
    won: own.won,
    rating: change.after,
    change: change.after - change.before,
    messageUrl: result.messageUrl,
  };
  return {
    key: base.key,
    name: own.name,
    byGame: { ...base.byGame, [result.gameId]: { played: totals.played + 1, won: totals.won + (own.won ? 1 : 0), identities } },
    recent: [entry, ...base.recent].slice(0, HISTORY_KEPT),
  };
}

/** The identity a player played most often in one game (the earliest met on a tie), or null. */
export function favouriteIdentity(totals: { identities: Record<string, { text: Text; count: number }> }): { text: Text; count: number } | null {
  let best: { text: Text; count: number } | null = null;
  for (const entry of Object.values(totals.identities)) if (!best || entry.count > best.count) best = entry;
  return best;
}

/** Rated players of a board, best displayed rating first (then more games, then name). */
export function standings(board: RatingBoard): { key: RatingKey; name: string; rating: number; games: number; wins: number }[] {
  return Object.entries(board.players)
    .map(([key, player]) => ({ key, name: player.name, rating: displayRating(player), games: player.games, wins: player.wins }))
    .sort((a, b) => b.rating - a.rating || b.games - a.games || a.name.localeCompare(b.name));
}
