import { SlashCommandBuilder } from 'discord.js';
import type { AnyEngine, Locale } from '../src/engine/types';
import { t, toLocale, tx } from '../src/i18n';
import { gameChoices, nameAndDescription, type SlashCommand } from '../src/bot/kernel/command';
import { engineFor } from '../src/bot/kernel/context';
import { CONTENT_MAX } from '../src/bot/show/messages';
import { refuse, replyPrivately } from '../src/bot/kernel/replies';

/** A game's rules in parts, each a list of lines: title and summary (how a round goes and scores), variants, time limit. */
function rulesParts(engine: AnyEngine, locale: Locale): string[][] {
  const summary = [t(locale, tx('bot.rules.title', { game: engine.name, min: engine.minSeats, max: engine.maxSeats })), '', t(locale, engine.rulesSummary)];
  const variants: string[] = [];
  if (engine.options.length === 0) variants.push(t(locale, tx('bot.rules.noVariants')));
  else {
    variants.push(t(locale, tx('bot.rules.variants')));
    for (const spec of engine.options) {
      const choices = spec.kind === 'boolean' ? `${t(locale, tx('bot.on'))}/${t(locale, tx('bot.off'))}` : (spec.choices ?? []).map((c) => t(locale, c.label)).join(', ');
      const fallback = typeof spec.default === 'boolean' ? t(locale, tx(spec.default ? 'bot.on' : 'bot.off')) : t(locale, spec.choices?.find((c) => c.value === spec.default)?.label ?? tx(String(spec.default)));
      variants.push(t(locale, tx('bot.rules.variant', { label: spec.label, choices, default: fallback })));
    }
  }
  return [summary, variants, [t(locale, tx('bot.rules.timeLimit'))]];
}

/** The rules summary of a game and its variants, in the caller's language, whole (it may exceed one message). */
export function rulesText(engine: AnyEngine, locale: Locale): string {
  return rulesParts(engine, locale)
    .map((part) => part.join('\n'))
    .join('\n\n');
}

/**
 * The rules as private messages of at most `max` characters: the parts (summary, variants, time limit) together while
 * they fit one message, a new message where the next part would not fit, a part longer than a message cut between its
 * lines. A game with a long summary and many variants (Terra Mystica) takes two messages, and nothing — the summary
 * least — is left out.
 */
export function rulesMessages(engine: AnyEngine, locale: Locale, max = CONTENT_MAX): string[] {
  const messages: string[] = [];
  let current = '';
  const add = (text: string, separator: string) => {
    if (current !== '' && current.length + separator.length + text.length > max) {
      messages.push(current);
      current = '';
    }
    const clipped = text.length > max ? `${text.slice(0, max - 1)}…` : text;
    current = current === '' ? clipped : current + separator + clipped;
  };
  for (const part of rulesParts(engine, locale)) {
    const whole = part.join('\n');
    if (whole.length <= max) add(whole, '\n\n');
    else part.forEach((line, index) => add(line, index === 0 ? '\n\n' : '\n'));
  }
  if (current !== '') messages.push(current);
  return messages;
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
    // The first part is the reply, the others follow it (replyPrivately follows up once replied).
    for (const message of rulesMessages(engine, toLocale(interaction.locale))) await replyPrivately(interaction, message, ctx.log);
  },
};
