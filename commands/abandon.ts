import { SlashCommandBuilder } from 'discord.js';
import { guildOnly, nameAndDescription, type SlashCommand } from '../src/bot/kernel/command';
import { startVote } from '../src/bot/seats/votes';

/** /abandon: ends the game here when every player agrees, or at once for a member with Manage Server. */
export const abandon: SlashCommand = {
  name: 'abandon',
  definition: () => guildOnly(nameAndDescription(new SlashCommandBuilder(), 'bot.cmd.abandon.name', 'bot.cmd.abandon.desc')).toJSON(),
  run: (ctx, interaction) => startVote(ctx, interaction, 'abandon'),
};
