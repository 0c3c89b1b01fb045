import { InteractionContextType, type ChatInputCommandInteraction, type RESTPostAPIChatInputApplicationCommandsJSONBody, type SlashCommandBuilder } from 'discord.js';
import type { AnyEngine } from '../../engine/types';
import { t, tx } from '../../i18n';
import type { BotContext } from './context';
import { noteGame } from './interaction-log';

/** One slash command: its definition (built from the registered engines) and its handler. */
export interface SlashCommand {
  /** The English name, which Discord reports whatever the user's language. */
  name: string;
  definition(engines: readonly AnyEngine[]): RESTPostAPIChatInputApplicationCommandsJSONBody;
  run(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void>;
}

/** English text plus the German localization of one key (Discord's `de` locale). */
export function localized(key: string): { en: string; de: { de: string } } {
  return { en: t('en', tx(key)), de: { de: t('de', tx(key)) } };
}

/** Something with a localizable name and description: a command or an option builder. */
interface Nameable {
  setName(name: string): this;
  setNameLocalizations(localizations: Record<string, string>): this;
  setDescription(description: string): this;
  setDescriptionLocalizations(localizations: Record<string, string>): this;
}

/** Sets name and description with their German localizations from two i18n keys. */
export function nameAndDescription<T extends Nameable>(builder: T, nameKey: string, descriptionKey: string): T {
  const name = localized(nameKey);
  const description = localized(descriptionKey);
  return builder.setName(name.en).setNameLocalizations(name.de).setDescription(description.en).setDescriptionLocalizations(description.de);
}

/** The `game` option's choices: every registered engine, with its localized name. */
export function gameChoices(engines: readonly AnyEngine[]): { name: string; value: string; name_localizations: { de: string } }[] {
  return engines.map((engine) => ({ name: t('en', engine.name), value: engine.id, name_localizations: { de: t('de', engine.name) } }));
}

/** Games live in server channels: commands about them are not offered in DMs (/status, /rules, /notify are). */
export function guildOnly(builder: SlashCommandBuilder): SlashCommandBuilder {
  return builder.setContexts(InteractionContextType.Guild);
}

/**
 * The game id a command's `game` option names (`#ab12cd34` or `ab12cd34`, any case), noted for the interaction's log
 * line; undefined when the option was left out.
 */
export function askedGameId(interaction: ChatInputCommandInteraction): string | undefined {
  const asked = interaction.options.getString('game')?.trim().replace(/^#/, '').toLowerCase();
  noteGame(asked);
  return asked;
}
