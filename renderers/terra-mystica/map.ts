/**
 * The map: pointy hexes in offset rows (odd rows half a hex to the right, as the engine numbers them), row
 * letters on both edges, each land hex with its id, terrain tint and pattern, the river, bridges, buildings,
 * town crowns and highlighted hexes.
 */
import type { Terrain } from '../../data/terra-mystica/terrain';
import type { TmCellView, TmView } from '../../src/games/terra-mystica/view';
import type { Context } from '../kit/canvas';
import { darken } from '../kit/colour';
import { hexPath } from '../kit/hex';
import { drawSprite, spritesFit } from '../kit/layers';
import { drawIcon } from '../kit/icons';
import { THEME } from '../kit/palette';
import { drawPanel } from '../kit/shapes';
import { drawText, measureText, type Box } from '../kit/text';
import { drawBuilding, drawPattern, drawPrintedDot } from './pieces';
import { RIVER_FILL, seatMark, TERRAIN_FILL, TERRAIN_PATTERN, TERRAIN_COLOUR } from './style';

/** Room for the row letters left and right of the hexes. */
export const ROW_GUTTER = 40;
const MAX_HEX_SIZE = 60;

export interface MapGeometry {
  /** Centre-to-corner distance of a hex. */
  size: number;
  left: number;
  /** Pixel y of the top edge of row 0 (above the box when leading rows are empty, as on the Lakes map). */
  top: number;
  rows: number;
}

const hexWidth = (size: number) => Math.sqrt(3) * size;

/** Widest row in hex widths (counting the half-hex shift of odd rows), and the rows that hold cells. */
function mapSpan(cells: readonly TmCellView[]): { widths: number; firstRow: number; rows: number } {
  let widths = 0;
  let firstRow = Infinity;
  let lastRow = 0;
  for (const cell of cells) {
    widths = Math.max(widths, cell.slot + 1 + (cell.row % 2) * 0.5);
    firstRow = Math.min(firstRow, cell.row);
    lastRow = Math.max(lastRow, cell.row);
  }
  if (firstRow === Infinity) firstRow = 0;
  return { widths, firstRow, rows: lastRow - firstRow + 1 };
}

/** The hex size and origin that fit the map into `box`, centred horizontally. */
export function mapGeometry(cells: readonly TmCellView[], box: Box): MapGeometry {
  const { widths, firstRow, rows } = mapSpan(cells);
  const size = Math.min(MAX_HEX_SIZE, (box.w - 2 * ROW_GUTTER) / (widths * Math.sqrt(3)), box.h / (rows * 1.5 + 0.5));
  const left = box.x + (box.w - widths * hexWidth(size)) / 2;
  return { size, left, top: box.y - firstRow * 1.5 * size, rows: firstRow + rows };
}

/** Height the map needs at the width of `box` (for the page layout). */
export function mapHeight(cells: readonly TmCellView[], width: number): number {
  const { widths, rows } = mapSpan(cells);
  const size = Math.min(MAX_HEX_SIZE, (width - 2 * ROW_GUTTER) / (widths * Math.sqrt(3)));
  return Math.ceil(size * (rows * 1.5 + 0.5));
}

/** Height of the map drawn with hexes of `size` (centre to corner). */
export function mapHeightAt(cells: readonly TmCellView[], size: number): number {
  return Math.ceil(size * (mapSpan(cells).rows * 1.5 + 0.5));
}

export function cellCentre(geometry: MapGeometry, row: number, slot: number): { x: number; y: number } {
  const w = hexWidth(geometry.size);
  return { x: geometry.left + w / 2 + slot * w + (row % 2) * (w / 2), y: geometry.top + geometry.size + row * 1.5 * geometry.size };
}

export const rowLetter = (row: number) => String.fromCharCode(65 + row);

/**
 * A terrain's pattern over a hex. `sprites`: copied from a sprite of the pattern clipped to the hex (drawn once per
 * terrain and hex size), within half a pixel of place — inside the hex's clip, where the border covers its edge.
 */
function drawHexPattern(ctx: Context, terrain: Terrain, cx: number, cy: number, size: number, sprites: boolean): void {
  const paint = (target: Context, x: number, y: number) => drawPattern(target, TERRAIN_PATTERN[terrain], x, y, size, darken(TERRAIN_FILL[terrain], 0.25));
  if (!sprites) {
    paint(ctx, cx, cy);
    return;
  }
  const reach = Math.ceil(size) + 1;
  // Keyed by terrain: its pattern and colour follow from it, worked out only when the sprite is first drawn.
  drawSprite(ctx, `terra-mystica/pattern/${terrain}/${size}`, reach, reach, cx, cy, (sprite) => {
    hexPath(sprite, 0, 0, size - 1, 'pointy');
    sprite.clip();
    paint(sprite, 0, 0);
  });
}

function drawCellGround(ctx: Context, cell: TmCellView, cx: number, cy: number, size: number, sprites: boolean): void {
  hexPath(ctx, cx, cy, size - 1, 'pointy');
  if (cell.river || cell.terrain === null) {
    ctx.fillStyle = RIVER_FILL;
    ctx.fill();
    return;
  }
  ctx.fillStyle = TERRAIN_FILL[cell.terrain];
  ctx.fill();
  ctx.save();
  ctx.clip();
  drawHexPattern(ctx, cell.terrain, cx, cy, size, sprites);
  ctx.restore();
  hexPath(ctx, cx, cy, size - 1, 'pointy');
  ctx.lineWidth = 2;
  ctx.strokeStyle = darken(TERRAIN_FILL[cell.terrain], 0.45);
  ctx.stroke();
  // A terraformed hex keeps a small swatch of its printed terrain, as the board underneath.
  if (cell.printed !== null && cell.printed !== cell.terrain) {
    drawPrintedDot(ctx, cx - size * 0.55, cy + size * 0.3, size * 0.12, TERRAIN_COLOUR[cell.printed]);
  }
}

function drawBridges(ctx: Context, view: TmView, geometry: MapGeometry): void {
  const byId = new Map(view.cells.map((cell) => [cell.id, cell]));
  for (const bridge of view.bridges) {
    const a = byId.get(bridge.a);
    const b = byId.get(bridge.b);
    if (!a || !b) continue;
    const pa = cellCentre(geometry, a.row, a.slot);
    const pb = cellCentre(geometry, b.row, b.slot);
    // From hex edge to hex edge, so the bridge spans the river and not the buildings.
    const t = 0.32;
    const from = { x: pa.x + (pb.x - pa.x) * t, y: pa.y + (pb.y - pa.y) * t };
    const to = { x: pb.x + (pa.x - pb.x) * t, y: pb.y + (pa.y - pb.y) * t };
    ctx.lineCap = 'round';
    ctx.lineWidth = geometry.size * 0.36;
    ctx.strokeStyle = '#111111';
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    ctx.lineTo(to.x, to.y);
    ctx.stroke();
    ctx.lineWidth = geometry.size * 0.24;
    ctx.strokeStyle = seatMark(view, bridge.seat).colour;
    ctx.stroke();
  }
}

export interface MapLabels {
  /** The ids in the hexes (false: the whole map on a phone, whose hexes are too small for them and a building). */
  hexIds?: boolean;
  /** The highlighted hexes' ids drawn large on a white tag (the cropped highlight picture), at `tagSize` px. */
  tagSize?: number;
}

/** A highlighted hex's id on a white tag across its upper half, in the highlight colour's frame. */
function drawTag(ctx: Context, id: string, x: number, y: number, size: number, tagSize: number): void {
  const style = { size: tagSize, bold: true, colour: THEME.ink, align: 'center' as const };
  const width = measureText(ctx, id, style) + 12;
  const box = { x: x - width / 2, y: y - size * 0.62 - tagSize * 0.65, w: width, h: tagSize * 1.3 };
  drawPanel(ctx, box, { fill: '#ffffff', stroke: THEME.highlight, lineWidth: 3, radius: 6 });
  drawText(ctx, id, x, box.y + box.h / 2, style);
}

export function drawMap(ctx: Context, box: Box, view: TmView, highlight: ReadonlySet<string>, { hexIds = true, tagSize }: MapLabels = {}): MapGeometry {
  const geometry = mapGeometry(view.cells, box);
  const { size } = geometry;
  // The terrain patterns recur on every hex of a terrain: copied from sprites where the picture is not scaled.
  const sprites = spritesFit(ctx);
  for (const cell of view.cells) {
    const { x, y } = cellCentre(geometry, cell.row, cell.slot);
    drawCellGround(ctx, cell, x, y, size, sprites);
  }
  for (let row = 0; row < geometry.rows; row++) {
    const cells = view.cells.filter((cell) => cell.row === row);
    if (cells.length === 0) continue;
    const first = cellCentre(geometry, row, Math.min(...cells.map((c) => c.slot)));
    const last = cellCentre(geometry, row, Math.max(...cells.map((c) => c.slot)));
    const style = { size: 26, bold: true, colour: THEME.ink, align: 'center' as const };
    drawText(ctx, rowLetter(row), first.x - hexWidth(size) / 2 - ROW_GUTTER / 2, first.y, style);
    drawText(ctx, rowLetter(row), last.x + hexWidth(size) / 2 + ROW_GUTTER / 2, last.y, style);
  }
  drawBridges(ctx, view, geometry);
  for (const cell of view.cells) {
    const { x, y } = cellCentre(geometry, cell.row, cell.slot);
    const tagged = tagSize !== undefined && highlight.has(cell.id);
    if (!cell.river && hexIds && !tagged) {
      drawText(ctx, cell.id, x, y - size * 0.6, {
        size: 18,
        bold: true,
        colour: THEME.ink,
        align: 'center',
        outline: { colour: '#ffffff', width: 2.5 },
      });
    }
    if (cell.building) drawBuilding(ctx, cell.building.kind, seatMark(view, cell.building.seat), x, y + size * 0.18, size * 0.4);
    if (cell.town !== null || cell.mermaidCrossing) drawIcon(ctx, 'crown', x + size * 0.55, y + size * 0.05, size * 0.42);
    if (highlight.has(cell.id)) {
      hexPath(ctx, x, y, size - 4, 'pointy');
      ctx.lineWidth = Math.min(7, Math.max(4, size * 0.12));
      ctx.strokeStyle = THEME.highlight;
      ctx.stroke();
    }
  }
  // Tags last: a large tag may reach over the row above.
  if (tagSize !== undefined) {
    for (const cell of view.cells) {
      if (!highlight.has(cell.id)) continue;
      const { x, y } = cellCentre(geometry, cell.row, cell.slot);
      drawTag(ctx, cell.id, x, y, size, tagSize);
    }
  }
  return geometry;
}
