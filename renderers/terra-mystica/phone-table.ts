/**
 * Terra Mystica's table for a phone, beside the map halves and the players: what a player plans a round with. One
 * picture of the round (this round's and the coming scoring tiles with their cult rewards, the bonus tiles on offer
 * with their coins), one of the cults (each faction's step on the four tracks, as a token in its colour with its
 * code, the free priest spaces) and the town tiles left. Laid out at 540 px with no text under 18 px.
 */
import type { Locale } from '../../src/engine/types';
import type { TmView } from '../../src/games/terra-mystica/view';
import { CULT_POWER, CULT_SPACES, CULTS, type Cult, type TownId } from '../../data/terra-mystica/tiles';
import { t, tx } from '../../src/i18n';
import type { Context, Surface } from '../kit/canvas';
import { darken, inkOn } from '../kit/colour';
import { drawIcon } from '../kit/icons';
import { THEME } from '../kit/palette';
import { createPhoneSurface, phoneMinFont } from '../kit/phone';
import { drawPanel } from '../kit/shapes';
import { drawFittedText, drawText, type Box } from '../kit/text';
import { drawSeatToken } from './pieces';
import { CULT_COLOUR, seatMark } from './style';
import { CURRENT_ROUND_FILL } from './tiles';
import { bonusChip, drawTileChip, townChip } from './tile-chips';

export const PHONE_TABLE_WIDTH = 540;
/** The smallest text: 11 CSS px in a phone's message column (renderers/kit/phone.ts). */
export const TABLE_FONT = phoneMinFont(PHONE_TABLE_WIDTH);
const MARGIN = 10;
const HEAD = 34;
const ROW = 34;
const GAP = 10;
const CULT_ROW = 38;
/** A town tile's row: its chip, 28 px high, for its text of 18–19 px. */
const CHIP_ROW = 31;
const TOKEN = 16;
const SEAT_COLUMN = 2 * TOKEN + 16;
const TOP_STEP = 10;
/** The bars' fill: the cult's colour, Air's grey darkened to show on the white bar. */
const BAR_COLOUR: Record<Cult, string> = { ...CULT_COLOUR, AIR: '#9c9c9c' };

/** The rounds whose scoring tiles still count: this one (from round 1) to the sixth; none once the game is over. */
export function comingRounds(view: TmView): number[] {
  if (view.phase === 'end') return [];
  return Array.from({ length: 6 }, (_, i) => i + 1).filter((round) => round >= view.round);
}

/** The town tiles still to take, in tile order. */
export function townsLeft(view: TmView): { id: TownId; count: number }[] {
  return (Object.entries(view.townSupply) as [TownId, number][])
    .filter(([, count]) => count > 0)
    .map(([id, count]) => ({ id, count }))
    .sort((a, b) => Number(a.id.slice(2)) - Number(b.id.slice(2)));
}

export interface RoundLayout {
  width: number;
  height: number;
  scoringHead: Box;
  scoring: { round: number; box: Box }[];
  bonusHead: Box;
  bonus: Box[];
}

/** Where the round picture's parts go: a heading and a row per coming round, then a heading and a row per bonus tile. */
export function roundLayout(view: TmView): RoundLayout {
  const inner = { x: MARGIN, w: PHONE_TABLE_WIDTH - 2 * MARGIN };
  let y = MARGIN;
  const scoringHead = { ...inner, y, h: HEAD };
  y += HEAD;
  const scoring = comingRounds(view).map((round, i) => ({ round, box: { ...inner, y: y + i * ROW, h: ROW - 4 } }));
  y += Math.max(1, scoring.length) * ROW + GAP;
  const bonusHead = { ...inner, y, h: HEAD };
  y += HEAD;
  const bonus = view.bonusPool.map((_, i) => ({ ...inner, y: y + i * ROW, h: ROW - 4 }));
  y += Math.max(1, bonus.length) * ROW + MARGIN;
  return { width: PHONE_TABLE_WIDTH, height: y, scoringHead, scoring, bonusHead, bonus };
}

function heading(ctx: Context, text: string, box: Box): void {
  drawFittedText(ctx, text, box, { size: TABLE_FONT + 4, minSize: TABLE_FONT, bold: true, colour: THEME.ink });
}

const none = (ctx: Context, locale: Locale, box: Box) =>
  drawText(ctx, t(locale, tx('render.tm.none')), box.x + 8, box.y + box.h + ROW / 2, { size: TABLE_FONT, colour: THEME.mutedInk });

/** The round picture: this round's scoring tile framed, the coming ones below it; the bonus tiles with their coins. */
export function drawTmPhoneRound(view: TmView, locale: Locale): Surface {
  const layout = roundLayout(view);
  const surface = createPhoneSurface(layout.width, layout.height);
  paintTmPhoneRound(surface.ctx, layout, view, locale);
  return surface;
}

/** Paints the round picture onto `ctx`, at least `layout` large. */
export function paintTmPhoneRound(ctx: Context, layout: RoundLayout, view: TmView, locale: Locale): void {
  heading(ctx, t(locale, tx('render.tm.phone.scoring')), layout.scoringHead);
  if (layout.scoring.length === 0) none(ctx, locale, layout.scoringHead);
  for (const { round, box } of layout.scoring) {
    const current = round === view.round;
    if (current) drawPanel(ctx, box, { fill: CURRENT_ROUND_FILL, stroke: THEME.highlight, lineWidth: 3, radius: 6 });
    drawText(ctx, t(locale, tx('render.tm.roundShort', { round })), box.x + 8, box.y + box.h / 2, { size: TABLE_FONT + 2, bold: true, colour: THEME.ink });
    drawFittedText(ctx, t(locale, tx(`tm.tile.${view.scoring[round - 1]}`)), { x: box.x + 52, y: box.y, w: box.w - 58, h: box.h }, {
      size: TABLE_FONT + 2,
      minSize: TABLE_FONT,
      bold: current,
      colour: THEME.ink,
    });
  }
  heading(ctx, t(locale, tx('render.tm.bonus')), layout.bonusHead);
  if (layout.bonus.length === 0) none(ctx, locale, layout.bonusHead);
  view.bonusPool.forEach(({ id, coins }, i) => {
    const box = layout.bonus[i];
    const badge = coins > 0 ? 62 : 0;
    drawTileChip(ctx, { ...box, w: box.w - badge }, bonusChip(locale, id));
    if (coins > 0) {
      drawIcon(ctx, 'coin', box.x + box.w - badge + 18, box.y + box.h / 2, 24);
      drawText(ctx, `+${coins}`, box.x + box.w - badge + 32, box.y + box.h / 2, { size: TABLE_FONT + 2, bold: true, colour: THEME.ink });
    }
  });
}

export interface CultsLayout {
  width: number;
  height: number;
  cultsHead: Box;
  /** The four cult columns' header boxes. */
  columns: Box[];
  /** One row per player, in seat order. */
  rows: Box[];
  spacesLabel: Box;
  spaces: Box;
  townsHead: Box;
  towns: Box[];
}

/** Where the cults picture's parts go: a column per cult, a row per player, the free priest spaces, the towns left. */
export function cultsLayout(view: TmView): CultsLayout {
  const inner = { x: MARGIN, w: PHONE_TABLE_WIDTH - 2 * MARGIN };
  let y = MARGIN;
  const cultsHead = { ...inner, y, h: HEAD };
  y += HEAD;
  const columnWidth = (inner.w - SEAT_COLUMN) / CULTS.length;
  const columns = CULTS.map((_, i) => ({ x: inner.x + SEAT_COLUMN + i * columnWidth, y, w: columnWidth, h: ROW }));
  y += ROW + 4;
  const rows = view.players.map((_, i) => ({ ...inner, y: y + i * CULT_ROW, h: CULT_ROW - 4 }));
  y += rows.length * CULT_ROW;
  const spacesLabel = { ...inner, y, h: ROW };
  y += ROW;
  const spaces = { ...inner, y, h: ROW };
  y += ROW + GAP;
  const townsHead = { ...inner, y, h: HEAD };
  y += HEAD;
  const towns = townsLeft(view).map((_, i) => ({ ...inner, y: y + i * CHIP_ROW, h: CHIP_ROW - 3 }));
  y += Math.max(1, towns.length) * CHIP_ROW + MARGIN;
  return { width: PHONE_TABLE_WIDTH, height: y, cultsHead, columns, rows, spacesLabel, spaces, townsHead, towns };
}

/** A step on a track: the number, then a bar of the ten steps filled up to it, the power steps (3/5/7/10) ticked. */
function drawStep(ctx: Context, box: Box, step: number, colour: string): void {
  drawText(ctx, String(step), box.x + 22, box.y + box.h / 2, { size: TABLE_FONT + 4, bold: true, colour: THEME.ink, align: 'center' });
  const bar = { x: box.x + 44, y: box.y + box.h / 2 - 8, w: box.w - 52, h: 16 };
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(bar.x, bar.y, bar.w, bar.h);
  ctx.fillStyle = colour;
  ctx.fillRect(bar.x, bar.y, (bar.w * step) / TOP_STEP, bar.h);
  // The power steps as notches above and below the bar: where the next power comes from.
  ctx.fillStyle = THEME.mutedInk;
  for (const { step: power } of CULT_POWER) {
    const x = bar.x + (bar.w * power) / TOP_STEP - 1;
    ctx.fillRect(x, bar.y - 4, 2, 4);
    ctx.fillRect(x, bar.y + bar.h, 2, 4);
  }
  ctx.strokeStyle = darken(colour, 0.4);
  ctx.lineWidth = 1.5;
  ctx.strokeRect(bar.x, bar.y, bar.w, bar.h);
}

/** The cults picture: each player's step on each track, the priest spaces still free, the town tiles left. */
export function drawTmPhoneCults(view: TmView, locale: Locale): Surface {
  const layout = cultsLayout(view);
  const surface = createPhoneSurface(layout.width, layout.height);
  paintTmPhoneCults(surface.ctx, layout, view, locale);
  return surface;
}

/** Paints the cults picture onto `ctx`, at least `layout` large. */
export function paintTmPhoneCults(ctx: Context, layout: CultsLayout, view: TmView, locale: Locale): void {
  heading(ctx, t(locale, tx('render.tm.cults')), layout.cultsHead);
  CULTS.forEach((cult, i) => {
    const column = layout.columns[i];
    const colour = CULT_COLOUR[cult];
    drawPanel(ctx, { x: column.x + 2, y: column.y, w: column.w - 4, h: column.h }, { fill: colour, stroke: darken(colour, 0.4), radius: 6 });
    drawFittedText(ctx, t(locale, tx(`tm.cult.${cult}`)), { x: column.x + 6, y: column.y, w: column.w - 12, h: column.h }, {
      size: TABLE_FONT + 2,
      minSize: TABLE_FONT,
      bold: true,
      colour: inkOn(colour),
      align: 'center',
    });
  });
  view.players.forEach((player, seat) => {
    const row = layout.rows[seat];
    if (seat % 2 === 0) drawPanel(ctx, row, { fill: THEME.panel, radius: 6 });
    drawSeatToken(ctx, seatMark(view, seat), row.x + TOKEN + 6, row.y + row.h / 2, TOKEN);
    CULTS.forEach((cult, i) => {
      const column = layout.columns[i];
      drawStep(ctx, { x: column.x, y: row.y, w: column.w, h: row.h }, player.cults[i], BAR_COLOUR[cult]);
    });
  });
  const spaces = layout.spaces;
  drawFittedText(ctx, t(locale, tx('render.tm.phone.spaces')), layout.spacesLabel, { size: TABLE_FONT, minSize: TABLE_FONT, colour: THEME.mutedInk });
  CULTS.forEach((cult, i) => {
    const column = layout.columns[i];
    const free = view.cultSpaces[cult].flatMap((occupant, k) => (occupant === null ? [CULT_SPACES[k]] : []));
    const text = free.length > 0 ? free.join(' ') : t(locale, tx('render.tm.none'));
    drawText(ctx, text, column.x + column.w / 2, spaces.y + spaces.h / 2, { size: TABLE_FONT, bold: true, colour: THEME.ink, align: 'center' });
  });
  heading(ctx, t(locale, tx('render.tm.phone.towns')), layout.townsHead);
  const towns = townsLeft(view);
  if (towns.length === 0) none(ctx, locale, layout.townsHead);
  towns.forEach(({ id, count }, i) => drawTileChip(ctx, layout.towns[i], townChip(locale, id), { count }));
}
