/**
 * Parts of the map: the cells within a range of rows and slots, their slots counted from the range's first, so
 * `drawMap` lays them out as a map of their own (rows keep their numbers: odd rows still sit half a hex right, and
 * their letters stay A–I). The phone shows the map in two such halves, and a choice of hexes shows the part around them.
 */
import type { TmCellView, TmView } from '../../src/games/terra-mystica/view';

export interface MapWindow {
  firstRow: number;
  lastRow: number;
  firstSlot: number;
  lastSlot: number;
}

/** The cells inside `window`, their slots re-based to its first slot. */
export function cellsIn(cells: readonly TmCellView[], window: MapWindow): TmCellView[] {
  return cells
    .filter((cell) => cell.row >= window.firstRow && cell.row <= window.lastRow && cell.slot >= window.firstSlot && cell.slot <= window.lastSlot)
    .map((cell) => ({ ...cell, slot: cell.slot - window.firstSlot }));
}

/** The view with its map cut to `window` (bridges with an end outside it are left out when drawn). */
export function viewIn(view: TmView, window: MapWindow): TmView {
  return { ...view, cells: cellsIn(view.cells, window) };
}

function bounds(cells: readonly TmCellView[]): MapWindow {
  return {
    firstRow: Math.min(...cells.map((cell) => cell.row)),
    lastRow: Math.max(...cells.map((cell) => cell.row)),
    firstSlot: Math.min(...cells.map((cell) => cell.slot)),
    lastSlot: Math.max(...cells.map((cell) => cell.slot)),
  };
}

/**
 * The map as a west and an east half that share the middle column of slots: each half is about half the map's width,
 * so its hexes are twice as large as on the whole map and hold their ids beside a building.
 */
export function mapHalves(cells: readonly TmCellView[]): [MapWindow, MapWindow] {
  const all = bounds(cells);
  const middle = Math.ceil((all.firstSlot + all.lastSlot) / 2);
  return [
    { ...all, lastSlot: middle },
    { ...all, firstSlot: middle },
  ];
}

/**
 * The part of the map around the hexes `ids`: their rows and slots and one more on every side (a neighbour in the
 * row above or below sits half a slot off), clipped to the map. Unknown ids are ignored; none known: the whole map.
 */
export function highlightWindow(cells: readonly TmCellView[], ids: readonly string[]): MapWindow {
  const all = bounds(cells);
  const wanted = new Set(ids);
  const lit = cells.filter((cell) => wanted.has(cell.id));
  if (lit.length === 0) return all;
  const around = bounds(lit);
  return {
    firstRow: Math.max(all.firstRow, around.firstRow - 1),
    lastRow: Math.min(all.lastRow, around.lastRow + 1),
    firstSlot: Math.max(all.firstSlot, around.firstSlot - 1),
    lastSlot: Math.min(all.lastSlot, around.lastSlot + 1),
  };
}
