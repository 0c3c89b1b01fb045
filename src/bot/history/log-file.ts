import { AttachmentBuilder, MessageFlags, type ButtonInteraction, type ChatInputCommandInteraction } from 'discord.js';
import type { AnyEngine, Locale } from '../../engine/types';
import { t, toLocale, tx } from '../../i18n';
import { engineFor, type BotContext } from '../kernel/context';
import { logLines, logText } from '../show/messages';
import type { GameRecord } from '../store/records';
import { logDiscordError, refuse } from '../kernel/replies';
import { askerOf, isVisibleTo, visibleGame, type Asker } from '../kernel/game-visibility';

/**
 * A game's log as a file in the engine's own notation (exportLog), named `<game>-<number>.<ext>`: everything needed
 * to replay the game elsewhere or to continue it with /newgame. Null when the engine has no notation or writing
 * fails (then the readable log stands alone).
 */
export function logFile(ctx: BotContext, engine: AnyEngine, record: GameRecord): AttachmentBuilder | null {
  if (!engine.exportLog || record.snapshot === null) return null;
  try {
    const exported = engine.exportLog({
      options: record.options,
      seats: record.seats.length,
      seed: record.seed,
      moves: record.moves.map(({ seat, move }) => ({ seat, move })),
    });
    const extension = /\.[a-z0-9]{1,8}$/i.exec(exported.filename)?.[0] ?? '.txt';
    return new AttachmentBuilder(Buffer.from(exported.text, 'utf8'), { name: `${engine.id}-${record.id}${extension}` });
  } catch (error) {
    ctx.log.error(`export log of #${record.id} failed`, error);
    return null;
  }
}

/**
 * The readable log in full, as plain text in the reader's language (`<game>-<number>-log.txt`): the message shows
 * only the newest lines that fit, the file keeps every line. Markdown stars are left out of a plain-text file.
 */
export function readableLogFile(engine: AnyEngine, record: GameRecord, locale: Locale): AttachmentBuilder {
  const title = t(locale, tx('bot.log.title', { game: engine.name, id: record.id })).replace(/\*\*/g, '');
  const lines = logLines(record, locale);
  const text = [title, ...(lines.length > 0 ? lines : [t(locale, tx('bot.log.empty'))])].join('\n') + '\n';
  return new AttachmentBuilder(Buffer.from(text, 'utf8'), { name: `${engine.id}-${record.id}-log.txt` });
}

/**
 * The private answer: the newest lines of the readable log, the whole of it as a text file, and the engine's
 * notation file when there is one (each with a line saying what it is for).
 */
export async function replyWithLog(ctx: BotContext, interaction: ChatInputCommandInteraction | ButtonInteraction, engine: AnyEngine, record: GameRecord): Promise<void> {
  const locale: Locale = toLocale(interaction.locale);
  const file = logFile(ctx, engine, record);
  const readable = readableLogFile(engine, record, locale);
  const notation = file ? [t(locale, tx('bot.log.file', { file: file.name ?? '' }))] : engine.exportLog ? [t(locale, tx('bot.log.noFile'))] : [];
  const footer = [t(locale, tx('bot.log.readableFile', { file: readable.name ?? '' })), ...notation];
  try {
    await interaction.reply({ content: logText(engine, record, locale, footer), files: file ? [file, readable] : [readable], flags: MessageFlags.Ephemeral });
  } catch (error) {
    logDiscordError(ctx.log, `log of #${record.id}`, error);
  }
}

/** The Log button under a board: the same answer as /log for that game, to anyone (the log is public). */
export async function handleLogButton(ctx: BotContext, interaction: ButtonInteraction, gameRecordId: string): Promise<void> {
  const record = await visibleGame(ctx, gameRecordId, askerOf(interaction));
  const engine = record ? engineFor(ctx, record.gameId) : undefined;
  if (!record || !engine) return refuse(interaction, tx('bot.refuse.unknownGame'), ctx.log);
  await replyWithLog(ctx, interaction, engine, record);
}

/** Games that have a log: started ones (a lobby has none). */
const hasLog = (record: GameRecord | undefined): record is GameRecord => record !== undefined && record.status !== 'lobby' && record.snapshot !== null;

/**
 * The game /log means: the number given, else the newest game of this channel or thread (running before finished),
 * else the caller's newest. Undefined when there is none.
 */
export async function gameForLog(ctx: BotContext, asked: string | null, channelId: string, asker: Asker): Promise<GameRecord | undefined> {
  if (asked) {
    const record = await visibleGame(ctx, asked, asker);
    return hasLog(record) ? record : undefined;
  }
  const load = async (ids: string[]) => (await Promise.all(ids.map((id) => ctx.store.game(id)))).filter(hasLog).filter((record) => isVisibleTo(record, asker));
  const newestFirst = (records: GameRecord[]) =>
    records.sort((a, b) => Number(b.status === 'running') - Number(a.status === 'running') || b.updatedAt.localeCompare(a.updatedAt));
  // Ended games leave the lists of running games; their own lists keep the newest few for this.
  const here = newestFirst(await load([...(await ctx.store.gamesInChannel(channelId)), ...(await ctx.store.endedInChannel(channelId))]));
  if (here.length > 0) return here[0];
  return newestFirst(await load([...(await ctx.store.gamesOfUser(asker.userId)), ...(await ctx.store.endedOfUser(asker.userId))]))[0];
}
