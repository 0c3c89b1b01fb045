import { ActionRowBuilder, AttachmentBuilder, ButtonBuilder, ButtonStyle, type APIActionRowComponent, type APIComponentInMessageActionRow } from 'discord.js';
import type { AnyEngine, Locale, Prompt, ScoreLine, Text, TextParam } from '../../engine/types';
import { isSeatRef, SEAT_KEY, t, tx, withSeatNames } from '../../i18n';
import type { BotContext, HighlightRenderer } from '../kernel/context';
import { encodeComponentId } from '../base/custom-id';
import type { GameRecord } from '../store/records';
import { awaitedNames } from '../game/seat-clock';
import { droppedSeats, seatChangeLines, seatNamesAt } from '../game/seat-state';
import { historyByRound } from '../game/session';
import { mineButton } from './mine-button';
import { drawQueued, Superseded, type DrawClass } from '../base/draw-queue';
import { withinTime } from '../base/within-time';

/** Discord's content limit. */
export const CONTENT_MAX = 2000;
/** How many recent moves the board message lists. */
const RECENT_MOVES = 4;

export interface OutgoingMessage {
  content: string;
  files: AttachmentBuilder[];
  components: APIActionRowComponent<APIComponentInMessageActionRow>[];
  /**
   * All the message's pictures, when they were not drawn within the board's wait: the message goes out with `files`
   * (none) and gets these by an edit once drawn, unless a newer board took its place (publisher.ts). Empty when the
   * drawing failed or a newer version of the board replaced it in the draw queue.
   */
  later?: Promise<AttachmentBuilder[]>;
}

/** How long a board waits for its pictures before it goes out without them (they follow by an edit). */
export const BOARD_PICTURE_WAIT_MS = 1500;

/** The pictures when drawn within the wait, else none now and all of them later. */
async function picturesInTime(ctx: BotContext, drawing: Promise<AttachmentBuilder[]>): Promise<Pick<OutgoingMessage, 'files' | 'later'>> {
  const files = await withinTime(drawing, ctx.boardPictureWaitMs ?? BOARD_PICTURE_WAIT_MS, () => null);
  return files ? { files } : { files: [], later: drawing };
}

/** Draws through the bot's draw queue (draw-queue.ts) for this game's server, in the game's lane unless `lane` says whose. */
function queuedDraw<T>(ctx: BotContext, record: GameRecord, kind: DrawClass, draw: () => Promise<T>, { key, lane }: { key?: string; lane?: string } = {}): Promise<T> {
  return drawQueued(ctx.draws, { kind, guild: record.guildId ?? '', lane: lane ?? record.id, ...(key ? { key } : {}), draw });
}

/** Logs a failed drawing; a drawing replaced by a newer version of the same picture is no failure. */
function drawFailed(ctx: BotContext, what: string, error: unknown): void {
  if (!(error instanceof Superseded)) ctx.log.error(`${what} failed`, error);
}

/** Keeps the end of a text (the newest lines) within `max` characters. */
export function clipLines(lines: string[], max = CONTENT_MAX): string {
  const out = [...lines];
  while (out.join('\n').length > max && out.length > 1) out.splice(1, 1);
  const text = out.join('\n');
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

export function seatNames(record: GameRecord, seats: readonly number[]): string {
  return seats.map((seat) => record.seats[seat]?.name ?? `#${seat}`).join(', ') || '—';
}

/** An engine text with its seat references ("Seat 2") replaced by the players' names. */
export function named(record: GameRecord, text: Text): Text {
  return withSeatNames(text, record.seats.map((seat) => seat.name));
}

/** A prompt with every seat reference in its title, labels and hints replaced by the players' names. */
export function namedPrompt(record: GameRecord, prompt: Prompt): Prompt {
  return {
    ...prompt,
    title: named(record, prompt.title),
    options: prompt.options.map((option) => ({ ...option, label: named(record, option.label), ...(option.hint ? { hint: named(record, option.hint) } : {}) })),
  };
}

/** Whether a text names this seat anywhere (a seat placeholder, or the older "Seat n" text). */
export function namesSeat(text: TextParam, seat: number): boolean {
  if (typeof text !== 'object') return false;
  if (isSeatRef(text)) return text.seat === seat;
  if (text.key === SEAT_KEY && Number(text.params?.n) === seat + 1) return true;
  return Object.values(text.params ?? {}).some((value) => namesSeat(value, seat));
}

/**
 * The log lines of one move: what they did (marked when the rules or the seat's settings decided it), then what it
 * set off by itself. One rule for every game: the game's line names the player itself ("Ann takes…"), or the bot
 * puts the name in front ("Ann: The Witches build…") — never both.
 */
export function moveLines(record: GameRecord, index: number, locale: Locale): string[] {
  const entry = record.moves[index];
  const [own, ...events] = entry.log;
  // The names as they were at this move: a seat that changed hands since keeps its move under who made it.
  const names = seatNamesAt(record, index);
  const name = names[entry.seat] ?? `#${entry.seat}`;
  const text = withSeatNames(own, names);
  // The game names the player when its text holds their seat and the rendered line shows their name.
  const selfNamed = namesSeat(own, entry.seat) && t(locale, text).includes(name);
  const line = selfNamed
    ? entry.auto ? tx('bot.game.autoOwnLine', { text }) : text
    : tx(entry.auto ? 'bot.game.autoLine' : 'bot.game.logLine', { name, text });
  return [
    t(locale, line),
    ...events.map((event: Text) => t(locale, tx('bot.game.auto', { text: withSeatNames(event, names) }))),
  ];
}

function headerLine(engine: AnyEngine, record: GameRecord, locale: Locale): string {
  return t(locale, tx('bot.game.header', { game: engine.name, id: record.id, status: named(record, engine.status(record.snapshot)) }));
}

/**
 * The board picture, drawn from the public view only (so nothing hidden reaches an image), optionally with a prompt's
 * cells highlighted; or, with `cards`, those cards' faces (a seat's own, for its private panel only). Empty when the
 * game has no renderer or the drawing fails.
 */
export async function boardFile(
  ctx: BotContext,
  engine: AnyEngine,
  record: GameRecord,
  {
    locale = record.locale,
    highlight,
    cards,
    kind = 'panel',
    lane,
  }: { locale?: Locale; highlight?: readonly string[]; cards?: readonly string[]; kind?: DrawClass; lane?: string } = {},
): Promise<AttachmentBuilder[]> {
  const highlighter = highlight && ctx.highlightRenderers && Object.hasOwn(ctx.highlightRenderers, engine.id) ? ctx.highlightRenderers[engine.id] : undefined;
  if (highlight && highlighter) return highlightFile(ctx, engine, record, locale, highlight, highlighter);
  const render = Object.hasOwn(ctx.renderers, engine.id) ? ctx.renderers[engine.id] : undefined;
  if (!render) return [];
  try {
    const playerNames = record.seats.map((seat) => seat.name);
    const view = engine.view(record.snapshot, null);
    // A board (the final message's) is drawn for its newest version only; a panel's picture for each panel.
    const key = kind === 'board' ? `board:${record.id}` : undefined;
    const png = await queuedDraw(ctx, record, kind, () => render(view, locale, { playerNames, ...(highlight ? { highlight } : {}), ...(cards ? { cards } : {}) }), { ...(key ? { key } : {}), ...(lane ? { lane } : {}) });
    if (cards) return [new AttachmentBuilder(png, { name: 'hand.png', description: t(locale, tx('bot.game.handAlt', { game: engine.name })) })];
    return [new AttachmentBuilder(png, { name: 'board.png', description: t(locale, tx('bot.game.boardAlt', { game: engine.name })) })];
  } catch (error) {
    // A drawing bug must not stall the game: the board message goes out without its picture.
    drawFailed(ctx, `render ${engine.id} #${record.id}`, error);
    return [];
  }
}

/** A prompt's cells as the game's highlight picture (the part of the map holding them, their ids large). */
async function highlightFile(ctx: BotContext, engine: AnyEngine, record: GameRecord, locale: Locale, cells: readonly string[], draw: HighlightRenderer): Promise<AttachmentBuilder[]> {
  try {
    const view = engine.view(record.snapshot, null);
    const playerNames = record.seats.map((seat) => seat.name);
    const png = await queuedDraw(ctx, record, 'panel', () => draw(view, cells, locale, { playerNames }));
    return [new AttachmentBuilder(png, { name: 'choice.png', description: t(locale, tx('bot.game.choiceAlt', { game: engine.name })) })];
  } catch (error) {
    ctx.log.error(`render ${engine.id} #${record.id} failed`, error);
    return [];
  }
}

/**
 * The board message's pictures: the game's phone pictures (board, then players; Discord shows them as a gallery)
 * where it has them, else the whole table. Empty when the drawing fails, as for the table.
 */
async function boardPictures(ctx: BotContext, engine: AnyEngine, record: GameRecord): Promise<AttachmentBuilder[]> {
  const phone = ctx.phoneRenderers && Object.hasOwn(ctx.phoneRenderers, engine.id) ? ctx.phoneRenderers[engine.id] : undefined;
  if (!phone) return boardFile(ctx, engine, record, { kind: 'board' });
  try {
    const view = engine.view(record.snapshot, null);
    const playerNames = record.seats.map((seat) => seat.name);
    const pictures = await queuedDraw(ctx, record, 'board', () => phone(view, record.locale, { playerNames }), { key: `board:${record.id}` });
    // What each picture shows differs by game (map halves, round, cults, persons…): they are named by their place.
    if (pictures.length === 1) return [new AttachmentBuilder(pictures[0], { name: 'board.png', description: t(record.locale, tx('bot.game.boardAlt', { game: engine.name })) })];
    return pictures.map(
      (png, index) =>
        new AttachmentBuilder(png, {
          name: index === 0 ? 'board.png' : `board-${index + 1}.png`,
          description: t(record.locale, tx('bot.game.tableAlt', { game: engine.name, n: index + 1, count: pictures.length })),
        }),
    );
  } catch (error) {
    drawFailed(ctx, `render ${engine.id} #${record.id}`, error);
    return [];
  }
}

function gameButtons(record: GameRecord, locale: Locale): APIActionRowComponent<APIComponentInMessageActionRow>[] {
  const button = (action: 'play' | 'status' | 'log', style: ButtonStyle) =>
    new ButtonBuilder()
      .setCustomId(encodeComponentId({ kind: 'game', game: record.id, version: record.version, action }).customId)
      .setLabel(t(locale, tx(`bot.game.${action}`)))
      .setStyle(style);
  return [
    new ActionRowBuilder<ButtonBuilder>()
      .addComponents(button('play', ButtonStyle.Primary), mineButton(record, locale), button('status', ButtonStyle.Secondary), button('log', ButtonStyle.Secondary))
      .toJSON(),
  ];
}

/**
 * The public message of a running game: board, status, whose turn, the last moves, Play/Status/Log. `postedAt` is
 * the number of moves the message had when it was first posted: when a quiet move edits it in place, the moves
 * since then are listed on their own, under the ones it was posted with.
 */
export async function boardMessage(ctx: BotContext, engine: AnyEngine, record: GameRecord, postedAt = record.moves.length): Promise<OutgoingMessage> {
  return { ...boardText(ctx, engine, record, postedAt), ...(await picturesInTime(ctx, boardPictures(ctx, engine, record))) };
}

/** The board message without its pictures: its text and buttons (boardMessage). */
export function boardText(ctx: BotContext, engine: AnyEngine, record: GameRecord, postedAt = record.moves.length): Omit<OutgoingMessage, 'files'> {
  const locale = record.locale;
  const lines = [headerLine(engine, record, locale)];
  if (record.moves.length === 0) lines.push(t(locale, tx('bot.game.seatOrder', { names: seatNames(record, record.seats.map((_, seat) => seat)) })));
  lines.push(t(locale, tx('bot.game.waiting', { names: awaitedNames(record, engine.awaiting(record.snapshot), ctx.clock.now(), locale) })));
  const dropped = droppedSeats(engine, record);
  if (dropped.length > 0) lines.push(t(locale, tx('bot.game.droppedLine', { names: seatNames(record, dropped) })));
  const postedWith = Math.min(postedAt, record.moves.length);
  const recent = postedWith - Math.min(RECENT_MOVES, postedWith);
  const moves: string[] = [];
  if (postedWith > 0) moves.push('', t(locale, tx('bot.game.lastMoves')));
  for (let index = recent; index < postedWith; index++) moves.push(...moveLines(record, index, locale));
  if (postedWith < record.moves.length) moves.push('', t(locale, tx('bot.game.sincePosted')));
  for (let index = postedWith; index < record.moves.length; index++) moves.push(...moveLines(record, index, locale));
  // Many quiet moves can make a long list: the oldest moves give way, never the header or whose turn it is.
  const head = clipLines(lines);
  return {
    content: moves.length > 0 ? `${head}\n${clipLines(moves, CONTENT_MAX - head.length - 1)}` : head,
    components: gameButtons(record, locale),
  };
}

/** Seats ranked by final points (ties share a rank), with their total. */
export function ranking(scores: readonly ScoreLine[]): { seat: number; points: number; rank: number }[] {
  const sorted = [...scores].sort((a, b) => b.preview - a.preview);
  return sorted.map((line) => ({ seat: line.seat, points: line.preview, rank: 1 + sorted.filter((other) => other.preview > line.preview).length }));
}

export function scoreLines(engine: AnyEngine, record: GameRecord, locale: Locale): string[] {
  const lines: string[] = [];
  const scores = engine.scores(record.snapshot);
  const dropped = droppedSeats(engine, record);
  for (const line of scores) {
    const player = record.seats[line.seat]?.name ?? `#${line.seat}`;
    const name = dropped.includes(line.seat) ? t(locale, tx('bot.game.droppedName', { name: player })) : player;
    // A finished game has no "if it ended now": its preview is the final score.
    const total = record.status === 'finished' ? tx('bot.info.finalScoreLine', { name, points: line.preview }) : tx('bot.info.scoreLine', { name, current: line.current, preview: line.preview });
    lines.push(t(locale, total));
    const items = line.breakdown.map((item) => t(locale, tx('bot.info.item', { label: named(record, item.label), points: item.points })));
    if (items.length > 0) lines.push(`  ${items.join(' · ')}`);
  }
  return lines;
}

/** The final message: winners, ranking with breakdown, the last board and the score chart. */
export async function finalMessage(ctx: BotContext, engine: AnyEngine, record: GameRecord): Promise<OutgoingMessage> {
  const locale = record.locale;
  const scores = engine.scores(record.snapshot);
  const winners = engine.winners(record.snapshot);
  const lines = [
    t(locale, tx('bot.game.final', { game: engine.name, id: record.id })),
    t(locale, tx(winners.length > 1 ? 'bot.game.winners' : 'bot.game.winner', { names: seatNames(record, winners) })),
    '',
  ];
  const dropped = droppedSeats(engine, record);
  for (const entry of ranking(scores)) {
    const player = record.seats[entry.seat]?.name ?? '';
    const name = dropped.includes(entry.seat) ? t(locale, tx('bot.game.droppedName', { name: player })) : player;
    lines.push(t(locale, tx('bot.game.scoreLine', { rank: entry.rank, name, points: entry.points })));
    const line = scores.find((s) => s.seat === entry.seat);
    // Only the categories that scored: the full table, zeros too, is the score chart's picture (and /status).
    const scored = (line?.breakdown ?? []).filter((item) => item.points !== 0);
    const items = scored.map((item) => t(locale, tx('bot.info.item', { label: named(record, item.label), points: item.points })));
    if (items.length > 0) lines.push(`  ${items.join(' · ')}`);
  }
  const pictures = Promise.all([boardFile(ctx, engine, record, { kind: 'board' }), scoreChartFile(ctx, record, scores, winners)]).then((parts) => parts.flat());
  return { content: clipLines(lines), ...(await picturesInTime(ctx, pictures)), components: [] };
}

/** The final message's score chart, drawn after the boards (none when the bot has no chart or it fails). */
async function scoreChartFile(ctx: BotContext, record: GameRecord, scores: readonly ScoreLine[], winners: readonly number[]): Promise<AttachmentBuilder[]> {
  const chart = ctx.scoreChart;
  if (!chart) return [];
  const locale = record.locale;
  try {
    const players = record.seats.map((seat, colourIndex) => ({ name: seat.name, colourIndex }));
    const final = record.seats.map((_, seat) => {
      const line = scores.find((s) => s.seat === seat);
      return { breakdown: (line?.breakdown ?? []).map((item) => ({ label: named(record, item.label), points: item.points })), total: line?.preview ?? 0 };
    });
    const input = { players, history: historyByRound(record), step: 'round' as const, final, winners: [...winners] };
    const png = await queuedDraw(ctx, record, 'chart', () => chart(input, locale), { key: `chart:${record.id}` });
    return [new AttachmentBuilder(png, { name: 'scores.png', description: t(locale, tx('bot.game.chartAlt')) })];
  } catch (error) {
    drawFailed(ctx, `score chart #${record.id}`, error);
    return [];
  }
}

/** The lines of /status for one game (`now` for the awaited players' time left). */
export function statusText(engine: AnyEngine, record: GameRecord, locale: Locale, now = Date.now()): string[] {
  if (record.status === 'lobby') {
    return [t(locale, tx('bot.info.lobby', { game: engine.name, id: record.id, names: record.seats.map((s) => s.name).join(', ') }))];
  }
  const progress = engine.progress(record.snapshot);
  const lines = [
    t(locale, tx('bot.info.header', { game: engine.name, id: record.id, status: tx(`bot.status.${record.status}`), round: tx('common.round', progress) })),
    t(locale, named(record, engine.status(record.snapshot))),
  ];
  if (record.status === 'running') lines.push(t(locale, tx('bot.game.waiting', { names: awaitedNames(record, engine.awaiting(record.snapshot), now, locale) })));
  if (record.status === 'finished') {
    const winners = engine.winners(record.snapshot);
    lines.push(t(locale, tx(winners.length > 1 ? 'bot.game.winners' : 'bot.game.winner', { names: seatNames(record, winners) })));
  }
  lines.push(...scoreLines(engine, record, locale));
  return lines;
}

/** Every line of the readable log, oldest first: each move with what it set off, and the seat changes between. */
export function logLines(record: GameRecord, locale: Locale): string[] {
  return [...record.moves.flatMap((_, index) => [...seatChangeLines(record, index, locale), ...moveLines(record, index, locale)]), ...seatChangeLines(record, record.moves.length, locale)];
}

/**
 * The readable log within one message: the title, then the newest lines, with a note of how many older ones did not
 * fit. `footer` lines (e.g. what an attached file is for) are appended after a blank line and counted in.
 */
export function logText(engine: AnyEngine, record: GameRecord, locale: Locale, footer: readonly string[] = []): string {
  const title = t(locale, tx('bot.log.title', { game: engine.name, id: record.id }));
  const tail = footer.length > 0 ? ['', ...footer] : [];
  if (record.moves.length === 0 && (record.seatChanges ?? []).length === 0) return [title, t(locale, tx('bot.log.empty')), ...tail].join('\n');
  const lines = logLines(record, locale);
  // Keep the newest lines; say how many older ones did not fit (the note's own length is reserved).
  const kept: string[] = [];
  let size = title.length + 40 + tail.reduce((sum, line) => sum + line.length + 1, 0);
  for (let index = lines.length - 1; index >= 0 && size + lines[index].length + 1 <= CONTENT_MAX; index--) {
    kept.unshift(lines[index]);
    size += lines[index].length + 1;
  }
  const cut = lines.length - kept.length;
  return [title, ...(cut > 0 ? [t(locale, tx('bot.log.cut', { n: cut }))] : []), ...kept, ...tail].join('\n');
}
