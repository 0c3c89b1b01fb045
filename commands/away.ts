import { SlashCommandBuilder } from 'discord.js';
import { guildOnly, nameAndDescription, type SlashCommand } from '../src/bot/kernel/command';
import { goAwayCommand } from '../src/bot/seats/away';

/** /away days:<0–14>: pauses the caller's clocks in their games on this server (src/bot/seats/away.ts). */
export const away: SlashCommand = {
  name: 'away',
  definition: () =>
    guildOnly(nameAndDescription(new SlashCommandBuilder(), 'bot.cmd.away.name', 'bot.cmd.away.desc'))
      .addIntegerOption((option) => nameAndDescription(option, 'bot.opt.days', 'bot.cmd.away.days').setRequired(true).setMinValue(0).setMaxValue(14))
      .toJSON(),
  run: goAwayCommand,
};
