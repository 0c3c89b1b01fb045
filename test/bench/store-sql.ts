/**
 * What the store reads and writes for one move of a long game, today's keyv store against the SQL store. A seeded
 * 4-seat Terra Mystica game (198 moves with these seeds) is played move by move; each move goes to the store as the bot stores it — the click's
 * change (load, apply, save) and the showing's (load, note the new board message, save) — and the moves MEASURED_FROM
 * to MEASURED_TO (the last 50: a record of about 100 KB) are counted:
 *   store.<kind>.reads_per_move / writes_per_move: store calls (keyv) or SQL statements (SQL) per move;
 *   store.<kind>.kb_written_per_move: the bytes handed to the database per move (keyv: the serialized values; SQL:
 *   the bound parameters of INSERT, UPDATE and DELETE statements);
 *   store.<kind>.cpu_ms_per_move: this process's CPU time per move spent in the store (engine work excluded);
 *   store.record_kb: the GameRecord's JSON size at MEASURED_TO.
 * Kinds: keyv (src/bot/store.ts, sqlite file), sql-adapter (SqlRecordStore.game/saveGame: today's bot code on the
 * tables) and sql-update (SqlStore.update, the one primitive). Both SQL kinds on a SQLite file; Postgres runs the
 * same statements.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KeyvStoreAdapter } from 'keyv';
import type { LogEvent } from 'kysely';
import type { GameRecord } from '../../src/bot/store/records';
import { applyMove, openLobby, startGame } from '../../src/bot/game/session';
import { openSqliteAdapter, Store } from '../../src/bot/store/store';
import { SqlRecordStore } from '../../src/bot/store/sql/record-store';
import { SqlStore } from '../../src/bot/store/sql/sql-store';
import { chooseMove, randomChooser } from '../../src/engine/driver';
import { createRng, nextInt } from '../../src/engine/rng';
import type { AnyEngine, Seat } from '../../src/engine/types';
import { engines } from '../../src/games';
import { cpuClock, round, type Metric } from './metric';

export const MEASURED_FROM = 148;
export const MEASURED_TO = 198;

/** Store traffic added up while a counter is on. */
export interface Traffic {
  reads: number;
  writes: number;
  bytesWritten: number;
}

const sizeOf = (value: unknown): number => (typeof value === 'string' ? Buffer.byteLength(value) : value === null || value === undefined ? 0 : typeof value === 'number' ? 8 : Buffer.byteLength(JSON.stringify(value)));

/** Counts a keyv adapter's reads and writes, and the bytes of the serialized values written. */
function countingAdapter(inner: KeyvStoreAdapter, traffic: Traffic, on: () => boolean): KeyvStoreAdapter {
  return new Proxy(inner, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      return (...args: unknown[]) => {
        if (on() && (property === 'get' || property === 'getMany' || property === 'has')) traffic.reads++;
        if (on() && (property === 'set' || property === 'delete')) {
          traffic.writes++;
          traffic.bytesWritten += Buffer.byteLength(String(args[0])) + sizeOf(args[1]);
        }
        return method.apply(target, args);
      };
    },
  });
}

/** Counts SQL statements (SELECT: reads; INSERT, UPDATE, DELETE: writes) and the bytes of the writes' parameters. */
export function countingLog(traffic: Traffic, on: () => boolean): (event: LogEvent) => void {
  return (event) => {
    if (!on() || event.level !== 'query') return;
    const verb = event.query.sql.trimStart().slice(0, 6).toLowerCase();
    if (verb === 'select') traffic.reads++;
    else if (verb === 'insert' || verb === 'update' || verb === 'delete') {
      traffic.writes++;
      for (const parameter of event.query.parameters) traffic.bytesWritten += sizeOf(parameter);
    }
  };
}

/** The bot's two store round trips for one move: the click's change, then the showing's note of the new board. */
interface MoveSink {
  create(record: GameRecord): Promise<void>;
  move(id: string, seat: Seat, move: unknown, board: string): Promise<GameRecord>;
  close(): Promise<void>;
}

function recordSink(store: { game(id: string): Promise<GameRecord | undefined>; saveGame(record: GameRecord, expected?: number): Promise<void> }, engine: AnyEngine, withVersion: boolean, close: () => Promise<void>): MoveSink {
  return {
    create: (record) => store.saveGame(record),
    async move(id, seat, move, board) {
      const record = (await store.game(id)) as GameRecord;
      const next = applyMove(engine, record, seat, move);
      await store.saveGame(next, withVersion ? record.version : undefined);
      const shown = (await store.game(id)) as GameRecord;
      const noted = { ...shown, messageId: board, publishedVersion: shown.version, boardMoves: shown.moves.length };
      await store.saveGame(noted, withVersion ? shown.version : undefined);
      return noted;
    },
    close,
  };
}

function updateSink(store: SqlStore, engine: AnyEngine): MoveSink {
  return {
    create: (record) => store.create(record),
    async move(id, seat, move, board) {
      const version = (await store.db.selectFrom('games').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version;
      const next = await store.update(id, version, (game) => applyMove(engine, game, seat, move));
      return store.update(id, next.version, (game) => ({ ...game, messageId: board, publishedVersion: game.version, boardMoves: game.moves.length }));
    },
    close: () => store.close(),
  };
}

export interface TrafficFigures extends Traffic {
  moves: number;
  cpuMs: number;
  recordBytes: number;
}

/** Plays the seeded game into one kind of store and counts the traffic of moves [from, to). */
export async function storeTraffic(kind: 'keyv' | 'sql-adapter' | 'sql-update', from = MEASURED_FROM, to = MEASURED_TO, gameId = 'terra-mystica'): Promise<TrafficFigures> {
  const engine = engines[gameId];
  const dir = mkdtempSync(join(tmpdir(), 'tafelrunde-bench-store-'));
  const traffic: Traffic = { reads: 0, writes: 0, bytesWritten: 0 };
  let counting = false;
  const on = () => counting;
  let sink: MoveSink;
  if (kind === 'keyv') {
    const store = await Store.withAdapter(countingAdapter(await openSqliteAdapter(join(dir, 'keyv.sqlite')), traffic, on));
    sink = recordSink(store, engine, false, () => store.close());
  } else {
    const sql = await SqlStore.open({ path: join(dir, 'store.db'), log: countingLog(traffic, on) });
    sink = kind === 'sql-update' ? updateSink(sql, engine) : recordSink(SqlRecordStore.over(sql), engine, true, () => sql.close());
  }
  try {
    const players = ['Ada', 'Bo', 'Cem', 'Dana'].map((name, i) => ({ userId: `u${i}`, name }));
    const lobby = openLobby({ engine, options: {}, seatOrder: 'joined', locale: 'en', host: players[0], guildId: 'g', channelId: 'c', now: Date.UTC(2026, 0, 1) });
    lobby.id = 'benchtm1';
    lobby.seed = 'bench-store';
    let record = startGame(engine, { ...lobby, seats: players });
    await sink.create(record);
    const chooser = randomChooser('bench-store/chooser');
    const order = createRng('bench-store/order');
    let cpuMs = 0;
    for (let n = 0; n < to && record.status === 'running'; n++) {
      const awaited = engine.awaiting(record.snapshot);
      const seat = awaited[nextInt(order, awaited.length)];
      const { move } = chooseMove(engine, record.snapshot, seat, chooser);
      counting = n >= from;
      const started = cpuClock();
      record = await sink.move(record.id, seat, move, `m${n}`);
      // The engine's own work in the move (apply, describe, scores) is the same for every store: taken out again.
      if (counting) cpuMs += cpuClock() - started - engineCpu(engine, seat, move, record);
      counting = false;
    }
    return { ...traffic, moves: Math.max(0, Math.min(to, record.moves.length) - from), cpuMs, recordBytes: Buffer.byteLength(JSON.stringify(record)) };
  } finally {
    await sink.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The CPU time of the engine part of one move (applyMove's work), measured again on the position before it. */
function engineCpu(engine: AnyEngine, seat: Seat, move: unknown, after: GameRecord): number {
  const before = after.undoPoints?.find((point) => point.moves === after.moves.length - 1)?.snapshot;
  if (before === undefined) return 0;
  const started = cpuClock();
  applyMove(engine, { ...after, snapshot: before, moves: after.moves.slice(0, -1), scoreHistory: after.scoreHistory.slice(0, -1) }, seat, move);
  return cpuClock() - started;
}

export async function bench(): Promise<Metric[]> {
  const metrics: Metric[] = [];
  let recordKb = 0;
  for (const kind of ['keyv', 'sql-adapter', 'sql-update'] as const) {
    const figures = await storeTraffic(kind);
    const per = (value: number) => value / figures.moves;
    metrics.push(
      { metric: `store.${kind}.reads_per_move`, value: round(per(figures.reads), 1), unit: 'calls' },
      { metric: `store.${kind}.writes_per_move`, value: round(per(figures.writes), 1), unit: 'calls' },
      { metric: `store.${kind}.kb_written_per_move`, value: round(per(figures.bytesWritten) / 1024, 1), unit: 'KB' },
      { metric: `store.${kind}.cpu_ms_per_move`, value: round(per(figures.cpuMs), 2), unit: 'ms' },
    );
    recordKb = figures.recordBytes / 1024;
  }
  metrics.push({ metric: 'store.record_kb', value: round(recordKb, 1), unit: 'KB' });
  return metrics;
}
