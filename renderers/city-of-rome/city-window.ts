/**
 * Which part of the board to draw for one city: its cards plus the ring of cells it could still grow
 * into now (never beyond the 4×4 limit), so every legal build target is on the picture. At most 5×5 cells.
 */
import type { CorPlayerView } from '../../src/games/city-of-rome/view';

export interface CityWindow {
  minRow: number;
  maxRow: number;
  minCol: number;
  maxCol: number;
}

export const MAX_WINDOW = 5;

/** `ring` false (game over): only the cards' bounding box. */
export function cityWindow(player: Pick<CorPlayerView, 'city' | 'frame'>, ring = true): CityWindow {
  const f = player.frame;
  if (player.city.length === 0) return { minRow: f.growMinRow, maxRow: f.growMinRow, minCol: f.growMinCol, maxCol: f.growMinCol };
  const grow = ring ? 1 : 0;
  return {
    minRow: Math.max(f.growMinRow, f.minRow - grow),
    maxRow: Math.min(f.growMaxRow, f.maxRow + grow),
    minCol: Math.max(f.growMinCol, f.minCol - grow),
    maxCol: Math.min(f.growMaxCol, f.maxCol + grow),
  };
}

/** Empty cells of the window that touch a card edge-on: where a new card may go (the 4×4 limit is already in the window). */
export function openLots(player: Pick<CorPlayerView, 'city' | 'frame'>, window: CityWindow): { row: number; col: number }[] {
  const taken = new Set(player.city.map((cell) => `${cell.row},${cell.col}`));
  const lots: { row: number; col: number }[] = [];
  for (let row = window.minRow; row <= window.maxRow; row++) {
    for (let col = window.minCol; col <= window.maxCol; col++) {
      if (taken.has(`${row},${col}`)) continue;
      const touches = [
        [row - 1, col],
        [row + 1, col],
        [row, col - 1],
        [row, col + 1],
      ].some(([r, c]) => taken.has(`${r},${c}`));
      if (touches) lots.push({ row, col });
    }
  }
  return lots;
}
