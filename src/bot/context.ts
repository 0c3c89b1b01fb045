import type { Client } from 'discord.js';
import type { ScoreChartInput } from '../../renderers/score-chart';
import type { BoardRenderer, PhoneRenderer } from '../engine/module';
import type { AnyEngine, Locale } from '../engine/types';
import type { Clock } from './clock';
import type { Locks } from './locks';
import type { BotMetrics } from './metrics';
import type { Store } from './store';
import type { ThinkAnswer, ThinkJob } from '../ai/think';

export type { BoardRenderer, PhoneRenderer } from '../engine/module';

/** Draws the final message's chart (renderers/score-chart.ts): ranking with breakdown, points over the game. */
export type ScoreChartRenderer = (input: ScoreChartInput, locale: Locale) => Promise<Buffer>;

/** Thinks for a computer seat: the worker pool in the bot, a direct call in tests. */
export interface Thinker {
  think(job: ThinkJob): Promise<ThinkAnswer>;
}

/** Encodes the frames of a timelapse as an animated picture (renderers/timelapse.ts). */
export type TimelapseEncoder = (frames: Buffer[], options: { delayMs: number; lastDelayMs: number; maxWidth: number; between?: () => Promise<void> }) => Promise<Buffer>;

/**
 * Where the bot writes what happened (logger.ts: pino). Details: an Error becomes the line's `err`, a plain object's
 * fields are added to the line.
 */
export interface Logger {
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

/** Everything a handler needs; built once at start-up (tests build their own with the toy engine). */
export interface BotContext {
  client: Client;
  store: Store;
  /** One lock per game id: every change to a game runs under it. */
  locks: Locks;
  engines: Record<string, AnyEngine>;
  renderers: Record<string, BoardRenderer>;
  /** Games whose board message carries phone pictures instead of the whole table; none when absent. */
  phoneRenderers?: Record<string, PhoneRenderer>;
  scoreChart: ScoreChartRenderer | null;
  /** Encodes the animated timelapse posted after a final message (renderers/timelapse.ts); none when absent. */
  timelapse?: TimelapseEncoder | null;
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
}

export function engineFor(ctx: BotContext, gameId: string): AnyEngine | undefined {
  return Object.hasOwn(ctx.engines, gameId) ? ctx.engines[gameId] : undefined;
}
