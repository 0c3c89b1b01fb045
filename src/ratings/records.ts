import type { Text } from '../engine/types';

/**
 * The stored records of ratings and player histories. Kept small so /leaderboard and /profile read one or two
 * records whatever the number of finished games:
 *
 *   result:<game record id>        the final standing of one rated game (also marks it as rated)
 *   ratings:<guild>:<game id>      one per server and game: every player's rating, games and wins
 *   history:<guild>:<user id>      one per server and player: totals per game and the last games
 */

/** Whose rating an entry is: a Discord user id, or `computer:<level>` for a computer seat (each level its own entry). */
export type RatingKey = string;

export const COMPUTER_PREFIX = 'computer:';

export function isComputerKey(key: RatingKey): boolean {
  return key.startsWith(COMPUTER_PREFIX);
}

/** One seat's place in a finished game. Ranks are 1-based; equal ranks are ties (a shared win has several 1s). */
export interface SeatResult {
  key: RatingKey;
  name: string;
  rank: number;
  points: number;
  won: boolean;
  /** Left the game (dropped or resigned): ranked last, after every seat that stayed. */
  dropped: boolean;
  /** The faction or realm the seat played, where the game has one. */
  identity: Text | null;
}

/** The final standing of one finished game, taken from its record when it ended (no replay needed later). */
export interface GameResult {
  recordId: string;
  gameId: string;
  guildId: string;
  finishedAt: string;
  /** A link to the final message, when it was posted. */
  messageUrl: string | null;
  seats: SeatResult[];
}

export interface PlayerRating {
  name: string;
  mu: number;
  sigma: number;
  games: number;
  wins: number;
  lastAt: string;
}

/** Every rated player of one game on one server. */
export interface RatingBoard {
  guildId: string;
  gameId: string;
  games: number;
  players: Record<RatingKey, PlayerRating>;
}

/** One game in a player's history, with the displayed rating after it and the change it made. */
export interface HistoryEntry {
  recordId: string;
  gameId: string;
  finishedAt: string;
  rank: number;
  seats: number;
  points: number;
  won: boolean;
  rating: number;
  change: number;
  messageUrl: string | null;
}

export interface GameTotals {
  played: number;
  won: number;
  /** How often the player played each identity (faction, realm), by its text's key. */
  identities: Record<string, { text: Text; count: number }>;
}

/** A player's record on one server. */
export interface PlayerHistory {
  key: RatingKey;
  name: string;
  byGame: Record<string, GameTotals>;
  /** The newest games first, at most HISTORY_KEPT. */
  recent: HistoryEntry[];
}

/** How many games a history keeps in full (the profile shows five; the trend reads a few more). */
export const HISTORY_KEPT = 20;

export const resultKey = (recordId: string) => `result:${recordId}`;
export const boardKey = (guildId: string, gameId: string) => `ratings:${guildId}:${gameId}`;
export const historyKey = (guildId: string, key: RatingKey) => `history:${guildId}:${key}`;
