import { RESTJSONErrorCodes } from 'discord.js';
import { resourceText } from '../play/mine';
import type { AnyEngine, Locale, Prompt, Seat } from '../../engine/types';
import { t, tx } from '../../i18n';
import { advanceSoleSteps, walkPath } from '../game/choice-path';
import { deadlineOf } from '../game/seat-clock';
import { relativeTimestamp } from '../game/time-limit';
import { sendableChannel } from '../kernel/channels';
import type { BotContext } from '../kernel/context';
import { clipLines, namedPrompt } from '../show/messages';
import { panelLayout, type Row } from '../play/panel';
import { gameChannelId, type GameRecord } from '../store/records';
import { discordCode, logDiscordError } from '../kernel/replies';
import { rememberTurnDms, type TurnDm } from './turn-dms';

/** After a DM failed with 50007, wait this long before trying that user again (every 403 counts against a limit). */
const DM_RETRY_MS = 24 * 60 * 60 * 1000;


/** Up to this many answers of a yes/no-like decision travel as buttons inside the DM (one row, as in the panel). */
const DM_ANSWERS_MAX = 5;

/**
 * The decision a seat faces now, as its panel opens (the root of its choice tree, menus of a single option passed
 * through), with seat references named and the path to it; null if the engine balks.
 */
function currentDecision(engine: AnyEngine, record: GameRecord, seat: Seat): { prompt: Prompt; path: string[] } | null {
  try {
    const walk = walkPath(engine, record.snapshot, seat, []);
    if (!walk.ok || !('prompt' in walk)) return null;
    const at = advanceSoleSteps(engine, record.snapshot, seat, [], walk);
    return { prompt: namedPrompt(record, at.walk.prompt), path: at.path };
  } catch {
    // A ping must never fail a move; the plain "your turn" text goes out instead.
    return null;
  }
}

/**
 * The DM of one seat: what they must decide, the jump link, and — when the decision is a short confirm (a power
 * offer: accept / decline) — its answer buttons, the very custom ids of the panel, so a click in the DM plays it.
 */
async function turnDm(ctx: BotContext, engine: AnyEngine, record: GameRecord, seat: Seat, locale: Locale, link: string): Promise<{ content: string; components: Row[] }> {
  const decision = currentDecision(engine, record, seat);
  // The deadline as a relative timestamp: the DM counts down by itself ("due in 3 days").
  const deadline = deadlineOf(record, seat, ctx.clock.now());
  const due = deadline === null ? '' : `\n${t(locale, tx('bot.ping.due', { deadline: relativeTimestamp(deadline) }))}`;
  if (!decision) return { content: t(locale, tx('bot.ping.dm', { game: engine.name, id: record.id, link })) + due, components: [] };
  const { prompt, path } = decision;
  const content = t(locale, tx('bot.ping.decide', { game: engine.name, id: record.id, what: prompt.title, link })) + due;
  if (prompt.kind !== 'confirm' || prompt.options.length > DM_ANSWERS_MAX) return { content, components: [] };
  const layout = panelLayout(record.id, record.version, { path }, prompt, locale, null);
  if (!layout) return { content, components: [] };
  for (const { token, id } of layout.stash) await ctx.store.stash(token, id);
  // Answered right here, so the DM shows what the panel would: the seat's resources (a power offer: the bowls, the VP).
  const resources = resourceText(engine, record, seat, locale);
  const withResources = resources === null ? content : `${content}\n${t(locale, tx('bot.panel.resources', { line: resources }))}`;
  // The last row is the panel's Cancel, which means nothing in a DM.
  return { content: withResources, components: layout.rows.slice(0, -1) };
}

/**
 * The channel's fallback for a seat that gets no DM: a mention naming the same decision the DM would (in the
 * channel's language, as everyone there reads it).
 */
function mentionLine(engine: AnyEngine, record: GameRecord, seat: Seat): string {
  const params = { mention: `<@${record.seats[seat].userId}>`, game: engine.name, id: record.id };
  const decision = currentDecision(engine, record, seat);
  return t(record.locale, decision ? tx('bot.ping.mentionDecide', { ...params, what: decision.prompt.title }) : tx('bot.ping.mention', params));
}

/**
 * Tells the given seats it is their turn, now: a DM naming their decision with a jump link to the board, or — when the
 * player turned DMs off or their DMs are closed — a mention naming it in the game's channel (one message, a line per
 * seat). The DMs are remembered, to be edited once answered (turn-dms.ts). Never throws: a ping must not undo a move.
 */
export async function sendPings(ctx: BotContext, engine: AnyEngine, record: GameRecord, seats: readonly Seat[], boardUrl: string | null): Promise<void> {
  const sent = new Map<Seat, TurnDm>();
  await deliverToSeats(ctx, record, seats, boardUrl, {
    dm: (seat, locale, link) => turnDm(ctx, engine, record, seat, locale, link),
    mention: (seat) => mentionLine(engine, record, seat),
    sent: (seat, locale, message) => sent.set(seat, { channelId: message.channelId, messageId: message.id, version: record.version, locale, userId: record.seats[seat].userId }),
  });
  await rememberTurnDms(ctx, record.id, sent);
}

/** What goes to one seat: its DM (in the player's language, with the board link) or its line in the channel mention. */
export interface SeatMessage {
  dm(seat: Seat, locale: Locale, boardUrl: string): Promise<{ content: string; components: Row[] }>;
  mention(seat: Seat): string;
  /** Told of each DM that went out (turn pings keep them to edit once answered). */
  sent?(seat: Seat, locale: Locale, message: { id: string; channelId: string }): void;
}

/**
 * Delivers a message to seats the way turn pings go (also reminders): a DM with the board link, or a mention in the
 * game's channel when the player turned DMs off or their DMs are closed. Never throws.
 */
export async function deliverToSeats(ctx: BotContext, record: GameRecord, seats: readonly Seat[], boardUrl: string | null, message: SeatMessage): Promise<void> {
  const mention: Seat[] = [];
  for (const seat of seats) {
    const player = record.seats[seat];
    // A computer seat has nobody to tell.
    if (!player || player.computer) continue;
    const prefs = await ctx.store.prefs(player.userId);
    const recentlyClosed = prefs.dmClosedAt !== undefined && Date.now() - Date.parse(prefs.dmClosedAt) < DM_RETRY_MS;
    if (!prefs.notify || recentlyClosed || !boardUrl) {
      mention.push(seat);
      continue;
    }
    try {
      const locale = prefs.locale ?? record.locale;
      const dm = await ctx.client.users.send(player.userId, await message.dm(seat, locale, boardUrl));
      message.sent?.(seat, locale, dm);
    } catch (error) {
      logDiscordError(ctx.log, `DM to ${player.userId}`, error);
      if (discordCode(error) === RESTJSONErrorCodes.CannotSendMessagesToThisUser) {
        await ctx.store.savePrefs(player.userId, { ...prefs, dmClosedAt: new Date().toISOString() });
      }
      mention.push(seat);
    }
  }
  if (mention.length === 0) return;
  const channel = await sendableChannel(ctx, gameChannelId(record));
  if (!channel) return;
  try {
    await channel.send({
      content: clipLines(mention.map((seat) => message.mention(seat))),
      allowedMentions: { users: [...new Set(mention.map((seat) => record.seats[seat].userId))] },
    });
  } catch (error) {
    logDiscordError(ctx.log, `mention in ${channel.id}`, error);
  }
}
