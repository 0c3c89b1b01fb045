/**
 * One player's board: the hex fields with their printed marks and coordinates, the tiles with their cubes and
 * temples, where the sun may move now (a dashed ring with the steps) and the sun itself, plus the cells a
 * prompt highlights.
 */
import type { BoardCellView, HeliosView, PlayerView } from '../../src/games/helios/view';
import type { PlacedTile } from '../../src/games/helios/types';
import type { Context } from '../kit/canvas';
import { inkOn, mix } from '../kit/colour';
import { SANS_CONDENSED } from '../kit/fonts';
import { axialToPixel, hexNeighbours, hexPath } from '../kit/hex';
import { drawIcon, starPath } from '../kit/icons';
import { drawStaticLayer, spritesFit } from '../kit/layers';
import { THEME } from '../kit/palette';
import { drawText, type Box } from '../kit/text';
import { drawAnyCube, drawCube, drawMana, drawResourceGlyph, drawSpecialIcon, drawSun } from './glyphs';
import { boardHexLayout, HEX } from './layout';
import { BOARD, REACH, TERRAIN } from './style';

/**
 * Bands inside a hex (flat-top, half height ≈ 0.87 · HEX): the coordinate on top, cubes, temple or mark in the
 * middle, and below them the land's glyph (or the steps of the sun's reach on an empty field).
 */
const LABEL_DY = -HEX * 0.56;
const CONTENT_DY = HEX * 0.04;
const FOOT_DY = HEX * 0.58;
export const CUBE_SIZE = 22;

const key = (q: number, r: number) => `${q},${r}`;

/** Fill of a cell: its tile's colour, the highlight on empty highlighted fields, else the printed field. */
export function cellFill(cell: BoardCellView, tile: PlacedTile | undefined, lit: boolean, reachedCorner: boolean): string {
  if (tile) return tile.kind === 'land' ? TERRAIN[tile.color].fill : BOARD.special;
  if (lit) return THEME.highlightFill;
  if (reachedCorner) return BOARD.cornerReached;
  return cell.light ? BOARD.light : BOARD.dark;
}

/** Corner fields that score: their light neighbour holds a tile. */
export function reachedCorners(view: HeliosView, player: PlayerView): Set<string> {
  const byAxial = new Map(view.board.map((c) => [key(c.q, c.r), c.id]));
  const occupied = new Set(player.tiles.map((t) => t.cell));
  const reached = new Set<string>();
  for (const cell of view.board) {
    if (!cell.marks.includes('corner')) continue;
    if (hexNeighbours(cell).some((n) => occupied.has(byAxial.get(key(n.q, n.r)) ?? ''))) reached.add(cell.id);
  }
  return reached;
}

function drawMark(ctx: Context, cell: BoardCellView, x: number, y: number, reached: boolean): void {
  const ink = cell.light ? BOARD.lightInk : BOARD.darkInk;
  if (cell.marks.includes('bonus')) {
    drawAnyCube(ctx, x - 9, y, 22);
    drawText(ctx, '+1', x + 14, y + 1, { size: 18, bold: true, colour: ink, family: SANS_CONDENSED, align: 'center' });
  }
  if (cell.marks.includes('mana')) {
    drawMana(ctx, x - 9, y, 24);
    drawText(ctx, '+2', x + 14, y + 1, { size: 18, bold: true, colour: ink, family: SANS_CONDENSED, align: 'center' });
  }
  if (cell.marks.includes('corner')) {
    // A reached corner is filled gold (see cellFill), so its star turns dark.
    const cornerInk = reached ? BOARD.cornerReachedInk : BOARD.cornerReached;
    starPath(ctx, x - 9, y, 12);
    ctx.fillStyle = reached ? '#ffffff' : 'rgba(0,0,0,0)';
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = cornerInk;
    ctx.stroke();
    drawText(ctx, '4', x + 12, y + 1, { size: 18, bold: true, colour: cornerInk, align: 'center' });
  }
}

function drawTileContent(ctx: Context, tile: PlacedTile, x: number, y: number): void {
  // The temple sits a little lower than cubes, so the land's glyph shrinks to the foot of the hex under it.
  const glyph = tile.temple ? { dy: FOOT_DY + 3, size: 16 } : { dy: FOOT_DY, size: 20 };
  if (tile.kind === 'land') {
    drawResourceGlyph(ctx, tile.color, x, y + glyph.dy, glyph.size, mix(TERRAIN[tile.color].fill, TERRAIN[tile.color].glyph, 0.85));
  } else if (tile.temple || tile.res.length > 0) {
    drawSpecialIcon(ctx, tile.special, x, y + glyph.dy - 2, glyph.size + 6);
  } else {
    drawSpecialIcon(ctx, tile.special, x, y + CONTENT_DY + 4, HEX * 1.05);
  }
  if (tile.temple) drawIcon(ctx, 'temple', x, y + CONTENT_DY + 2, 30, '#ffffff');
  tile.res.forEach((res, i) => {
    const dx = tile.res.length === 1 ? 0 : (i - 0.5) * (CUBE_SIZE + 4);
    drawCube(ctx, res, x + dx, y + CONTENT_DY, CUBE_SIZE);
  });
}

export interface BoardOptions {
  /** Cells to highlight on this board. */
  highlight: ReadonlySet<string>;
  /**
   * The picture's background around the board. Given, the printed board — plate, empty fields with their marks and
   * ids — is copied from a static layer drawn once (renderers/kit/layers.ts), and only the fields that differ from it
   * (tiles, the sun, its reach, reached corners, highlights) are drawn over it; where the picture is scaled or the box
   * is off whole pixels, everything is drawn.
   */
  printedBackground?: string;
}

/** What lies on one field of one player's board now. */
interface CellState {
  tile?: PlacedTile;
  lit: boolean;
  reachedCorner: boolean;
  /** Steps of the sun's reach to this field, when it can move there. */
  steps?: number;
  sun: boolean;
}

const PRINTED: CellState = { lit: false, reachedCorner: false, sun: false };

const isPrinted = (state: CellState) => !state.tile && !state.lit && !state.reachedCorner && state.steps === undefined && !state.sun;

function drawPlate(ctx: Context, centres: readonly { x: number; y: number }[]): void {
  // The plate shows between the cells as a dark grid.
  ctx.fillStyle = BOARD.plate;
  for (const { x, y } of centres) {
    hexPath(ctx, x, y, HEX + 3, 'flat');
    ctx.fill();
  }
}

function drawCell(ctx: Context, cell: BoardCellView, x: number, y: number, state: CellState): void {
  const { tile, lit } = state;
  const fill = cellFill(cell, tile, lit, state.reachedCorner);
  hexPath(ctx, x, y, HEX - 1.5, 'flat');
  ctx.fillStyle = fill;
  ctx.fill();
  if (tile?.kind === 'special') {
    hexPath(ctx, x, y, HEX - 4, 'flat');
    ctx.lineWidth = 3;
    ctx.strokeStyle = BOARD.specialEdge;
    ctx.stroke();
  }
  if (cell.marks.includes('yellow')) {
    hexPath(ctx, x, y, HEX - 4.5, 'flat');
    ctx.lineWidth = 5;
    ctx.strokeStyle = BOARD.yellow;
    ctx.stroke();
  }
  if (tile) drawTileContent(ctx, tile, x, y);
  else if (!state.sun) drawMark(ctx, cell, x, y + CONTENT_DY, state.reachedCorner);

  if (state.steps !== undefined) drawReach(ctx, x, y, state.steps);
  if (lit) {
    hexPath(ctx, x, y, HEX - 4, 'flat');
    ctx.lineWidth = 6;
    ctx.strokeStyle = THEME.highlight;
    ctx.stroke();
  }
  if (state.sun) drawSun(ctx, x, y + 6, 46);
  drawCoordinate(ctx, cell.id, x, y, fill, tile !== undefined || state.sun);
}

/** The same printed board for every player of a game (its fields and their marks). */
const printedKey = (view: HeliosView) => `helios/printed-board/${view.board.map((cell) => `${cell.id}${cell.light ? 'l' : 'd'}${cell.marks.join('+')}`).join(',')}`;

export function drawBoard(ctx: Context, box: Box, view: HeliosView, player: PlayerView, options: BoardOptions): void {
  const layout = boardHexLayout(box);
  const tiles = new Map(player.tiles.map((t) => [t.cell, t.tile]));
  const reach = view.phase === 'finished' ? new Map<string, number>() : new Map(player.sunTargets.map((t) => [t.cell, t.steps]));
  const corners = reachedCorners(view, player);
  const centres = view.board.map((cell) => axialToPixel(cell, layout));
  const layered = options.printedBackground !== undefined && spritesFit(ctx) && [box.x, box.y, box.w, box.h].every(Number.isInteger);
  if (layered) {
    drawStaticLayer(ctx, printedKey(view), box, options.printedBackground as string, (layer, at) => {
      const at0 = boardHexLayout(at);
      const printedCentres = view.board.map((cell) => axialToPixel(cell, at0));
      drawPlate(layer, printedCentres);
      view.board.forEach((cell, i) => drawCell(layer, cell, printedCentres[i].x, printedCentres[i].y, PRINTED));
    });
  } else drawPlate(ctx, centres);
  view.board.forEach((cell, i) => {
    const state: CellState = {
      tile: tiles.get(cell.id),
      lit: options.highlight.has(cell.id),
      reachedCorner: corners.has(cell.id),
      steps: reach.get(cell.id),
      sun: player.sun === cell.id,
    };
    if (layered && isPrinted(state)) return;
    drawCell(ctx, cell, centres[i].x, centres[i].y, state);
  });
}

/** A field the sun can reach with a "move the sun" action: a dashed ring and the number of steps. */
function drawReach(ctx: Context, x: number, y: number, steps: number): void {
  ctx.save();
  hexPath(ctx, x, y, HEX - 8, 'flat');
  ctx.setLineDash([7, 5]);
  ctx.lineWidth = 3;
  ctx.strokeStyle = REACH;
  ctx.stroke();
  ctx.restore();
  drawText(ctx, String(steps), x, y + FOOT_DY - 2, { size: 18, bold: true, colour: '#ffffff', align: 'center', outline: { colour: REACH, width: 3 } });
}

/** The cell id on top of the field, in the ink that reads on its fill; haloed where it may cross a piece. */
function drawCoordinate(ctx: Context, id: string, x: number, y: number, fill: string, busy: boolean): void {
  const ink = inkOn(fill, '#1d1a16', '#ffffff');
  const halo = busy ? { colour: ink === '#ffffff' ? 'rgba(0,0,0,0.55)' : 'rgba(255,255,255,0.6)', width: 2 } : undefined;
  drawText(ctx, id, x, y + LABEL_DY, { size: 18, bold: true, family: SANS_CONDENSED, colour: ink, align: 'center', outline: halo });
}
