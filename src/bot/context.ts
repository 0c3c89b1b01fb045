import type { Client } from 'discord.js';
import type { ScoreChartInput } from '../../renderers/score-chart';
import type { AnyEngine, Locale } from '../engine/types';
import type { Clock } from './clock';
import type { Thinker } from './computer-turns';
import type { Locks } from './locks';
import type { Store } from './store';
import type { TimelapseEncoder } from './timelapse';

/** Draws a game's public view as a PNG (renderers/index.ts), optionally with a prompt's cells highlighted. Only ever called with view(state, null). */
export type BoardRenderer = (view: unknown, locale: Locale, options?: { playerNames?: readonly string[]; highlight?: readonly string[] }) => Promise<Buffer>;

/** Draws the board message's pictures for a phone (renderers/index.ts `phoneRenderers`): the board, then the players. */
export type PhoneRenderer = (view: unknown, locale: Locale, options?: { playerNames?: readonly string[] }) => Promise<Buffer[]>;

/** Draws the final message's chart (renderers/score-chart.ts): ranking with breakdown, points over the game. */
export type ScoreChartRenderer = (input: ScoreChartInput, locale: Locale) => Promise<Buffer>;

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
  /** How long making a timelapse may take before it is given up with a note. */
  timelapseBudgetMs?: number;
  log: Logger;
  /** Now: deadlines and reminders read time here only (tests and the playground move it forward). */
  clock: Clock;
  /** Thinks for computer seats (a worker pool in the bot); without it computer seats wait. */
  thinker?: Thinker | null;
}

export function engineFor(ctx: BotContext, gameId: string): AnyEngine | undefined {
  return Object.hasOwn(ctx.engines, gameId) ? ctx.engines[gameId] : undefined;
}
