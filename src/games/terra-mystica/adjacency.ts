/**
 * Who is next to whom: direct adjacency (hex sides and bridges — a bridge joins its two hexes for every
 * player, facts §10.4), reach for building (direct, shipping, tunnelling/carpet flight) and the
 * Mermaids' river connections.
 */
import type { Seat } from '../../engine/types';
import { boardOf, hexDistance, type Board } from './board';
import { buildingHexes } from './economy';
import type { TmState } from './types';

export function boardOfState(state: TmState): Board {
  return boardOf(state.rules.map);
}

/** Each cell's land neighbours by side, per board (fixed geometry, worked out once). */
const landSides = new WeakMap<Board, Record<string, readonly string[]>>();

function landSidesOf(board: Board): Record<string, readonly string[]> {
  let sides = landSides.get(board);
  if (!sides) {
    sides = {};
    for (const id of Object.keys(board.neighbors)) sides[id] = board.neighbors[id].filter((n) => !board.cells[n].river);
    landSides.set(board, sides);
  }
  return sides;
}

/** Land hexes directly adjacent to `hex` (sides, then bridges). Shared when no bridge touches it: read only. */
export function directNeighbors(state: TmState, hex: string): readonly string[] {
  const sides = landSidesOf(boardOfState(state))[hex];
  let out: string[] | null = null;
  for (const b of state.bridges) {
    const other = b.a === hex ? b.b : b.b === hex ? b.a : null;
    if (other !== null) (out ??= sides.slice()).push(other);
  }
  return out ?? sides;
}

export function isDirectlyAdjacent(state: TmState, a: string, b: string): boolean {
  const board = boardOfState(state);
  if (board.neighbors[a].includes(b)) return true;
  return state.bridges.some((x) => (x.a === a && x.b === b) || (x.a === b && x.b === a));
}

/** Land hexes on the banks of a river cell (the board's land sides of it: shared, read only). */
export function riverBanks(state: TmState, river: string): readonly string[] {
  return landSidesOf(boardOfState(state))[river];
}

/** Own buildings adjacent for town purposes: direct neighbours plus the Mermaids' declared river crossings. */
export function townNeighbors(state: TmState, seat: Seat, hex: string): string[] {
  // Each own building once, in the order met (a short list: no set needed).
  const out: string[] = [];
  for (const n of directNeighbors(state, hex)) addOwn(state, seat, n, out);
  if (state.players[seat].faction === 'mermaids') {
    for (const river of state.mermaidRivers) {
      const banks = riverBanks(state, river);
      if (banks.includes(hex)) for (const b of banks) if (b !== hex) addOwn(state, seat, b, out);
    }
  }
  return out;
}

function addOwn(state: TmState, seat: Seat, hex: string, out: string[]): void {
  if (state.buildings[hex]?.seat === seat && !out.includes(hex)) out.push(hex);
}

/** Shipping level usable now: BON4 adds one in the action phase for factions with shipping. */
export function effectiveShipping(state: TmState, seat: Seat, phase3: boolean): number {
  const p = state.players[seat];
  if (p.faction === 'dwarves' || p.faction === 'fakirs') return 0;
  return p.shipping + (p.bonus === 'BON4' && !phase3 ? 1 : 0);
}

/** Tunnelling (1) / carpet flight range in hexes skipped, or 0. */
export function teleportRange(state: TmState, seat: Seat): number {
  const p = state.players[seat];
  if (p.faction === 'dwarves') return 1;
  if (p.faction === 'fakirs') return p.carpetRange;
  return 0;
}

export type Reach = 'direct' | 'ship' | 'teleport' | null;

/**
 * How `seat` reaches `hex` from its buildings: directly, by shipping, or only by tunnelling/carpet
 * flight (not in phase III). Direct and shipping come first: a teleport is only used when needed.
 */
export function reachOf(state: TmState, seat: Seat, hex: string, phase3: boolean): Reach {
  const board = boardOfState(state);
  const own = buildingHexes(state, seat);
  if (own.some((h) => isDirectlyAdjacent(state, h, hex))) return 'direct';
  const ship = effectiveShipping(state, seat, phase3);
  if (ship > 0 && own.some((h) => (board.shipDistance[hex][h] ?? Infinity) <= ship)) return 'ship';
  if (!phase3) {
    const range = teleportRange(state, seat);
    if (range > 0 && own.some((h) => hexDistance(board, hex, h) <= range + 1)) return 'teleport';
  }
  return null;
}

/**
 * `reachOf` as a function of the hex, for asking about many hexes of one state: the own buildings and their direct
 * neighbours are gathered once, each hex's answer is worked out when first asked (same rules as reachOf).
 */
export function reachFinder(state: TmState, seat: Seat, phase3: boolean): (hex: string) => Reach {
  const board = boardOfState(state);
  const own = buildingHexes(state, seat);
  const direct = new Set<string>();
  for (const h of own) for (const n of directNeighbors(state, h)) direct.add(n);
  const ship = effectiveShipping(state, seat, phase3);
  const range = phase3 ? 0 : teleportRange(state, seat);
  const known = new Map<string, Reach>();
  return (hex) => {
    if (state.buildings[hex] || !board.cells[hex] || board.cells[hex].river) return reachOf(state, seat, hex, phase3);
    let reach = known.get(hex);
    if (reach === undefined) {
      reach = freeHexReach(board, own, direct, ship, range, hex);
      known.set(hex, reach);
    }
    return reach;
  };
}

/** reachFinder's answer for a free land hex, from the own buildings and their direct neighbours gathered once. */
function freeHexReach(board: Board, own: readonly string[], direct: ReadonlySet<string>, ship: number, range: number, hex: string): Reach {
  if (direct.has(hex)) return 'direct';
  if (ship > 0) {
    const distances = board.shipDistance[hex];
    for (const h of own) if ((distances[h] ?? Infinity) <= ship) return 'ship';
  }
  if (range > 0) for (const h of own) if (hexDistance(board, hex, h) <= range + 1) return 'teleport';
  return null;
}
