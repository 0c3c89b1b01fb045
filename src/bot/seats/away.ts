import { MessageFlags, PermissionFlagsBits, type ChatInputCommandInteraction } from 'discord.js';
import { t, toLocale, tx } from '../../i18n';
import { awayBudgetLeft, goAway } from '../game/away';
import { DAY, durationText } from '../game/time-limit';
import { sendableChannel } from '../kernel/channels';
import { engineFor, type BotContext } from '../kernel/context';
import { logDiscordError, refuse, replyPrivately } from '../kernel/replies';
import { refreshBoard } from '../show/publisher';
import { queueShow } from '../show/show-queue';
import { gameChannelId } from '../store/records';
import { saveServerSettings, serverSettings } from '../store/server-settings';

/** `<t:…:R>`: Discord shows every reader the time until then in their own words, counting down by itself. */
const relative = (ms: number) => `<t:${Math.floor(ms / 1000)}:R>`;

/**
 * /away days:<0–14>: pauses the caller's clocks in every game they play on this server (each game allows 14 days in
 * all); 0 ends the time away now. Each game's board shows it, and the others are told in the game's channel.
 */
export async function goAwayCommand(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const locale = toLocale(interaction.locale);
  const guildId = interaction.guildId;
  if (!guildId) return refuse(interaction, tx('bot.away.serverOnly'), ctx.log);
  if ((await serverSettings(ctx.store, guildId)).awayOff) return refuse(interaction, tx('bot.away.off'), ctx.log);
  const days = interaction.options.getInteger('days', true);
  const userId = interaction.user.id;
  // Acknowledged first: each game's change waits for that game's lock.
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const lines: string[] = [];
  for (const id of await ctx.store.gamesOfUser(userId)) {
    await ctx.locks.run(id, async () => {
      const record = await ctx.store.game(id);
      const engine = record ? engineFor(ctx, record.gameId) : undefined;
      if (!record || !engine || record.status !== 'running' || record.guildId !== guildId) return;
      if (!record.seats.some((seat) => seat.userId === userId && !seat.computer)) return;
      const now = ctx.clock.now();
      const away = goAway(record, userId, now, days * DAY);
      const game = { game: engine.name, id: record.id };
      if (!away) {
        lines.push(t(locale, tx(days === 0 ? 'bot.away.notAway' : 'bot.away.noneLeft', game)));
        return;
      }
      const changed = { ...away.record, updatedAt: new Date(now).toISOString() };
      await ctx.store.saveGame(changed, record.version);
      const left = durationText(awayBudgetLeft(changed, userId));
      lines.push(t(locale, days === 0 ? tx('bot.away.backIn', game) : tx('bot.away.awayIn', { ...game, until: relative(away.until), left })));
      const name = record.seats.find((seat) => seat.userId === userId)?.name ?? '?';
      const note = days === 0 ? tx('bot.away.toldBack', { name }) : tx('bot.away.told', { name, until: relative(away.until) });
      // Saved first, then shown: the board with the paused clock, and a line for the others.
      void queueShow(ctx, record.id, `away note of #${record.id}`, async () => {
        await refreshBoard(ctx, engine, changed);
        const channel = await sendableChannel(ctx, gameChannelId(changed));
        await channel?.send({ content: t(changed.locale, note), allowedMentions: { parse: [] } }).catch((error: unknown) => logDiscordError(ctx.log, `away note of #${record.id}`, error));
      });
    });
  }
  await interaction.editReply({ content: lines.length > 0 ? lines.join('\n') : t(locale, tx('bot.away.noGames')) });
}

/** /settings away:<on|off> on a server: whether /away may be used there (Manage Server only). */
export async function setServerAway(ctx: BotContext, interaction: ChatInputCommandInteraction, allowed: boolean): Promise<void> {
  const guildId = interaction.guildId;
  if (!guildId) return refuse(interaction, tx('bot.away.serverOnly'), ctx.log);
  if (!interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild)) return refuse(interaction, tx('bot.away.manageOnly'), ctx.log);
  const settings = await serverSettings(ctx.store, guildId);
  await saveServerSettings(ctx.store, guildId, { ...settings, awayOff: !allowed });
  await replyPrivately(interaction, t(toLocale(interaction.locale), tx(allowed ? 'bot.away.turnedOn' : 'bot.away.turnedOff')), ctx.log);
}
