import { SlashCommandBuilder, SlashCommandSubcommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import type { AnyEngine, GameOptions } from '../src/engine/types';
import { t, tx } from '../src/i18n';
import { guildOnly, nameAndDescription, type SlashCommand } from '../src/bot/kernel/command';
import type { BotContext } from '../src/bot/kernel/context';
import { openImportedLobby } from '../src/bot/lobby/imported-game';
import { lobbyMessage } from '../src/bot/lobby/lobby';
import { lobbyFromCommand, rememberLocale } from '../src/bot/lobby/lobby-shared';
import type { SeatOrder } from '../src/bot/store/records';
import { logDiscordError, refuse } from '../src/bot/kernel/replies';
import { openLobby } from '../src/bot/game/session';
import { TIME_OPTION, timeLimitChoices } from '../src/bot/game/time-limit';
import { lobbyGuard, rememberLobbyMessage, tellHost } from '../src/bot/lobby/lobby-guard';
import { openWithinLimits } from '../src/bot/lobby/member-limits';
import { withComputers } from '../src/bot/computers/computer-lobby';
import { LANGUAGE_OPTION, languageChoices } from '../src/bot/lobby/table-language';
import { isLevel, LEVELS } from '../src/ai/levels';

/** Discord option names: lowercase letters, digits, '-' and '_', at most 32. */
export function optionName(id: string): string {
  return id.toLowerCase().replace(/[^a-z0-9_-]/g, '_').slice(0, 32);
}

/** Discord allows 25 options per subcommand; `seating`, `time`, `computers`, `level` and `language` take five, and `log` one more for games that import logs. */
const MAX_OPTIONS = 25;
/** The option of an uploaded log to continue (only for engines with importLog). */
const LOG_OPTION = 'log';

function readOptions(engine: AnyEngine, interaction: ChatInputCommandInteraction): GameOptions {
  const options: GameOptions = {};
  for (const spec of engine.options) {
    const name = optionName(spec.id);
    const value = spec.kind === 'boolean' ? interaction.options.getBoolean(name) : interaction.options.getString(name);
    if (value !== null) options[spec.id] = value;
  }
  return options;
}

function levelChoices() {
  return LEVELS.map((value) => ({ name: t('en', tx(`bot.computer.level.${value}`)), value, name_localizations: { de: t('de', tx(`bot.computer.level.${value}`)) } }));
}

function seatingChoices() {
  return (['random', 'joined'] as const).map((value) => ({ name: t('en', tx(`bot.seating.${value}`)), value, name_localizations: { de: t('de', tx(`bot.seating.${value}`)) } }));
}

/** One subcommand per game: its seat order option and its own variants (boolean → boolean, choice → string with choices). */
function gameSubcommand(engine: AnyEngine): SlashCommandSubcommandBuilder {
  const fixed = engine.importLog ? 6 : 5;
  if (engine.options.length + fixed > MAX_OPTIONS) throw new Error(`${engine.id}: more than ${MAX_OPTIONS - fixed} variants do not fit one subcommand`);
  const sub = new SlashCommandSubcommandBuilder()
    .setName(optionName(engine.id))
    .setDescription(t('en', engine.name).slice(0, 100))
    .setDescriptionLocalizations({ de: t('de', engine.name).slice(0, 100) })
    .addStringOption((option) => nameAndDescription(option, 'bot.opt.seating', 'bot.cmd.newgame.seating').addChoices(...seatingChoices()))
    .addStringOption((option) => nameAndDescription(option, 'bot.opt.time', 'bot.cmd.newgame.time').addChoices(...timeLimitChoices()))
    .addIntegerOption((option) => nameAndDescription(option, 'bot.opt.computers', 'bot.cmd.newgame.computers').setMinValue(0).setMaxValue(engine.maxSeats - 1))
    .addStringOption((option) => nameAndDescription(option, 'bot.opt.level', 'bot.cmd.newgame.level').addChoices(...levelChoices()))
    .addStringOption((option) => nameAndDescription(option, 'bot.opt.language', 'bot.cmd.newgame.language').addChoices(...languageChoices()));
  for (const spec of engine.options) {
    const described = <T extends { setName(n: string): T; setDescription(d: string): T; setDescriptionLocalizations(l: Record<string, string>): T }>(option: T) =>
      option.setName(optionName(spec.id)).setDescription(t('en', spec.label).slice(0, 100)).setDescriptionLocalizations({ de: t('de', spec.label).slice(0, 100) });
    if (spec.kind === 'boolean') sub.addBooleanOption((option) => described(option));
    else {
      sub.addStringOption((option) =>
        described(option).addChoices(...(spec.choices ?? []).map((choice) => ({ name: t('en', choice.label).slice(0, 100), value: choice.value, name_localizations: { de: t('de', choice.label).slice(0, 100) } }))),
      );
    }
  }
  if (engine.importLog) sub.addAttachmentOption((option) => nameAndDescription(option, 'bot.opt.log', 'bot.cmd.newgame.log'));
  return sub;
}

/**
 * /newgame <game> [seating] [variants…] [log]: opens a lobby. One subcommand per game keeps each game's variants to
 * itself (four games bring more variants than the 25 options one command may have). With `log` (games whose engine
 * imports logs) the lobby continues the uploaded game instead (src/bot/lobby/imported-game.ts).
 */
export const newgame: SlashCommand = {
  name: 'newgame',
  definition(engines) {
    const builder = guildOnly(nameAndDescription(new SlashCommandBuilder(), 'bot.cmd.newgame.name', 'bot.cmd.newgame.desc'));
    for (const engine of engines) builder.addSubcommand(gameSubcommand(engine));
    return builder.toJSON();
  },
  async run(ctx: BotContext, interaction: ChatInputCommandInteraction) {
    const gameId = interaction.options.getSubcommand(true);
    const engine = Object.values(ctx.engines).find((candidate) => optionName(candidate.id) === gameId);
    if (!engine) return refuse(interaction, tx('bot.lobby.unknownGame', { game: gameId }), ctx.log);
    const notes = await lobbyGuard(ctx, interaction, engine);
    if (!notes) return;
    const upload = engine.importLog ? interaction.options.getAttachment(LOG_OPTION) : null;
    if (upload) {
      // The log decides options and seating; anything else given is named as ignored.
      const given = interaction.options.data[0]?.options ?? [];
      await openImportedLobby(ctx, interaction, engine, upload, given.map((option) => option.name).filter((name) => name !== LOG_OPTION && name !== TIME_OPTION && name !== LANGUAGE_OPTION));
      return tellHost(ctx, interaction, notes);
    }
    const seatOrder: SeatOrder = interaction.options.getString('seating') === 'joined' ? 'joined' : 'random';
    const opened = openLobby({
      engine,
      options: readOptions(engine, interaction),
      seatOrder,
      ...lobbyFromCommand(ctx, interaction),
    });
    const level = interaction.options.getString('level');
    const record = withComputers(engine, opened, interaction.options.getInteger('computers') ?? 0, isLevel(level) ? level : 'normal');
    // Acknowledge first (the store may be slow), then save, then show: the lobby's buttons must find their record, and
    // a lobby whose message could not be shown is closed again, so no lobby is left without a message. The indexes
    // first: when the record's save fails, they point at nothing (readers skip that).
    // The acknowledgement is the lobby's message: its id is saved with the lobby (to mark it expired later).
    // The host's limits are checked and the lobby saved as one step (member-limits.ts): a refusal is private.
    const saved = await openWithinLimits(ctx, { guildId: record.guildId, userId: record.hostId }, async () => {
      const acknowledged = await interaction.deferReply({ withResponse: true });
      const messageId = acknowledged.resource?.message?.id;
      try {
        await ctx.store.indexChannel(record.channelId, record.id);
        await ctx.store.indexUser(record.hostId, record.id, true);
        await ctx.store.saveGame(messageId ? { ...record, lobbyMessageId: messageId } : record);
      } catch (error) {
        // Nothing to show: the public acknowledgement goes, and the refusal (not saved) is answered privately.
        await interaction.deleteReply().catch(() => undefined);
        throw error;
      }
      return messageId;
    });
    if ('refuse' in saved) return refuse(interaction, saved.refuse, ctx.log);
    const lobbyMessageId = saved.opened;
    try {
      const shown = await interaction.editReply({ ...lobbyMessage(engine, record), allowedMentions: { parse: [] } });
      await tellHost(ctx, interaction, notes);
      if (!lobbyMessageId) await rememberLobbyMessage(ctx, record.id, shown.id);
    } catch (error) {
      logDiscordError(ctx.log, `lobby message for #${record.id}`, error);
      await ctx.store.saveGame({ ...record, status: 'abandoned' });
      await ctx.store.indexUser(record.hostId, record.id, false);
      await interaction.deleteReply().catch(() => undefined);
      await refuse(interaction, tx('bot.refuse.failed'), ctx.log);
      return;
    }
    await rememberLocale(ctx, interaction);
  },
};
