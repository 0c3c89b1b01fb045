import { SlashCommandBuilder } from 'discord.js';
import { toLocale, t, tx } from '../src/i18n';
import { askedGameId, nameAndDescription, type SlashCommand } from '../src/bot/kernel/command';
import { engineFor, type BotContext } from '../src/bot/kernel/context';
import { isGameRecordId } from '../src/bot/base/custom-id';
import { askerOf, isVisibleTo, visibleGame } from '../src/bot/kernel/game-visibility';
import { clipLines, statusText } from '../src/bot/show/messages';
import type { GameRecord } from '../src/bot/store/records';
import { refuse, replyPrivately } from '../src/bot/kernel/replies';
import { mineRows, replyWithMine } from '../src/bot/play/mine';

const unfinished = (record: GameRecord | undefined): record is GameRecord => record !== undefined && (record.status === 'running' || record.status === 'lobby');

/** The newest game that ended (finished or abandoned) in this channel or thread, as a list of at most one. */
async function newestEnded(ctx: BotContext, channelId: string): Promise<GameRecord[]> {
  const ended = (await Promise.all((await ctx.store.endedInChannel(channelId)).map((id) => ctx.store.game(id)))).filter(
    (record): record is GameRecord => record !== undefined && (record.status === 'finished' || record.status === 'abandoned'),
  );
  return ended.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).slice(0, 1);
}

/**
 * /status [game]: one game by number, else the game in this channel or thread (the result when it has ended), else
 * every game of the caller.
 */
export const status: SlashCommand = {
  name: 'status',
  definition: () =>
    nameAndDescription(new SlashCommandBuilder(), 'bot.cmd.status.name', 'bot.cmd.status.desc')
      .addStringOption((option) => nameAndDescription(option, 'bot.opt.game', 'bot.cmd.status.game').setMaxLength(12))
      .toJSON(),
  async run(ctx, interaction) {
    const locale = toLocale(interaction.locale);
    const asked = askedGameId(interaction);
    let records: GameRecord[];
    if (asked) {
      const record = isGameRecordId(asked) ? await visibleGame(ctx, asked, askerOf(interaction)) : undefined;
      if (!record) return refuse(interaction, tx('bot.info.notFound', { id: asked }), ctx.log);
      records = [record];
    } else {
      const here = (await Promise.all((await ctx.store.gamesInChannel(interaction.channelId)).map((id) => ctx.store.game(id)))).filter(unfinished);
      // A finished game's thread: its result (the newest game that ended here), not the caller's other games.
      const ended = here.length > 0 ? [] : await newestEnded(ctx, interaction.channelId);
      const mine = here.length > 0 || ended.length > 0 ? [] : (await Promise.all((await ctx.store.gamesOfUser(interaction.user.id)).map((id) => ctx.store.game(id))))
            .filter(unfinished)
            .filter((record) => isVisibleTo(record, askerOf(interaction)));
      records = here.length > 0 ? here : ended.length > 0 ? ended : mine;
    }
    const blocks = records.flatMap((record) => {
      const engine = engineFor(ctx, record.gameId);
      return engine ? [statusText(engine, record, locale, ctx.clock.now()).join('\n')] : [];
    });
    if (blocks.length === 0) return replyPrivately(interaction, t(locale, tx('bot.info.none')), ctx.log);
    await replyWithMine(interaction, clipLines(blocks.join('\n\n').split('\n')), mineRows(records, interaction.user.id, locale), ctx);
  },
};
