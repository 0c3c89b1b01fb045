import { messageLink } from 'discord.js';
import type { Level } from '../../ai/levels';
import type { GameOptions, Locale, Seat, Text } from '../../engine/types';
import type { SeatLife } from './seat-records';

export type GameStatus = 'lobby' | 'running' | 'finished' | 'abandoned';
export type SeatOrder = 'random' | 'joined';

export interface SeatRecord {
  userId: string;
  name: string;
  /** A computer seat plays at this level (src/ai); its userId is `computer:<level>` (the ratings' key). */
  computer?: Level;
}

/** One applied move: who, what, when, its public log lines, and whether it showed something hidden (no undo). */
export interface MoveRecord {
  seat: Seat;
  move: unknown;
  at: string;
  log: Text[];
  revealed: boolean;
  /** Decided by the rules or the seat's own settings (engine.automatic), not chosen by a click. */
  auto?: boolean;
  /** Chosen by a computer seat (an /undo takes it back together with the human move before it). */
  computer?: boolean;
}

/**
 * A lobby opened from an uploaded log (imported-game.ts): the log's seats, who claimed which, and the moves that
 * rebuild the game when it starts. Dropped from the record at the start.
 */
export interface ImportedLobby {
  /** The log's file name and who uploaded it (the host, who need not play), shown in the lobby. */
  filename: string;
  hostName: string;
  /** One label per seat, e.g. its faction. */
  labels: Text[];
  /** The player who took each seat, or null while it is free. */
  claims: (SeatRecord | null)[];
  moves: { seat: Seat; move: unknown }[];
}

/** Points per seat after a move, with the round it was in (for the chart in the final message). */
export interface ScorePoint {
  round: number;
  points: number[];
}

/** A saved position to step back to (undo-points.ts): the state after the first `moves` moves of the record. */
export interface UndoPoint {
  moves: number;
  snapshot: unknown;
}

/** A pending vote (undo or abandon): who agreed, and for which version of the game it was asked. */
export interface Vote {
  version: number;
  agreed: string[];
}

/** A vote a change outlived: its question and the version it was asked about (both in its buttons' ids). */
export interface LapsedVote {
  topic: 'undo' | 'abandon';
  version: number;
}

/**
 * Everything about one game. The state is `snapshot`, the result of applying `moves` from (gameId, options, seat
 * count, seed) with the engine versions that made them; `version` counts every change to it and is in every custom_id.
 */
export interface GameRecord extends SeatLife {
  id: string;
  gameId: string;
  options: GameOptions;
  seatOrder: SeatOrder;
  /** Language of the public messages (the guild's). */
  locale: Locale;
  hostId: string;
  guildId: string | null;
  /** The channel where /newgame ran (lobby message there). */
  channelId: string;
  /** The game's own thread, or null when it plays in the channel. */
  threadId: string | null;
  /** The newest public board message (the only one with components). */
  messageId: string | null;
  /** The version that the newest board message shows; behind `version` after a crash until re-posted. */
  publishedVersion: number;
  /** How many moves had been played when the newest board message was posted (quiet moves edit it in place). */
  boardMoves?: number;
  seats: SeatRecord[];
  seed: string;
  moves: MoveRecord[];
  snapshot: unknown;
  version: number;
  status: GameStatus;
  scoreHistory: ScorePoint[];
  undo: Vote | null;
  abandon: Vote | null;
  /**
   * Votes that a change outlived (a move, an undo, a seat change while they were open), until the change is shown:
   * the showing says so on their messages and removes their buttons (vote-lapse.ts). Absent when there are none.
   */
  lapsedVotes?: LapsedVote[];
  createdAt: string;
  updatedAt: string;
  /**
   * Per seat: the version since which that seat's decision is unchanged (decisions.ts); a click of an older version
   * still counts for that seat from there on. Stamped for `version` only: a change that did not stamp it (an undo)
   * leaves it behind, and then only the current version counts.
   */
  decisions?: { version: number; since: number[] };
  /** Only in the lobby of a game continued from an uploaded log. */
  imported?: ImportedLobby;
  /** The lobby's message (edited to "expired" when the lobby lapses); absent in records from before it was kept. */
  lobbyMessageId?: string;
  /** The engine's `engineVersion` when the game started (absent: version 1); see engine-version.ts. */
  engineVersion?: number;
  /**
   * The positions before the newest moves players chose, oldest first (undo-points.ts): undo returns to one of them
   * instead of replaying the log, so a later rules change never alters a running game's past. Absent in older records.
   */
  undoPoints?: UndoPoint[];
}

export interface UserPrefs {
  /** DM turn pings (default on). */
  notify: boolean;
  /** The language of the user's Discord client when they last opened or joined a game: their DMs use it. */
  locale?: Locale;
  /** When a DM last failed with 50007: no new attempt for a while (each 403 counts against the invalid-request limit). */
  dmClosedAt?: string;
  /** Gentle daily reminders in games without a time limit (default on; /notify reminders:off). */
  reminders?: boolean;
}

/** Where a game's public messages go: its thread, else its channel. */
export function gameChannelId(record: GameRecord): string {
  return record.threadId ?? record.channelId;
}

/** The jump link of the game's current board message, or null before one is recorded. */
export function boardUrl(record: GameRecord): string | null {
  return record.messageId ? messageLink(gameChannelId(record), record.messageId, record.guildId ?? '@me') : null;
}
