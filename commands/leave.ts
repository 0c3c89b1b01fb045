import { SlashCommandBuilder } from 'discord.js';
import { guildOnly, nameAndDescription, type SlashCommand } from '../src/bot/kernel/command';
import { startLeave } from '../src/bot/seats/leave';

/** /leave: resign from the game here (after a confirm button); the game drops your seat and goes on without you. */
export const leave: SlashCommand = {
  name: 'leave',
  definition: () => guildOnly(nameAndDescription(new SlashCommandBuilder(), 'bot.cmd.leave.name', 'bot.cmd.leave.desc')).toJSON(),
  run: (ctx, interaction) => startLeave(ctx, interaction),
};
