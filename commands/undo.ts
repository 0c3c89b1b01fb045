import { SlashCommandBuilder } from 'discord.js';
import { guildOnly, nameAndDescription, type SlashCommand } from '../src/bot/kernel/command';
import { startVote } from '../src/bot/seats/votes';

/** /undo: asks the other players to take back the last move and the automatic moves it set off (not when any of them revealed hidden information). */
export const undo: SlashCommand = {
  name: 'undo',
  definition: () => guildOnly(nameAndDescription(new SlashCommandBuilder(), 'bot.cmd.undo.name', 'bot.cmd.undo.desc')).toJSON(),
  run: (ctx, interaction) => startVote(ctx, interaction, 'undo'),
};
