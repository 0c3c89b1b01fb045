import { SlashCommandBuilder } from 'discord.js';
import { t, toLocale, tx } from '../src/i18n';
import { guildOnly, nameAndDescription, type SlashCommand } from '../src/bot/kernel/command';
import { engineFor } from '../src/bot/kernel/context';
import { clipLines } from '../src/bot/show/messages';
import { replyPrivately } from '../src/bot/kernel/replies';
import { awaitedNames } from '../src/bot/game/seat-clock';

/** /games: the unfinished games of this channel (or thread). */
export const games: SlashCommand = {
  name: 'games',
  definition: () => guildOnly(nameAndDescription(new SlashCommandBuilder(), 'bot.cmd.games.name', 'bot.cmd.games.desc')).toJSON(),
  async run(ctx, interaction) {
    const locale = toLocale(interaction.locale);
    const records = await Promise.all((await ctx.store.gamesInChannel(interaction.channelId)).map((id) => ctx.store.game(id)));
    const lines: string[] = [];
    for (const record of records) {
      const engine = record ? engineFor(ctx, record.gameId) : undefined;
      if (!record || !engine || (record.status !== 'running' && record.status !== 'lobby')) continue;
      const names = record.seats.map((seat) => seat.name).join(', ');
      lines.push(t(locale, tx('bot.games.line', { id: record.id, game: engine.name, status: tx(`bot.status.${record.status}`), names })));
      if (record.status === 'running') lines.push(t(locale, tx('bot.games.waiting', { names: awaitedNames(record, engine.awaiting(record.snapshot), ctx.clock.now(), locale) })));
    }
    const content = lines.length > 0 ? clipLines([t(locale, tx('bot.games.title')), ...lines]) : t(locale, tx('bot.games.none'));
    await replyPrivately(interaction, content, ctx.log);
  },
};
