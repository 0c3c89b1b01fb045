import type { Client } from 'discord.js';
import type { ScoreChartInput } from '../../../renderers/score-chart';
import type { BoardRenderer, HighlightRenderer, PhoneRenderer } from '../../engine/module';
import type { AnyEngine, Locale, Seat } from '../../engine/types';
import type { Clock } from '../base/clock';
import type { DrawQueue } from '../base/draw-queue';
import type { Locks } from '../base/locks';
import type { BotMetrics } from '../base/metrics';
import type { ClockSync } from '../game/seat-clock';
import type { GameRecord } from '../store/records';
import type { GameStore } from '../store/game-store';
import type { ThinkAnswer, ThinkJob } from '../../ai/think';

export type { BoardRenderer, HighlightRenderer, PhoneRenderer } from '../../engine/module';

/** Draws the final message's chart (renderers/score-chart.ts): ranking with breakdown, points over the game. */
export type ScoreChartRenderer = (input: ScoreChartInput, locale: Locale) => Promise<Buffer>;

/** Thinks for a computer seat: the worker pool in the bot, a direct call in tests. */
export interface Thinker {
  think(job: ThinkJob): Promise<ThinkAnswer>;
}

/** Encodes the frames of a timelapse as an animated picture (renderers/timelapse.ts). */
export type TimelapseEncoder = (frames: Buffer[], options: { delayMs: number; lastDelayMs: number; maxWidth: number; between?: () => Promise<void> }) => Promise<Buffer>;

import type { Logger } from '../base/log';

export type { Logger } from '../base/log';

/** How showing a change came out, for what reacts to it. */
export interface Shown {
  /** A new board (or final message) went out; a quiet move's board was edited in place; nothing could be posted. */
  outcome: 'posted' | 'edited' | 'failed';
  /** The seats newly awaited, to be pinged with a link to `url` (the board, else the channel). */
  ping: readonly Seat[];
  url: string | null;
  /** The turn DM whose own button made the move: the click's answer rewrote it already. */
  answeredDm?: string;
}

/**
 * What the other wings do around showing a change (the app wing composes them, show-reactions.ts): the show wing
 * calls these and imports none of those wings, so showing never calls back into playing.
 */
export interface ShowReactions {
  /** Only computers are awaited: they move now and show the end of their chain instead. Answers whether they did. */
  computersTakeOver(ctx: BotContext, engine: AnyEngine, record: GameRecord): boolean;
  /** The seats' upkeep before a change is shown (their clocks, the seats to drop); answers the record to show. */
  upkeep(ctx: BotContext, engine: AnyEngine, record: GameRecord, how: ClockSync): Promise<GameRecord>;
  /** After the showing: pings and turn DMs, the after-game work, the computers' next turns. */
  afterShown(ctx: BotContext, engine: AnyEngine, record: GameRecord, shown: Shown): Promise<void>;
}

/** Everything a handler needs; built once at start-up (tests build their own with the toy engine). */
export interface BotContext {
  client: Client;
  store: GameStore;
  /** One lock per game id: every change to a game runs under it. */
  locks: Locks;
  engines: Record<string, AnyEngine>;
  renderers: Record<string, BoardRenderer>;
  /** Games whose board message carries phone pictures instead of the whole table; none when absent. */
  phoneRenderers?: Record<string, PhoneRenderer>;
  /** A prompt's cells as the Play panel's picture (the part of the map with them, ids large); the board with them highlighted when absent. */
  highlightRenderers?: Record<string, HighlightRenderer>;
  scoreChart: ScoreChartRenderer | null;
  /** Encodes the animated timelapse posted after a final message (renderers/timelapse.ts); none when absent. */
  timelapse?: TimelapseEncoder | null;
  /** Every picture waits here for the render pool (draw-queue.ts); drawn at once when absent (contexts built by tests). */
  draws?: DrawQueue;
  /** How long a board waits for its picture before it goes out without and gets it by an edit (publisher.ts). */
  boardPictureWaitMs?: number;
  /** How long making a timelapse may take before it is given up with a note (config, else its default). */
  timelapseBudgetMs: number;
  /** How long a newly awaited seat may take before it is pinged (turn-pings.ts); 0 pings at once. */
  turnPingGraceMs: number;
  log: Logger;
  /** The Prometheus counters (metrics.ts); none in tests that build their own context. */
  metrics?: BotMetrics;
  /** Now: deadlines and reminders read time here only (tests and the playground move it forward). */
  clock: Clock;
  /** Thinks for computer seats (a worker pool in the bot); without it computer seats wait. */
  thinker?: Thinker | null;
  /** What reacts to a change being shown (the app wing's show-reactions.ts). */
  reactions: ShowReactions;
}

export function engineFor(ctx: BotContext, gameId: string): AnyEngine | undefined {
  return Object.hasOwn(ctx.engines, gameId) ? ctx.engines[gameId] : undefined;
}
