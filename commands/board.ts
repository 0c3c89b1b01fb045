import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import { t, toLocale, tx } from '../src/i18n';
import { askedGameId, guildOnly, nameAndDescription, type SlashCommand } from '../src/bot/kernel/command';
import { engineFor } from '../src/bot/kernel/context';
import { isGameRecordId } from '../src/bot/base/custom-id';
import { askerOf, visibleGame } from '../src/bot/kernel/game-visibility';
import { publish } from '../src/bot/show/publisher';
import { gameChannelId } from '../src/bot/store/records';
import { refuse } from '../src/bot/kernel/replies';
import { gameHere } from '../src/bot/seats/votes';

/**
 * /board [game]: posts the current board of the game here (or of the game number given) again, in the game's own
 * thread or channel, with live buttons; the older board loses its buttons and nobody is pinged. The way back when a
 * moderator deleted the board, or it scrolled far away.
 */
export const board: SlashCommand = {
  name: 'board',
  definition: () =>
    guildOnly(nameAndDescription(new SlashCommandBuilder(), 'bot.cmd.board.name', 'bot.cmd.board.desc'))
      .addStringOption((option) => nameAndDescription(option, 'bot.opt.game', 'bot.cmd.board.game').setMaxLength(12))
      .toJSON(),
  async run(ctx, interaction) {
    const locale = toLocale(interaction.locale);
    const asked = askedGameId(interaction);
    const found = asked ? (isGameRecordId(asked) ? await visibleGame(ctx, asked, askerOf(interaction)) : undefined) : await gameHere(ctx, interaction.channelId);
    if (!found) return refuse(interaction, asked ? tx('bot.info.notFound', { id: asked }) : tx('bot.board.none'), ctx.log);
    const engine = engineFor(ctx, found.gameId);
    if (!engine) return refuse(interaction, tx('bot.refuse.unknownGame'), ctx.log);
    if (found.status !== 'running') return refuse(interaction, tx('bot.board.notRunning', { id: found.id }), ctx.log);
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const shown = await ctx.locks.run(found.id, async () => {
      const record = await ctx.store.game(found.id);
      if (!record || record.status !== 'running') return null;
      return publish(ctx, engine, record, [], { repost: true });
    });
    if (!shown) {
      // The game ended while the command waited for its lock.
      await interaction.editReply(t(locale, tx('bot.board.notRunning', { id: found.id })));
      return;
    }
    // A new board is a new message: the same id means nothing could be posted.
    const posted = shown.messageId !== null && shown.messageId !== found.messageId;
    const link = `https://discord.com/channels/${shown.guildId ?? '@me'}/${gameChannelId(shown)}/${shown.messageId ?? ''}`;
    await interaction.editReply(t(locale, posted ? tx('bot.board.reposted', { id: shown.id, link }) : tx('bot.board.failed', { id: shown.id })));
  },
};
