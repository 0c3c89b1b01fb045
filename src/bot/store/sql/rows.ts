import type { Level } from '../../../ai/levels';
import type { GameOptions, Locale } from '../../../engine/types';
import type { GameRecord, GameStatus, ImportedLobby, LapsedVote, MoveRecord, ScorePoint, SeatOrder, SeatRecord, UndoPoint, Vote } from '../records';
import type { SeatLife, TimeLimit } from '../seat-records';
import type { GamesTable, MovesTable, PositionsTable, ScorePointsTable, SeatsTable, VotesTable } from './schema';

/** A game's rows as stored (the games row without its write counter, which only the store sets). */
export interface GameRows {
  game: Omit<GamesTable, 'revision'>;
  seats: SeatsTable[];
  members: string[];
  moves: MovesTable[];
  scores: ScorePointsTable[];
  positions: PositionsTable[];
  votes: VotesTable[];
}

/** The SeatLife lists kept together in games.seat_life (the scalars timeLimit and seatNonce have columns). */
const SEAT_LIFE_LISTS = ['clocks', 'timeouts', 'seatOffers', 'seatGifts', 'seatChanges'] as const;

/** Every GameRecord field that has a column or a table; any other field goes to games.extra as it is. */
const MAPPED = new Set<string>([
  'id', 'gameId', 'options', 'seatOrder', 'locale', 'hostId', 'guildId', 'channelId', 'threadId', 'messageId', 'publishedVersion',
  'boardMoves', 'seats', 'seed', 'moves', 'snapshot', 'version', 'status', 'scoreHistory', 'undo', 'abandon', 'lapsedVotes',
  'createdAt', 'updatedAt', 'decisions', 'imported', 'lobbyMessageId', 'engineVersion', 'undoPoints', 'timeLimit', 'seatNonce',
  ...SEAT_LIFE_LISTS,
]);

/**
 * The stored text of values read from the database, by object: a value the caller did not replace (the same move,
 * the same snapshot) is compared by this text instead of being serialized again, and so is never rewritten.
 */
const storedText = new WeakMap<object, string>();

function remember<T>(value: T, text: string): T {
  if (typeof value === 'object' && value !== null) storedText.set(value, text);
  return value;
}

/** JSON of a value, or the text it was read from when it came from the database unchanged. */
export function textOf(value: unknown): string {
  if (typeof value === 'object' && value !== null) {
    const known = storedText.get(value);
    if (known !== undefined) return known;
  }
  return JSON.stringify(value ?? null);
}

function parse<T>(text: string): T {
  return remember(JSON.parse(text) as T, text);
}

const flag = (value: boolean | undefined): number | null => (value === undefined ? null : value ? 1 : 0);
const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

export function statusIsActive(status: string): boolean {
  return status === 'lobby' || status === 'running';
}

/** Who belongs to a game: host, seated players, and the claimants of an imported lobby's seats. */
export function membersOf(record: GameRecord): string[] {
  const claims = record.imported?.claims.flatMap((claim) => (claim ? [claim.userId] : [])) ?? [];
  return [...new Set([record.hostId, ...record.seats.map((seat) => seat.userId), ...claims])];
}

/**
 * The positions a record keeps, by move count, as stored text: its undo points and its current position (unless an
 * undo point holds another position at the current count: then the current one goes to games.snapshot).
 */
export function positionsOf(record: GameRecord): { positions: Map<number, string>; current: string | null } {
  const positions = new Map<number, string>();
  for (const point of record.undoPoints ?? []) positions.set(point.moves, textOf(point.snapshot));
  const text = textOf(record.snapshot);
  const there = positions.get(record.moves.length);
  if (there !== undefined && there !== text) return { positions, current: text };
  positions.set(record.moves.length, text);
  return { positions, current: null };
}

/** The games row of a record; `endedAt` is when it stopped being active (kept from the stored row once set). */
export function gameRow(record: GameRecord, endedAt: string | null, current: string | null): Omit<GamesTable, 'revision'> {
  const life: Record<string, unknown> = {};
  for (const key of SEAT_LIFE_LISTS) if (record[key] !== undefined) life[key] = record[key];
  const extra: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) if (!MAPPED.has(key) && value !== undefined) extra[key] = value;
  return {
    id: record.id,
    game: record.gameId,
    status: record.status,
    version: record.version,
    seat_order: record.seatOrder,
    locale: record.locale,
    host_id: record.hostId,
    guild_id: record.guildId,
    channel_id: record.channelId,
    thread_id: record.threadId,
    message_id: record.messageId,
    published_version: record.publishedVersion,
    board_moves: record.boardMoves ?? null,
    lobby_message_id: record.lobbyMessageId ?? null,
    seed: record.seed,
    engine_version: record.engineVersion ?? null,
    options: JSON.stringify(record.options),
    snapshot: current,
    move_count: record.moves.length,
    undo_points: record.undoPoints === undefined ? null : JSON.stringify(record.undoPoints.map((point) => point.moves)),
    time_limit: record.timeLimit ?? null,
    seat_nonce: record.seatNonce ?? null,
    seat_life: Object.keys(life).length > 0 ? JSON.stringify(life) : null,
    decisions: json(record.decisions),
    lapsed_votes: json(record.lapsedVotes),
    imported: json(record.imported),
    extra: Object.keys(extra).length > 0 ? JSON.stringify(extra) : null,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
    ended_at: statusIsActive(record.status) ? null : endedAt,
  };
}

export function seatRow(gameId: string, seat: number, record: SeatRecord): SeatsTable {
  return { game_id: gameId, seat, user_id: record.userId, name: record.name, computer: record.computer ?? null };
}

export function moveRow(gameId: string, n: number, move: MoveRecord): MovesTable {
  return {
    game_id: gameId,
    n,
    seat: move.seat,
    move: JSON.stringify(move.move ?? null),
    at: move.at,
    log: JSON.stringify(move.log),
    revealed: move.revealed ? 1 : 0,
    auto: flag(move.auto),
    computer: flag(move.computer),
  };
}

/** What identifies a stored move's content: equal keys, equal moves. */
export function moveKey(row: Pick<MovesTable, 'seat' | 'move' | 'at' | 'log' | 'revealed' | 'auto' | 'computer'>): string {
  return JSON.stringify([row.seat, row.at, row.revealed, row.auto, row.computer, row.move, row.log]);
}

/** The key of a move of a record: from the text it was read with when unchanged, else from its new row. */
export function keyOfMove(gameId: string, n: number, move: MoveRecord): string {
  return storedText.get(move) ?? moveKey(moveRow(gameId, n, move));
}

export function scoreRow(gameId: string, n: number, point: ScorePoint): ScorePointsTable {
  return { game_id: gameId, n, round: point.round, points: textOf(point.points) };
}


export function voteRows(gameId: string, record: Pick<GameRecord, 'undo' | 'abandon'>): VotesTable[] {
  const rows: VotesTable[] = [];
  for (const topic of ['undo', 'abandon'] as const) {
    const vote = record[topic];
    if (vote) rows.push({ game_id: gameId, topic, version: vote.version, agreed: JSON.stringify(vote.agreed) });
  }
  return rows;
}

export function toRows(record: GameRecord, endedAt: string | null): GameRows {
  const { positions, current } = positionsOf(record);
  return {
    game: gameRow(record, endedAt, current),
    seats: record.seats.map((seat, index) => seatRow(record.id, index, seat)),
    members: membersOf(record),
    moves: record.moves.map((move, n) => moveRow(record.id, n, move)),
    scores: record.scoreHistory.map((point, n) => scoreRow(record.id, n, point)),
    positions: [...positions].map(([moves, snapshot]) => ({ game_id: record.id, moves, snapshot })),
    votes: voteRows(record.id, record),
  };
}

function moveOf(row: MovesTable): MoveRecord {
  const move: MoveRecord = { seat: row.seat, move: JSON.parse(row.move) as unknown, at: row.at, log: JSON.parse(row.log) as MoveRecord['log'], revealed: row.revealed === 1 };
  if (row.auto !== null) move.auto = row.auto === 1;
  if (row.computer !== null) move.computer = row.computer === 1;
  return remember(move, moveKey(row));
}

function voteOf(rows: readonly VotesTable[], topic: 'undo' | 'abandon'): Vote | null {
  const row = rows.find((vote) => vote.topic === topic);
  return row ? { version: row.version, agreed: JSON.parse(row.agreed) as string[] } : null;
}

/** The GameRecord of stored rows (rows in key order): field for field the record that was saved. */
export function fromRows(rows: Omit<GameRows, 'members'>): GameRecord {
  const g = rows.game;
  const positions = new Map<number, unknown>();
  const position = (moves: number): unknown => {
    if (!positions.has(moves)) {
      const row = rows.positions.find((p) => p.moves === moves);
      if (!row) throw new Error(`game ${g.id}: no stored position after ${moves} moves`);
      positions.set(moves, parse<unknown>(row.snapshot));
    }
    return positions.get(moves);
  };
  const record: GameRecord = {
    ...(g.extra ? (JSON.parse(g.extra) as object) : {}),
    id: g.id,
    gameId: g.game,
    options: JSON.parse(g.options) as GameOptions,
    seatOrder: g.seat_order as SeatOrder,
    locale: g.locale as Locale,
    hostId: g.host_id,
    guildId: g.guild_id,
    channelId: g.channel_id,
    threadId: g.thread_id,
    messageId: g.message_id,
    publishedVersion: g.published_version,
    seats: rows.seats.map((seat) => ({ userId: seat.user_id, name: seat.name, ...(seat.computer !== null ? { computer: seat.computer as Level } : {}) })),
    seed: g.seed,
    moves: rows.moves.map(moveOf),
    snapshot: g.snapshot !== null ? parse<unknown>(g.snapshot) : position(g.move_count),
    version: g.version,
    status: g.status as GameStatus,
    scoreHistory: rows.scores.map((row) => ({ round: row.round, points: parse<number[]>(row.points) })),
    undo: voteOf(rows.votes, 'undo'),
    abandon: voteOf(rows.votes, 'abandon'),
    createdAt: g.created_at,
    updatedAt: g.updated_at,
  };
  if (g.board_moves !== null) record.boardMoves = g.board_moves;
  if (g.lobby_message_id !== null) record.lobbyMessageId = g.lobby_message_id;
  if (g.engine_version !== null) record.engineVersion = g.engine_version;
  if (g.time_limit !== null) record.timeLimit = g.time_limit as TimeLimit;
  if (g.seat_nonce !== null) record.seatNonce = g.seat_nonce;
  if (g.seat_life !== null) Object.assign(record, JSON.parse(g.seat_life) as Partial<SeatLife>);
  if (g.decisions !== null) record.decisions = JSON.parse(g.decisions) as GameRecord['decisions'];
  if (g.lapsed_votes !== null) record.lapsedVotes = JSON.parse(g.lapsed_votes) as LapsedVote[];
  if (g.imported !== null) record.imported = JSON.parse(g.imported) as ImportedLobby;
  if (g.undo_points !== null) record.undoPoints = (JSON.parse(g.undo_points) as number[]).map((moves): UndoPoint => ({ moves, snapshot: position(moves) }));
  return record;
}
