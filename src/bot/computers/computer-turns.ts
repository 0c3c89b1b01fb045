/**
 * Computer seats at play: whenever a game shows a new version (publish, refreshBoard) or the bot starts, the
 * computer seats it awaits move. The search runs on a worker thread outside the game's lock, from the state of one
 * version; under the lock the version is checked again (a human's click may have won), the move is applied like any
 * move (logged, automatic follow-ups, saved) and the next computer seat thinks. A chain of computer moves ends with
 * one board and the pings of the humans then newly awaited.
 */
import type { Level } from '../../ai/levels';
import type { ThinkAnswer, ThinkJob } from '../../ai/think';
import type { AnyEngine, Seat } from '../../engine/types';
import { engineFor, type BotContext } from '../kernel/context';
import { walkPath } from '../game/choice-path';
import { isComputerSeat } from './computer-seats';
import { newlyAwaited } from '../game/awaited-seats';
import type { GameRecord } from '../store/records';
import { VersionConflictError } from '../store/sql/errors';
import { applyMove, settleAutomatic } from '../game/session';
import { publish } from '../show/publisher';
import { queueShow } from '../show/show-queue';

export type { Thinker } from '../kernel/context';

interface Runs {
  /** Games whose computer seats are playing now. */
  running: Set<string>;
  /** Games that showed a new version while their computers played: looked at again afterwards. */
  again: Set<string>;
  jobs: Set<Promise<void>>;
}

const runsOf = new WeakMap<BotContext, Runs>();

function runs(ctx: BotContext): Runs {
  let found = runsOf.get(ctx);
  if (!found) {
    found = { running: new Set(), again: new Set(), jobs: new Set() };
    runsOf.set(ctx, found);
  }
  return found;
}

/** The first computer seat the game awaits now, or null. */
export function awaitedComputer(ctx: BotContext, record: GameRecord): { seat: Seat; level: Level } | null {
  const engine = engineFor(ctx, record.gameId);
  if (!engine || record.status !== 'running') return null;
  for (const seat of engine.awaiting(record.snapshot)) {
    const held = record.seats[seat];
    if (held?.computer) return { seat, level: held.computer };
  }
  return null;
}

/** Whether only computer seats are awaited and can think now: the board waits for the end of their moves. */
export function computersMoveNext(ctx: BotContext, engine: AnyEngine, record: GameRecord): boolean {
  if (!ctx.thinker || record.status !== 'running') return false;
  const awaited = engine.awaiting(record.snapshot);
  return awaited.length > 0 && awaited.every((seat) => record.seats[seat]?.computer !== undefined);
}

/**
 * Shows a game's new version and pings the seats (publisher.ts `publish`). Passed in rather than imported: publishing
 * is what schedules the computers in the first place.
 */
export type ShowVersion = (ctx: BotContext, engine: AnyEngine, record: GameRecord, ping: readonly Seat[]) => Promise<GameRecord>;

/**
 * Lets the game's awaited computer seats move, in the background (the caller may hold the game's lock). Safe to call
 * at any time and often: one run per game at a time, and a call during a run makes the run look again at its end.
 */
export function scheduleComputers(ctx: BotContext, record: GameRecord, show: ShowVersion): void {
  if (!ctx.thinker || record.status !== 'running' || !record.seats.some(isComputerSeat)) return;
  const state = runs(ctx);
  if (state.running.has(record.id)) {
    state.again.add(record.id);
    return;
  }
  if (!awaitedComputer(ctx, record)) return;
  state.running.add(record.id);
  const job = (async () => {
    try {
      do {
        state.again.delete(record.id);
        await playComputers(ctx, record.id, show);
      } while (state.again.has(record.id));
    } catch (error) {
      ctx.log.error(`game #${record.id}: a computer seat could not move`, error);
    } finally {
      state.running.delete(record.id);
    }
  })();
  state.jobs.add(job);
  void job.finally(() => state.jobs.delete(job));
}

/** Resolves when no computer seat is thinking or moving (tests; stopping the bot). */
export async function computersIdle(ctx: BotContext): Promise<void> {
  const state = runs(ctx);
  while (state.jobs.size > 0) await Promise.allSettled([...state.jobs]);
}

/** Plays the awaited computer seats one move after another, then shows the result once. */
async function playComputers(ctx: BotContext, id: string, show: ShowVersion): Promise<void> {
  let awaitedBefore: Seat[] | null = null;
  let last: GameRecord | null = null;
  for (;;) {
    const record = await ctx.store.game(id);
    const engine = record ? engineFor(ctx, record.gameId) : undefined;
    if (!record || !engine) return;
    const turn = awaitedComputer(ctx, record);
    if (!turn) break;
    const answer = await ctx.thinker!.think({
      gameId: record.gameId,
      state: record.snapshot,
      seat: turn.seat,
      level: turn.level,
      seed: `${record.seed}/${record.version}/${turn.seat}`,
    });
    // Detached: the run was started from inside some handler's lock, but it is nobody's part (it must wait its turn).
    const applied = await ctx.locks.run(id, async () => {
      const current = await ctx.store.game(id);
      // A human's move, a vote or a seat change came first: think again about the new version.
      if (!current || current.version !== record.version) return 'changed' as const;
      const walk = walkPath(engine, current.snapshot, turn.seat, answer.path);
      if (!walk.ok || !('move' in walk)) throw new Error(`computer seat ${turn.seat} answered a path that is no move: [${answer.path.join(',')}]`);
      const moved = applyMove(engine, current, turn.seat, walk.move);
      const marked = { ...moved, moves: moved.moves.map((entry, index) => (index === current.moves.length ? { ...entry, computer: true } : entry)) };
      const next = settleAutomatic(engine, marked);
      try {
        await ctx.store.saveGame(next, current.version);
      } catch (error) {
        // Another process changed the game between this read and the save: nothing was written; think again.
        if (error instanceof VersionConflictError) return 'changed' as const;
        throw error;
      }
      awaitedBefore ??= engine.awaiting(current.snapshot);
      return next;
    }, { detached: true });
    if (applied !== 'changed') last = applied;
  }
  if (!last || awaitedBefore === null) return;
  const before: Seat[] = awaitedBefore;
  // Checked under the lock, shown outside it in version order (show-queue.ts), as a click's move.
  const shown = await ctx.locks.run(id, async () => {
    const current = await ctx.store.game(id);
    const engine = current ? engineFor(ctx, current.gameId) : undefined;
    // Shown by whoever changed it since (their publish shows it); the last version is ours to show.
    if (!current || !engine || current.publishedVersion === current.version) return null;
    const after = current.status === 'running' ? engine.awaiting(current.snapshot) : [];
    // Wrapped: returned bare, the lock's job would wait for the showing, which takes the lock to record the board.
    return { shown: queueShow(ctx, id, `board of #${id} after computer moves`, () => show(ctx, engine, current, newlyAwaited(before, after))) };
  }, { detached: true });
  await shown?.shown;
}

/** Lets the game's awaited computer seats move, showing their moves through the show wing's publish. */
export function keepComputersMoving(ctx: BotContext, record: GameRecord): void {
  scheduleComputers(ctx, record, publish);
}
