/** Tiles shown off the board (a drawn tile waiting to be laid): looked up in the tile data, drawn as small hexes. */
import { ARTIFACT_SINGLE_TILES, ARTIFACT_TILES, DOUBLE_TILES, SINGLE_TILES, START_TILES, type TileHalf } from '../../data/pandoria/tiles';
import type { Context } from '../kit/canvas';
import { hexPath } from '../kit/hex';
import { BOARD_COLOURS, TERRAIN_FILL, TERRAIN_GLYPH } from './style';

const DOUBLES = new Map([...START_TILES, ...DOUBLE_TILES, ...ARTIFACT_TILES].map((tile) => [tile.id, tile.halves]));
const SINGLES = new Map([...SINGLE_TILES, ...ARTIFACT_SINGLE_TILES].map((tile) => [tile.id, [{ terrain: tile.terrain, symbols: tile.symbols }]]));

/** The halves of a tile id (one for a single tile), or none for an unknown id. */
export function tileHalves(id: string): readonly TileHalf[] {
  return DOUBLES.get(id) ?? SINGLES.get(id) ?? [];
}

/** Draws the tile's halves side by side starting at (x, cy); answers the width used. */
export function drawTile(ctx: Context, id: string, x: number, cy: number, size: number): number {
  const halves = tileHalves(id);
  halves.forEach((half, i) => {
    const cx = x + size + i * size * 1.5;
    const cyi = cy + (i % 2) * size * 0.43;
    hexPath(ctx, cx, cyi, size, 'flat');
    ctx.fillStyle = TERRAIN_FILL[half.terrain];
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = BOARD_COLOURS.hexEdge;
    ctx.stroke();
    for (let s = 0; s < half.symbols; s++) TERRAIN_GLYPH[half.terrain](ctx, cx + (s - (half.symbols - 1) / 2) * size * 0.55, cyi, size * 0.5);
  });
  return halves.length === 0 ? 0 : size * 2 + (halves.length - 1) * size * 1.5;
}
