/**
 * The lobby's computer seats: one button per level adds a computer seat, another removes the last one (as a player
 * leaving). Only the host adds or removes them; the host's own seat keeps every game from being computers only.
 */
import { ActionRowBuilder, ButtonBuilder, ButtonStyle } from 'discord.js';
import { LEVELS, type Level } from '../../ai/levels';
import type { AnyEngine, Text } from '../../engine/types';
import { t, tx } from '../../i18n';
import { computerSeat, isComputerSeat, levelText } from './computer-seats';
import { encodeComponentId, type ComputerLobbyAction, type LobbyAction } from '../base/custom-id';
import type { GameRecord } from '../store/records';

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
    row.addComponents(button(`cpu-${level}`, t(locale, tx('bot.computer.add', { level: levelText(level) }))).setDisabled(full));
  }
  row.addComponents(button('cpu-remove', t(locale, tx('bot.computer.remove'))).setDisabled(!record.seats.some(isComputerSeat)));
  return row;
}

/**
 * What a computer button does to the lobby: the seats after it, or why it is refused. Pure, so the lobby's click
 * handler decides how to save and show it.
 */
export function computerSeatsChange(engine: AnyEngine, record: GameRecord, userId: string, action: ComputerLobbyAction): { refuse: Text } | { next: GameRecord } {
  if (userId !== record.hostId) {
    const host = record.seats.find((seat) => seat.userId === record.hostId)?.name ?? '?';
    return { refuse: tx('bot.lobby.onlyHost', { host }) };
  }
  if (action === 'cpu-remove') {
    const last = record.seats.findLastIndex(isComputerSeat);
    if (last < 0) return { refuse: tx('bot.computer.none') };
    return { next: { ...record, seats: record.seats.filter((_, index) => index !== last) } };
  }
  if (record.seats.length >= engine.maxSeats) return { refuse: tx('bot.lobby.full', { max: engine.maxSeats }) };
  return { next: { ...record, seats: [...record.seats, computerSeat(record, action.slice('cpu-'.length) as Level)] } };
}

/** `computers` computer seats of `level` for a new lobby (/newgame computers:<n>), as many as fit beside the host. */
export function withComputers(engine: AnyEngine, record: GameRecord, computers: number, level: Level): GameRecord {
  let next = record;
  for (let i = 0; i < computers && next.seats.length < engine.maxSeats; i++) next = { ...next, seats: [...next.seats, computerSeat(next, level)] };
  return next;
}
