import { SlashCommandBuilder } from 'discord.js';
import { t, toLocale, tx } from '../src/i18n';
import { nameAndDescription, type SlashCommand } from '../src/bot/kernel/command';
import { replyPrivately } from '../src/bot/kernel/replies';

const onOff = () => (['on', 'off'] as const).map((value) => ({ name: t('en', tx(`bot.${value}`)), value, name_localizations: { de: t('de', tx(`bot.${value}`)) } }));

/**
 * /notify [mode:on|off] [reminders:on|off]: DM turn pings (or a mention in the game thread instead), and the gentle daily
 * reminders of games without a time limit. Without options it shows both settings.
 */
export const notify: SlashCommand = {
  name: 'notify',
  definition: () =>
    nameAndDescription(new SlashCommandBuilder(), 'bot.cmd.notify.name', 'bot.cmd.notify.desc')
      .addStringOption((option) => nameAndDescription(option, 'bot.opt.mode', 'bot.cmd.notify.mode').addChoices(...onOff()))
      .addStringOption((option) => nameAndDescription(option, 'bot.opt.reminders', 'bot.cmd.notify.reminders').addChoices(...onOff()))
      .toJSON(),
  async run(ctx, interaction) {
    const locale = toLocale(interaction.locale);
    const mode = interaction.options.getString('mode');
    const reminders = interaction.options.getString('reminders');
    const prefs = { ...(await ctx.store.prefs(interaction.user.id)) };
    const lines: string[] = [];
    if (mode !== null) {
      // Setting pings also forgets an earlier "DMs closed": the user may have opened them since.
      prefs.notify = mode === 'on';
      delete prefs.dmClosedAt;
      lines.push(t(locale, tx(mode === 'on' ? 'bot.notify.on' : 'bot.notify.off')));
    }
    if (reminders !== null) {
      prefs.reminders = reminders === 'on';
      lines.push(t(locale, tx(reminders === 'on' ? 'bot.notify.remindersOn' : 'bot.notify.remindersOff')));
    }
    if (mode === null && reminders === null) {
      lines.push(t(locale, tx(prefs.notify ? 'bot.notify.on' : 'bot.notify.off')), t(locale, tx(prefs.reminders === false ? 'bot.notify.remindersOff' : 'bot.notify.remindersOn')));
    } else {
      await ctx.store.savePrefs(interaction.user.id, prefs);
    }
    await replyPrivately(interaction, lines.join('\n'), ctx.log);
  },
};
