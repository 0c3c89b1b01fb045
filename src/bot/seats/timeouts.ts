import { ActionRowBuilder, ButtonBuilder, ButtonStyle, PermissionFlagsBits, type ButtonInteraction } from 'discord.js';
import type { AnyEngine, Locale, Seat, Text } from '../../engine/types';
import { RuleError } from '../../engine/rule-error';
import { t, tx } from '../../i18n';
import { engineFor, type BotContext } from '../kernel/context';
import type { OutgoingMessage } from '../show/messages';
import { sendableChannel } from '../kernel/channels';
import { deliverToSeats } from '../pings/notifier';
import { rememberReminderDm } from '../pings/turn-dms';
import { keepComputersMoving } from '../computers/computer-turns';
import { refreshBoard } from '../show/publisher';
import { boardUrl, gameChannelId, type GameRecord } from '../store/records';
import { logDiscordError, refuse } from '../kernel/replies';
import { encodeSeatComponentId } from '../game/seat-ids';
import { deadlineOf, elapsedMs, freshClock, syncClocks } from '../game/seat-clock';
import { dropMoveOf, saveDrop } from './seat-moves';
import type { SeatClock, TimeoutChoice, TimeoutVote } from '../store/seat-records';
import { droppedSeats } from '../game/seat-state';
import { offerMessage } from './substitutes';
import { letComputerPlay } from './computer-takeover';
import { DAY, durationText, limitMs, relativeTimestamp, timeLimitLabel } from '../game/time-limit';

/**
 * Time limits at work: the sweep finds due reminders and time-outs from what the store holds (so a restart loses
 * nothing and nothing goes out twice: each is marked in the record before it is sent), and the vote the other
 * players hold when a seat's time ran out.
 */

type Reminder = 'half' | 'out' | 'gentle';

function nextNonce(record: GameRecord): number {
  return (record.seatNonce ?? 0) + 1;
}

/** What a seat's clock says is due now, and the clock with it marked as sent. */
function dueReminder(record: GameRecord, clock: SeatClock, now: number): { kind: Reminder; clock: SeatClock } | null {
  // A clock stands still while its holder is away (/away).
  const elapsed = elapsedMs(record, clock, now);
  const limit = limitMs(record);
  if (limit !== null) {
    if (elapsed >= limit && !clock.out) return { kind: 'out', clock: { ...clock, half: true, out: true } };
    if (elapsed >= limit / 2 && !clock.half) return { kind: 'half', clock: { ...clock, half: true } };
    return null;
  }
  const days = Math.floor(elapsed / DAY);
  return days > clock.gentle ? { kind: 'gentle', clock: { ...clock, gentle: days } } : null;
}

/** The players who vote on a seat's time-out: everyone else still in the game (one vote per member). */
export function voters(engine: AnyEngine, record: GameRecord, seat: Seat): string[] {
  const dropped = droppedSeats(engine, record);
  const late = record.seats[seat]?.userId;
  // Computer seats have no say.
  const ids = record.seats.filter((held, index) => index !== seat && !dropped.includes(index) && !held.computer).map((held) => held.userId);
  return [...new Set(ids)].filter((id) => id !== late);
}

/**
 * The decision of a time-out vote, or null while open: a choice more than half of the voters made; once everyone
 * voted without a majority, the most chosen, a tie going to the host's vote (to waiting when the host's choice is not
 * among the tied ones or the host does not vote).
 */
export function decideTimeout(votes: Record<string, TimeoutChoice>, voterIds: readonly string[], hostId: string): TimeoutChoice | null {
  const counted = voterIds.filter((id) => Object.hasOwn(votes, id));
  const count = (choice: TimeoutChoice) => counted.filter((id) => votes[id] === choice).length;
  const choices: TimeoutChoice[] = ['wait', 'seat', 'drop', 'computer'];
  const majority = choices.find((choice) => count(choice) * 2 > voterIds.length);
  if (majority) return majority;
  if (counted.length < voterIds.length) return null;
  const most = Math.max(...choices.map(count));
  const tied = choices.filter((choice) => count(choice) === most);
  if (tied.length === 1) return tied[0];
  const host = Object.hasOwn(votes, hostId) ? votes[hostId] : undefined;
  return host && tied.includes(host) ? host : 'wait';
}

function reminderMessage(engine: AnyEngine, record: GameRecord, seat: Seat, kind: Reminder, now: number) {
  const clock = record.clocks?.find((c) => c.seat === seat);
  const since = clock ? Date.parse(clock.since) : now;
  const params = { game: engine.name, id: record.id, deadline: relativeTimestamp(deadlineOf(record, seat, now) ?? now), waited: durationText(now - since) };
  return {
    dm: async (_seat: Seat, locale: 'en' | 'de', link: string) => ({ content: t(locale, tx(`bot.remind.${kind}`, { ...params, link })), components: [] }),
    mention: (target: Seat) => t(record.locale, tx(`bot.remind.${kind}Mention`, { ...params, mention: `<@${record.seats[target].userId}>` })),
  };
}

/** The vote message: who ran out of time, the votes so far, and the buttons (Drop only when the game can drop the seat). */
export function timeoutMessage(engine: AnyEngine, record: GameRecord, vote: TimeoutVote): OutgoingMessage {
  const locale = record.locale;
  const name = record.seats[vote.seat]?.name ?? `#${vote.seat + 1}`;
  const ids = voters(engine, record, vote.seat);
  const tally = ids.filter((id) => Object.hasOwn(vote.votes, id)).map((id) => {
    const voter = record.seats.find((held) => held.userId === id)?.name ?? '?';
    return t(locale, tx('bot.timeout.voteOf', { name: voter, choice: tx(`bot.timeout.choice.${vote.votes[id]}`) }));
  });
  const lines = [
    t(locale, tx('bot.timeout.ask', { game: engine.name, id: record.id, name, mention: `<@${record.seats[vote.seat]?.userId}>`, period: timeLimitLabel(record.timeLimit ?? 'none') })),
    t(locale, tx('bot.timeout.tally', { n: tally.length, total: ids.length, list: tally.join(', ') || '—' })),
  ];
  const button = (choice: TimeoutChoice, label: Text, style: ButtonStyle) =>
    new ButtonBuilder()
      .setCustomId(encodeSeatComponentId({ kind: 'timeout', game: record.id, seat: vote.seat, nonce: vote.nonce, choice }))
      .setLabel(t(locale, label).slice(0, 80))
      .setStyle(style);
  const buttons = [
    button('wait', tx('bot.timeout.wait', { period: timeLimitLabel(record.timeLimit ?? 'none') }), ButtonStyle.Secondary),
    button('seat', tx('bot.timeout.seat'), ButtonStyle.Primary),
  ];
  if (dropMoveOf(engine, record, vote.seat) !== null) buttons.push(button('drop', tx('bot.timeout.drop', { name }), ButtonStyle.Danger));
  if (!record.seats[vote.seat]?.computer) buttons.push(button('computer', tx('bot.timeout.computer'), ButtonStyle.Secondary));
  return { content: lines.join('\n'), files: [], components: [new ActionRowBuilder<ButtonBuilder>().addComponents(buttons).toJSON()] };
}

/** Posts the vote messages not posted yet (a crash may have come between saving the vote and posting it). */
async function postVotes(ctx: BotContext, engine: AnyEngine, record: GameRecord): Promise<GameRecord> {
  const unposted = (record.timeouts ?? []).filter((vote) => vote.messageId === null);
  if (unposted.length === 0) return record;
  const channel = await sendableChannel(ctx, gameChannelId(record));
  if (!channel) return record;
  let next = record;
  for (const vote of unposted) {
    try {
      const message = timeoutMessage(engine, next, vote);
      const posted = await channel.send({ ...message, allowedMentions: { parse: [] } });
      next = { ...next, timeouts: (next.timeouts ?? []).map((v) => (v === vote ? { ...v, messageId: posted.id } : v)) };
    } catch (error) {
      logDiscordError(ctx.log, `time-out vote of #${record.id}`, error);
    }
  }
  await ctx.store.saveGame(next, record.version);
  return next;
}

/** Looks at one running game: sends due reminders and opens votes on seats whose time ran out. */
async function sweepGame(ctx: BotContext, id: string): Promise<void> {
  await ctx.locks.run(id, async () => {
    const record = await ctx.store.game(id);
    const engine = record ? engineFor(ctx, record.gameId) : undefined;
    if (!record || !engine || record.status !== 'running') return;
    // A computer seat whose search failed (a worker thread died) gets another go with every sweep.
    keepComputersMoving(ctx, record);
    const now = ctx.clock.now();
    const synced = syncClocks(engine, record, now, 'keep');
    const due: { seat: Seat; kind: Reminder }[] = [];
    const timeouts = [...(synced.timeouts ?? [])];
    let nonce = synced.seatNonce ?? 0;
    const clocks = (synced.clocks ?? []).map((clock) => {
      if (timeouts.some((vote) => vote.seat === clock.seat)) return clock;
      const reminder = dueReminder(synced, clock, now);
      if (!reminder) return clock;
      due.push({ seat: clock.seat, kind: reminder.kind });
      if (reminder.kind === 'out' && voters(engine, synced, clock.seat).length > 0) {
        nonce++;
        timeouts.push({ seat: clock.seat, nonce, since: clock.since, messageId: null, votes: {} });
      }
      return reminder.clock;
    });
    let next: GameRecord = { ...synced, clocks, timeouts, seatNonce: nonce };
    // Marked before sending: a crash in between loses a reminder rather than sending it twice.
    const seatLife = (r: GameRecord) => JSON.stringify([r.clocks, r.timeouts, r.seatNonce ?? 0]);
    if (seatLife(next) !== seatLife(record)) await ctx.store.saveGame(next, record.version);
    for (const { seat, kind } of due) {
      if (kind === 'gentle' && (await ctx.store.prefs(next.seats[seat].userId)).reminders === false) continue;
      const sent: { locale: Locale; message: { id: string; channelId: string } }[] = [];
      await deliverToSeats(ctx, next, [seat], boardUrl(next), { ...reminderMessage(engine, next, seat, kind, now), sent: (_seat, locale, message) => sent.push({ locale, message }) });
      // Kept with the decision's ping: deleted once the decision is settled (turn-dms.ts).
      for (const { locale, message } of sent) await rememberReminderDm(ctx, next, seat, locale, message);
    }
    next = await postVotes(ctx, engine, next);
  });
}

/** Every running game, one after another; a failing game is logged and does not stop the others. */
export async function sweep(ctx: BotContext): Promise<void> {
  for (const id of await ctx.store.activeGames()) {
    try {
      await sweepGame(ctx, id);
    } catch (error) {
      ctx.log.error(`sweep of #${id} failed`, error);
    }
  }
}

/** A click on Wait / Let someone take the seat / Drop under a time-out vote. */
export async function handleTimeoutVote(ctx: BotContext, interaction: ButtonInteraction, gameRecordId: string, seat: Seat, nonce: number, choice: TimeoutChoice): Promise<void> {
  // Acknowledged first: the game's lock may be busy; the message is edited once the change is saved.
  await interaction.deferUpdate();
  await ctx.locks.run(gameRecordId, async () => {
    const record = await ctx.store.game(gameRecordId);
    const engine = record ? engineFor(ctx, record.gameId) : undefined;
    if (!record || !engine) return refuse(interaction, tx('bot.refuse.unknownGame'), ctx.log);
    const vote = record.timeouts?.find((v) => v.seat === seat && v.nonce === nonce);
    if (record.status !== 'running' || !vote) return refuse(interaction, tx('bot.vote.over'), ctx.log);
    const userId = interaction.user.id;
    if (record.seats[seat]?.userId === userId) return refuse(interaction, tx('bot.timeout.own'), ctx.log);
    const ids = voters(engine, record, seat);
    const manager = interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false;
    if (!manager && !ids.includes(userId)) return refuse(interaction, tx('bot.timeout.notVoter'), ctx.log);
    if (choice === 'drop' && dropMoveOf(engine, record, seat) === null) return refuse(interaction, tx('bot.refuse.invalidChoice'), ctx.log);
    if (choice === 'computer' && record.seats[seat]?.computer) return refuse(interaction, tx('bot.refuse.invalidChoice'), ctx.log);
    if (!manager && Object.hasOwn(vote.votes, userId)) return refuse(interaction, tx('bot.vote.counted'), ctx.log);
    const updated: TimeoutVote = { ...vote, votes: { ...vote.votes, [userId]: choice } };
    const decided = manager ? choice : decideTimeout(updated.votes, ids, record.hostId);
    const others = (record.timeouts ?? []).filter((v) => v !== vote);
    if (!decided) {
      const next: GameRecord = { ...record, timeouts: [...others, updated] };
      await ctx.store.saveGame(next, record.version);
      await interaction.editReply(timeoutMessage(engine, next, updated));
      return;
    }
    await carryOut(ctx, interaction, engine, { ...record, timeouts: others }, seat, decided);
  });
}

/** Carries out a decided time-out vote (the vote is already out of `record`). */
async function carryOut(ctx: BotContext, interaction: ButtonInteraction, engine: AnyEngine, record: GameRecord, seat: Seat, decided: TimeoutChoice): Promise<void> {
  const now = ctx.clock.now();
  const name = record.seats[seat]?.name ?? `#${seat + 1}`;
  const params = { game: engine.name, id: record.id, name, period: timeLimitLabel(record.timeLimit ?? 'none'), deadline: relativeTimestamp(now + (limitMs(record) ?? 0)) };
  const restarted = (record.clocks ?? []).map((clock) => (clock.seat === seat ? freshClock(record, seat, now) : clock));
  if (decided === 'wait') {
    const next: GameRecord = { ...record, clocks: restarted };
    await ctx.store.saveGame(next, record.version);
    await interaction.editReply({ content: t(record.locale, tx('bot.timeout.decidedWait', params)), components: [] });
    // The board's status line shows the new period instead of "time is up".
    await refreshBoard(ctx, engine, next);
    return;
  }
  if (decided === 'seat') {
    const since = new Date(now).toISOString();
    const nonce = nextNonce(record);
    const next: GameRecord = { ...record, clocks: restarted, seatNonce: nonce, seatOffers: [...(record.seatOffers ?? []).filter((o) => o.seat !== seat), { seat, nonce, since, messageId: interaction.message.id }] };
    await ctx.store.saveGame(next, record.version);
    await interaction.editReply(offerMessage(engine, next, seat, nonce));
    return;
  }
  if (decided === 'computer') {
    await letComputerPlay(ctx, interaction, engine, { ...record, clocks: restarted }, seat);
    return;
  }
  // Saved first, then shown: a failed save (StoreError, answered "Not saved" by the router) or a refused drop leaves
  // the vote with its buttons, so it can be decided again.
  let show: (() => Promise<GameRecord>) | null;
  try {
    show = await saveDrop(ctx, engine, record, seat);
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return refuse(interaction, { key: error.key, params: error.params }, ctx.log);
  }
  if (!show) return refuse(interaction, tx('bot.refuse.invalidChoice'), ctx.log);
  await interaction.editReply({ content: t(record.locale, tx('bot.timeout.decidedDrop', params)), components: [] });
  await show();
}
