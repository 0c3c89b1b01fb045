/**
 * Static board geometry, computed once from data/pandoria/board.ts: cell ids ("H7"), neighbours, and what kind of
 * space each cell is. Cells are strings everywhere so states and prompts stay readable.
 */
import {
  COLUMNS,
  LAKES,
  OUTER_PATHS,
  PLAIN_ROWS,
  ROW_COUNT,
  type OuterPath,
} from '../../../data/pandoria/board';

/** land = a plain space that can take a tile; lake / ship = water; path = outer path; edge = mountain ring or coast. */
export type CellKind = 'land' | 'lake' | 'ship' | 'path' | 'edge';

export const cellId = (col: number, row: number): string => `${COLUMNS[col]}${row}`;

function neighbourCoords(col: number, row: number): [number, number][] {
  const out: [number, number][] = [
    [col, row - 1],
    [col, row + 1],
  ];
  // odd-q offset: odd columns sit half a hex lower
  const dr = col % 2 === 0 ? -1 : 0;
  for (const dc of [-1, 1]) {
    out.push([col + dc, row + dr], [col + dc, row + dr + 1]);
  }
  return out.filter(([c, r]) => c >= 0 && c < COLUMNS.length && r >= 0 && r < ROW_COUNT);
}

const kinds = new Map<string, CellKind>();
const neighbourMap = new Map<string, readonly string[]>();
const pathMap = new Map<string, OuterPath>();

for (let col = 0; col < COLUMNS.length; col++) {
  for (let row = 0; row < ROW_COUNT; row++) {
    const range = PLAIN_ROWS[COLUMNS[col]];
    const inPlain = range !== undefined && row >= range[0] && row <= range[1];
    kinds.set(cellId(col, row), inPlain ? 'land' : 'edge');
    neighbourMap.set(
      cellId(col, row),
      neighbourCoords(col, row).map(([c, r]) => cellId(c, r)),
    );
  }
}
for (const lake of LAKES) {
  for (const cell of lake.cells) kinds.set(cell, lake.ships.includes(cell) ? 'ship' : 'lake');
}
for (const path of OUTER_PATHS) {
  kinds.set(path.cell, 'path');
  pathMap.set(path.cell, path);
}

export const ALL_CELLS: readonly string[] = [...kinds.keys()];
export const LAND_CELLS: readonly string[] = ALL_CELLS.filter((cell) => kinds.get(cell) === 'land');
export const SHIP_CELLS: readonly string[] = ALL_CELLS.filter((cell) => kinds.get(cell) === 'ship');
export const PATH_CELLS: readonly string[] = OUTER_PATHS.map((path) => path.cell);

const landSet = new Set(LAND_CELLS);
const neighbourTable: Record<string, readonly string[]> = Object.fromEntries(neighbourMap);

export const cellKind = (cell: string): CellKind => kinds.get(cell) ?? 'edge';
export const neighbours = (cell: string): readonly string[] => neighbourTable[cell] ?? [];
export const outerPath = (cell: string): OuterPath | undefined => pathMap.get(cell);
export const isLand = (cell: string): boolean => landSet.has(cell);
export const isShip = (cell: string): boolean => kinds.get(cell) === 'ship';

