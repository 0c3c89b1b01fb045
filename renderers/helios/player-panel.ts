/**
 * One player's panel: name, turn marks and figures (points, mana, range, circuits, temples) on top, the board,
 * the buildings and persons beside it, and the three rows of used action tiles below.
 */
import type { Locale } from '../../src/engine/types';
import type { HeliosView, PlayerView } from '../../src/games/helios/view';
import { ROW_COLORS } from '../../data/helios/tiles';
import { t } from '../../src/i18n';
import type { Context } from '../kit/canvas';
import { lighten } from '../kit/colour';
import { SANS_CONDENSED } from '../kit/fonts';
import { drawIcon } from '../kit/icons';
import { THEME } from '../kit/palette';
import { drawPill } from '../kit/pill';
import { drawPanel, drawPlayerMarker, drawPlayerPanelFrame } from '../kit/shapes';
import { drawFittedText, drawText, measureText, type Box } from '../kit/text';
import { drawActionTile, drawTileSlot } from './action-tile';
import { drawBoard } from './board';
import { drawAnyCube, drawColourMark, drawMana, drawMoon, drawSun } from './glyphs';
import { panelParts } from './layout';
import { seatName } from './status';
import { ACTION_STYLE } from './style';

export interface PanelOptions {
  view: HeliosView;
  locale: Locale;
  names?: readonly string[];
  /** Cells to highlight on this player's board. */
  highlight: ReadonlySet<string>;
}

/** Tiles a row holds before its bonus action (the 4th tile triggers it). */
const ROW_SLOTS = 4;

/** An icon, a bold figure and an optional muted note; returns the x after it. */
function figure(ctx: Context, x: number, cy: number, icon: (cx: number) => void, value: string, note?: string): number {
  icon(x + 16);
  drawText(ctx, value, x + 38, cy + 1, { size: 26, bold: true, colour: THEME.ink });
  let right = x + 38 + measureText(ctx, value, { size: 26, bold: true });
  if (note) {
    drawText(ctx, note, right + 6, cy + 2, { size: 20, bold: true, colour: THEME.mutedInk });
    right += 6 + measureText(ctx, note, { size: 20, bold: true });
  }
  return right + 24;
}

function drawHeader(ctx: Context, box: Box, player: PlayerView, po: PanelOptions): void {
  const { view, locale } = po;
  const line1 = box.y + 32;
  drawPlayerMarker(ctx, player.seat, box.x + 20, line1, 19);
  let pillLeft = box.x + box.w;
  if (view.awaiting.includes(player.seat)) {
    pillLeft = drawPill(ctx, t(locale, { key: 'render.hel.onTurn' }), pillLeft, line1, THEME.highlight, '#ffffff') - 8;
  }
  if (view.personPhase?.passed[player.seat]) {
    pillLeft = drawPill(ctx, t(locale, { key: 'render.hel.passed' }), pillLeft, line1, '#d9dee3', THEME.ink) - 8;
  }
  if (view.startPlayer === player.seat) {
    pillLeft = drawPill(ctx, t(locale, { key: 'render.hel.startPlayer' }), pillLeft, line1, '#f3d6c8', '#7a2e0e') - 8;
  }
  const dropped = player.dropped ? ` ${t(locale, { key: 'render.dropped' })}` : '';
  drawFittedText(ctx, `${seatName(player.seat, locale, po.names)}${dropped}`, { x: box.x + 50, y: line1 - 20, w: pillLeft - box.x - 56, h: 40 }, {
    size: 30,
    minSize: 20,
    bold: true,
    colour: THEME.ink,
  });

  const line2 = box.y + 78;
  const preview = view.scores.find((s) => s.seat === player.seat)?.preview ?? player.vp;
  let x = box.x;
  x = figure(ctx, x, line2, (cx) => drawIcon(ctx, 'star', cx, line2, 32), String(player.vp), `→ ${preview}`);
  x = figure(ctx, x, line2, (cx) => drawMana(ctx, cx, line2, 30), String(player.mana));
  x = figure(ctx, x, line2, (cx) => drawSun(ctx, cx, line2, 34), player.unlimited ? '∞' : String(player.range));
  x = figure(ctx, x, line2, (cx) => drawText(ctx, '↻', cx, line2, { size: 30, bold: true, colour: THEME.ink, align: 'center' }), String(player.laps));
  x = figure(ctx, x, line2, (cx) => drawIcon(ctx, 'temple', cx, line2, 30), String(player.temples));
  // The player's resource total: every cube on their tiles (the panel's resource line gives them per colour).
  figure(ctx, x, line2, (cx) => drawAnyCube(ctx, cx, line2, 26), String(player.cubes));
}

/** The style of a building or person name in the side column, and its indent after the item's mark. */
export const SIDE_ITEM_STYLE = { size: 18, minSize: 18, family: SANS_CONDENSED } as const;
export const SIDE_INDENT = 26;

/** A titled list in the side column; returns the y below it. */
function drawList(ctx: Context, side: Box, top: number, title: string, items: { text: string; mark?: (cx: number, cy: number) => void }[], empty: string): number {
  drawText(ctx, title, side.x, top + 12, { size: 20, bold: true, colour: THEME.mutedInk });
  let y = top + 28;
  if (items.length === 0) {
    drawText(ctx, empty, side.x, y + 12, { size: 18, colour: THEME.mutedInk, family: SANS_CONDENSED });
    return y + 30;
  }
  for (const item of items) {
    item.mark?.(side.x + 11, y + 12);
    drawFittedText(ctx, item.text, { x: side.x + SIDE_INDENT, y, w: side.w - SIDE_INDENT, h: 24 }, { ...SIDE_ITEM_STYLE, colour: THEME.ink });
    y += 26;
  }
  return y + 4;
}

function drawSide(ctx: Context, side: Box, player: PlayerView, locale: Locale): void {
  const buildings = player.buildings.map((id) => ({
    text: t(locale, { key: `hel.building.${id}` }),
    mark: (cx: number, cy: number) => drawIcon(ctx, 'house', cx, cy, 20, '#ffffff'),
  }));
  const none = t(locale, { key: 'render.hel.none' });
  const below = drawList(ctx, side, side.y, t(locale, { key: 'render.hel.buildings' }), buildings, none);
  const persons = player.persons.map((p) => ({
    text: t(locale, { key: `hel.person.${p.id}` }),
    mark: (cx: number, cy: number) => (p.active ? drawSun(ctx, cx, cy, 24) : drawMoon(ctx, cx, cy, 22)),
  }));
  drawList(ctx, side, below + 8, t(locale, { key: 'render.hel.ownPersons' }), persons, none);
}

/** The tray of row `index` (red, blue, yellow) in the rows box. */
export function rowTray(box: Box, index: number): Box {
  const gap = 12;
  const width = (box.w - 2 * gap) / ROW_COLORS.length;
  return { x: box.x + index * (width + gap), y: box.y, w: width, h: box.h };
}

/** The place of tile `slot` in a row's tray, right of the row's shape. */
export function rowSlot(tray: Box, slot: number): Box {
  const step = (tray.w - 50) / ROW_SLOTS;
  const size = Math.min(tray.h - 16, step - 6);
  return { x: tray.x + 40 + slot * step + (step - size) / 2, y: tray.y + (tray.h - size) / 2, w: size, h: size };
}

/** The rows of used action tiles: a coloured tray per row with its shape, up to four tiles. */
function drawRows(ctx: Context, box: Box, player: PlayerView): void {
  ROW_COLORS.forEach((row, i) => {
    const style = ACTION_STYLE[row];
    const tray = rowTray(box, i);
    drawPanel(ctx, tray, { fill: lighten(style.fill, 0.72), stroke: style.fill, lineWidth: 3, radius: 10 });
    drawColourMark(ctx, style.mark, tray.x + 20, tray.y + tray.h / 2, 22, style.fill, '#1d1a16');
    for (let slot = 0; slot < ROW_SLOTS; slot++) {
      const placed = player.rows[row][slot];
      if (placed) drawActionTile(ctx, rowSlot(tray, slot), placed.sym, placed.color);
      else drawTileSlot(ctx, rowSlot(tray, slot), style.fill);
    }
  });
}

export function drawPlayerPanel(ctx: Context, panel: Box, player: PlayerView, po: PanelOptions): void {
  const onTurn = po.view.awaiting.includes(player.seat);
  drawPlayerPanelFrame(ctx, panel, player.seat, onTurn);
  const parts = panelParts(panel);
  drawHeader(ctx, parts.header, player, po);
  drawBoard(ctx, parts.board, po.view, player, { highlight: po.highlight });
  drawSide(ctx, parts.side, player, po.locale);
  drawRows(ctx, parts.rows, player);
}
