/**
 * Pandoria: the public view → one PNG of the table (board, market, supply, every player's realm), or of the board's
 * region around highlighted cells.
 */
import type { Locale } from '../../src/engine/types';
import type { PandoriaView } from '../../src/games/pandoria/view';
import { createSurface, cropSurface, encodeAndRelease, type Surface } from '../kit/canvas';
import { THEME } from '../kit/palette';
import { drawPanel } from '../kit/shapes';
import { drawFittedText, drawText, measureText } from '../kit/text';
import { drawBoard } from './board';
import { cellBox, HEX, MARGIN, pandoriaLayout, parseCell, playerPanelHeight } from './layout';
import type { Box } from '../kit/text';
import { drawPlayerPanel } from './player-panel';
import { drawSidePanel } from './side-panel';
import { actingSeat, roundLine, statusLine, variantName } from './status';
import { t, tx } from '../../src/i18n';

export interface PandoriaRenderOptions {
  playerNames?: readonly string[];
  /** Board cells ("H7") a prompt names as legal destinations. */
  highlight?: readonly string[];
}

/** Draws the table onto a fresh canvas (exposed so tests can look at pixels before encoding). */
export function drawPandoria(view: PandoriaView, locale: Locale, options: PandoriaRenderOptions = {}): Surface {
  const layout = pandoriaLayout(view.seats, playerPanelHeight(view));
  const surface = createSurface(layout.width, layout.height, THEME.background);
  const { ctx } = surface;
  const { title } = layout;
  drawPanel(ctx, title, { fill: THEME.panel, stroke: THEME.panelEdge, radius: 14 });
  const heading = `${t(locale, tx('render.pan.title'))} · ${variantName(view, locale)}`;
  drawText(ctx, heading, title.x + 18, title.y + title.h / 2, { size: 30, bold: true, colour: THEME.ink });
  const headingW = measureText(ctx, heading, { size: 30, bold: true }) + 40;
  const round = roundLine(view, locale);
  drawText(ctx, round, title.x + headingW, title.y + title.h / 2, { size: 24, colour: THEME.mutedInk });
  const statusX = title.x + headingW + measureText(ctx, round, { size: 24 }) + 30;
  drawFittedText(ctx, statusLine(view, locale, options.playerNames), { x: statusX, y: title.y, w: title.x + title.w - 18 - statusX, h: title.h }, {
    size: 26,
    minSize: 18,
    bold: true,
    colour: THEME.highlight,
    align: 'right',
  });
  drawBoard(ctx, layout.board, view, { highlight: new Set(options.highlight ?? []), locale });
  drawSidePanel(ctx, layout.side, view, locale);
  const acting = actingSeat(view);
  view.players.forEach((player, seat) => {
    drawPlayerPanel(ctx, layout.players[seat], player, { view, locale, names: options.playerNames, onTurn: seat === acting });
  });
  return surface;
}

/** The smallest region of the board picture a highlight picture shows (about 8 × 6 hexes). */
export const HIGHLIGHT_MIN_WIDTH = 12 * HEX;
export const HIGHLIGHT_MIN_HEIGHT = 10 * HEX;

/**
 * The part of the board around `cells`: their hexes with a hex and a half around them, grown to at least the
 * minimum size about their centre, kept inside the board. Null when none of the ids is a board cell.
 */
export function highlightRegion(board: Box, cells: readonly string[]): Box | null {
  const boxes = cells.flatMap((cell) => {
    try {
      parseCell(cell);
    } catch {
      return [];
    }
    return [cellBox(board, cell)];
  });
  if (boxes.length === 0) return null;
  const pad = 1.5 * HEX;
  let x0 = Math.min(...boxes.map((b) => b.x)) - pad;
  let y0 = Math.min(...boxes.map((b) => b.y)) - pad;
  let x1 = Math.max(...boxes.map((b) => b.x + b.w)) + pad;
  let y1 = Math.max(...boxes.map((b) => b.y + b.h)) + pad;
  const grow = (lo: number, hi: number, min: number, start: number, end: number): [number, number] => {
    const size = Math.min(Math.max(hi - lo, min), end - start);
    const centre = (lo + hi) / 2;
    const from = Math.min(Math.max(centre - size / 2, start), end - size);
    return [from, from + size];
  };
  [x0, x1] = grow(x0, x1, HIGHLIGHT_MIN_WIDTH, board.x, board.x + board.w);
  [y0, y1] = grow(y0, y1, HIGHLIGHT_MIN_HEIGHT, board.y, board.y + board.h);
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/**
 * The picture sent to Discord: the whole table or, with highlighted cells, the region of the board around them
 * alone — it goes with a choice of spaces in the player's panel, where the whole table would shrink the hexes in
 * Discord's preview (the whole table is on the board message).
 */
export function drawPandoriaPicture(view: PandoriaView, locale: Locale, options: PandoriaRenderOptions = {}): Surface {
  const table = drawPandoria(view, locale, options);
  const region = highlightRegion(pandoriaLayout(view.seats, playerPanelHeight(view)).board, options.highlight ?? []);
  return region ? cropSurface(table, region, THEME.background, MARGIN) : table;
}

export function renderPandoria(view: PandoriaView, locale: Locale, options: PandoriaRenderOptions = {}): Promise<Buffer> {
  return encodeAndRelease(drawPandoriaPicture(view, locale, options));
}
