/**
 * City geometry on the fixed 7×6 board (view.ts): adjacency, the 4×4 limit, legal build cells and the
 * aqueduct row/column rule. Coordinates are absolute; only the bounding box is checked (facts.md 5.4).
 */
import { CITY_LIMIT } from '../../../data/city-of-rome/rules';
import type { CardData } from '../../../data/city-of-rome/cards';
import { card } from './cards';
import type { CityCell } from './types';
import { BOARD_COLS, BOARD_ROWS } from './view';

// Local copies: module bindings are read in the hottest loops of playouts.
const ROWS = BOARD_ROWS;
const COLS = BOARD_COLS;

/** Where the two starting buildings stand: house left, farm right (facts.md A14: the order does not matter). */
export const START_ROW = 3;
export const START_HOUSE_COL = 2;
export const START_FARM_COL = 3;

const STEPS: readonly [number, number][] = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];

/** A card as it enters a city (set up, built, or imagined by the computer player): no tokens on it yet. */
export function placedCard(row: number, col: number, cardId: string): CityCell {
  return { row, col, card: cardId, pointTokens: 0, brickToken: false };
}

export function onBoard(row: number, col: number): boolean {
  return row >= 0 && row < ROWS && col >= 0 && col < COLS;
}

/**
 * The cards of a city indexed by board position, for quick neighbour look-ups. Built with the Array constructor:
 * Array.from({ length }) walks a generic array-like and made random playouts about a third slower.
 */
export function cityGrid(city: readonly CityCell[]): (CityCell | undefined)[] {
  const grid = new Array<CityCell | undefined>(ROWS * COLS).fill(undefined);
  for (const cell of city) grid[cell.row * COLS + cell.col] = cell;
  return grid;
}

export function at(grid: readonly (CityCell | undefined)[], row: number, col: number): CityCell | undefined {
  return onBoard(row, col) ? grid[row * COLS + col] : undefined;
}

/** The occupied orthogonal neighbours of a position. */
export function neighbours(grid: readonly (CityCell | undefined)[], row: number, col: number): CityCell[] {
  const out: CityCell[] = [];
  for (const [dr, dc] of STEPS) {
    const cell = at(grid, row + dr, col + dc);
    if (cell) out.push(cell);
  }
  return out;
}

export interface Bounds {
  minRow: number;
  maxRow: number;
  minCol: number;
  maxCol: number;
}

export function bounds(city: readonly CityCell[]): Bounds {
  let minRow = Infinity;
  let maxRow = -Infinity;
  let minCol = Infinity;
  let maxCol = -Infinity;
  for (const { row, col } of city) {
    minRow = Math.min(minRow, row);
    maxRow = Math.max(maxRow, row);
    minCol = Math.min(minCol, col);
    maxCol = Math.max(maxCol, col);
  }
  return { minRow, maxRow, minCol, maxCol };
}

/** Whether adding a card at (row, col) keeps the city within 4 rows and 4 columns. */
export function fitsLimit(box: Bounds, row: number, col: number): boolean {
  const height = Math.max(box.maxRow, row) - Math.min(box.minRow, row) + 1;
  const width = Math.max(box.maxCol, col) - Math.min(box.minCol, col) + 1;
  return height <= CITY_LIMIT && width <= CITY_LIMIT;
}

export interface BuildTarget {
  row: number;
  col: number;
  /** True when an aqueduct would replace the card lying there. */
  overbuild: boolean;
}

/** Aqueduct rule: no other aqueduct in the row or the column (the replaced card itself does not count). */
function aqueductFits(aqueducts: readonly CityCell[], row: number, col: number): boolean {
  return aqueducts.every((a) => (a.row === row && a.col === col) || (a.row !== row && a.col !== col));
}

/**
 * Every cell where `data` may be built: free edge-adjacent cells within the 4×4 limit; aqueducts also over own cards.
 * `firstOnly`: stop at the first cell found (unsorted), for asking whether there is any.
 */
export function buildTargets(city: readonly CityCell[], data: CardData, firstOnly = false): BuildTarget[] {
  const grid = cityGrid(city);
  const box = bounds(city);
  const isAqueduct = data.kind === 'aqueduct';
  const aqueducts = isAqueduct ? city.filter((cell) => card(cell.card).kind === 'aqueduct') : [];
  const seen = new Set<number>();
  const targets: BuildTarget[] = [];
  for (const cell of city) {
    for (const [dr, dc] of STEPS) {
      const row = cell.row + dr;
      const col = cell.col + dc;
      const key = row * COLS + col;
      if (!onBoard(row, col) || seen.has(key) || at(grid, row, col)) continue;
      seen.add(key);
      if (!fitsLimit(box, row, col)) continue;
      if (isAqueduct && !aqueductFits(aqueducts, row, col)) continue;
      targets.push({ row, col, overbuild: false });
      if (firstOnly) return targets;
    }
  }
  if (isAqueduct) {
    for (const cell of city) {
      if (aqueductFits(aqueducts, cell.row, cell.col)) targets.push({ row: cell.row, col: cell.col, overbuild: true });
      if (firstOnly && targets.length > 0) return targets;
    }
  }
  return targets.sort((a, b) => a.row - b.row || a.col - b.col || Number(a.overbuild) - Number(b.overbuild));
}

