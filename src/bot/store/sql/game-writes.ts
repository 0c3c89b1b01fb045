import type { Kysely, Transaction } from 'kysely';
import type { GameRecord } from '../records';
import { fromRows, gameRow, keyOfMove, membersOf, moveRow, positionsOf, scoreRow, seatRow, statusIsActive, textOf, toRows, voteRows, type GameRows } from './rows';
import type { Database, GamesTable } from './schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** A game as read: the record, and its stored rows to compare a change with. */
export interface StoredGame {
  record: GameRecord;
  row: GamesTable;
  members: string[];
  /** The stored positions' text by move count. */
  positions: Map<number, string>;
}

/** Rows per insert statement: well under both backends' limits on bound parameters. */
const CHUNK = 200;

async function insertChunked<T extends keyof Database>(db: Executor, table: T, rows: readonly Database[T][]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    // Kysely cannot tie a generic table name to its row type; every caller passes rows of `table`.
    await db.insertInto(table).values(rows.slice(start, start + CHUNK) as never).execute();
  }
}

/** Reads every row of a game (inside the caller's transaction, so the parts agree). */
export async function readGame(db: Executor, id: string): Promise<StoredGame | undefined> {
  const row = await db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [seats, members, moves, scores, positions, votes] = await Promise.all([
    db.selectFrom('seats').selectAll().where('game_id', '=', id).orderBy('seat').execute(),
    db.selectFrom('game_members').select('user_id').where('game_id', '=', id).orderBy('user_id').execute(),
    db.selectFrom('moves').selectAll().where('game_id', '=', id).orderBy('n').execute(),
    db.selectFrom('score_points').selectAll().where('game_id', '=', id).orderBy('n').execute(),
    db.selectFrom('positions').selectAll().where('game_id', '=', id).orderBy('moves').execute(),
    db.selectFrom('votes').selectAll().where('game_id', '=', id).orderBy('topic').execute(),
  ]);
  return {
    record: fromRows({ game: row, seats, moves, scores, positions, votes }),
    row,
    members: members.map((m) => m.user_id),
    positions: new Map(positions.map((p) => [p.moves, p.snapshot])),
  };
}

/** Writes a new game's rows. */
export async function insertGame(db: Executor, record: GameRecord, now: string): Promise<void> {
  const rows: GameRows = toRows(record, now);
  await db.insertInto('games').values({ ...rows.game, revision: 1 }).execute();
  await insertChunked(db, 'seats', rows.seats);
  await insertChunked(db, 'game_members', rows.members.map((user_id) => ({ game_id: record.id, user_id })));
  await insertChunked(db, 'moves', rows.moves);
  await insertChunked(db, 'score_points', rows.scores);
  await insertChunked(db, 'positions', rows.positions);
  await insertChunked(db, 'votes', rows.votes);
}

/** The first index where two lists differ by `key` (same object: same content), or the shorter length. */
function firstDifference<T>(before: readonly T[], after: readonly T[], key: (item: T, index: number) => string): number {
  const common = Math.min(before.length, after.length);
  for (let i = 0; i < common; i++) {
    if (before[i] !== after[i] && key(before[i], i) !== key(after[i], i)) return i;
  }
  return common;
}

/**
 * Writes what `next` changed of the stored game, nothing else: the games row's changed columns, moves and score points
 * from the first that differs (a move is never rewritten: only an undo deletes the ones it takes back), changed seats,
 * members, undo points and votes. A game that stops being active drops its stashed ids and timers.
 */
export async function writeChanges(db: Executor, stored: StoredGame, next: GameRecord, now: string): Promise<void> {
  const id = stored.record.id;
  const before = stored.record;
  const { positions, current } = positionsOf(next);
  const row = gameRow(next, stored.row.ended_at ?? now, current);
  const changed: Partial<GamesTable> = {};
  for (const [column, value] of Object.entries(row) as [keyof GamesTable, GamesTable[keyof GamesTable]][]) {
    if (stored.row[column] !== value) (changed as Record<string, unknown>)[column] = value;
  }
  if (Object.keys(changed).length > 0) await db.updateTable('games').set(changed).where('id', '=', id).execute();

  const seatsFrom = firstDifference(before.seats, next.seats, (seat, i) => JSON.stringify(seatRow(id, i, seat)));
  if (seatsFrom < before.seats.length) await db.deleteFrom('seats').where('game_id', '=', id).where('seat', '>=', seatsFrom).execute();
  await insertChunked(db, 'seats', next.seats.slice(seatsFrom).map((seat, i) => seatRow(id, seatsFrom + i, seat)));

  const members = membersOf(next);
  const gone = stored.members.filter((user) => !members.includes(user));
  const added = members.filter((user) => !stored.members.includes(user));
  if (gone.length > 0) await db.deleteFrom('game_members').where('game_id', '=', id).where('user_id', 'in', gone).execute();
  await insertChunked(db, 'game_members', added.map((user_id) => ({ game_id: id, user_id })));

  const movesFrom = firstDifference(before.moves, next.moves, (move, n) => keyOfMove(id, n, move));
  if (movesFrom < before.moves.length) await db.deleteFrom('moves').where('game_id', '=', id).where('n', '>=', movesFrom).execute();
  await insertChunked(db, 'moves', next.moves.slice(movesFrom).map((move, i) => moveRow(id, movesFrom + i, move)));

  const scoresFrom = firstDifference(before.scoreHistory, next.scoreHistory, (point) => `${point.round}:${textOf(point.points)}`);
  if (scoresFrom < before.scoreHistory.length) await db.deleteFrom('score_points').where('game_id', '=', id).where('n', '>=', scoresFrom).execute();
  await insertChunked(db, 'score_points', next.scoreHistory.slice(scoresFrom).map((point, i) => scoreRow(id, scoresFrom + i, point)));

  // A position is written once: the one a move was made in stays as its undo point, only a new one is inserted.
  const stale = [...stored.positions].filter(([moves, text]) => positions.get(moves) !== text).map(([moves]) => moves);
  if (stale.length > 0) await db.deleteFrom('positions').where('game_id', '=', id).where('moves', 'in', stale).execute();
  const fresh = [...positions].filter(([moves, text]) => stored.positions.get(moves) !== text);
  await insertChunked(db, 'positions', fresh.map(([moves, snapshot]) => ({ game_id: id, moves, snapshot })));

  const votesBefore = voteRows(id, before);
  const votesAfter = voteRows(id, next);
  const same = (a: (typeof votesAfter)[number]) => votesBefore.some((b) => JSON.stringify(a) === JSON.stringify(b));
  if (votesBefore.length !== votesAfter.length || !votesAfter.every(same)) {
    await db.deleteFrom('votes').where('game_id', '=', id).execute();
    await insertChunked(db, 'votes', votesAfter);
  }

  if (statusIsActive(before.status) && !statusIsActive(next.status)) {
    await db.deleteFrom('stashes').where('game_id', '=', id).execute();
    await db.deleteFrom('due_times').where('game_id', '=', id).execute();
  }
}
