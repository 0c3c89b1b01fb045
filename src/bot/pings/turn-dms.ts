import { Routes } from 'discord.js';
import type { AnyEngine, Seat } from '../../engine/types';
import { t, tx } from '../../i18n';
import type { BotContext } from '../kernel/context';
import type { GameRecord } from '../store/records';
import { logDiscordError } from '../kernel/replies';

/**
 * The turn DMs a game has sent and not yet settled, per seat: where each is, so that once its decision is answered
 * the DM is edited to say so and loses its link and buttons — no pile of stale pings with live links. Kept beside the
 * game record (meta `turn-dms:<game>`), so remembering a DM never writes the record or bumps its version.
 */
export interface TurnDm {
  channelId: string;
  messageId: string;
  /** The record version the DM was sent for. */
  version: number;
  /** The reader's language, for the edit. */
  locale: 'en' | 'de';
}

/**
 * A ping held back for the grace period (turn-pings.ts): sent when `due` comes while the seat is still awaited,
 * dropped without a word when the seat answers first — no DM, so none to edit afterwards.
 */
export interface PendingPing {
  pending: true;
  /** When the ping goes out (ms on the bot's clock). */
  due: number;
  /** Where the board was when the turn began (the current board's link is used when there is one by then). */
  url: string | null;
}

export type TurnDms = Record<string, TurnDm | PendingPing>;

export function isPending(entry: TurnDm | PendingPing): entry is PendingPing {
  return 'pending' in entry;
}

/** Long enough for any game between two moves; a lapsed entry only means an old DM keeps its text. */
const KEEP_MS = 60 * 24 * 60 * 60 * 1000;
/** The meta entry holding a game's turn DMs. */
export const turnDmsKey = (gameId: string) => `turn-dms:${gameId}`;

export async function turnDms(ctx: BotContext, gameId: string): Promise<TurnDms> {
  try {
    return (await ctx.store.metaValue<TurnDms>(turnDmsKey(gameId))) ?? {};
  } catch (error) {
    ctx.log.warn(`turn DMs of #${gameId} could not be read: ${String(error)}`);
    return {};
  }
}

/** Whether the save went through; a failure is logged, never thrown. */
export async function saveTurnDms(ctx: BotContext, gameId: string, dms: TurnDms): Promise<boolean> {
  try {
    if (Object.keys(dms).length === 0) await ctx.store.deleteMeta(turnDmsKey(gameId));
    else await ctx.store.setMetaValue(turnDmsKey(gameId), dms, KEEP_MS);
    return true;
  } catch (error) {
    // Only the later "answered" edit is lost (or a held ping goes out at once: turn-pings.ts); the game goes on.
    ctx.log.warn(`turn DMs of #${gameId} could not be saved: ${String(error)}`);
    return false;
  }
}

/** Remembers the DMs just sent or held back (seat → message or pending ping), replacing what those seats had. */
export async function rememberTurnDms(ctx: BotContext, gameId: string, sent: ReadonlyMap<Seat, TurnDm | PendingPing>): Promise<boolean> {
  if (sent.size === 0) return true;
  const dms = await turnDms(ctx, gameId);
  for (const [seat, dm] of sent) dms[String(seat)] = dm;
  return saveTurnDms(ctx, gameId, dms);
}

/**
 * Edits the DMs whose decision is answered — the seat is no longer awaited, or is about to get a new DM (`renewed`)
 * — to one line saying so, without link or buttons, and forgets them; a ping still held back for such a seat is
 * simply dropped (nothing was sent). The DM `answeredDm`, whose own button made the move, is only forgotten: the
 * click's answer already rewrote it to say so (turn.ts), and a second edit would change nothing the player needs.
 * Never throws: a DM edit must not undo a move.
 */
export async function settleTurnDms(ctx: BotContext, engine: AnyEngine, record: GameRecord, renewed: readonly Seat[], answeredDm?: string): Promise<void> {
  const dms = await turnDms(ctx, record.id);
  if (Object.keys(dms).length === 0) return;
  const awaited = record.status === 'running' ? engine.awaiting(record.snapshot) : [];
  let changed = false;
  for (const [seatKey, dm] of Object.entries(dms)) {
    const seat = Number(seatKey);
    if (awaited.includes(seat) && !renewed.includes(seat)) continue;
    delete dms[seatKey];
    changed = true;
    if (isPending(dm) || dm.messageId === answeredDm) continue;
    const ending = record.status === 'running' ? 'bot.ping.answered' : 'bot.ping.answeredOver';
    try {
      await ctx.client.rest.patch(Routes.channelMessage(dm.channelId, dm.messageId), {
        body: { content: t(dm.locale, tx(ending, { game: engine.name, id: record.id })), components: [], allowed_mentions: { parse: [] } },
      });
    } catch (error) {
      // A DM the player deleted, or closed DMs: nothing left to tidy.
      logDiscordError(ctx.log, `edit turn DM of #${record.id}`, error);
    }
  }
  if (changed) await saveTurnDms(ctx, record.id, dms);
}
