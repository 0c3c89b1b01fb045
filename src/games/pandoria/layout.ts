/**
 * The layout on the board: which spaces are laid, where a tile, castle, fortress or single tile may go, and which
 * regions are closed. Placement rules [seed]: touch the layout along at least one edge, never cover a tile, castle
 * or lake, never leave the board; printed spaces join the layout once something laid touches them.
 */
import type { PandoriaState } from './types';
import type { Terrain } from '../../../data/pandoria/terrain';
import { ALL_CELLS, cellKind, isLand, LAND_CELLS, neighbours, outerPath, PATH_CELLS } from './geometry';

type Board = Pick<PandoriaState, 'land' | 'pieces' | 'closed'>;
/** The part of a board the placement indexes read. */
type Layout = Pick<PandoriaState, 'land' | 'pieces'>;

/** A land space with nothing on it yet. */
export const isEmptyLand = (s: Board, cell: string): boolean => isLand(cell) && !s.land[cell] && !s.pieces[cell];

/** Something laid by a player: a tile half, a single tile, a castle or a fortress (not a printed space). */
const isLaid = (s: Board, cell: string): boolean => (s.land[cell] !== undefined && !s.land[cell].printed) || s.pieces[cell] !== undefined;

/** A printed space joins the layout once something laid touches it or its printed neighbours (the Artifacts overlay). */
function isConnectedPrinted(s: Board, cell: string): boolean {
  const seen = new Set([cell]);
  const queue = [cell];
  while (queue.length > 0) {
    const current = queue.pop() as string;
    for (const next of neighbours(current)) {
      if (isLaid(s, next)) return true;
      if (s.land[next]?.printed && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return false;
}

/** Part of the layout that new pieces may touch. */
export function isLayout(s: Board, cell: string): boolean {
  if (isLaid(s, cell)) return true;
  return s.land[cell]?.printed === true && isConnectedPrinted(s, cell);
}

/** What placements depend on, worked out once per pair of land and pieces records (rules replace them, never change them). */
interface BoardIndex {
  /** By position in LAND_CELLS: 1 where the space is empty. */
  empty?: Uint8Array;
  /** By position in LAND_CELLS: 1 where the space is empty and touches the layout. */
  touching?: Uint8Array;
  frontier?: ReadonlySet<string>;
  tileSpots?: readonly TileSpot[];
  tileSpotIds?: readonly number[];
  castleSpots?: readonly string[];
}

const boardIndexes = new WeakMap<Board['land'], WeakMap<Board['pieces'], BoardIndex>>();

function boardIndex(s: Layout): BoardIndex {
  let byPieces = boardIndexes.get(s.land);
  if (!byPieces) {
    byPieces = new WeakMap();
    boardIndexes.set(s.land, byPieces);
  }
  let index = byPieces.get(s.pieces);
  if (!index) {
    index = {};
    byPieces.set(s.pieces, index);
  }
  return index;
}

/** Land spaces by their position in LAND_CELLS, and each one's land neighbours in the order of neighbours(). */
const LAND_INDEX = new Map(LAND_CELLS.map((cell, i) => [cell, i]));
const landNext = (cell: string): number[] =>
  neighbours(cell)
    .filter((n) => LAND_INDEX.has(n))
    .map((n) => LAND_INDEX.get(n) as number);
const LAND_NEXT: readonly (readonly number[])[] = LAND_CELLS.map(landNext);
/** The land neighbours of every cell (a fortress stands on a path), as positions in LAND_CELLS. */
const LAND_NEXT_OF: Readonly<Record<string, readonly number[]>> = Object.fromEntries(ALL_CELLS.map((cell) => [cell, landNext(cell)]));

/** Which land spaces are empty (the hot path of the playouts). */
function emptyLand(s: Board): Uint8Array {
  const index = boardIndex(s);
  if (!index.empty) {
    const empty = new Uint8Array(LAND_CELLS.length);
    for (let i = 0; i < LAND_CELLS.length; i++) {
      const cell = LAND_CELLS[i];
      if (!s.land[cell] && !s.pieces[cell]) empty[i] = 1;
    }
    index.empty = empty;
  }
  return index.empty;
}

/** Marks the empty land neighbours of `cell` as touching the layout. */
function markTouching(cell: string, empty: Uint8Array, touching: Uint8Array): void {
  for (const i of LAND_NEXT_OF[cell]) if (empty[i]) touching[i] = 1;
}

/** Which land spaces are empty and touch the layout. */
function touchingLand(s: Board): Uint8Array {
  const index = boardIndex(s);
  if (!index.touching) {
    const empty = emptyLand(s);
    const touching = new Uint8Array(LAND_CELLS.length);
    for (const cell in s.land) if (!s.land[cell].printed || isConnectedPrinted(s, cell)) markTouching(cell, empty, touching);
    for (const cell in s.pieces) markTouching(cell, empty, touching);
    index.touching = touching;
  }
  return index.touching;
}

/**
 * Called by a placement right after it replaced land or pieces by a copy with `laid` added: when the board before
 * had its masks worked out, the new board's follow from them, without a pass over the whole board. Laid spaces stay
 * laid, so what touched the layout still does unless it was just covered; the laid cells and the printed spaces
 * they connect (with their printed neighbours) add what they touch.
 */
export function carryBoardIndex(before: Layout, after: Layout, laid: readonly string[]): void {
  const known = boardIndexes.get(before.land)?.get(before.pieces);
  if (!known?.empty || !known.touching) return;
  const empty = known.empty.slice();
  const touching = known.touching.slice();
  for (const cell of laid) {
    const i = LAND_INDEX.get(cell);
    if (i !== undefined) empty[i] = touching[i] = 0;
  }
  const printed: string[] = [];
  const seen = new Set<string>();
  for (const cell of laid) {
    markTouching(cell, empty, touching);
    for (const n of neighbours(cell)) {
      if (after.land[n]?.printed && !seen.has(n)) {
        seen.add(n);
        printed.push(n);
      }
    }
  }
  while (printed.length > 0) {
    const cell = printed.pop() as string;
    markTouching(cell, empty, touching);
    for (const n of neighbours(cell)) {
      if (after.land[n]?.printed && !seen.has(n)) {
        seen.add(n);
        printed.push(n);
      }
    }
  }
  const index = boardIndex(after);
  index.empty = empty;
  index.touching = touching;
}

/** Empty land spaces touching the layout: where new pieces may go. */
export function frontier(s: Board): ReadonlySet<string> {
  const index = boardIndex(s);
  if (!index.frontier) {
    const touching = touchingLand(s);
    index.frontier = new Set(LAND_CELLS.filter((_, i) => touching[i]));
  }
  return index.frontier;
}

/** Two neighbouring land spaces [a, b]: a double tile's first half on a, the second on b. */
export type TileSpot = readonly [string, string];

/** Every ordered pair of neighbouring land spaces, numbered by position (first space in LAND_CELLS order). */
export const TILE_SPOTS: readonly TileSpot[] = LAND_CELLS.flatMap((a, i) => LAND_NEXT[i].map((j) => Object.freeze([a, LAND_CELLS[j]] as const)));
/** The number in TILE_SPOTS of the pair (LAND_CELLS[i], LAND_CELLS[LAND_NEXT[i][k]]), by i and k. */
const SPOT_IDS_FROM: readonly (readonly number[])[] = (() => {
  let id = 0;
  return LAND_NEXT.map((next) => next.map(() => id++));
})();

/** The number in TILE_SPOTS of the pair [a, b]; undefined when they are not neighbouring land spaces. */
export function tileSpotId(a: string, b: string): number | undefined {
  const i = LAND_INDEX.get(a);
  const j = LAND_INDEX.get(b);
  if (i === undefined || j === undefined) return undefined;
  const k = LAND_NEXT[i].indexOf(j);
  return k < 0 ? undefined : SPOT_IDS_FROM[i][k];
}

/** Ordered pairs [a, b]: the tile's first half on a, the second on b (one of them touching the layout). */
export function tileSpots(s: Board): readonly TileSpot[] {
  const index = boardIndex(s);
  index.tileSpots ??= tileSpotIds(s).map((id) => TILE_SPOTS[id]);
  return index.tileSpots;
}

/** The same spots as their numbers in TILE_SPOTS (move lists are kept by these numbers). */
export function tileSpotIds(s: Board): readonly number[] {
  const index = boardIndex(s);
  index.tileSpotIds ??= findTileSpotIds(s);
  return index.tileSpotIds;
}

function findTileSpotIds(s: Board): number[] {
  const empty = emptyLand(s);
  const touching = touchingLand(s);
  const out: number[] = [];
  for (let a = 0; a < LAND_CELLS.length; a++) {
    if (!empty[a]) continue;
    const next = LAND_NEXT[a];
    for (let k = 0; k < next.length; k++) {
      const b = next[k];
      if (empty[b] && (touching[a] || touching[b])) out.push(SPOT_IDS_FROM[a][k]);
    }
  }
  return out;
}

/**
 * Whether any double tile fits: an empty space next to the layout with an empty neighbour. Asked after every
 * placement, so it stops at the first fit instead of listing the spots (laid spaces first, printed ones last: their
 * connection to the layout needs a search).
 */
export function tileFits(s: Board): boolean {
  const fitsNext = (cell: string) => neighbours(cell).some((a) => isEmptyLand(s, a) && neighbours(a).some((b) => isEmptyLand(s, b)));
  for (const cell in s.land) if (!s.land[cell].printed && fitsNext(cell)) return true;
  for (const cell in s.pieces) if (fitsNext(cell)) return true;
  for (const cell in s.land) if (s.land[cell].printed && isConnectedPrinted(s, cell) && fitsNext(cell)) return true;
  return false;
}

/** Spaces for a castle or a single tile laid by the Terrain spell. */
export function castleSpots(s: Board): readonly string[] {
  const index = boardIndex(s);
  if (!index.castleSpots) {
    const touching = touchingLand(s);
    index.castleSpots = LAND_CELLS.filter((_, i) => touching[i]);
  }
  return index.castleSpots;
}

/** Artifacts: a single tile from the normal placement goes only into a gap of exactly one space [seed]. */
export const gapSpots = (s: Board): string[] =>
  castleSpots(s).filter((cell) => !neighbours(cell).some((n) => isEmptyLand(s, n)));

/**
 * Artifacts: a mountain fortress covers a free outer path; it must touch a laid tile whose region next to the path
 * is not enclosed yet [seed]. A region at a path of its own terrain never closes while the path is free, so
 * "enclosed" means it cannot grow on land any more — not merely that it is marked closed — and no such region of
 * the path's terrain may be enclosed already (the fortress would close and score it at once).
 */
export const fortressSpots = (s: Board): string[] =>
  PATH_CELLS.filter((cell) => {
    if (s.pieces[cell]) return false;
    const laid = neighbours(cell).filter((n) => s.land[n] !== undefined && isLayout(s, n));
    const open = (n: string) => !s.closed[n] && !isEnclosed(s, regionAt(s, n));
    const terrain = outerPath(cell)?.terrain;
    return laid.some(open) && laid.every((n) => s.land[n].terrain !== terrain || open(n));
  });

/** A region no empty land space touches: it cannot grow any more (outer paths aside). */
export function isEnclosed(s: Board, region: readonly string[]): boolean {
  return region.every((cell) => neighbours(cell).every((n) => !isEmptyLand(s, n)));
}

/** The maximal group of same-terrain spaces around `cell`. */
export function regionAt(s: Board, cell: string): string[] {
  const terrain = s.land[cell]?.terrain;
  if (!terrain) return [];
  const region = [cell];
  const seen = new Set(region);
  for (let i = 0; i < region.length; i++) {
    for (const next of neighbours(region[i])) {
      if (!seen.has(next) && s.land[next]?.terrain === terrain) {
        seen.add(next);
        region.push(next);
      }
    }
  }
  return region;
}

/**
 * A region is closed when it cannot grow any more: no empty land space touches it, and it touches no free outer
 * path of its own terrain (such a region never closes) [seed], [FAQ].
 */
export function isClosed(s: Board, region: readonly string[], terrain: Terrain): boolean {
  if (!isEnclosed(s, region)) return false;
  return !region.some((cell) => neighbours(cell).some((n) => cellKind(n) === 'path' && outerPath(n)?.terrain === terrain && !s.pieces[n]));
}

/** Regions around freshly laid cells that closed just now; marks them closed. */
export function closeRegionsAround(s: Board, laid: readonly string[]): { cells: string[]; terrain: Terrain }[] {
  const candidates = new Set<string>();
  for (const cell of laid) {
    candidates.add(cell);
    for (const n of neighbours(cell)) candidates.add(n);
  }
  const seen = new Set<string>();
  const out: { cells: string[]; terrain: Terrain }[] = [];
  for (const cell of candidates) {
    const space = s.land[cell];
    if (!space || s.closed[cell] || seen.has(cell)) continue;
    const region = regionAt(s, cell);
    for (const c of region) seen.add(c);
    if (isClosed(s, region, space.terrain)) {
      s.closed = { ...s.closed };
      for (const c of region) s.closed[c] = true;
      out.push({ cells: region, terrain: space.terrain });
    }
  }
  return out;
}

/** Cells next to a region that are not part of it (figures there take part in its scoring). */
export function regionBorder(region: readonly string[]): string[] {
  const inside = new Set(region);
  const out = new Set<string>();
  for (const cell of region) for (const n of neighbours(cell)) if (!inside.has(n)) out.add(n);
  return [...out];
}
