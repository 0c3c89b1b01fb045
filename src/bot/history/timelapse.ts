import { setImmediate as yieldToEvents } from 'node:timers/promises';
import { AttachmentBuilder } from 'discord.js';
import type { AnyEngine } from '../../engine/types';
import { t, tx } from '../../i18n';
import { logReplayRefusal } from '../game/engine-version';
import type { BotContext } from '../kernel/context';
import { sendableChannel } from '../kernel/channels';
import { gameChannelId, type GameRecord } from '../store/records';
import { logDiscordError } from '../kernel/replies';
import { withinTime } from '../base/within-time';
import { drawQueued, type DrawRequest } from '../base/draw-queue';

/** At most this many frames: more rounds than that are shown every N moves instead. */
export const MAX_FRAMES = 30;
/** The largest animation posted (Discord's upload limit for bots without boosts is higher; 8 MB keeps it light). */
export const MAX_TIMELAPSE_BYTES = 8 * 1024 * 1024;
/** Widths tried: the second only when the first comes out over MAX_TIMELAPSE_BYTES. */
const WIDTHS = [900, 560];

/**
 * Which positions become frames, as numbers of moves played (0 = the start): the start and the end of every round
 * (the position after the round's last move; the final position ends the last round). With more than `maxFrames`
 * of them, every `step` moves instead, always ending on the final position. `rounds[i]` is the round after i moves.
 */
export function framePlan(rounds: readonly number[], maxFrames = MAX_FRAMES): { moves: number[]; step: 'round' | number } {
  const total = rounds.length - 1;
  const roundEnds: number[] = [];
  // The move that closes a round is the first position counted in the next one: it shows the round complete.
  for (let i = 1; i <= total; i++) if (i === total || rounds[i] !== rounds[i - 1]) roundEnds.push(i);
  const byRound = [0, ...roundEnds];
  if (byRound.length <= maxFrames) return { moves: byRound, step: 'round' };
  const step = Math.ceil(total / (maxFrames - 1));
  const moves: number[] = [];
  for (let i = 0; i < total; i += step) moves.push(i);
  moves.push(total);
  return { moves, step };
}

export type { TimelapseEncoder } from '../kernel/context';

class OutOfTime extends Error {}

/** The encoding, given up when the deadline passes first (a worker finishes its job, its result is dropped). */
function beforeDeadline<T>(work: Promise<T>, deadline: number): Promise<T> {
  return withinTime(work, deadline - Date.now(), (): never => {
    throw new OutOfTime();
  });
}

/**
 * The time budget of one timelapse, counting only its own drawing and encoding: its jobs wait in the draw queue at
 * the lowest class (boards first) for as long as the bot is busy — a timelapse is drawn later, not given up.
 */
class WorkBudget {
  private worked = 0;
  private since: number | null = null;
  constructor(private readonly budgetMs: number) {}

  /** Now on the budget's clock: the deadline is `deadline()`, measured against this. */
  spent(): number {
    return this.worked + (this.since === null ? 0 : Date.now() - this.since);
  }

  /** The wall-clock time the budget runs out if the current job keeps running. */
  deadline(): number {
    return Date.now() + this.budgetMs - this.spent();
  }

  /** One job through the draw queue, its running time counted. */
  queued<T>(ctx: BotContext, record: GameRecord, draw: () => Promise<T>): Promise<T> {
    const request: DrawRequest<T> = {
      kind: 'timelapse',
      guild: record.guildId ?? '',
      lane: record.id,
      started: () => {
        this.since = Date.now();
      },
      draw: async () => {
        try {
          return await draw();
        } finally {
          if (this.since !== null) this.worked += Date.now() - this.since;
          this.since = null;
        }
      },
    };
    return drawQueued(ctx.draws, request);
  }

  over(): boolean {
    return this.spent() > this.budgetMs;
  }
}

/** The public board after each planned position: the record's moves replayed through the engine, drawn by its renderer. */
async function drawFrames(ctx: BotContext, engine: AnyEngine, record: GameRecord, budget: WorkBudget): Promise<{ frames: Buffer[]; step: 'round' | number }> {
  const render = ctx.renderers[engine.id];
  const setup = () => engine.setup(record.options, record.seats.length, record.seed);
  let state = setup();
  const rounds = [engine.progress(state).round];
  for (const entry of record.moves) {
    state = engine.apply(state, entry.seat, entry.move);
    rounds.push(engine.progress(state).round);
  }
  const plan = framePlan(rounds);
  const wanted = new Set(plan.moves);
  const playerNames = record.seats.map((seat) => seat.name);
  const frames: Buffer[] = [];
  state = setup();
  for (let played = 0; played <= record.moves.length; played++) {
    if (played > 0) state = engine.apply(state, record.moves[played - 1].seat, record.moves[played - 1].move);
    if (!wanted.has(played)) continue;
    if (budget.over()) throw new OutOfTime();
    const view = engine.view(state, null);
    frames.push(await budget.queued(ctx, record, () => render(view, record.locale, { playerNames })));
    // Drawing is CPU work on the bot's thread: let waiting clicks be acknowledged between frames.
    await yieldToEvents();
  }
  return { frames, step: plan.step };
}

/**
 * Posts the animated timelapse of a finished game under its final message (a message of its own, so the scores are
 * never held up by it). Its drawings wait behind every other picture (draw-queue.ts): the time budget counts its own
 * work only, not that wait. Skipped with a note in the channel when it cannot be made within the time budget or would
 * exceed the size limit; skipped silently when the bot has no encoder or the game no renderer.
 */
export async function postTimelapse(ctx: BotContext, engine: AnyEngine, record: GameRecord): Promise<void> {
  const encode = ctx.timelapse;
  if (!encode || !Object.hasOwn(ctx.renderers, engine.id) || record.status !== 'finished') return;
  const channel = await sendableChannel(ctx, gameChannelId(record));
  if (!channel) return;
  const name = { game: engine.name, id: record.id };
  // Frames replay the log: under another engine version they could show a game that was not played.
  if (logReplayRefusal(engine, record)) {
    await channel.send({ content: t(record.locale, tx('timelapse.outdated', name)), allowedMentions: { parse: [] } }).catch((error: unknown) => logDiscordError(ctx.log, `post timelapse note of #${record.id}`, error));
    return;
  }
  const budget = new WorkBudget(ctx.timelapseBudgetMs);
  let note: string | null = null;
  let posted: { gif: Buffer; content: string } | null = null;
  try {
    const { frames, step } = await drawFrames(ctx, engine, record, budget);
    for (const maxWidth of WIDTHS) {
      const between = async () => {
        if (budget.over()) throw new OutOfTime();
        await yieldToEvents();
      };
      const gif = await budget.queued(ctx, record, () => beforeDeadline(encode(frames, { delayMs: 900, lastDelayMs: 3000, maxWidth, between }), budget.deadline()));
      if (gif.length > MAX_TIMELAPSE_BYTES) continue;
      const perStep = step === 'round' ? tx('timelapse.perRound', { ...name, frames: frames.length }) : tx('timelapse.perMoves', { ...name, n: step, frames: frames.length });
      posted = { gif, content: t(record.locale, perStep) };
      break;
    }
    if (!posted) note = t(record.locale, tx('timelapse.tooLarge', name));
  } catch (error) {
    if (!(error instanceof OutOfTime)) ctx.log.error(`timelapse of #${record.id} failed`, error);
    note = t(record.locale, tx('timelapse.skipped', name));
  }
  try {
    if (posted) {
      const file = new AttachmentBuilder(posted.gif, { name: `timelapse-${record.id}.gif`, description: t(record.locale, tx('timelapse.alt', { game: engine.name })) });
      await channel.send({ content: posted.content, files: [file], allowedMentions: { parse: [] } });
    } else if (note) await channel.send({ content: note, allowedMentions: { parse: [] } });
  } catch (error) {
    logDiscordError(ctx.log, `post timelapse of #${record.id}`, error);
  }
}
