/**
 * The lobby's computer seats: one button per level adds a computer seat, another removes the last one (as a player
 * leaving). Only the host adds or removes them; the host's own seat keeps every game from being computers only.
 */
import { ActionRowBuilder, ButtonBuilder, ButtonStyle, type ButtonInteraction } from 'discord.js';
import { LEVELS, type Level } from '../ai/levels';
import type { AnyEngine } from '../engine/types';
import { t, tx } from '../i18n';
import type { BotContext } from './context';
import { computerSeat, isComputerSeat } from './computer-seats';
import { encodeComponentId, type ComputerLobbyAction, type LobbyAction } from './custom-id';
import { lobbyMessage } from './lobby';
import type { GameRecord } from './records';
import { refuse } from './replies';

export function isComputerAction(action: LobbyAction): action is ComputerLobbyAction {
  return action.startsWith('cpu-');
}

/** The lobby's second row: Add computer (easy / normal / strong) and Remove computer. */
export function computerButtons(engine: AnyEngine, record: GameRecord): ActionRowBuilder<ButtonBuilder> {
  const locale = record.locale;
  const full = record.seats.length >= engine.maxSeats;
  const button = (action: ComputerLobbyAction, label: string) =>
    new ButtonBuilder()
      .setCustomId(encodeComponentId({ kind: 'lobby', game: record.id, action }).customId)
      .setLabel(label.slice(0, 80))
      .setStyle(ButtonStyle.Secondary);
  const row = new ActionRowBuilder<ButtonBuilder>();
  for (const level of LEVELS) {
    row.addComponents(button(`cpu-${level}`, t(locale, tx('bot.computer.add', { level: tx(`bot.computer.level.${level}`) }))).setDisabled(full));
  }
  row.addComponents(button('cpu-remove', t(locale, tx('bot.computer.remove'))).setDisabled(!record.seats.some(isComputerSeat)));
  return row;
}

/** A click on a computer button of the lobby (under the game's lock, the lobby still open). */
export async function changeComputerSeats(ctx: BotContext, interaction: ButtonInteraction, engine: AnyEngine, record: GameRecord, action: ComputerLobbyAction): Promise<void> {
  if (interaction.user.id !== record.hostId) {
    const host = record.seats.find((seat) => seat.userId === record.hostId)?.name ?? '?';
    return refuse(interaction, tx('bot.lobby.onlyHost', { host }), ctx.log);
  }
  let seats = record.seats;
  if (action === 'cpu-remove') {
    const last = seats.findLastIndex(isComputerSeat);
    if (last < 0) return refuse(interaction, tx('bot.computer.none'), ctx.log);
    seats = seats.filter((_, index) => index !== last);
  } else {
    if (seats.length >= engine.maxSeats) return refuse(interaction, tx('bot.lobby.full', { max: engine.maxSeats }), ctx.log);
    seats = [...seats, computerSeat(record, action.slice('cpu-'.length) as Level)];
  }
  const next: GameRecord = { ...record, seats };
  await ctx.store.saveGame(next);
  await interaction.update(lobbyMessage(engine, next));
}

/** `computers` computer seats of `level` for a new lobby (/newgame computers:<n>), as many as fit beside the host. */
export function withComputers(engine: AnyEngine, record: GameRecord, computers: number, level: Level): GameRecord {
  let next = record;
  for (let i = 0; i < computers && next.seats.length < engine.maxSeats; i++) next = { ...next, seats: [...next.seats, computerSeat(next, level)] };
  return next;
}
