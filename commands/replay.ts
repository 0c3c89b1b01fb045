import { SlashCommandBuilder } from 'discord.js';
import { askedGameId, guildOnly, nameAndDescription, type SlashCommand } from '../src/bot/kernel/command';
import { isGameRecordId } from '../src/bot/base/custom-id';
import { refuse } from '../src/bot/kernel/replies';
import { showReplay } from '../src/bot/history/replay';
import { tx } from '../src/i18n';

/** /replay <game>: the game's board after any move, privately, with buttons to step through it (src/bot/history/replay.ts). */
export const replayCommand: SlashCommand = {
  name: 'replay',
  definition: () =>
    guildOnly(nameAndDescription(new SlashCommandBuilder(), 'stats.cmd.replay.name', 'stats.cmd.replay.desc'))
      .addStringOption((option) => nameAndDescription(option, 'bot.opt.game', 'stats.cmd.replay.game').setRequired(true).setMaxLength(12))
      .toJSON(),
  async run(ctx, interaction) {
    const asked = askedGameId(interaction) ?? '';
    if (!isGameRecordId(asked)) return refuse(interaction, tx('replay.notFound', { id: asked }), ctx.log);
    await showReplay(ctx, interaction, asked, null);
  },
};
