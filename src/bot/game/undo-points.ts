import type { AnyEngine, Text } from '../../engine/types';
import { logReplayRefusal } from './engine-version';
import type { GameRecord, UndoPoint } from '../store/records';

/**
 * Undo steps back to saved positions instead of replaying the log with today's rules (issue 16): before every move a
 * player (or a computer seat) chose, the record keeps the position it was made in. Only the newest UNDO_DEPTH are
 * kept — each is a whole state (a few KB), and a game has up to ~1,000 moves — which covers any run of undo votes
 * that happens in practice. Older positions (and records saved before undo points existed) are rebuilt by replay,
 * which only the engine version the game started with may do.
 */
export const UNDO_DEPTH = 12;

/** The record's undo points with the current position added: call before applying a move a player chose. */
export function withUndoPoint(record: GameRecord): UndoPoint[] {
  const points = (record.undoPoints ?? []).filter((point) => point.moves < record.moves.length);
  return [...points, { moves: record.moves.length, snapshot: record.snapshot }].slice(-UNDO_DEPTH);
}

/** The saved position after `moves` moves, if the record still keeps it. */
export function undoPointAt(record: GameRecord, moves: number): UndoPoint | undefined {
  return record.undoPoints?.find((point) => point.moves === moves);
}

/** The undo points that stay valid once the record is cut back to `moves` moves (that position is current again). */
export function undoPointsBefore(record: GameRecord, moves: number): UndoPoint[] {
  return (record.undoPoints ?? []).filter((point) => point.moves < moves);
}

/**
 * Why stepping back to `moves` moves is not possible, or null when it is: a saved position always is; without one the
 * log is replayed, which logReplayRefusal allows only for the engine version the game started with.
 */
export function stepBackRefusal(engine: AnyEngine, record: GameRecord, moves: number): Text | null {
  return undoPointAt(record, moves) ? null : logReplayRefusal(engine, record);
}
