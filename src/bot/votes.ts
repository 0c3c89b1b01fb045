import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  PermissionFlagsBits,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
} from 'discord.js';
import type { AnyEngine, Text } from '../engine/types';
import { t, tx } from '../i18n';
import { engineFor, type BotContext } from './context';
import { encodeComponentId, type VoteTopic } from './custom-id';
import { named, type OutgoingMessage } from './messages';
import { newlyAwaited, publish } from './publisher';
import type { GameRecord, Vote } from './records';
import { replayRefusal } from './engine-version';
import { logDiscordError, refuse } from './replies';
import { canUndo, lastPlayerMove, seatOf, undoLast } from './session';

/** The game a command in this channel is about: the one whose thread this is, else the newest unfinished one here. */
export async function gameHere(ctx: BotContext, channelId: string): Promise<GameRecord | undefined> {
  const ids = await ctx.store.gamesInChannel(channelId);
  const records = (await Promise.all(ids.map((id) => ctx.store.game(id)))).filter((r): r is GameRecord => r !== undefined);
  const open = records.filter((r) => r.status === 'running').reverse();
  return open.find((r) => r.threadId === channelId) ?? open[0];
}

function voteNeeded(record: GameRecord, topic: VoteTopic): number {
  // Computer seats do not vote: they go along with the humans.
  const humans = record.seats.filter((seat) => !seat.computer).length;
  return topic === 'undo' ? humans - 1 : humans;
}

function voteText(engine: AnyEngine, record: GameRecord, topic: VoteTopic, vote: Vote, askerName: string): string {
  const locale = record.locale;
  const agreed = topic === 'undo' ? vote.agreed.length - 1 : vote.agreed.length;
  const params = { name: askerName, game: engine.name, id: record.id, agreed, needed: voteNeeded(record, topic) };
  if (topic === 'abandon') return t(locale, tx('bot.abandon.ask', params));
  const last = lastPlayerMove(record);
  return t(locale, tx('bot.undo.ask', { ...params, move: last ? named(record, last.log[0]) : '' }));
}

function voteMessage(engine: AnyEngine, record: GameRecord, topic: VoteTopic, vote: Vote): OutgoingMessage {
  const askerName = record.seats.find((seat) => seat.userId === vote.agreed[0])?.name ?? '?';
  const button = (agree: boolean) =>
    new ButtonBuilder()
      .setCustomId(encodeComponentId({ kind: 'vote', game: record.id, version: record.version, topic, agree }).customId)
      .setLabel(t(record.locale, tx(agree ? 'bot.vote.agree' : 'bot.vote.refuse')))
      .setStyle(agree ? ButtonStyle.Success : ButtonStyle.Danger);
  return {
    content: voteText(engine, record, topic, vote, askerName),
    files: [],
    components: [new ActionRowBuilder<ButtonBuilder>().addComponents(button(true), button(false)).toJSON()],
  };
}

/** Complete when every seated player agreed (for an undo the asker counts as agreeing). */
function complete(record: GameRecord, vote: Vote): boolean {
  return record.seats.every((seat) => seat.computer !== undefined || vote.agreed.includes(seat.userId));
}

/** Carries out an agreed vote: undo the last move, or abandon the game; then shows the result in the game channel. */
async function carryOut(ctx: BotContext, engine: AnyEngine, record: GameRecord, topic: VoteTopic): Promise<{ record: GameRecord; text: string }> {
  if (topic === 'abandon') {
    const next: GameRecord = { ...record, status: 'abandoned', undo: null, abandon: null };
    await ctx.store.saveGame(next);
    return { record: await publish(ctx, engine, next, []), text: t(record.locale, tx('bot.game.abandoned', { game: engine.name, id: record.id })) };
  }
  const undone = named(record, lastPlayerMove(record)?.log[0] ?? tx('bot.undo.topic'));
  const before = engine.awaiting(record.snapshot);
  const next = undoLast(engine, record);
  await ctx.store.saveGame(next);
  const published = await publish(ctx, engine, next, newlyAwaited(before, engine.awaiting(next.snapshot)));
  return { record: published, text: t(record.locale, tx('bot.undo.done', { move: undone })) };
}

/** /undo and /abandon: open a vote (or, for a server manager's /abandon, act at once). */
export async function startVote(ctx: BotContext, interaction: ChatInputCommandInteraction, topic: VoteTopic): Promise<void> {
  const found = await gameHere(ctx, interaction.channelId);
  const engine = found ? engineFor(ctx, found.gameId) : undefined;
  if (!found || !engine) return refuse(interaction, tx(topic === 'undo' ? 'bot.undo.none' : 'bot.abandon.none'), ctx.log);
  await ctx.locks.run(found.id, async () => {
    const record = await ctx.store.game(found.id);
    if (!record || record.status !== 'running') return refuse(interaction, tx('bot.abandon.none'), ctx.log);
    const manager = interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false;
    const seated = seatOf(record, interaction.user.id) !== null;
    if (topic === 'abandon' && manager) {
      await interaction.deferReply();
      const { text } = await carryOut(ctx, engine, record, topic);
      await interaction.editReply(text);
      return;
    }
    if (!seated) return refuse(interaction, tx('bot.refuse.notSeated'), ctx.log);
    if (topic === 'undo') {
      const outdated = replayRefusal(engine, record);
      if (outdated) return refuse(interaction, outdated, ctx.log);
      const check = canUndo(record);
      if (check !== 'ok') return refuse(interaction, tx(check === 'hidden' ? 'bot.undo.hidden' : 'bot.undo.none'), ctx.log);
    }
    const vote: Vote = { version: record.version, agreed: [interaction.user.id] };
    const next: GameRecord = { ...record, [topic]: vote };
    if (complete(next, vote)) {
      await interaction.deferReply();
      const { text } = await carryOut(ctx, engine, next, topic);
      await interaction.editReply(text);
      return;
    }
    await ctx.store.saveGame(next);
    await interaction.reply(voteMessage(engine, next, topic, vote));
  });
}

/** Agree / Refuse under a vote message. */
export async function handleVote(ctx: BotContext, interaction: ButtonInteraction, gameRecordId: string, version: number, topic: VoteTopic, agree: boolean): Promise<void> {
  await ctx.locks.run(gameRecordId, async () => {
    const record = await ctx.store.game(gameRecordId);
    const engine = record ? engineFor(ctx, record.gameId) : undefined;
    if (!record || !engine) return refuse(interaction, tx('bot.refuse.unknownGame'), ctx.log);
    const vote = record[topic];
    if (record.status !== 'running' || !vote || vote.version !== version || record.version !== version) {
      return refuse(interaction, tx('bot.vote.over'), ctx.log);
    }
    const seat = seatOf(record, interaction.user.id);
    if (seat === null) return refuse(interaction, tx('bot.refuse.notSeated'), ctx.log);
    if (!agree) {
      const next: GameRecord = { ...record, [topic]: null };
      await ctx.store.saveGame(next);
      const topicText: Text = tx(topic === 'undo' ? 'bot.undo.topic' : 'bot.abandon.topic');
      await interaction.update({ content: t(record.locale, tx('bot.vote.refused', { name: record.seats[seat].name, topic: topicText })), components: [] });
      return;
    }
    if (vote.agreed.includes(interaction.user.id)) return refuse(interaction, tx('bot.vote.counted'), ctx.log);
    const updated: Vote = { ...vote, agreed: [...vote.agreed, interaction.user.id] };
    const next: GameRecord = { ...record, [topic]: updated };
    if (!complete(next, updated)) {
      await ctx.store.saveGame(next);
      await interaction.update(voteMessage(engine, next, topic, updated));
      return;
    }
    await interaction.deferUpdate();
    const { text } = await carryOut(ctx, engine, next, topic);
    try {
      await interaction.editReply({ content: text, components: [] });
    } catch (error) {
      logDiscordError(ctx.log, `close vote on #${record.id}`, error);
    }
  });
}
