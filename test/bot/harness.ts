import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ActionResult, ControlComponent, ControlMessage, Emulator, EmulatorOptions, UserInfo } from '../../src/emulator';
import { findComponent, interactiveComponents, startEmulator, UNLIMITED_RATE_LIMITS } from '../../src/emulator';
import type { AnyEngine } from '../../src/engine/types';
import { startBot, type RunningBot } from '../../src/bot/app/bot';
import type { BoardRenderer, HighlightRenderer, Logger, PhoneRenderer, ScoreChartRenderer } from '../../src/bot/kernel/context';
import type { Thinker } from '../../src/bot/computers/computer-turns';
import type { GameRecord } from '../../src/bot/store/records';
import type { TimelapseEncoder } from '../../src/bot/history/timelapse';
import { SqlRecordStore } from '../../src/bot/store/sql/record-store';
import type { StoreFaults } from './fixtures/flaky-adapter';
import { flakyStore } from './fixtures/flaky-store';
import { recordMessages, withoutAllowedMentions, type SentMessage } from './fixtures/mention-guard';
import { nim } from '../engine/toy-engine';
import { race } from './fixtures/race-engine';
import { DiscordTable } from './table';

/** A 1×1 PNG: the test stand-in for a board picture (the real renderers have their own tests). */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
export const stubRenderer: BoardRenderer = async () => TINY_PNG;

/** Collects the bot's log lines; warnings and errors are kept for assertions, nothing is printed. */
export class MemoryLog implements Logger {
  readonly lines: string[] = [];
  info = (message: string) => void this.lines.push(`info ${message}`);
  warn = (message: string) => void this.lines.push(`warn ${message}`);
  error = (message: string, ...details: unknown[]) => void this.lines.push(`error ${message} ${details.map(String).join(' ')}`);
  get errors(): string[] {
    return this.lines.filter((line) => line.startsWith('error'));
  }
}

export interface HarnessOptions {
  engines?: Record<string, AnyEngine>;
  renderers?: Record<string, BoardRenderer>;
  /** The board message's phone pictures by game id; none unless given (boards then carry the whole table). */
  phoneRenderers?: Record<string, PhoneRenderer>;
  /** The Play panel's pictures of a prompt's cells by game id; none unless given (the board with them highlighted then). */
  highlightRenderers?: Record<string, HighlightRenderer>;
  scoreChart?: ScoreChartRenderer | null;
  /** The timelapse encoder; none unless given (it posts a message of its own after every final message). */
  timelapse?: TimelapseEncoder | null;
  /** The time a timelapse may take (the bot's default otherwise). */
  timelapseBudgetMs?: number;
  /** Pictures drawn at once by the bot's draw queue (the bot's default otherwise). */
  drawSlots?: number;
  /**
   * How long a board waits for its pictures before it goes out without them and gets them by an edit: 30 s unless
   * given, so tests that look at a board's picture see it on the board as posted (late-pictures.test.ts tests the edit).
   */
  boardPictureWaitMs?: number;
  /** Wraps the store so a test can make its reads and writes fail (`h.storeFaults`). */
  flakyStore?: boolean;
  /** Wraps the bot's store at every startBot (e.g. to let another process change a game at a chosen moment). */
  wrapStore?: (store: SqlRecordStore) => SqlRecordStore;
  /** How often interactions trigger the sweep of expired lobbies (the bot's default: 5 minutes). */
  lobbySweepMs?: number;
  /**
   * How long a newly awaited seat may take before its turn ping; 0 (at once) unless given, as most tests look at the
   * pings themselves. The grace period has its own tests (turn-ping-grace.test.ts).
   */
  turnPingGraceMs?: number;
  /** Options of the local Discord (e.g. recommendedShards). */
  emulator?: EmulatorOptions;
  /** Thinks for computer seats (the bot's worker pool when absent). */
  thinker?: Thinker | null;
  /** The bot's logger instead of the in-memory one (h.log then stays empty). */
  log?: Logger;
  /** Serve /healthz and /metrics (h.bot.health). */
  health?: { port: number; host: string };
}

/**
 * The emulator, a temporary sqlite store and the real bot connected to them; helpers that act as users
 * through the control API only (commands, clicks, selects), as a person would in Discord.
 */
export class Harness extends DiscordTable {
  bot!: RunningBot;
  store!: SqlRecordStore;
  readonly log = new MemoryLog();
  /** Every message payload the bot sent (fixtures/mention-guard.ts); close() fails when one lacks allowed_mentions. */
  readonly sentMessages: SentMessage[] = [];
  private readonly dir = mkdtempSync(join(tmpdir(), 'tafelrunde-bot-'));

  private constructor(
    readonly emu: Emulator,
    private readonly options: HarnessOptions,
  ) {
    super();
  }

  static async start(options: HarnessOptions = {}): Promise<Harness> {
    // Discord's rate limits triple these tests' time (board edits wait out 5-per-5-s buckets); a test that checks
    // pacing passes `emulator.rateLimits`.
    const emu = await startEmulator({ heartbeatIntervalMs: 2000, log: () => undefined, rateLimits: UNLIMITED_RATE_LIMITS, ...options.emulator });
    const harness = new Harness(emu, options);
    await harness.startBot();
    return harness;
  }

  get control() {
    return this.emu.control;
  }
  get guildId(): string {
    return this.emu.seed?.guildId ?? '';
  }
  get gamesChannel(): string {
    return this.emu.seed?.channels.games ?? '';
  }
  get storePath(): string {
    return join(this.dir, 'tafelrunde.db');
  }

  /** With `flakyStore`: what the store's next calls do (reset to working on every startBot). */
  storeFaults: StoreFaults | null = null;

  async startBot(): Promise<void> {
    this.store = await SqlRecordStore.open({ path: this.storePath });
    if (this.options.flakyStore) {
      const flaky = flakyStore(this.store);
      this.storeFaults = flaky.faults;
      this.store = flaky.store;
    }
    if (this.options.wrapStore) this.store = this.options.wrapStore(this.store);
    this.bot = await startBot({
      token: this.emu.token,
      api: this.emu.restUrl,
      store: this.store,
      engines: this.options.engines ?? { race, nim },
      renderers: this.options.renderers ?? { race: stubRenderer, nim: stubRenderer },
      phoneRenderers: this.options.phoneRenderers ?? {},
      highlightRenderers: this.options.highlightRenderers ?? {},
      scoreChart: this.options.scoreChart === undefined ? async () => TINY_PNG : this.options.scoreChart,
      timelapse: this.options.timelapse ?? null,
      ...(this.options.timelapseBudgetMs === undefined ? {} : { timelapseBudgetMs: this.options.timelapseBudgetMs }),
      ...(this.options.drawSlots === undefined ? {} : { drawSlots: this.options.drawSlots }),
      boardPictureWaitMs: this.options.boardPictureWaitMs ?? 30_000,
      devGuildId: this.guildId,
      turnPingGraceMs: this.options.turnPingGraceMs ?? 0,
      log: this.options.log ?? this.log,
      ...(this.options.health ? { health: this.options.health } : {}),
      // The bot reads the local Discord's clock: a test moves time forward with control.advanceClock.
      clock: this.emu.internals.core.clock,
      ...(this.options.lobbySweepMs === undefined ? {} : { lobbySweepMs: this.options.lobbySweepMs }),
      ...(this.options.thinker === undefined ? {} : { thinker: this.options.thinker }),
    });
    recordMessages(this.bot.client, this.sentMessages);
  }

  /** Stops the bot and closes its store, as a process exit would. */
  async stopBot(): Promise<void> {
    await this.bot.stop();
    await this.store.close();
  }

  async close(): Promise<void> {
    await this.stopBot();
    await this.emu.close();
    rmSync(this.dir, { recursive: true, force: true });
    const unguarded = withoutAllowedMentions(this.sentMessages);
    if (unguarded.length > 0) throw new Error(`the bot sent messages without allowed_mentions:\n${unguarded.join('\n')}`);
  }

  /** As the table's, and settled: the start's showing has finished (the first player's DM goes out after the board is recorded). */
  override async startGame(...args: Parameters<DiscordTable['startGame']>): ReturnType<DiscordTable['startGame']> {
    const game = await super.startGame(...args);
    await this.bot.ctx.locks.idle();
    return game;
  }

  user(name: string, options: { locale?: string; dmsOpen?: boolean; admin?: boolean } = {}): Promise<UserInfo> {
    return this.control.createUser(name, options);
  }

  /** Test engine "race": opens the panel of `user` and chooses "add", answering the panel of amounts (1, 2, 3). */
  async raceAmounts(user: UserInfo, board: ControlMessage): Promise<ControlMessage> {
    const panel = await this.play(user, board);
    const add = panelChoices(panel).find((c) => c.component.label === 'test.add');
    const result = await this.click(user, panel, add?.component.custom_id ?? '');
    if (!result.message) throw new Error(`no amounts panel: ${JSON.stringify(result)}`);
    return result.message;
  }

  /** Test engine "race": `user` plays "add n" from the newest board. */
  async raceAdd(game: { id: string; channelId: string }, user: UserInfo, n: 1 | 2 | 3): Promise<void> {
    const amounts = await this.raceAmounts(user, await this.boardOf(game.id, game.channelId, user));
    await this.click(user, amounts, panelChoices(amounts)[n - 1].component.custom_id ?? '');
  }

  /**
   * Takes one step in a panel: the option chosen by `pick` among the panel's choices (buttons whose id starts with
   * "p:" but are not Back, or select menus' values). Answers the updated panel.
   */
  async step(user: UserInfo, panel: ControlMessage, pick: (count: number) => number): Promise<ActionResult> {
    const choices = panelChoices(panel);
    if (choices.length === 0) throw new Error(`panel without choices: ${panel.content}`);
    const choice = choices[pick(choices.length)];
    if (choice.value === undefined) return this.click(user, panel, choice.component.custom_id ?? '');
    return this.select(user, panel, choice.component.custom_id ?? '', choice.value);
  }
}

export interface PanelChoice {
  component: ControlComponent;
  /** For a select menu: the option value; undefined for a button. */
  value?: string;
}

const NAV_LABELS = new Set(['Back', 'Cancel', 'Previous', 'Next', 'Zurück', 'Abbrechen', 'Vorherige', 'Nächste', 'Take back my last step', 'Meinen letzten Schritt zurücknehmen']);

/** The forward choices of a panel: option buttons and every option of its select menus (Back, Cancel, paging, take-back left out). */
export function panelChoices(panel: ControlMessage): PanelChoice[] {
  const out: PanelChoice[] = [];
  for (const component of interactiveComponents(panel)) {
    if (component.type === 3) for (const option of component.options ?? []) out.push({ component, value: option.value });
    else if (component.type === 2 && !component.disabled && !NAV_LABELS.has(component.label ?? '')) out.push({ component });
  }
  return out;
}

/** The text of the ephemeral refusal a click produced (its own ephemeral message). */
export function refusalOf(result: ActionResult): string {
  const message = result.followUps.find((m) => m.ephemeral) ?? (result.callbackType === 4 && result.ephemeral ? result.message : null);
  return message?.content ?? '';
}

/**
 * Plays a running game to its end (or for `stopAfter` moves) through clicks only: the awaited player presses Play on the newest board and
 * walks the panel by `pick`; when a move leaves them on the move, the panel continues in place. Answers the number
 * of moves played.
 */
export async function playToEnd(h: Harness, gameRecordId: string, channelId: string, users: UserInfo[], pick: (count: number) => number, maxMoves = 2000, stopAfter = Infinity): Promise<number> {
  const engine = h.bot.ctx.engines[(await h.record(gameRecordId)).gameId];
  let moves = 0;
  let panel: { user: UserInfo; message: ControlMessage } | null = null;
  for (;;) {
    const record = await h.record(gameRecordId);
    if (record.status !== 'running' || moves >= stopAfter) return moves;
    if (moves >= maxMoves) throw new Error(`no end after ${maxMoves} moves`);
    const seat = engine.awaiting(record.snapshot)[0];
    const player = users.find((u) => u.id === record.seats[seat].userId);
    if (!player) throw new Error(`seat ${seat} is nobody of the given users`);
    let message = panel && panel.user.id === player.id ? panel.message : await h.play(player, await h.boardOf(gameRecordId, channelId, player));
    panel = null;
    for (let steps = 0; ; steps++) {
      if (steps > 40) throw new Error(`no move after 40 steps: ${message.content}`);
      const result = await h.step(player, message, pick);
      if (result.outcome !== 'responded') throw new Error(`click not answered: ${JSON.stringify(result)}`);
      const refusal = refusalOf(result);
      if (refusal) throw new Error(`refused: ${refusal}`);
      if ((await h.store.game(gameRecordId))?.version !== record.version) {
        moves++;
        if (result.message && panelChoices(result.message).length > 0) panel = { user: player, message: result.message };
        break;
      }
      message = result.message ?? message;
    }
  }
}
