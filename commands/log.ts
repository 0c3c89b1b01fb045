import { SlashCommandBuilder } from 'discord.js';
import { askedGameId, nameAndDescription, type SlashCommand } from '../src/bot/kernel/command';
import { engineFor } from '../src/bot/kernel/context';
import { isGameRecordId } from '../src/bot/base/custom-id';
import { gameForLog, replyWithLog } from '../src/bot/history/log-file';
import { refuse } from '../src/bot/kernel/replies';
import { askerOf } from '../src/bot/kernel/game-visibility';
import { tx } from '../src/i18n';

/**
 * /log [game]: the game's log, readable and — when the game has a notation (Terra Mystica: snellman) — as a file
 * to replay or continue elsewhere. Private to the caller, open to anyone: a log holds only public moves.
 */
export const log: SlashCommand = {
  name: 'log',
  definition: () =>
    nameAndDescription(new SlashCommandBuilder(), 'bot.cmd.log.name', 'bot.cmd.log.desc')
      .addStringOption((option) => nameAndDescription(option, 'bot.opt.game', 'bot.cmd.log.game').setMaxLength(12))
      .toJSON(),
  async run(ctx, interaction) {
    const asked = askedGameId(interaction) ?? null;
    if (asked !== null && !isGameRecordId(asked)) return refuse(interaction, tx('bot.info.notFound', { id: asked }), ctx.log);
    const record = await gameForLog(ctx, asked, interaction.channelId, askerOf(interaction));
    const engine = record ? engineFor(ctx, record.gameId) : undefined;
    if (!record || !engine) return refuse(interaction, asked ? tx('bot.info.notFound', { id: asked }) : tx('bot.log.none'), ctx.log);
    await replyWithLog(ctx, interaction, engine, record);
  },
};
