import { randomBytes } from 'node:crypto';
import type { AnyEngine, GameOptions, Locale, OptionSpec, Seat, Text } from '../../engine/types';
import { replay } from '../../engine/driver';
import { createRng, shuffle } from '../../engine/rng';
import { soleMovePath, walkPath } from './choice-path';
import { stampDecisions } from './decisions';
import { engineVersionOf } from './engine-version';
import type { GameRecord, LapsedVote, MoveRecord, SeatOrder, SeatRecord } from '../store/records';
import type { TimeLimit } from '../store/seat-records';
import { stepBackRefusal, undoPointAt, undoPointsBefore, withUndoPoint } from './undo-points';

/**
 * Game record transitions, free of Discord: open a lobby, start, apply a move, undo. Each returns a new record
 * (the caller persists it); the engine does the rules.
 */

function newRecordId(): string {
  // 8 characters of [a-z0-9]: short enough to type into /status, wide enough not to collide in one bot.
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(8), (byte) => alphabet[byte % alphabet.length]).join('');
}

export interface LobbyInput {
  engine: AnyEngine;
  options: GameOptions;
  seatOrder: SeatOrder;
  /** The time per decision (none when left out). */
  timeLimit?: TimeLimit;
  locale: Locale;
  host: SeatRecord;
  guildId: string | null;
  channelId: string;
  /** The bot's clock now (ctx.clock; the system clock when left out): lobbies expire by it. */
  now?: number;
}

export function openLobby(input: LobbyInput): GameRecord {
  const now = new Date(input.now ?? Date.now()).toISOString();
  return {
    id: newRecordId(),
    gameId: input.engine.id,
    options: input.options,
    seatOrder: input.seatOrder,
    locale: input.locale,
    hostId: input.host.userId,
    guildId: input.guildId,
    channelId: input.channelId,
    threadId: null,
    messageId: null,
    publishedVersion: 0,
    seats: [input.host],
    seed: randomBytes(12).toString('base64url'),
    moves: [],
    snapshot: null,
    version: 0,
    status: 'lobby',
    scoreHistory: [],
    undo: null,
    abandon: null,
    createdAt: now,
    updatedAt: now,
    ...(input.timeLimit ? { timeLimit: input.timeLimit } : {}),
  };
}

/** The options that apply at this seat count: given values where they apply, defaults for the rest. */
export function effectiveOptions(specs: readonly OptionSpec[], chosen: GameOptions, seats: number): GameOptions {
  const out: GameOptions = {};
  for (const spec of specs) {
    const applies = !spec.seats || spec.seats.includes(seats);
    out[spec.id] = applies && spec.id in chosen ? chosen[spec.id] : spec.default;
  }
  return out;
}

/** Seats the players (shuffled by the game's seed when the lobby chose random order) and sets the game up. */
export function startGame(engine: AnyEngine, lobby: GameRecord): GameRecord {
  const seats = [...lobby.seats];
  if (lobby.seatOrder === 'random') shuffle(createRng(`${lobby.seed}/seats`), seats);
  const options = effectiveOptions(engine.options, lobby.options, seats.length);
  const snapshot = engine.setup(options, seats.length, lobby.seed);
  const record: GameRecord = { ...lobby, seats, options, snapshot, status: 'running', version: lobby.version + 1, engineVersion: engineVersionOf(engine) };
  record.decisions = { version: record.version, since: seats.map(() => record.version) };
  record.scoreHistory = [scorePoint(engine, snapshot)];
  return record;
}

function scorePoint(engine: AnyEngine, state: unknown): { round: number; points: number[] } {
  const lines = engine.scores(state);
  const points: number[] = [];
  for (const line of lines) points[line.seat] = line.preview;
  return { round: engine.progress(state).round, points };
}

/**
 * Applies one move (throws the engine's RuleError when illegal) and returns the next record: move logged with its
 * public texts, snapshot replaced, version bumped, score history extended, finished games marked. Pending votes
 * lapse because they were asked about an older position. Exactly one move: automatic follow-ups are
 * settleAutomatic's job, so a log can be replayed line by line through here.
 */
export function applyMove(engine: AnyEngine, record: GameRecord, seat: Seat, move: unknown): GameRecord {
  return appendMove(engine, record, seat, move, false);
}

function appendMove(engine: AnyEngine, record: GameRecord, seat: Seat, move: unknown, auto: boolean): GameRecord {
  const before = record.snapshot;
  const after = engine.apply(before, seat, move);
  const entry: MoveRecord = {
    seat,
    move,
    at: new Date().toISOString(),
    log: [engine.describe(before, seat, move), ...engine.events(after)],
    revealed: engine.revealsHidden(before, seat, move),
  };
  if (auto) entry.auto = true;
  const next: GameRecord = {
    ...record,
    snapshot: after,
    moves: [...record.moves, entry],
    version: record.version + 1,
    status: engine.finished(after) ? 'finished' : 'running',
    scoreHistory: [...record.scoreHistory, scorePoint(engine, after)],
    ...lapseVotes(record),
  };
  // A move a player chose is where undo steps back to: keep the position it was made in. Nothing before a move that
  // revealed something can be taken back (canUndo), so such a move drops every kept position.
  if (entry.revealed) next.undoPoints = [];
  else if (!auto) next.undoPoints = withUndoPoint(record);
  next.decisions = { version: next.version, since: stampDecisions(engine, record, next, seat) };
  return next;
}

/**
 * More automatic moves in a row than any rule needs (Terra Mystica: one power offer per neighbour of one build):
 * beyond this the engine keeps deciding by itself, which is a bug, not a position to wait out.
 */
export const MAX_AUTOMATIC_MOVES = 64;

/**
 * Applies the moves the engine decides by itself (engine.automatic), one after another, each logged as its own
 * automatic move, until none is left. Call it after a player's move, after the start, and once after replaying an
 * imported log; the caller saves the result together with the move that set them off.
 */
export function settleAutomatic(engine: AnyEngine, record: GameRecord): GameRecord {
  if (!engine.automatic) return record;
  let next = record;
  for (let count = 0; next.status === 'running'; count++) {
    const decided = engine.automatic(next.snapshot);
    if (!decided) return next;
    if (count === MAX_AUTOMATIC_MOVES) throw new Error(`${engine.id} #${record.id}: still automatic moves after ${MAX_AUTOMATIC_MOVES}`);
    next = appendMove(engine, next, decided.seat, decided.move, true);
  }
  return next;
}

/**
 * After a seat's click: while the same seat's next decision is no decision at all (every step to a move a sole
 * step, nothing to confirm, nothing risky: "Which figure rages?" with one figure), its move is made at once, logged
 * as an automatic move of that seat, with the automatic moves it sets off. The click that led here decided it; an
 * undo takes it back together with that click's move.
 */
export function settleForced(engine: AnyEngine, record: GameRecord, seat: Seat): GameRecord {
  let next = record;
  for (let count = 0; next.status === 'running' && engine.awaiting(next.snapshot).includes(seat); count++) {
    const root = walkPath(engine, next.snapshot, seat, []);
    if (!root.ok || !('prompt' in root)) return next;
    const sole = soleMovePath(engine, next.snapshot, seat, [], root);
    if (!sole) return next;
    if (count === MAX_AUTOMATIC_MOVES) throw new Error(`${engine.id} #${record.id}: still forced moves after ${MAX_AUTOMATIC_MOVES}`);
    next = settleAutomatic(engine, appendMove(engine, next, seat, sole.move, true));
  }
  return next;
}

/** Index of the last move a player chose (not an automatic one), or -1. */
function lastPlayerMoveIndex(record: GameRecord): number {
  // A computer's answer goes back with the human move before it (else the computer would just play it again).
  return record.moves.findLastIndex((entry) => entry.auto !== true && entry.computer !== true);
}

/** The last move a player chose: the one /undo takes back (with the automatic moves that followed it). */
export function lastPlayerMove(record: GameRecord): MoveRecord | undefined {
  const index = lastPlayerMoveIndex(record);
  return index === -1 ? undefined : record.moves[index];
}

export type UndoCheck = 'ok' | 'none' | 'hidden';

export function canUndo(record: GameRecord): UndoCheck {
  const index = lastPlayerMoveIndex(record);
  if (record.status !== 'running' || index === -1) return 'none';
  return record.moves.slice(index).some((entry) => entry.revealed) ? 'hidden' : 'ok';
}

/** How many moves stay when the last player's move is taken back (with the automatic moves it set off). */
function movesKeptByUndo(record: GameRecord): number {
  const index = lastPlayerMoveIndex(record);
  return index === -1 ? record.moves.length : index;
}

/** Why /undo cannot step back now though the move may be taken back (no saved position, and replay is refused), or null. */
export function undoRefusal(engine: AnyEngine, record: GameRecord): Text | null {
  return stepBackRefusal(engine, record, movesKeptByUndo(record));
}

/**
 * Takes back the last player's move together with the automatic moves it set off: back to the position saved
 * before it (undo-points.ts), or — in a record without it — by replaying the log without them. `decided`: the vote
 * whose result this undo is (it does not lapse).
 */
export function undoLast(engine: AnyEngine, record: GameRecord, decided?: LapsedVote['topic']): GameRecord {
  const kept = movesKeptByUndo(record);
  // Another engine version may replay the moves into a different position: never diverge silently.
  const refusal = stepBackRefusal(engine, record, kept);
  if (refusal) throw new Error(`#${record.id}: saved by engine version ${record.engineVersion ?? 1}, cannot be replayed by ${engineVersionOf(engine)}`);
  const moves = record.moves.slice(0, kept);
  const saved = undoPointAt(record, kept);
  const snapshot = saved ? saved.snapshot : replay(engine, record.options, record.seats.length, record.seed, moves);
  return {
    ...record,
    moves,
    snapshot,
    version: record.version + 1,
    scoreHistory: record.scoreHistory.slice(0, record.scoreHistory.length - (record.moves.length - kept)),
    ...lapseVotes(record, decided),
    undoPoints: undoPointsBefore(record, kept),
  };
}

/**
 * Closes the open votes of a record that is changing: they were asked about the position before the change. Each
 * open vote (but the one whose result this change is, `decided`) is added to the votes to mark as outlived when the
 * change is shown (vote-lapse.ts).
 */
export function lapseVotes(record: GameRecord, decided?: LapsedVote['topic']): Pick<GameRecord, 'undo' | 'abandon' | 'lapsedVotes'> {
  const open = (['undo', 'abandon'] as const).flatMap((topic) => {
    const vote = record[topic];
    return vote && topic !== decided ? [{ topic, version: vote.version }] : [];
  });
  const lapsed = [...(record.lapsedVotes ?? []), ...open];
  return lapsed.length > 0 ? { undo: null, abandon: null, lapsedVotes: lapsed } : { undo: null, abandon: null };
}

export function seatOf(record: GameRecord, userId: string): Seat | null {
  const seat = record.seats.findIndex((s) => s.userId === userId);
  return seat === -1 ? null : seat;
}

/**
 * Points of every seat at the end of each round 1, 2, … (row = round, column = seat), for the final chart; a
 * round 0 (an opening phase before the first round, as City of Rome's draft) is left out so row n is round n+1.
 */
export function historyByRound(record: GameRecord): number[][] {
  const lastOfRound = new Map<number, number[]>();
  for (const point of record.scoreHistory) if (point.round >= 1) lastOfRound.set(point.round, point.points);
  return [...lastOfRound.values()].map((points) => record.seats.map((_, seat) => points[seat] ?? 0));
}
