import type { AnyEngine } from '../engine/types';
import { Locks } from '../bot/base/locks';
import type { GameRecord } from '../bot/store/records';
import type { GameStore } from '../bot/store/game-store';
import { addToHistory, emptyBoard, rateResult, type RatingChange } from './rating';
import { boardKey, historyKey, isComputerKey, resultKey, type GameResult, type PlayerHistory, type RatingBoard } from './records';
import { gameResult, isRated } from './standing';

/** One writer per server at a time: a game's rating and its players' histories change together. */
const serverLocks = new Locks();

/**
 * Rates a game that just finished: stores its result, updates the server's rating board of that game and the
 * histories of its human players. Does nothing for a game already rated (a re-posted final message), an unrated one
 * (fewer than two human players, or outside a server) or an unfinished one. Answers the changes, or null.
 */
export async function rateFinishedGame(store: GameStore, engine: AnyEngine, record: GameRecord): Promise<RatingChange[] | null> {
  if (record.status !== 'finished') return null;
  const result = gameResult(engine, record);
  if (!isRated(result)) return null;
  return serverLocks.run(result.guildId, async () => {
    if (await store.data(resultKey(record.id))) return null;
    const board = (await store.data<RatingBoard>(boardKey(result.guildId, result.gameId))) ?? emptyBoard(result.guildId, result.gameId);
    const rated = rateResult(board, result);
    const histories = await Promise.all(result.seats.map((seat) => (isComputerKey(seat.key) ? Promise.resolve(undefined) : store.data<PlayerHistory>(historyKey(result.guildId, seat.key)))));
    await store.setData(resultKey(record.id), result);
    await store.setData(boardKey(result.guildId, result.gameId), rated.board);
    for (const [index, seat] of result.seats.entries()) {
      if (isComputerKey(seat.key)) continue;
      await store.setData(historyKey(result.guildId, seat.key), addToHistory(histories[index], result, index, rated.changes[index]));
    }
    return rated.changes;
  });
}

export interface RebuildSummary {
  finished: number;
  rated: number;
  /** Games that could not be rated, with the reason (shown by the script). */
  skipped: string[];
  boards: number;
  players: number;
}

/** Results in the order they were played (by finishing time, then record id for a stable order). */
function chronological(results: GameResult[]): GameResult[] {
  return [...results].sort((a, b) => a.finishedAt.localeCompare(b.finishedAt) || a.recordId.localeCompare(b.recordId));
}

/**
 * Ratings and histories from all results, folded in memory: one pass, each record built once.
 */
export function rateAll(results: readonly GameResult[]): { boards: Map<string, RatingBoard>; histories: Map<string, PlayerHistory> } {
  const boards = new Map<string, RatingBoard>();
  const histories = new Map<string, PlayerHistory>();
  for (const result of chronological(results.filter(isRated))) {
    const key = boardKey(result.guildId, result.gameId);
    const rated = rateResult(boards.get(key) ?? emptyBoard(result.guildId, result.gameId), result);
    boards.set(key, rated.board);
    result.seats.forEach((seat, index) => {
      if (isComputerKey(seat.key)) return;
      const hKey = historyKey(result.guildId, seat.key);
      histories.set(hKey, addToHistory(histories.get(hKey), result, index, rated.changes[index]));
    });
  }
  return { boards, histories };
}

/** A finished game's result read from its final snapshot, or why it cannot be. */
function resultFromSnapshot(record: GameRecord, engines: Record<string, AnyEngine>): GameResult | string {
  const engine = Object.hasOwn(engines, record.gameId) ? engines[record.gameId] : undefined;
  if (!engine) return `no engine "${record.gameId}"`;
  try {
    return gameResult(engine, record);
  } catch (error) {
    return `its final state cannot be read by the ${record.gameId} engine (${error instanceof Error ? error.message : String(error)})`;
  }
}

/**
 * Recomputes every rating and history from the stored finished games (npm run ratings:rebuild). The store is the
 * source of truth: a game's standing is its stored result, taken from the record's final state when the game
 * ended; a finished game without one (it ended before ratings existed) gets it from its final snapshot now. Engines
 * carry no version yet, and no game is replayed: the final snapshot already holds the scores. A game whose engine is
 * gone or whose snapshot its engine cannot read is skipped with a note. Records of players or boards no longer backed
 * by any game are removed.
 */
export async function rebuildRatings(store: GameStore, engines: Record<string, AnyEngine>): Promise<RebuildSummary> {
  // One pass over the store, keeping only small results (a record with its moves and snapshot is dropped once read).
  const stored = new Map<string, GameResult>();
  const fromSnapshot = new Map<string, GameResult | string>();
  const stale = new Set<string>();
  for await (const [key, value] of store.entries()) {
    if (key.startsWith('game:')) {
      const record = value as GameRecord;
      if (record.status === 'finished') fromSnapshot.set(record.id, resultFromSnapshot(record, engines));
    } else if (key.startsWith('result:')) stored.set(key.slice('result:'.length), value as GameResult);
    else if (key.startsWith('ratings:') || key.startsWith('history:')) stale.add(key);
  }
  const results: GameResult[] = [];
  const skipped: string[] = [];
  for (const [id, computed] of fromSnapshot) {
    const kept = stored.get(id);
    if (kept) results.push(kept);
    else if (typeof computed === 'string') skipped.push(`#${id}: ${computed}`);
    else if (isRated(computed)) {
      results.push(computed);
      await store.setData(resultKey(id), computed);
    }
  }
  const { boards, histories } = rateAll(results);
  for (const [key, board] of boards) {
    await store.setData(key, board);
    stale.delete(key);
  }
  for (const [key, history] of histories) {
    await store.setData(key, history);
    stale.delete(key);
  }
  for (const key of stale) await store.deleteData(key);
  return { finished: fromSnapshot.size, rated: results.filter(isRated).length, skipped, boards: boards.size, players: histories.size };
}
