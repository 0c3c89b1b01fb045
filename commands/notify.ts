import { SlashCommandBuilder } from 'discord.js';
import { t, toLocale, tx } from '../src/i18n';
import { nameAndDescription, type SlashCommand } from '../src/bot/command';
import { replyPrivately } from '../src/bot/replies';

/** /notify on|off: DM turn pings, or a mention in the game thread instead. */
export const notify: SlashCommand = {
  name: 'notify',
  definition: () =>
    nameAndDescription(new SlashCommandBuilder(), 'bot.cmd.notify.name', 'bot.cmd.notify.desc')
      .addStringOption((option) =>
        nameAndDescription(option, 'bot.opt.mode', 'bot.cmd.notify.mode')
          .setRequired(true)
          .addChoices(...(['on', 'off'] as const).map((value) => ({ name: t('en', tx(`bot.${value}`)), value, name_localizations: { de: t('de', tx(`bot.${value}`)) } }))),
      )
      .toJSON(),
  async run(ctx, interaction) {
    const on = interaction.options.getString('mode', true) === 'on';
    // Turning pings on also forgets an earlier "DMs closed": the user may have opened them since.
    const { locale } = await ctx.store.prefs(interaction.user.id);
    await ctx.store.savePrefs(interaction.user.id, { notify: on, ...(locale ? { locale } : {}) });
    await replyPrivately(interaction, t(toLocale(interaction.locale), tx(on ? 'bot.notify.on' : 'bot.notify.off')), ctx.log);
  },
};
