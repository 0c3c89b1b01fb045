/**
 * Map geometry derived from a layout: cell ids, side adjacency, hex distance, shipping distance over
 * river cells and bridgeable pairs. Computed once per map and cached (pure data, never in the state).
 */
import { MAPS, type MapId } from '../../../data/terra-mystica/maps';
import type { Terrain } from '../../../data/terra-mystica/terrain';

export interface Cell {
  id: string;
  row: number;
  slot: number;
  river: boolean;
  /** Initial terrain of a land hex. */
  terrain: Terrain | null;
}

export interface Board {
  id: MapId;
  cells: Record<string, Cell>;
  /** Land hex ids in reading order. */
  land: string[];
  rivers: string[];
  /** Side neighbours (land and river). */
  neighbors: Record<string, string[]>;
  /** Shipping distance between land hexes (number of river cells on the shortest all-river path). */
  shipDistance: Record<string, Record<string, number>>;
  /** Bridgeable partner hexes. */
  bridgeable: Record<string, string[]>;
}

const cache = new Map<MapId, Board>();

export function boardOf(id: MapId): Board {
  let board = cache.get(id);
  if (!board) {
    board = buildBoard(id);
    cache.set(id, board);
  }
  return board;
}

/**
 * Empties the geometry cache. Only the mutation runs call it (test/games/terra-mystica/mutation-setup.ts), before each
 * test, so that every test reading a map builds it and Stryker counts the geometry's mutants as covered by that test:
 * with the cache, only the first test to ask for a map covered them, and each mutant ran that one test alone.
 */
// Stryker disable next-line all: no rule calls it; emptying it changes only which tests the coverage run credits.
export function forgetBoards(): void {
  cache.clear();
}

function buildBoard(id: MapId): Board {
  const layout = MAPS[id];
  const cells: Record<string, Cell> = {};
  const bySlot = new Map<string, string>();
  const land: string[] = [];
  const rivers: string[] = [];
  let riverCount = 0;
  layout.rows.forEach((row, r) => {
    const letter = String.fromCharCode(65 + r);
    let col = 1;
    [...row].forEach((ch, slot) => {
      let cell: Cell;
      if (ch === '~') {
        cell = { id: `r${riverCount++}`, row: r, slot, river: true, terrain: null };
        rivers.push(cell.id);
      } else {
        cell = { id: `${letter}${col++}`, row: r, slot, river: false, terrain: ch as Terrain };
        land.push(cell.id);
      }
      cells[cell.id] = cell;
      bySlot.set(`${r},${slot}`, cell.id);
    });
  });
  const at = (r: number, s: number) => bySlot.get(`${r},${s}`);

  const neighbors: Record<string, string[]> = {};
  for (const cell of Object.values(cells)) {
    const { row: r, slot: s } = cell;
    // Odd rows are shifted right: their upper/lower neighbours are at slots s and s+1; even rows s-1 and s.
    const off = r % 2 === 1 ? 0 : -1;
    const candidates = [at(r, s - 1), at(r, s + 1), at(r - 1, s + off), at(r - 1, s + off + 1), at(r + 1, s + off), at(r + 1, s + off + 1)];
    neighbors[cell.id] = candidates.filter((c): c is string => c !== undefined);
  }

  const shipDistance: Record<string, Record<string, number>> = {};
  for (const from of land) shipDistance[from] = riverDistances(from, neighbors, cells);

  const bridgeable: Record<string, string[]> = {};
  for (const a of land) bridgeable[a] = [];
  for (const a of land) {
    const { row: r, slot: s } = cells[a];
    const off = r % 2 === 1 ? 0 : -1;
    const isRiver = (id: string | undefined) => id !== undefined && cells[id].river;
    const record = (b: string | undefined) => {
      if (!b || cells[b].river || shipDistance[a][b] !== 1) return;
      if (!bridgeable[a].includes(b)) bridgeable[a].push(b);
      if (!bridgeable[b].includes(a)) bridgeable[b].push(a);
    };
    // Same slot column two rows down: both hexes between are river (or one is off the map).
    const sw = at(r + 1, s + off);
    const se = at(r + 1, s + off + 1);
    if ((isRiver(sw) && isRiver(se)) || (isRiver(sw) && se === undefined) || (isRiver(se) && sw === undefined)) {
      record(at(r + 2, s));
    }
    // Next row, two hexes sideways: the hex beside and the hex below are river.
    if (isRiver(at(r, s - 1)) && isRiver(at(r + 1, s + off))) record(at(r + 1, s + off - 1));
    if (isRiver(at(r, s + 1)) && isRiver(at(r + 1, s + off + 1))) record(at(r + 1, s + off + 2));
  }
  for (const list of Object.values(bridgeable)) list.sort(compareHex);

  return { id, cells, land, rivers, neighbors, shipDistance, bridgeable };
}

/** Shipping distances from one land hex: river cells count, land cells end a path. */
function riverDistances(from: string, neighbors: Record<string, string[]>, cells: Record<string, Cell>): Record<string, number> {
  const result: Record<string, number> = {};
  // River cells already reached (a side neighbour list holds each cell once).
  const reached = new Set<string>();
  let frontier: string[] = [];
  for (const n of neighbors[from]) {
    if (cells[n].river) {
      reached.add(n);
      frontier.push(n);
    }
  }
  let d = 1;
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const river of frontier) {
      for (const n of neighbors[river]) {
        if (n === from) continue;
        if (cells[n].river) {
          if (!reached.has(n)) {
            reached.add(n);
            next.push(n);
          }
        } else if (result[n] === undefined) {
          result[n] = d;
        }
      }
    }
    frontier = next;
    d++;
  }
  return result;
}

/** Hex distance (cube coordinates for an "odd rows shifted right" layout). */
export function hexDistance(board: Board, a: string, b: string): number {
  const ca = board.cells[a];
  const cb = board.cells[b];
  const x1 = ca.slot - (ca.row - (ca.row % 2)) / 2;
  const x2 = cb.slot - (cb.row - (cb.row % 2)) / 2;
  const z1 = ca.row;
  const z2 = cb.row;
  const y1 = -x1 - z1;
  const y2 = -x2 - z2;
  return Math.max(Math.abs(x1 - x2), Math.abs(y1 - y2), Math.abs(z1 - z2));
}

/** Orders hex ids by row letter, then number (A1 < A2 < A10 < B1). */
export function compareHex(a: string, b: string): number {
  if (a[0] !== b[0]) return a < b ? -1 : 1;
  return Number(a.slice(1)) - Number(b.slice(1));
}
