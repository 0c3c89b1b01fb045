/**
 * Where the sun may go: the clockwise coast round a player's land, its dead ends, and the legal destinations
 * of a move (facts §1.3, the DESIGNED model of the seed's sun rules). Everything works on cell indices and a
 * `land` mask (true where a land or special tile lies).
 */
import { ADJACENT, CELL_COUNT, DARK_CELLS, NEIGHBOUR, areAdjacent, windingStep } from './hex';

/** Non-land cells connected to the dark rim through non-land cells (enclosed lakes are not part of it). */
export function outerRegion(land: readonly boolean[]): boolean[] {
  const outer = new Array<boolean>(CELL_COUNT).fill(false);
  const queue: number[] = [];
  for (const cell of DARK_CELLS) {
    if (!land[cell]) {
      outer[cell] = true;
      queue.push(cell);
    }
  }
  while (queue.length > 0) {
    const cell = queue.pop() as number;
    for (const next of ADJACENT[cell]) {
      if (!land[next] && !outer[next]) {
        outer[next] = true;
        queue.push(next);
      }
    }
  }
  return outer;
}

export interface Coast {
  outer: boolean[];
  /** The clockwise sequence of sky cells along the outer coast (cyclic; a pinch cell may appear twice). */
  orbit: number[];
  /** Cells of dead ends (a cell with one free side, and the tubes leading to it). */
  deadEnd: boolean[];
  /** The orbit without dead ends: the sun's track. */
  ring: number[];
  /** For each orbit position outside a dead end, its position in `ring`. */
  ringPos: number[];
}

/** Removes consecutive repeats, also across the wrap of a cyclic list. */
function mergeRepeats(cells: readonly number[]): { list: number[]; pos: number[] } {
  const list: number[] = [];
  const pos: number[] = [];
  for (let i = 0; i < cells.length; i++) {
    if (list.length === 0 || list[list.length - 1] !== cells[i]) list.push(cells[i]);
    pos.push(list.length - 1);
  }
  while (list.length > 1 && list[list.length - 1] === list[0]) {
    const last = list.length - 1;
    list.pop();
    for (let i = 0; i < pos.length; i++) if (pos[i] === last) pos[i] = 0;
  }
  return { list, pos };
}

/**
 * Walks the outer coastline edge by edge with land on the right (clockwise on screen). An edge is a land tile T
 * and a direction k whose neighbour is outer; if the next cell clockwise round T is land, the walk turns round
 * the same sky cell onto that tile, otherwise it moves on round T.
 */
function walkCoast(land: readonly boolean[], outer: readonly boolean[]): number[] {
  let startTile = -1;
  let startDir = -1;
  for (let cell = 0; cell < CELL_COUNT && startTile < 0; cell++) {
    if (!land[cell]) continue;
    for (let k = 0; k < 6; k++) {
      const n = NEIGHBOUR[cell][k];
      if (n >= 0 && outer[n]) {
        startTile = cell;
        startDir = k;
        break;
      }
    }
  }
  if (startTile < 0) return [];
  const sky: number[] = [];
  let tile = startTile;
  let dir = startDir;
  for (let guard = 0; guard < CELL_COUNT * 6; guard++) {
    sky.push(NEIGHBOUR[tile][dir]);
    const next = NEIGHBOUR[tile][(dir + 1) % 6];
    if (next >= 0 && land[next]) {
      tile = next;
      dir = (dir + 5) % 6;
    } else {
      dir = (dir + 1) % 6;
    }
    if (tile === startTile && dir === startDir) return sky;
  }
  throw new Error('helios: coast walk did not close');
}

/** Peels cells with at most one neighbour off the graph of outer sky cells until none is left: the dead ends. */
function findDeadEnds(land: readonly boolean[], outer: readonly boolean[]): boolean[] {
  const sky = new Array<boolean>(CELL_COUNT).fill(false);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    sky[cell] = outer[cell] && ADJACENT[cell].some((n) => land[n]);
  }
  const degree = new Array<number>(CELL_COUNT).fill(0);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (sky[cell]) degree[cell] = ADJACENT[cell].filter((n) => sky[n]).length;
  }
  const dead = new Array<boolean>(CELL_COUNT).fill(false);
  const queue: number[] = [];
  for (let cell = 0; cell < CELL_COUNT; cell++) if (sky[cell] && degree[cell] <= 1) queue.push(cell);
  while (queue.length > 0) {
    const cell = queue.pop() as number;
    if (dead[cell]) continue;
    dead[cell] = true;
    for (const n of ADJACENT[cell]) {
      if (sky[n] && !dead[n]) {
        degree[n]--;
        if (degree[n] <= 1) queue.push(n);
      }
    }
  }
  return dead;
}

export function coastOf(land: readonly boolean[]): Coast {
  const outer = outerRegion(land);
  const orbit = mergeRepeats(walkCoast(land, outer)).list;
  const deadEnd = findDeadEnds(land, outer);
  const kept: number[] = [];
  const keptFrom: number[] = [];
  orbit.forEach((cell, i) => {
    if (!deadEnd[cell]) {
      kept.push(cell);
      keptFrom.push(i);
    }
  });
  const merged = mergeRepeats(kept);
  const ringPos = new Array<number>(orbit.length).fill(-1);
  keptFrom.forEach((orbitIndex, k) => {
    ringPos[orbitIndex] = merged.pos[k];
  });
  return { outer, orbit, deadEnd, ring: merged.list, ringPos };
}

/** A legal destination of a sun move. */
export interface SunReach {
  cell: number;
  /** Steps used (each step counts against the range). */
  steps: number;
  /** The cells stepped onto, in order, ending with `cell`. */
  path: number[];
}

/**
 * The legal destinations of a move from `sun` with at most `range` steps (Infinity after the Kraftwerk).
 *
 * The sun scans forward along the ring from its position and stops scanning where its start cell comes up
 * again (it may never reach or pass its previous position). A step goes to the next ring cell, or cuts across
 * to a later ring cell next to it when the loop cut off encloses no land (an "Abkürzung" across a bay mouth;
 * cutting behind land would be moving anticlockwise). A sun inside a dead end first follows its tube outward.
 */
export function sunReach(land: readonly boolean[], sun: number, range: number, coast: Coast = coastOf(land)): SunReach[] {
  const { ring } = coast;
  const best = new Map<number, SunReach>();
  const offer = (reach: SunReach) => {
    const known = best.get(reach.cell);
    if (reach.steps <= range && reach.steps >= 1 && (!known || reach.steps < known.steps)) best.set(reach.cell, reach);
  };
  if (ring.length === 0) return [];

  if (coast.deadEnd[sun]) {
    const exit = tubeExit(coast, sun);
    const start = exitRingIndex(coast, sun);
    const sequence = Array.from({ length: ring.length }, (_, k) => ring[(start + k) % ring.length]);
    exit.slice(0, -1).forEach((cell, i) => offer({ cell, steps: i + 1, path: exit.slice(0, i + 1) }));
    for (const reach of scanForward(sequence, exit.length, exit)) offer(reach);
  } else {
    ring.forEach((cell, occurrence) => {
      if (cell !== sun) return;
      const sequence = [sun];
      for (let k = 1; k < ring.length; k++) {
        const next = ring[(occurrence + k) % ring.length];
        if (next === sun) break;
        sequence.push(next);
      }
      for (const reach of scanForward(sequence, 0, [])) offer(reach);
    });
  }
  return [...best.values()].sort((a, b) => a.steps - b.steps || a.cell - b.cell);
}

/**
 * Cheapest forward costs along `sequence`, with shortcuts between adjacent cells whose cut-off loop has winding 0
 * round the land. sequence[0] is reached with `baseCost` steps along `basePath` (the cells stepped onto up to and
 * including sequence[0]; empty when sequence[0] is where the sun stands).
 */
function scanForward(sequence: readonly number[], baseCost: number, basePath: readonly number[]): SunReach[] {
  const n = sequence.length;
  const cost = new Array<number>(n).fill(Infinity);
  const parent = new Array<number>(n).fill(-1);
  const wind = new Array<number>(n).fill(0);
  cost[0] = baseCost;
  for (let j = 1; j < n; j++) {
    wind[j] = wind[j - 1] + windingStep(sequence[j - 1], sequence[j]);
    cost[j] = cost[j - 1] + 1;
    parent[j] = j - 1;
    for (let p = 0; p < j - 1; p++) {
      const same = sequence[p] === sequence[j];
      if (!same && !areAdjacent(sequence[p], sequence[j])) continue;
      const closing = same ? 0 : windingStep(sequence[j], sequence[p]);
      if (wind[j] - wind[p] + closing !== 0) continue;
      const viaShortcut = cost[p] + (same ? 0 : 1);
      if (viaShortcut < cost[j]) {
        cost[j] = viaShortcut;
        parent[j] = p;
      }
    }
  }
  const result: SunReach[] = [];
  for (let j = 0; j < n; j++) {
    const chain: number[] = [];
    for (let k = j; k > 0; k = parent[k]) chain.push(sequence[k]);
    chain.reverse();
    const path = [...basePath];
    for (const cell of chain) if (path[path.length - 1] !== cell) path.push(cell);
    result.push({ cell: sequence[j], steps: cost[j], path });
  }
  return result;
}

/** The unique path out of the dead end holding `sun`, ending on the first cell of the ring. */
function tubeExit(coast: Coast, sun: number): number[] {
  const ringCells = new Set(coast.ring);
  const from = new Map<number, number>([[sun, -1]]);
  const queue = [sun];
  while (queue.length > 0) {
    const cell = queue.shift() as number;
    if (!coast.deadEnd[cell]) {
      const path: number[] = [];
      for (let c = cell; c !== sun; c = from.get(c) as number) path.push(c);
      return path.reverse();
    }
    for (const next of ADJACENT[cell]) {
      if (!from.has(next) && (coast.deadEnd[next] || ringCells.has(next))) {
        from.set(next, cell);
        queue.push(next);
      }
    }
  }
  throw new Error('helios: dead end without exit');
}

/** The ring position where the tube holding `sun` joins the ring (the coast walk leaves the tube there). */
function exitRingIndex(coast: Coast, sun: number): number {
  const { orbit } = coast;
  const at = orbit.indexOf(sun);
  for (let k = 1; k <= orbit.length; k++) {
    const i = (at + k) % orbit.length;
    if (!coast.deadEnd[orbit[i]]) return coast.ringPos[i];
  }
  throw new Error('helios: dead end not on the coast');
}

const DARK = new Set(DARK_CELLS);

/**
 * Whether creating land on `cell` keeps the sun connected to the dark rim (the sun must never be enclosed): a search
 * from the sun through cells without land that stops at the first dark cell (asked for every candidate cell). The
 * caller offers only free cells other than the sun's (land.ts), so neither is checked again here.
 */
export function keepsSunFree(land: readonly boolean[], cell: number, sun: number): boolean {
  const seen = new Uint8Array(CELL_COUNT);
  seen[sun] = 1;
  seen[cell] = 1;
  const queue = [sun];
  while (queue.length > 0) {
    const at = queue.pop() as number;
    if (DARK.has(at)) return true;
    for (const next of ADJACENT[at]) {
      if (!land[next] && !seen[next]) {
        seen[next] = 1;
        queue.push(next);
      }
    }
  }
  return false;
}
