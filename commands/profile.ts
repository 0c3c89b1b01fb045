import { SlashCommandBuilder } from 'discord.js';
import { safeName } from '../src/bot/kernel/display-name';
import { toLocale, tx } from '../src/i18n';
import { guildOnly, nameAndDescription, type SlashCommand } from '../src/bot/kernel/command';
import { refuse, replyPrivately } from '../src/bot/kernel/replies';
import { profileText } from '../src/ratings/profile';

/** /profile [member]: a player's record on this server, privately (the caller's own when no member is named). */
export const profile: SlashCommand = {
  name: 'profile',
  definition: () =>
    guildOnly(nameAndDescription(new SlashCommandBuilder(), 'stats.cmd.profile.name', 'stats.cmd.profile.desc'))
      .addUserOption((option) => nameAndDescription(option, 'stats.opt.member', 'stats.cmd.profile.member'))
      .toJSON(),
  async run(ctx, interaction) {
    if (!interaction.guildId) return refuse(interaction, tx('stats.serverOnly'), ctx.log);
    const user = interaction.options.getUser('member') ?? interaction.user;
    const member = interaction.options.getMember('member');
    const name = safeName(member && 'displayName' in member ? member.displayName : (user.globalName ?? user.username));
    const text = await profileText(ctx.store, interaction.guildId, user.id, name, ctx.engines, toLocale(interaction.locale));
    await replyPrivately(interaction, text, ctx.log);
  },
};
