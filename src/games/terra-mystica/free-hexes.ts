/**
 * The free land hexes (no building, with a terrain), indexed per pair of terrain and buildings maps. Rules replace
 * these maps, never change them (types.ts), and do it here: a replacement carries the index of the maps before it
 * forward (one hex changes) instead of leaving the next question to scan the whole board again.
 */
import type { Terrain } from '../../../data/terra-mystica/terrain';
import { boardOfState } from './adjacency';
import type { Board } from './board';
import { carrySeatBuildings } from './economy';
import type { Building, TmState } from './types';

export interface FreeHexes {
  /** Free land hexes in board order. */
  all: readonly string[];
  /** The same, by terrain (only terrains with a free hex). */
  byTerrain: ReadonlyMap<Terrain, readonly string[]>;
}

const index = new WeakMap<TmState['terrain'], WeakMap<TmState['buildings'], FreeHexes>>();

/** The index of the state's maps when one was worked out or carried forward already (else undefined). */
export function knownFreeHexes(state: TmState): FreeHexes | undefined {
  return index.get(state.terrain)?.get(state.buildings);
}

function remember(state: TmState, free: FreeHexes): void {
  let byBuildings = index.get(state.terrain);
  if (!byBuildings) {
    byBuildings = new WeakMap();
    index.set(state.terrain, byBuildings);
  }
  byBuildings.set(state.buildings, free);
}

/** The index worked out from the board (no memo). */
export function scanFreeHexes(state: TmState): FreeHexes {
  const all: string[] = [];
  const byTerrain = new Map<Terrain, string[]>();
  for (const hex of boardOfState(state).land) {
    if (state.buildings[hex] || !(hex in state.terrain)) continue;
    all.push(hex);
    const terrain = state.terrain[hex];
    const list = byTerrain.get(terrain);
    if (list) list.push(hex);
    else byTerrain.set(terrain, [hex]);
  }
  return { all, byTerrain };
}

/** The index of the state's maps (shared: read, never change). */
export function freeHexes(state: TmState): FreeHexes {
  let free = knownFreeHexes(state);
  if (!free) {
    free = scanFreeHexes(state);
    remember(state, free);
  }
  return free;
}

/** Each land hex's place in board order, per board (fixed geometry, worked out once). */
const landOrders = new WeakMap<Board, ReadonlyMap<string, number>>();

function landOrder(board: Board): ReadonlyMap<string, number> {
  let order = landOrders.get(board);
  if (!order) {
    order = new Map(board.land.map((hex, i) => [hex, i]));
    landOrders.set(board, order);
  }
  return order;
}

/** `list` without `hex`. */
function without(list: readonly string[], hex: string): string[] {
  return list.filter((h) => h !== hex);
}

/** `list` (in board order) with `hex` put in its place. */
function withHex(list: readonly string[], hex: string, order: ReadonlyMap<string, number>): string[] {
  const at = order.get(hex) ?? 0;
  const out = list.slice();
  let i = 0;
  while (i < out.length && (order.get(out[i]) ?? 0) < at) i++;
  out.splice(i, 0, hex);
  return out;
}

/** A copy of the by-terrain lists with `hex` taken out of its terrain's list (dropped when it empties). */
function byTerrainWithout(byTerrain: FreeHexes['byTerrain'], terrain: Terrain, hex: string): Map<Terrain, readonly string[]> {
  const copy = new Map(byTerrain);
  const rest = without(copy.get(terrain) ?? [], hex);
  if (rest.length > 0) copy.set(terrain, rest);
  else copy.delete(terrain);
  return copy;
}

/** The terrain of `hex` becomes `to` (a new terrain map). */
export function setTerrain(state: TmState, hex: string, to: Terrain): void {
  const before = knownFreeHexes(state);
  const from = state.terrain[hex];
  state.terrain = { ...state.terrain, [hex]: to };
  if (!before) return;
  // A built hex is no free one, before or after; a hex without terrain before is left to a fresh scan.
  if (state.buildings[hex]) remember(state, before);
  else if (before.all.includes(hex)) {
    const byTerrain = byTerrainWithout(before.byTerrain, from, hex);
    byTerrain.set(to, withHex(byTerrain.get(to) ?? [], hex, landOrder(boardOfState(state))));
    remember(state, { all: before.all, byTerrain });
  }
}

/** `building` stands on `hex` (a new buildings map). */
export function setBuilding(state: TmState, hex: string, building: Building): void {
  const before = knownFreeHexes(state);
  const map = state.buildings;
  const old = map[hex];
  const hadBuilding = Boolean(old);
  state.buildings = { ...map, [hex]: building };
  carrySeatBuildings(map, state.buildings, hex, old, building);
  if (!before) return;
  // An upgrade leaves the free hexes as they were; a hex neither built nor free before is left to a fresh scan.
  if (hadBuilding) remember(state, before);
  else if (before.all.includes(hex)) {
    remember(state, { all: without(before.all, hex), byTerrain: byTerrainWithout(before.byTerrain, state.terrain[hex], hex) });
  }
}
