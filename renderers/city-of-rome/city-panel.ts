/** One player's panel: name and resources on top, the city as a labelled grid below. */
import type { Locale } from '../../src/engine/types';
import type { CorPlayerView, CorView } from '../../src/games/city-of-rome/view';
import { cellId } from '../../src/games/city-of-rome/view';
import { t } from '../../src/i18n';
import type { Context } from '../kit/canvas';
import { drawIcon, type IconName } from '../kit/icons';
import { columnLetter, rowNumber } from '../kit/labels';
import { playerStyle, THEME } from '../kit/palette';
import { drawPill } from '../kit/pill';
import { drawPanel, drawPlayerMarker, drawPlayerPanelFrame } from '../kit/shapes';
import { drawFittedText, drawText, measureText, type Box } from '../kit/text';
import { drawCityCard } from './card-face';
import { cardTitle } from './card-title';
import { cityWindow, openLots } from './city-window';
import { CELL, CITY_GUTTER, PANEL_PAD, cellBox } from './layout';
import { seatName } from './names';

export interface PanelContext {
  view: CorView;
  locale: Locale;
  names?: readonly string[];
  /** Cell ids to highlight in this city. */
  highlight: ReadonlySet<string>;
  /** The smallest font of any text (the phone pictures' label size); by default the table's own sizes. */
  minFont?: number;
}

/** `size`, raised to the panel's smallest font. */
const atLeast = (pc: PanelContext, size: number): number => Math.max(size, pc.minFont ?? 0);

/** An icon followed by a number; returns the x after it. */
function chip(ctx: Context, icon: IconName, value: string, x: number, cy: number, colour?: string): number {
  drawIcon(ctx, icon, x + 17, cy, 34, colour);
  drawText(ctx, value, x + 40, cy + 1, { size: 26, bold: true, colour: THEME.ink });
  return x + 40 + measureText(ctx, value, { size: 26, bold: true }) + 26;
}

function drawHeader(ctx: Context, panel: Box, player: CorPlayerView, pc: PanelContext): void {
  const { view, locale } = pc;
  const x = panel.x + PANEL_PAD;
  const right = panel.x + panel.w - PANEL_PAD;
  const line1 = panel.y + 32;
  drawPlayerMarker(ctx, player.seat, x + 20, line1, 19, undefined, pc.minFont === undefined ? undefined : atLeast(pc, 19 * 1.15));
  let pillLeft = right;
  if (view.awaiting.includes(player.seat)) {
    pillLeft = drawPill(ctx, t(locale, { key: 'render.cor.onTurn' }), right, line1, THEME.highlight, '#ffffff', atLeast(pc, 20)) - 10;
  }
  if (player.startPlayer) {
    pillLeft = drawPill(ctx, t(locale, { key: 'render.cor.startPlayer' }), pillLeft, line1, '#d9dee3', THEME.ink, atLeast(pc, 20)) - 8;
    drawIcon(ctx, 'flag', pillLeft - 14, line1, 30);
    pillLeft -= 34;
  }
  const dropped = player.dropped ? ` ${t(locale, { key: 'render.dropped' })}` : '';
  drawFittedText(ctx, `${seatName(player.seat, locale, pc.names)}${dropped}`, { x: x + 50, y: line1 - 20, w: pillLeft - x - 56, h: 40 }, {
    size: 30,
    minSize: atLeast(pc, 20),
    bold: true,
    colour: THEME.ink,
  });

  const line2 = panel.y + 78;
  let cx = x;
  // The running score first (a laurel, as the point tokens on baths): what the city would score if it ended now.
  if (player.points !== undefined) cx = chip(ctx, 'laurel', String(player.points), cx, line2);
  cx = chip(ctx, 'coin', String(player.coins), cx, line2);
  cx = chip(ctx, 'influence', String(player.influence), cx, line2);
  cx = chip(ctx, 'scroll', player.influenceCards.length ? player.influenceCards.join('+') : '–', cx, line2);
  cx = chip(ctx, 'hand', String(player.handCount), cx, line2);
  cx = chip(ctx, 'brick', String(player.brickTokens), cx, line2);
  const beside = player.emissaries.filter((spot) => spot.where === 'beside').length;
  for (let i = 0; i < beside; i++) {
    drawIcon(ctx, 'pawn', cx + 16, line2, 36, playerStyle(player.seat).colour);
    cx += 38;
  }

  if (player.knownHand.length > 0) {
    const names = player.knownHand.map((id) => (view.cards[id] ? cardTitle(view.cards[id], locale) : id)).join(', ');
    drawFittedText(ctx, t(locale, { key: 'render.cor.knownHand', params: { cards: names } }), { x, y: panel.y + 100, w: panel.w - 2 * PANEL_PAD, h: 28 }, {
      size: atLeast(pc, 19),
      minSize: atLeast(pc, 18),
      colour: THEME.mutedInk,
    });
  }
}

function drawGrid(ctx: Context, panel: Box, player: CorPlayerView, pc: PanelContext): void {
  // Once the game is over nothing more can be built, so only the cards are drawn, without open lots.
  const over = pc.view.phase === 'end';
  const window = cityWindow(player, !over);
  const labelStyle = { size: atLeast(pc, 20), bold: true, colour: THEME.mutedInk, align: 'center' as const };
  const first = cellBox(panel, window, window.minRow, window.minCol);
  for (let col = window.minCol; col <= window.maxCol; col++) {
    const box = cellBox(panel, window, window.minRow, col);
    drawText(ctx, columnLetter(col), box.x + CELL / 2, first.y - CITY_GUTTER / 2, labelStyle);
  }
  for (let row = window.minRow; row <= window.maxRow; row++) {
    const box = cellBox(panel, window, row, window.minCol);
    drawText(ctx, rowNumber(row), first.x - CITY_GUTTER / 2, box.y + CELL / 2, labelStyle);
  }
  // Faint cell grid over the whole window, so rows and columns read at a glance.
  ctx.strokeStyle = THEME.gridLine;
  ctx.lineWidth = 1;
  for (let row = window.minRow; row <= window.maxRow; row++) {
    for (let col = window.minCol; col <= window.maxCol; col++) {
      const box = cellBox(panel, window, row, col);
      ctx.strokeRect(box.x + 0.5, box.y + 0.5, box.w - 1, box.h - 1);
    }
  }
  const inset = (box: Box, by: number): Box => ({ x: box.x + by, y: box.y + by, w: box.w - 2 * by, h: box.h - 2 * by });
  const lots = over ? [] : openLots(player, window);
  for (const lot of lots) {
    const box = inset(cellBox(panel, window, lot.row, lot.col), 6);
    const lit = pc.highlight.has(cellId(lot.row, lot.col));
    ctx.save();
    if (!lit) ctx.setLineDash([9, 7]);
    drawPanel(ctx, box, lit ? { fill: THEME.highlightFill, stroke: THEME.highlight, lineWidth: 6, radius: 10 } : { fill: 'rgba(255,255,255,0.35)', stroke: '#a89a82', lineWidth: 2, radius: 10 });
    ctx.restore();
    drawText(ctx, `${columnLetter(lot.col)}${rowNumber(lot.row)}`, box.x + box.w / 2, box.y + box.h / 2, {
      size: 22,
      bold: lit,
      colour: lit ? THEME.highlight : '#9a8c76',
      align: 'center',
    });
  }
  for (const cell of player.city) {
    const info = pc.view.cards[cell.card];
    const box = inset(cellBox(panel, window, cell.row, cell.col), 4);
    if (info) drawCityCard(ctx, box, info, cell, pc.locale, { ...(cell.emissary ? { emissary: player.seat } : {}), minFont: pc.minFont });
    if (pc.highlight.has(cellId(cell.row, cell.col))) {
      drawPanel(ctx, inset(box, -2), { fill: 'rgba(0,0,0,0)', stroke: THEME.highlight, lineWidth: 7, radius: 12 });
    }
  }
}

export function drawCityPanel(ctx: Context, panel: Box, player: CorPlayerView, pc: PanelContext): void {
  const onTurn = pc.view.awaiting.includes(player.seat);
  drawPlayerPanelFrame(ctx, panel, player.seat, onTurn);
  drawHeader(ctx, panel, player, pc);
  drawGrid(ctx, panel, player, pc);
}
