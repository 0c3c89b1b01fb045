import { SlashCommandBuilder } from 'discord.js';
import type { AnyEngine, Locale } from '../src/engine/types';
import { t, toLocale, tx } from '../src/i18n';
import { gameChoices, nameAndDescription, type SlashCommand } from '../src/bot/kernel/command';
import { engineFor } from '../src/bot/kernel/context';
import { clipLines } from '../src/bot/show/messages';
import { refuse, replyPrivately } from '../src/bot/kernel/replies';

/** The rules summary of a game and its variants, in the caller's language. */
export function rulesText(engine: AnyEngine, locale: Locale): string {
  const lines = [t(locale, tx('bot.rules.title', { game: engine.name, min: engine.minSeats, max: engine.maxSeats })), '', t(locale, engine.rulesSummary), ''];
  if (engine.options.length === 0) lines.push(t(locale, tx('bot.rules.noVariants')));
  else {
    lines.push(t(locale, tx('bot.rules.variants')));
    for (const spec of engine.options) {
      const choices = spec.kind === 'boolean' ? `${t(locale, tx('bot.on'))}/${t(locale, tx('bot.off'))}` : (spec.choices ?? []).map((c) => t(locale, c.label)).join(', ');
      const fallback = typeof spec.default === 'boolean' ? t(locale, tx(spec.default ? 'bot.on' : 'bot.off')) : t(locale, spec.choices?.find((c) => c.value === spec.default)?.label ?? tx(String(spec.default)));
      lines.push(t(locale, tx('bot.rules.variant', { label: spec.label, choices, default: fallback })));
    }
  }
  lines.push('', t(locale, tx('bot.rules.timeLimit')));
  return clipLines(lines);
}

export const rules: SlashCommand = {
  name: 'rules',
  definition: (engines) =>
    nameAndDescription(new SlashCommandBuilder(), 'bot.cmd.rules.name', 'bot.cmd.rules.desc')
      .addStringOption((option) => nameAndDescription(option, 'bot.opt.game', 'bot.cmd.rules.game').setRequired(true).addChoices(...gameChoices(engines)))
      .toJSON(),
  async run(ctx, interaction) {
    const gameId = interaction.options.getString('game', true);
    const engine = engineFor(ctx, gameId);
    if (!engine) return refuse(interaction, tx('bot.lobby.unknownGame', { game: gameId }), ctx.log);
    await replyPrivately(interaction, rulesText(engine, toLocale(interaction.locale)), ctx.log);
  },
};
