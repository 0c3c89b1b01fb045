import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import { toLocale, tx } from '../src/i18n';
import { gameChoices, guildOnly, nameAndDescription, type SlashCommand } from '../src/bot/kernel/command';
import { engineFor } from '../src/bot/kernel/context';
import { refuse } from '../src/bot/kernel/replies';
import { leaderboardMessage } from '../src/ratings/leaderboard';
import { drawQueued } from '../src/bot/base/draw-queue';

/** /leaderboard [game]: this server's best players of a game by rating, or each game's top 3; text and picture. */
export const leaderboard: SlashCommand = {
  name: 'leaderboard',
  definition: (engines) =>
    guildOnly(nameAndDescription(new SlashCommandBuilder(), 'stats.cmd.leaderboard.name', 'stats.cmd.leaderboard.desc'))
      .addStringOption((option) => nameAndDescription(option, 'bot.opt.game', 'stats.cmd.leaderboard.game').addChoices(...gameChoices(engines)))
      .toJSON(),
  async run(ctx, interaction) {
    if (!interaction.guildId) return refuse(interaction, tx('stats.serverOnly'), ctx.log);
    const gameId = interaction.options.getString('game');
    const engine = gameId === null ? undefined : engineFor(ctx, gameId);
    if (gameId !== null && !engine) return refuse(interaction, tx('bot.lobby.unknownGame', { game: gameId }), ctx.log);
    // Acknowledge first: drawing the table must not eat into Discord's 3 seconds.
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const engines = engine ? [engine] : Object.values(ctx.engines);
    const guild = interaction.guildId;
    // Browsing: in the member's own lane, behind the games' boards.
    const draw = (render: () => Promise<Buffer>) => drawQueued(ctx.draws, { kind: 'browse', guild, lane: interaction.user.id, draw: render });
    const message = await leaderboardMessage(ctx.store, guild, engines, toLocale(interaction.locale), engine !== undefined, draw);
    await interaction.editReply(message);
  },
};
