import {
  BOARD_RADIUS,
  BONUS_RESOURCE_FIELDS,
  CORNER_FIELDS,
  LIGHT_RADIUS,
  MANA_FIELDS,
  START_FIELD,
  SUN_FIELD,
  YELLOW_FIELDS,
  type Axial,
} from '../../../data/helios/board';
import type { CellId } from './types';

/** Neighbour directions clockwise from north (flat-top hexes, north up): N, NE, SE, S, SW, NW. */
export const DIRECTIONS: readonly Axial[] = [
  { q: 0, r: -1 },
  { q: 1, r: -1 },
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
];

export interface Cell {
  index: number;
  id: CellId;
  q: number;
  r: number;
  /** Hex distance from the centre. */
  d: number;
  light: boolean;
}

const distance = (q: number, r: number) => (Math.abs(q) + Math.abs(r) + Math.abs(q + r)) / 2;
const COLUMN_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function buildCells(): Cell[] {
  const cells: Cell[] = [];
  for (let q = -BOARD_RADIUS; q <= BOARD_RADIUS; q++) {
    const rMin = Math.max(-BOARD_RADIUS, -BOARD_RADIUS - q);
    const rMax = Math.min(BOARD_RADIUS, BOARD_RADIUS - q);
    for (let r = rMin; r <= rMax; r++) {
      const d = distance(q, r);
      const id = `${COLUMN_LETTERS[q + BOARD_RADIUS]}${r - rMin + 1}`;
      cells.push({ index: cells.length, id, q, r, d, light: d <= LIGHT_RADIUS });
    }
  }
  return cells;
}

/** Every board cell (light fields and the dark rim), ordered by column then north to south. */
export const CELLS: readonly Cell[] = buildCells();
export const CELL_COUNT = CELLS.length;

const byKey = new Map<string, number>(CELLS.map((c) => [`${c.q},${c.r}`, c.index]));
const byId = new Map<CellId, number>(CELLS.map((c) => [c.id, c.index]));

/** The index of the cell at (q, r), or -1 off the board. */
export function cellAt(q: number, r: number): number {
  return byKey.get(`${q},${r}`) ?? -1;
}

export function indexOf(a: Axial): number {
  return cellAt(a.q, a.r);
}

/** The index of a cell id, or -1 when it is no cell. */
export function cellIndex(id: CellId): number {
  return byId.get(id) ?? -1;
}

export function cellId(index: number): CellId {
  return CELLS[index].id;
}

/** The column letter of a cell id: the group under which long cell lists fold. */
export function columnOf(id: CellId): string {
  return id.charAt(0);
}

/** NEIGHBOUR[i][k]: the cell in direction k from cell i, or -1 off the board. */
export const NEIGHBOUR: readonly (readonly number[])[] = CELLS.map((c) =>
  DIRECTIONS.map((dir) => cellAt(c.q + dir.q, c.r + dir.r)),
);

/** The on-board neighbours of a cell. */
export const ADJACENT: readonly (readonly number[])[] = NEIGHBOUR.map((row) => row.filter((n) => n >= 0));

const adjacency = CELLS.map((c) => new Set(ADJACENT[c.index]));
export function areAdjacent(a: number, b: number): boolean {
  return adjacency[a].has(b);
}

const toSet = (list: readonly Axial[]) => new Set(list.map(indexOf));

export const START_CELL = indexOf(START_FIELD);
export const SUN_START_CELL = indexOf(SUN_FIELD);
export const YELLOW_CELLS: ReadonlySet<number> = toSet(YELLOW_FIELDS);
export const CORNER_CELLS: readonly number[] = CORNER_FIELDS.map(indexOf);
export const BONUS_CELLS: ReadonlySet<number> = toSet(BONUS_RESOURCE_FIELDS);
export const MANA_CELLS: ReadonlySet<number> = toSet(MANA_FIELDS);
export const DARK_CELLS: readonly number[] = CELLS.filter((c) => !c.light).map((c) => c.index);

/**
 * The circuit counter's contribution of one sun step: +1 when it steps onto the yellow ray north of the start
 * tile from the column west of it, −1 for the reverse step, 0 otherwise. Summed over a path this is the winding
 * of the path round the start tile, so a clockwise lap adds exactly 1 (facts §1.3).
 */
export function windingStep(from: number, to: number): number {
  const a = CELLS[from];
  const b = CELLS[to];
  const west = START_FIELD.q - 1;
  const onRay = (c: Cell) => c.q === START_FIELD.q && c.r < START_FIELD.r;
  if (a.q === west && onRay(b)) return 1;
  if (onRay(a) && b.q === west) return -1;
  return 0;
}
