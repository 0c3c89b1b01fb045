import type { AnyEngine, Seat } from '../../engine/types';
import { engineFor, type BotContext } from '../kernel/context';
import { sendPings } from './notifier';
import { boardUrl, type GameRecord } from '../store/records';
import { queueShow } from '../show/show-queue';
import { isPending, rememberTurnDms, saveTurnDms, settleTurnDms, turnDms, type PendingPing } from './turn-dms';

/**
 * Turn pings with a grace period: the seats newly awaited are pinged only once they have been awaited for
 * ctx.turnPingGraceMs. A player at the table who moves within it gets no DM at all — no message to send, and none to
 * edit "answered" afterwards (two Discord calls saved per move that hands the turn on); the board message says whose
 * turn it is all along. The held pings are kept with the turn DMs in the store (turn-dms.ts), so a restart loses none:
 * a timer sends them when due, and the sweep (sweeper.ts) sends whatever a stopped process left due.
 */

/**
 * Tells the given seats it is their turn — at once when there is no grace period, else once it has passed and they are
 * still awaited; `link` leads to the board. The DMs of the seats' previous decisions are settled first (`answeredDm`:
 * see settleTurnDms). Never throws: a ping must not undo a move.
 */
export async function pingSeats(ctx: BotContext, engine: AnyEngine, record: GameRecord, seats: readonly Seat[], link: string | null, answeredDm?: string): Promise<void> {
  await settleTurnDms(ctx, engine, record, seats, answeredDm);
  // A computer seat has nobody to tell.
  const people = seats.filter((seat) => record.seats[seat] && !record.seats[seat].computer);
  if (ctx.turnPingGraceMs <= 0 || people.length === 0) return sendPings(ctx, engine, record, people, link);
  const due = ctx.clock.now() + ctx.turnPingGraceMs;
  const held = new Map<Seat, PendingPing>(people.map((seat) => [seat, { pending: true, due, url: link }]));
  // Not remembered, the ping could never go out later: it goes out now instead.
  if (!(await rememberTurnDms(ctx, record.id, held))) return sendPings(ctx, engine, record, people, link);
  wakeAt(ctx, record.id, due);
}

/**
 * Sends the game's held pings that are due to the seats still awaited, and drops those of seats that answered
 * meanwhile. Runs in the game's show queue (queueShow), so it never interleaves with a showing's own turn DMs.
 */
async function sendDuePings(ctx: BotContext, gameId: string): Promise<void> {
  const dms = await turnDms(ctx, gameId);
  const held = Object.entries(dms).flatMap(([seat, entry]) => (isPending(entry) ? [{ seat: Number(seat), entry }] : []));
  if (held.length === 0) return;
  const record = await ctx.store.game(gameId);
  const engine = record ? engineFor(ctx, record.gameId) : undefined;
  if (!record || !engine) return;
  const now = ctx.clock.now();
  const awaited = record.status === 'running' ? engine.awaiting(record.snapshot) : [];
  const due: Seat[] = [];
  let url: string | null = null;
  let later = Infinity;
  let changed = false;
  for (const { seat, entry } of held) {
    const still = awaited.includes(seat);
    if (still && entry.due > now) {
      later = Math.min(later, entry.due);
      continue;
    }
    if (still) {
      due.push(seat);
      url ??= entry.url;
    }
    delete dms[String(seat)];
    changed = true;
  }
  if (later !== Infinity) wakeAt(ctx, gameId, later);
  if (!changed) return;
  // Forgotten before sending, so a DM that falls back to a channel mention is not held again.
  await saveTurnDms(ctx, gameId, dms);
  // The board may have been posted anew since the ping was held: the link goes to the current one.
  if (due.length > 0) await sendPings(ctx, engine, record, due, boardUrl(record) ?? url);
}

/** Sends the due held pings of every unfinished game: after a restart, or when the clock jumped forward. */
export async function sweepTurnPings(ctx: BotContext): Promise<void> {
  // Side by side: each waits in its own game's show queue, and one game's long showing (a timelapse) holds up no other.
  const ids = await ctx.store.activeGames();
  await Promise.all(ids.map((id) => queueShow(ctx, id, `turn pings of #${id}`, () => sendDuePings(ctx, id))));
}

interface Wakes {
  timers: Map<string, { at: number; timer: NodeJS.Timeout }>;
  stopped: boolean;
}

const wakesOf = new WeakMap<BotContext, Wakes>();

function wakes(ctx: BotContext): Wakes {
  let found = wakesOf.get(ctx);
  if (!found) {
    found = { timers: new Map(), stopped: false };
    wakesOf.set(ctx, found);
  }
  return found;
}

/** Looks at the game's held pings at `at` (one timer per game, the earliest asked for). */
function wakeAt(ctx: BotContext, gameId: string, at: number): void {
  const state = wakes(ctx);
  const set = state.timers.get(gameId);
  if (state.stopped || (set && set.at <= at)) return;
  if (set) clearTimeout(set.timer);
  const timer = setTimeout(() => {
    state.timers.delete(gameId);
    void queueShow(ctx, gameId, `turn pings of #${gameId}`, () => sendDuePings(ctx, gameId));
  }, Math.max(0, at - ctx.clock.now()));
  // The held pings are in the store: a timer never keeps a stopping process alive.
  timer.unref();
  state.timers.set(gameId, { at, timer });
}

/** Stops the timers of held pings (the bot is stopping): the pings stay in the store for the next start. */
export function stopTurnPingTimers(ctx: BotContext): void {
  const state = wakes(ctx);
  state.stopped = true;
  for (const { timer } of state.timers.values()) clearTimeout(timer);
  state.timers.clear();
}
