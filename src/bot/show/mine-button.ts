import { ButtonBuilder, ButtonStyle } from 'discord.js';
import type { Locale } from '../../engine/types';
import { t, tx } from '../../i18n';
import { encodeComponentId } from '../base/custom-id';
import type { GameRecord } from '../store/records';

/** The "My hand / my board" button of one game: stateless (no version), so it works on every board and at any time. */
export function mineButton(record: GameRecord, locale: Locale, label = t(locale, tx('bot.mine.button'))): ButtonBuilder {
  return new ButtonBuilder().setCustomId(encodeComponentId({ kind: 'mine', game: record.id }).customId).setLabel(label).setStyle(ButtonStyle.Secondary);
}
