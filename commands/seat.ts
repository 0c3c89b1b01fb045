import { SlashCommandBuilder, SlashCommandSubcommandBuilder } from 'discord.js';
import { guildOnly, nameAndDescription, type SlashCommand } from '../src/bot/kernel/command';
import { giveSeat } from '../src/bot/seats/substitutes';

/** /seat give member: hand your seat in the game here to another member (they accept by button). */
export const seat: SlashCommand = {
  name: 'seat',
  definition: () =>
    guildOnly(nameAndDescription(new SlashCommandBuilder(), 'bot.cmd.seat.name', 'bot.cmd.seat.desc'))
      .addSubcommand(
        nameAndDescription(new SlashCommandSubcommandBuilder(), 'bot.cmd.seat.give', 'bot.cmd.seat.giveDesc').addUserOption((option) =>
          nameAndDescription(option, 'bot.opt.member', 'bot.cmd.seat.member').setRequired(true),
        ),
      )
      .toJSON(),
  run: (ctx, interaction) => giveSeat(ctx, interaction),
};
