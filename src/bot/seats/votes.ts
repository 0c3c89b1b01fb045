import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  PermissionFlagsBits,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
} from 'discord.js';
import type { AnyEngine, Text } from '../../engine/types';
import { t, tx } from '../../i18n';
import { engineFor, type BotContext } from '../kernel/context';
import { encodeComponentId, type VoteTopic } from '../base/custom-id';
import { noteGame } from '../kernel/interaction-log';
import { named, type OutgoingMessage } from '../show/messages';
import { newlyAwaited, publish } from '../show/publisher';
import type { GameRecord, Vote } from '../store/records';
import { logDiscordError, refuse } from '../kernel/replies';
import { canUndo, lapseVotes, lastPlayerMove, seatOf, undoLast, undoRefusal } from '../game/session';
import { queueShow } from '../show/show-queue';

/** The game a command in this channel is about: the one whose thread this is, else the newest unfinished one here. */
export async function gameHere(ctx: BotContext, channelId: string): Promise<GameRecord | undefined> {
  const ids = await ctx.store.gamesInChannel(channelId);
  const records = (await Promise.all(ids.map((id) => ctx.store.game(id)))).filter((r): r is GameRecord => r !== undefined);
  const open = records.filter((r) => r.status === 'running').reverse();
  const found = open.find((r) => r.threadId === channelId) ?? open[0];
  noteGame(found?.id);
  return found;
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

/**
 * Carries out an agreed vote under the game's lock: undo the last move, or abandon the game, and saves. Answers
 * `answer`, which (queued by the caller, show-queue.ts) shows the result in the game channel and then says what
 * happened through `say`.
 */
async function carryOut(
  ctx: BotContext,
  engine: AnyEngine,
  record: GameRecord,
  topic: VoteTopic,
  say: (text: string) => Promise<unknown>,
): Promise<() => Promise<unknown>> {
  if (topic === 'abandon') {
    const next: GameRecord = { ...record, status: 'abandoned', ...lapseVotes(record, 'abandon') };
    await ctx.store.saveGame(next, record.version);
    const text = t(record.locale, tx('bot.game.abandoned', { game: engine.name, id: record.id }));
    return async () => {
      await publish(ctx, engine, next, []);
      await say(text).catch((error: unknown) => logDiscordError(ctx.log, `vote message of #${record.id}`, error));
    };
  }
  const undone = named(record, lastPlayerMove(record)?.log[0] ?? tx('bot.undo.topic'));
  const before = engine.awaiting(record.snapshot);
  const next = undoLast(engine, record, 'undo');
  await ctx.store.saveGame(next, record.version);
  const text = t(record.locale, tx('bot.undo.done', { move: undone }));
  return async () => {
    await publish(ctx, engine, next, newlyAwaited(before, engine.awaiting(next.snapshot)));
    await say(text).catch((error: unknown) => logDiscordError(ctx.log, `vote message of #${record.id}`, error));
  };
}

/** What a vote command or click came to under the game's lock: a private refusal, or the change saved and its showing queued. */
type VoteOutcome = { refuse: Text } | { shown: Promise<void> };

/**
 * Why `user` cannot open a vote on `record` now, or null when they can (checked once before acknowledging, to answer
 * a refusal privately, and again under the lock).
 */
function voteRefusal(engine: AnyEngine, record: GameRecord | undefined, userId: string, topic: VoteTopic, manager: boolean): Text | null {
  if (!record || record.status !== 'running') return tx('bot.abandon.none');
  if (topic === 'abandon' && manager) return null;
  if (seatOf(record, userId) === null) return tx('bot.refuse.notSeated');
  // One vote message per question: a second /undo while one is open would post a second one.
  const open = record[topic];
  if (open && open.version === record.version) return tx('bot.click.voteOpen');
  if (topic === 'undo') {
    // Without a saved position the log is replayed, which an engine of another version may not do.
    const outdated = undoRefusal(engine, record);
    if (outdated) return outdated;
    const check = canUndo(record);
    if (check !== 'ok') return tx(check === 'hidden' ? 'bot.undo.hidden' : 'bot.undo.none');
  }
  return null;
}

/** Takes back a vote whose message could not be shown, unless it changed meanwhile (someone answered it). */
async function withdrawVote(ctx: BotContext, gameRecordId: string, topic: VoteTopic, vote: Vote): Promise<void> {
  await ctx.locks.run(gameRecordId, async () => {
    const record = await ctx.store.game(gameRecordId);
    const open = record?.[topic];
    if (!record || !open || open.version !== vote.version || open.agreed.join() !== vote.agreed.join()) return;
    await ctx.store.saveGame({ ...record, [topic]: null }, record.version);
  });
}

/**
 * /undo and /abandon: open a vote (or, for a server manager's /abandon, act at once). A refusal is answered privately
 * before anything else; otherwise the command is acknowledged (publicly: the vote is for everyone), then the vote is
 * saved under the game's lock and its message shown. Should the lock's re-check refuse after all (another /undo won),
 * the public acknowledgement is removed and the refusal goes out privately: exactly one vote message.
 */
export async function startVote(ctx: BotContext, interaction: ChatInputCommandInteraction, topic: VoteTopic): Promise<void> {
  const found = await gameHere(ctx, interaction.channelId);
  const engine = found ? engineFor(ctx, found.gameId) : undefined;
  if (!found || !engine) return refuse(interaction, tx(topic === 'undo' ? 'bot.undo.none' : 'bot.abandon.none'), ctx.log);
  const manager = interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false;
  const early = voteRefusal(engine, found, interaction.user.id, topic, manager);
  if (early) return refuse(interaction, early, ctx.log);
  await interaction.deferReply();
  const outcome = await ctx.locks.run(found.id, async (): Promise<VoteOutcome> => {
    const record = await ctx.store.game(found.id);
    const why = voteRefusal(engine, record, interaction.user.id, topic, manager);
    if (why || !record) return { refuse: why ?? tx('bot.abandon.none') };
    const say = (text: string) => interaction.editReply({ content: text, allowedMentions: { parse: [] } });
    const vote: Vote = { version: record.version, agreed: [interaction.user.id] };
    const next: GameRecord = { ...record, [topic]: vote };
    if ((topic === 'abandon' && manager) || complete(next, vote)) {
      const answer = await carryOut(ctx, engine, topic === 'abandon' && manager ? record : next, topic, say);
      return { shown: queueShow(ctx, record.id, `result of the vote on #${record.id}`, answer) };
    }
    await ctx.store.saveGame(next, record.version);
    return {
      shown: queueShow(ctx, next.id, `vote on #${next.id}`, async () => {
        try {
          await interaction.editReply({ ...voteMessage(engine, next, topic, vote), allowedMentions: { parse: [] } });
        } catch (error) {
          // A vote nobody can see must not stay open (it would refuse the next /undo): withdraw it and say so.
          logDiscordError(ctx.log, `vote on #${next.id}`, error);
          await withdrawVote(ctx, next.id, topic, vote);
          await refuse(interaction, tx('bot.refuse.failed'), ctx.log);
        }
      }),
    };
  });
  if ('refuse' in outcome) {
    await interaction.deleteReply().catch((error: unknown) => logDiscordError(ctx.log, 'remove a refused vote', error));
    return refuse(interaction, outcome.refuse, ctx.log);
  }
  await outcome.shown;
}

/**
 * Agree / Refuse under a vote message: acknowledged first; under the game's lock the vote is checked, counted and
 * saved (and carried out when complete); the vote message then shows the saved vote.
 */
export async function handleVote(ctx: BotContext, interaction: ButtonInteraction, gameRecordId: string, version: number, topic: VoteTopic, agree: boolean): Promise<void> {
  await interaction.deferUpdate();
  const outcome = await ctx.locks.run(gameRecordId, async (): Promise<VoteOutcome> => {
    const record = await ctx.store.game(gameRecordId);
    const engine = record ? engineFor(ctx, record.gameId) : undefined;
    if (!record || !engine) return { refuse: tx('bot.refuse.unknownGame') };
    const vote = record[topic];
    if (record.status !== 'running' || !vote || vote.version !== version || record.version !== version) return { refuse: tx('bot.vote.over') };
    const seat = seatOf(record, interaction.user.id);
    if (seat === null) return { refuse: tx('bot.refuse.notSeated') };
    if (!agree) {
      const next: GameRecord = { ...record, [topic]: null };
      await ctx.store.saveGame(next, record.version);
      const topicText: Text = tx(topic === 'undo' ? 'bot.undo.topic' : 'bot.abandon.topic');
      const text = t(record.locale, tx('bot.vote.refused', { name: record.seats[seat].name, topic: topicText }));
      return { shown: queueShow(ctx, record.id, `close vote on #${record.id}`, () => interaction.editReply({ content: text, components: [], allowedMentions: { parse: [] } })) };
    }
    if (vote.agreed.includes(interaction.user.id)) return { refuse: tx('bot.vote.counted') };
    const updated: Vote = { ...vote, agreed: [...vote.agreed, interaction.user.id] };
    const next: GameRecord = { ...record, [topic]: updated };
    if (!complete(next, updated)) {
      await ctx.store.saveGame(next, record.version);
      return { shown: queueShow(ctx, record.id, `vote on #${record.id}`, () => interaction.editReply({ ...voteMessage(engine, next, topic, updated), allowedMentions: { parse: [] } })) };
    }
    // The new board is posted, then the vote message says what happened (and loses its buttons).
    const answer = await carryOut(ctx, engine, next, topic, (text) => interaction.editReply({ content: text, components: [], allowedMentions: { parse: [] } }));
    return { shown: queueShow(ctx, record.id, `result of the vote on #${record.id}`, answer) };
  });
  if ('refuse' in outcome) return refuse(interaction, outcome.refuse, ctx.log);
  await outcome.shown;
}
