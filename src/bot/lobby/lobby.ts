import { ActionRowBuilder, ButtonBuilder, ButtonStyle, type ButtonInteraction } from 'discord.js';
import type { AnyEngine, GameOptions, Locale } from '../../engine/types';
import { t, tx } from '../../i18n';
import { engineFor, type BotContext } from '../kernel/context';
import { encodeComponentId, type LobbyAction } from '../base/custom-id';
import { handleImportedLobbyClick } from './imported-game';
import { displayName } from '../kernel/display-name';
import { openGameThread, rememberLocale, showStart, type LobbyOutcome } from './lobby-shared';
import type { OutgoingMessage } from '../show/messages';
import type { GameRecord } from '../store/records';
import { refuse } from '../kernel/replies';
import { LOBBY_LIFETIME_MS, lobbyExpired } from './lobby-expiry';
import { effectiveOptions, settleAutomatic, startGame } from '../game/session';
import { queueShow } from '../show/show-queue';
import { relativeTimestamp, timeLimitLabel } from '../game/time-limit';
import { computerButtons, computerSeatsChange, isComputerAction } from '../computers/computer-lobby';
import { startWithinLimits } from './member-limits';

function optionValueText(engine: AnyEngine, id: string, value: string | boolean, locale: Locale): string {
  const spec = engine.options.find((option) => option.id === id);
  if (!spec) return String(value);
  if (spec.kind === 'boolean') return t(locale, tx(value ? 'bot.on' : 'bot.off'));
  const choice = spec.choices?.find((c) => c.value === value);
  return choice ? t(locale, choice.label) : String(value);
}

/** The options, one per line under their heading ("• Map: Fire & Ice"), so a long list stays readable. */
function describeOptions(engine: AnyEngine, options: GameOptions, seats: number, locale: Locale): string[] {
  const effective = effectiveOptions(engine.options, options, seats);
  const parts = engine.options.map((spec) => t(locale, tx('bot.lobby.optionLine', { label: spec.label, value: optionValueText(engine, spec.id, effective[spec.id], locale) })));
  return parts.length > 0 ? [t(locale, tx('bot.lobby.optionsHeading')), ...parts] : [t(locale, tx('bot.lobby.noOptions'))];
}

/**
 * The seat order as honestly as the lobby knows it: joined seating is the turn order the board will show (names in
 * order); random seating is drawn at the start, so the lobby says so instead of listing an order that will change.
 */
function seatingLine(record: GameRecord, locale: Locale): string {
  if (record.seatOrder === 'random') return t(locale, tx('bot.lobby.seatingRandom'));
  return t(locale, tx('bot.lobby.seatingJoined', { names: record.seats.map((s) => s.name).join(' → ') }));
}

export function lobbyMessage(engine: AnyEngine, record: GameRecord): OutgoingMessage {
  const locale = record.locale;
  const host = record.seats.find((seat) => seat.userId === record.hostId)?.name ?? '?';
  const lines = [
    t(locale, tx('bot.lobby.title', { game: engine.name, host, id: record.id })),
    t(locale, tx('bot.lobby.seats', { n: record.seats.length, min: engine.minSeats, max: engine.maxSeats, names: record.seats.map((s) => s.name).join(', ') })),
    ...describeOptions(engine, record.options, Math.max(record.seats.length, engine.minSeats), locale),
    seatingLine(record, locale),
    t(locale, tx('bot.time.lobby', { limit: timeLimitLabel(record.timeLimit ?? 'none') })),
    t(locale, tx('bot.lobby.hint')),
    t(locale, tx('bot.lobby.expiresNote', { deadline: relativeTimestamp(Date.parse(record.createdAt) + LOBBY_LIFETIME_MS) })),
  ];
  const button = (action: LobbyAction, style: ButtonStyle) =>
    new ButtonBuilder()
      .setCustomId(encodeComponentId({ kind: 'lobby', game: record.id, action }).customId)
      .setLabel(t(locale, tx(`bot.lobby.${action}`)))
      .setStyle(style);
  const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
    button('join', ButtonStyle.Primary),
    button('leave', ButtonStyle.Secondary),
    button('start', ButtonStyle.Success).setDisabled(record.seats.length < engine.minSeats),
    button('cancel', ButtonStyle.Danger),
  );
  return { content: lines.join('\n'), files: [], components: [row.toJSON(), computerButtons(engine, record).toJSON()] };
}

/**
 * A click on Join / Leave / Start / Cancel: acknowledged first, then under the game's lock loaded, checked and saved,
 * with the lobby's new look queued for showing (show-queue.ts) before the lock is released. The lobby message is always
 * drawn from the saved record, so if showing fails the next click shows the lobby as stored.
 */
export async function handleLobbyClick(ctx: BotContext, interaction: ButtonInteraction, gameRecordId: string, action: LobbyAction): Promise<void> {
  await interaction.deferUpdate();
  const outcome = await ctx.locks.run(gameRecordId, async (): Promise<LobbyOutcome> => {
    const record = await ctx.store.game(gameRecordId);
    const engine = record ? engineFor(ctx, record.gameId) : undefined;
    if (!record || !engine) return { refuse: tx('bot.refuse.unknownGame') };
    if (record.status !== 'lobby') return { refuse: tx('bot.lobby.closed') };
    if (lobbyExpired(record, ctx.clock.now())) {
      // Lapsed since the last sweep: it expires now, and the click shows it on the lobby message itself.
      await ctx.store.saveGame({ ...record, status: 'abandoned' }, record.version);
      const text = t(record.locale, tx('bot.lobby.expired', { game: engine.name, id: record.id }));
      return { shown: queueShow(ctx, record.id, `expire lobby #${record.id}`, () => interaction.editReply({ content: text, components: [], allowedMentions: { parse: [] } })) };
    }
    // A lobby continuing an uploaded log has seats to claim instead (imported-game.ts).
    if (record.imported) return handleImportedLobbyClick(ctx, interaction, engine, record, action);
    const userId = interaction.user.id;
    const seated = record.seats.some((seat) => seat.userId === userId);
    const isHost = userId === record.hostId;
    const hostName = record.seats.find((seat) => seat.userId === record.hostId)?.name ?? '?';
    const showLobby = (next: GameRecord) => queueShow(ctx, record.id, `lobby #${record.id}`, () => interaction.editReply({ ...lobbyMessage(engine, next), allowedMentions: { parse: [] } }));

    if (isComputerAction(action)) {
      const change = computerSeatsChange(engine, record, userId, action);
      if ('refuse' in change) return change;
      await ctx.store.saveGame(change.next, record.version);
      return { shown: showLobby(change.next) };
    }
    switch (action) {
      case 'join': {
        if (seated) return { refuse: tx('bot.lobby.alreadyIn') };
        if (record.seats.length >= engine.maxSeats) return { refuse: tx('bot.lobby.full', { max: engine.maxSeats }) };
        const next = { ...record, seats: [...record.seats, { userId, name: displayName(interaction) }] };
        // Indexed before the seat is saved: a failed save then leaves no seat without its index entry.
        await ctx.store.indexUser(userId, record.id, true);
        await ctx.store.saveGame(next, record.version);
        return { shown: showLobby(next) };
      }
      case 'leave': {
        if (isHost) return { refuse: tx('bot.lobby.hostStays') };
        if (!seated) return { refuse: tx('bot.lobby.notIn') };
        const next = { ...record, seats: record.seats.filter((seat) => seat.userId !== userId) };
        await ctx.store.saveGame(next, record.version);
        await ctx.store.indexUser(userId, record.id, false);
        return { shown: showLobby(next) };
      }
      case 'cancel': {
        if (!isHost) return { refuse: tx('bot.lobby.onlyHost', { host: hostName }) };
        const next: GameRecord = { ...record, status: 'abandoned' };
        await ctx.store.saveGame(next, record.version);
        const text = t(record.locale, tx('bot.lobby.cancelled', { game: engine.name, id: record.id }));
        return { shown: queueShow(ctx, record.id, `close lobby #${record.id}`, () => interaction.editReply({ content: text, components: [], allowedMentions: { parse: [] } })) };
      }
      case 'start': {
        if (!isHost) return { refuse: tx('bot.lobby.onlyHost', { host: hostName }) };
        const n = record.seats.length;
        if (n < engine.minSeats || n > engine.maxSeats) return { refuse: tx('bot.lobby.seatCount', { min: engine.minSeats, max: engine.maxSeats, n }) };
        return startWithinLimits(ctx, record, record.seats, async () => {
          const threadId = await openGameThread(ctx, interaction, engine, record);
          const started = settleAutomatic(engine, { ...startGame(engine, record), threadId });
          // The thread is indexed first: a crash in between leaves an index entry to a lobby, not a game unknown in its thread.
          if (threadId) await ctx.store.indexChannel(threadId, record.id);
          await ctx.store.saveGame(started, record.version);
          return { shown: showStart(ctx, interaction, engine, started) };
        });
      }
    }
  });
  if ('refuse' in outcome) return refuse(interaction, outcome.refuse, ctx.log);
  if (action === 'join' || action === 'leave') await rememberLocale(ctx, interaction);
  await outcome.shown;
}

