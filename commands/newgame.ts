import { MessageFlags, SlashCommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import type { AnyEngine, GameOptions, OptionSpec } from '../src/engine/types';
import { t, toLocale, tx } from '../src/i18n';
import { gameChoices, nameAndDescription, type SlashCommand } from '../src/bot/command';
import { engineFor, type BotContext } from '../src/bot/context';
import { displayName, lobbyMessage } from '../src/bot/lobby';
import type { SeatOrder } from '../src/bot/records';
import { logDiscordError, refuse } from '../src/bot/replies';
import { openLobby } from '../src/bot/session';

/** Discord option names: lowercase letters, digits, '-' and '_', at most 32. */
function optionName(spec: OptionSpec): string {
  return spec.id.toLowerCase().replace(/[^a-z0-9_-]/g, '_').slice(0, 32);
}

/**
 * The variant options of every engine, one slash option each (boolean → boolean, choice → string with choices).
 * Engines that name the same option share it when its kind matches; the first spec describes it.
 */
export function variantOptions(engines: readonly AnyEngine[]): OptionSpec[] {
  const byName = new Map<string, OptionSpec>();
  for (const engine of engines) {
    for (const spec of engine.options) {
      const known = byName.get(optionName(spec));
      if (known && known.kind !== spec.kind) throw new Error(`option "${spec.id}" means different things in different games`);
      if (!known) byName.set(optionName(spec), spec);
    }
  }
  return [...byName.values()];
}

function readOptions(engine: AnyEngine, interaction: ChatInputCommandInteraction): GameOptions {
  const options: GameOptions = {};
  for (const spec of engine.options) {
    const name = optionName(spec);
    if (spec.kind === 'boolean') {
      const value = interaction.options.getBoolean(name);
      if (value !== null) options[spec.id] = value;
    } else {
      const value = interaction.options.getString(name);
      // A choice of another game with the same option name may not exist in this one: keep the default then.
      if (value !== null && spec.choices?.some((choice) => choice.value === value)) options[spec.id] = value;
    }
  }
  return options;
}

export const newgame: SlashCommand = {
  name: 'newgame',
  definition(engines) {
    const builder = nameAndDescription(new SlashCommandBuilder(), 'bot.cmd.newgame.name', 'bot.cmd.newgame.desc')
      .addStringOption((option) => nameAndDescription(option, 'bot.opt.game', 'bot.cmd.newgame.game').setRequired(true).addChoices(...gameChoices(engines)))
      .addStringOption((option) =>
        nameAndDescription(option, 'bot.opt.seating', 'bot.cmd.newgame.seating').addChoices(
          ...(['random', 'joined'] as const).map((value) => ({ name: t('en', tx(`bot.seating.${value}`)), value, name_localizations: { de: t('de', tx(`bot.seating.${value}`)) } })),
        ),
      );
    for (const spec of variantOptions(engines)) {
      const described = <T extends { setName(n: string): T; setDescription(d: string): T; setDescriptionLocalizations(l: Record<string, string>): T }>(option: T) =>
        option.setName(optionName(spec)).setDescription(t('en', spec.label).slice(0, 100)).setDescriptionLocalizations({ de: t('de', spec.label).slice(0, 100) });
      if (spec.kind === 'boolean') builder.addBooleanOption((option) => described(option));
      else {
        builder.addStringOption((option) =>
          described(option).addChoices(...(spec.choices ?? []).map((choice) => ({ name: t('en', choice.label), value: choice.value, name_localizations: { de: t('de', choice.label) } }))),
        );
      }
    }
    return builder.toJSON();
  },
  async run(ctx: BotContext, interaction: ChatInputCommandInteraction) {
    const gameId = interaction.options.getString('game', true);
    const engine = engineFor(ctx, gameId);
    if (!engine) return refuse(interaction, tx('bot.lobby.unknownGame', { game: gameId }), ctx.log);
    const seatOrder: SeatOrder = interaction.options.getString('seating') === 'joined' ? 'joined' : 'random';
    const record = openLobby({
      engine,
      options: readOptions(engine, interaction),
      seatOrder,
      locale: toLocale(interaction.guildLocale ?? interaction.locale),
      host: { userId: interaction.user.id, name: displayName(interaction) },
      guildId: interaction.guildId,
      channelId: interaction.channelId,
    });
    // Persist before replying: the lobby's buttons must find their record.
    await ctx.store.saveGame(record);
    await ctx.store.indexChannel(record.channelId, record.id);
    await ctx.store.indexUser(record.hostId, record.id, true);
    try {
      await interaction.reply(lobbyMessage(engine, record));
    } catch (error) {
      logDiscordError(ctx.log, `lobby message for #${record.id}`, error);
      if (!interaction.replied) await interaction.reply({ content: t(toLocale(interaction.locale), tx('bot.refuse.failed')), flags: MessageFlags.Ephemeral }).catch(() => undefined);
    }
  },
};
