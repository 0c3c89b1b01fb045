/** The hex board: ring, lakes and ships, outer paths, laid terrain with symbols, closed regions, pieces and figures. */
import type { Locale } from '../../src/engine/types';
import { t, tx } from '../../src/i18n';
import { ALL_CELLS, cellKind } from '../../src/games/pandoria/geometry';
import type { FigureView, PandoriaView, PathView, SpaceView } from '../../src/games/pandoria/view';
import type { Context } from '../kit/canvas';
import { mix } from '../kit/colour';
import { crown } from '../kit/icons';
import { THEME, playerStyle } from '../kit/palette';
import { drawPanel, drawPlayerMarker, hatch } from '../kit/shapes';
import { drawText, type Box } from '../kit/text';
import { hexPath } from '../kit/hex';
import { drawSprite, spritesFit } from '../kit/layers';
import { SANS_CONDENSED } from '../kit/fonts';
import { HEX, cellCentre } from './layout';
import { BOARD_COLOURS, TERRAIN_FILL, TERRAIN_GLYPH, castleGlyph, shipGlyph } from './style';

/** Where things sit inside a hex, relative to its centre. */
const LABEL_DY = -22;
const FIGURE = { dx: 13, dy: 11, r: 14 };
const SYMBOL = { dx: -17, size: 19 };

export interface BoardDrawOptions {
  highlight: ReadonlySet<string>;
  locale: Locale;
  /** The smallest letter on the figures (the phone pictures' label size); by default letters follow the figure. */
  minLetter?: number;
}

function fillHex(ctx: Context, x: number, y: number, fill: string, size = HEX - 1): void {
  hexPath(ctx, x, y, size, 'flat');
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = BOARD_COLOURS.hexEdge;
  ctx.stroke();
}

function strokeHex(ctx: Context, x: number, y: number, colour: string, width: number, dash: number[] = []): void {
  hexPath(ctx, x, y, HEX - 1 - width / 2, 'flat');
  ctx.setLineDash(dash);
  ctx.lineWidth = width;
  ctx.strokeStyle = colour;
  ctx.stroke();
  ctx.setLineDash([]);
}

const LABEL_SIZE = 18;
/** How far a hex label with its halo reaches from its centre (the widest, "E10", is about 38 × 24 px). */
const LABEL_REACH = { x: 30, y: 16 };

/** A hex's id. `sprites`: copied from a sprite of the same label (the same pixels, within half a pixel of place). */
function label(ctx: Context, cell: string, x: number, y: number, colour: string, halo: string, sprites: boolean): void {
  const style = { size: LABEL_SIZE, bold: true, family: SANS_CONDENSED, colour, align: 'center', outline: { colour: halo, width: 2.5 } } as const;
  if (!sprites) {
    drawText(ctx, cell, x, y + LABEL_DY, style);
    return;
  }
  drawSprite(ctx, `pandoria/label/${cell}/${colour}/${halo}`, LABEL_REACH.x, LABEL_REACH.y, x, y + LABEL_DY, (sprite) => drawText(sprite, cell, 0, 0, style));
}

/** The hatch over a closed space, clipped to its hex. */
function hatchHex(ctx: Context, x: number, y: number): void {
  ctx.save();
  hexPath(ctx, x, y, HEX - 2, 'flat');
  ctx.clip();
  hatch(ctx, { x: x - HEX, y: y - HEX, w: 2 * HEX, h: 2 * HEX }, BOARD_COLOURS.closedHatch, 11, 2);
  ctx.restore();
}

/** How far a terrain's symbol reaches from its centre at `SYMBOL.size`. */
const SYMBOL_REACH = 16;

function drawSymbols(ctx: Context, space: SpaceView, x: number, y: number, sprites: boolean): void {
  const glyph = TERRAIN_GLYPH[space.terrain];
  const count = Math.max(0, space.symbols);
  const rows = count <= 1 ? [2] : [-6, 15];
  for (let i = 0; i < count; i++) {
    const gx = x + SYMBOL.dx + (i >= 2 ? 10 : 0);
    const gy = y + rows[i % rows.length];
    if (sprites) drawSprite(ctx, `pandoria/symbol/${space.terrain}`, SYMBOL_REACH, SYMBOL_REACH, gx, gy, (sprite) => glyph(sprite, 0, 0, SYMBOL.size));
    else glyph(ctx, gx, gy, SYMBOL.size);
  }
}

function drawSpace(ctx: Context, space: SpaceView, x: number, y: number, sprites: boolean): void {
  fillHex(ctx, x, y, TERRAIN_FILL[space.terrain]);
  if (space.printed) strokeHex(ctx, x, y, mix(TERRAIN_FILL[space.terrain], '#000000', 0.45), 3, [5, 4]);
  drawSymbols(ctx, space, x, y, sprites);
  if (space.closed) {
    if (sprites) drawSprite(ctx, 'pandoria/closed-hatch', HEX, HEX, x, y, (sprite) => hatchHex(sprite, 0, 0));
    else hatchHex(ctx, x, y);
  }
  if (space.artifacts > 0) {
    ctx.beginPath();
    ctx.moveTo(x + 2, y + 17);
    ctx.lineTo(x + 9, y + 26);
    ctx.lineTo(x + 2, y + 35 - 2);
    ctx.lineTo(x - 5, y + 26);
    ctx.closePath();
    ctx.fillStyle = '#8e44ad';
    ctx.fill();
    if (space.artifacts > 1) drawText(ctx, String(space.artifacts), x - 12, y + 26, { size: 18, bold: true, colour: '#ffffff', align: 'center', outline: { colour: '#4a235a', width: 2 } });
  }
}

function drawPath(ctx: Context, path: PathView, x: number, y: number): void {
  fillHex(ctx, x, y, mix(TERRAIN_FILL[path.terrain], BOARD_COLOURS.ring, 0.3));
  TERRAIN_GLYPH[path.terrain](ctx, x + SYMBOL.dx, y + 6, SYMBOL.size);
  // A gate of two posts: this ring space is a path, not mountain.
  ctx.fillStyle = BOARD_COLOURS.ring;
  ctx.fillRect(x - 4, y - 8, 5, 30);
  ctx.fillRect(x + 14, y - 8, 5, 30);
  ctx.fillRect(x - 4, y - 8, 23, 5);
  if (path.keepsOpen.length > 0) strokeHex(ctx, x, y, THEME.gold, 6);
}

function drawFigure(ctx: Context, figure: { seat: number; leader: boolean }, x: number, y: number, r: number, minLetter?: number): void {
  const radius = figure.leader ? r + 2 : r;
  drawPlayerMarker(ctx, figure.seat, x, y, radius, undefined, minLetter === undefined ? undefined : Math.max(minLetter, radius * 1.15));
  if (figure.leader) crown(ctx, x, y - r - 5, r * 1.1, THEME.gold);
}

function drawOccupant(ctx: Context, figure: FigureView, x: number, y: number, minLetter?: number): void {
  drawFigure(ctx, figure, x + FIGURE.dx, y + FIGURE.dy, FIGURE.r, minLetter);
  if (figure.spirit) drawFigure(ctx, figure.spirit, x - 8, y + 22, 10, minLetter);
}

/** Draws the whole board into `box`. */
export function drawBoard(ctx: Context, box: Box, view: PandoriaView, options: BoardDrawOptions): void {
  drawPanel(ctx, box, { fill: '#e7dcc6', stroke: THEME.panelEdge, radius: 14 });
  const spaces = new Map(view.board.spaces.map((space) => [space.cell, space]));
  const paths = new Map(view.board.paths.map((path) => [path.cell, path]));
  const ships = new Set(view.board.lakes.flatMap((lake) => lake.ships));
  const lakes = new Set(view.board.lakes.flatMap((lake) => lake.cells));
  // Labels and hatches recur on every board: copied from sprites where the picture is not scaled.
  const sprites = spritesFit(ctx);
  for (const cell of ALL_CELLS) {
    const { x, y } = cellCentre(box, cell);
    const space = spaces.get(cell);
    const path = paths.get(cell);
    let ink: string = THEME.ink;
    let halo: string = '#ffffffcc';
    if (space) drawSpace(ctx, space, x, y, sprites);
    else if (path) {
      drawPath(ctx, path, x, y);
      ink = '#ffffff';
      halo = BOARD_COLOURS.ring;
    } else if (lakes.has(cell)) {
      fillHex(ctx, x, y, BOARD_COLOURS.lake);
      if (ships.has(cell)) shipGlyph(ctx, x - 12, y + 6, 30);
      ink = BOARD_COLOURS.lakeInk;
      halo = '#d6ebf7';
    } else if (cellKind(cell) === 'land') {
      fillHex(ctx, x, y, options.highlight.has(cell) ? THEME.highlightFill : BOARD_COLOURS.emptyLand);
    } else {
      fillHex(ctx, x, y, BOARD_COLOURS.ring);
      ink = BOARD_COLOURS.ringInk;
      halo = BOARD_COLOURS.ring;
    }
    label(ctx, cell, x, y, ink, halo, sprites);
  }
  for (const cell of view.board.lastPlaced) {
    const { x, y } = cellCentre(box, cell);
    strokeHex(ctx, x, y, BOARD_COLOURS.lastPlaced, 4, [9, 5]);
  }
  for (const cell of options.highlight) {
    if (!ALL_CELLS.includes(cell)) continue;
    const { x, y } = cellCentre(box, cell);
    strokeHex(ctx, x, y, THEME.highlight, 6);
  }
  const figures = new Map(view.board.figures.map((figure) => [figure.cell, figure]));
  for (const piece of view.board.pieces) {
    const { x, y } = cellCentre(box, piece.cell);
    const style = playerStyle(piece.seat);
    const size = piece.kind === 'castle' ? 40 : 34;
    const cx = figures.has(piece.cell) ? x - 10 : x;
    castleGlyph(ctx, cx, y + 6, size, piece.kind === 'castle' ? style.colour : mix(style.colour, '#000000', 0.25));
    drawText(ctx, style.letter, cx, y + 10, { size: 18, bold: true, colour: style.ink, align: 'center' });
  }
  for (const figure of view.board.figures) {
    const { x, y } = cellCentre(box, figure.cell);
    drawOccupant(ctx, figure, x, y, options.minLetter);
  }
  if (view.rage) {
    const { x, y } = cellCentre(box, view.rage.cell);
    drawText(ctx, t(options.locale, tx('render.pan.rage', { n: view.rage.factor })), x + 26, y - 6, {
      size: 18,
      bold: true,
      colour: '#ffffff',
      align: 'center',
      outline: { colour: '#a61b1b', width: 3 },
    });
  }
}

