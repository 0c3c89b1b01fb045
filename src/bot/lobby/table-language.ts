import type { ChatInputCommandInteraction } from 'discord.js';
import type { Locale } from '../../engine/types';
import { LOCALES } from '../../i18n/catalog';
import { t, toLocale, tx } from '../../i18n';

/** The /newgame option naming the language of everything public in the game (lobby, board, buttons, log lines). */
export const LANGUAGE_OPTION = 'language';

/** The languages a table can be held in, each named in itself: a German group finds "Deutsch" on any server. */
export function languageChoices(): { name: string; value: Locale }[] {
  return LOCALES.map((locale) => ({ name: t(locale, tx('bot.language.self')), value: locale }));
}

/**
 * The language of a new table: the one chosen with /newgame, else the host's own (their Discord client's), not the
 * server's: the group that plays is the one that reads the board.
 */
export function tableLocale(interaction: ChatInputCommandInteraction): Locale {
  const chosen = interaction.options.getString(LANGUAGE_OPTION);
  return (LOCALES as readonly string[]).includes(chosen ?? '') ? (chosen as Locale) : toLocale(interaction.locale);
}
