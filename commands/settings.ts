import { SlashCommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import type { Locale } from '../src/engine/types';
import { t, toLocale, tx } from '../src/i18n';
import { walkPath } from '../src/bot/game/choice-path';
import { askedGameId, nameAndDescription, type SlashCommand } from '../src/bot/kernel/command';
import { engineFor, type BotContext } from '../src/bot/kernel/context';
import { isGameRecordId } from '../src/bot/base/custom-id';
import { askerOf, visibleGame } from '../src/bot/kernel/game-visibility';
import { clipLines, named } from '../src/bot/show/messages';
import type { GameRecord } from '../src/bot/store/records';
import { refuse, replyPrivately } from '../src/bot/kernel/replies';
import { seatOf } from '../src/bot/game/session';
import { panelMessage, sendPanel, type Loaded } from '../src/bot/play/turn';
import { gameHere } from '../src/bot/seats/votes';
import { setServerAway } from '../src/bot/seats/away';

/** The game /settings is about: the one named by number, else the running game of this channel or thread. */
async function askedGame(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<GameRecord | { refusal: 'none' | 'notFound'; id: string }> {
  const asked = askedGameId(interaction);
  if (!asked) return (await gameHere(ctx, interaction.channelId)) ?? { refusal: 'none', id: '' };
  const record = isGameRecordId(asked) ? await visibleGame(ctx, asked, askerOf(interaction)) : undefined;
  return record ?? { refusal: 'notFound', id: asked };
}

/**
 * /settings [game]: the caller's standing settings of a game (engine.settings), privately. When the engine lets
 * them be changed now, the answer is the turn panel opened where the choice tree edits them, so they are changed
 * by clicks like any move; otherwise the lines and why they cannot be changed now.
 */
export const settings: SlashCommand = {
  name: 'settings',
  definition: () =>
    nameAndDescription(new SlashCommandBuilder(), 'bot.cmd.settings.name', 'bot.cmd.settings.desc')
      .addStringOption((option) => nameAndDescription(option, 'bot.opt.game', 'bot.cmd.settings.game').setMaxLength(12))
      .addBooleanOption((option) => nameAndDescription(option, 'bot.opt.away', 'bot.cmd.settings.away'))
      .toJSON(),
  async run(ctx, interaction) {
    // The server's own setting (Manage Server), apart from a player's settings of a game.
    const awayAllowed = interaction.options.getBoolean('away');
    if (awayAllowed !== null) return setServerAway(ctx, interaction, awayAllowed);
    const locale: Locale = toLocale(interaction.locale);
    const found = await askedGame(ctx, interaction);
    if ('refusal' in found) return refuse(interaction, found.refusal === 'none' ? tx('bot.settings.none') : tx('bot.info.notFound', { id: found.id }), ctx.log);
    const record = found;
    const engine = engineFor(ctx, record.gameId);
    if (!engine) return refuse(interaction, tx('bot.refuse.unknownGame'), ctx.log);
    const seat = seatOf(record, interaction.user.id);
    if (seat === null) return refuse(interaction, tx('bot.refuse.notSeated'), ctx.log);
    if (record.status !== 'running') return refuse(interaction, tx('bot.refuse.notRunning'), ctx.log);
    if (!engine.settings) return refuse(interaction, tx('bot.settings.unsupported', { game: engine.name }), ctx.log);

    const own = engine.settings(record.snapshot, seat);
    const lines = [t(locale, tx('bot.settings.title', { game: engine.name, id: record.id })), ...own.lines.map((line) => `• ${t(locale, named(record, line))}`)];
    const loaded: Loaded = { record, engine, seat };
    const walk = own.path ? walkPath(engine, record.snapshot, seat, own.path) : null;
    const panel = walk?.ok && 'prompt' in walk ? await panelMessage(ctx, loaded, { path: own.path ?? [] }, locale, walk) : null;
    if (panel) return sendPanel(ctx, interaction, loaded, { ...panel, content: clipLines([...lines, '', panel.content]) }, locale, 'new');
    lines.push('', t(locale, own.why ? named(record, own.why) : tx('bot.settings.locked')));
    await replyPrivately(interaction, clipLines(lines), ctx.log);
  },
};
