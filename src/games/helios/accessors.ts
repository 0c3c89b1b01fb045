/** Small accessors over the Helios state shared by the rule modules. */
import type { Seat } from '../../engine/types';
import { RESOURCES } from '../../../data/helios/tiles';
import { MAX_RESOURCES_PER_TILE } from '../../../data/helios/rules';
import { CELL_COUNT, cellIndex, cellId } from './hex';
import type { ActionSymbol, ActionTile, CellId, CubeRef, HeliosState, PlacedTile, PlayerState, Resource } from './types';

/** Action tiles, offer and Landverwaltung tiles are never changed in place (only moved between lists): copies share them. */
const copyActionTiles = (tiles: readonly ActionTile[]): ActionTile[] => tiles.slice();

/**
 * Copy on write: a state copy shares its players with the state it was made from, and a player its placed tiles
 * with the player it was copied from, until a rule changes them. Rules change a player only through changedPlayer
 * and a placed tile only through changedTile; each copy remembers the object it was made for, so it is changed in
 * place only within that one apply.
 */
const madeFor = new WeakMap<PlayerState | PlacedTile, HeliosState | PlayerState>();

/** The seat's player, to be changed by apply (on its copy of the state): copied on the first change. */
export function changedPlayer(state: HeliosState, seat: Seat): PlayerState {
  const player = state.players[seat];
  if (madeFor.get(player) === state) return player;
  const copy: PlayerState = {
    ...player,
    tiles: { ...player.tiles },
    buildings: [...player.buildings],
    persons: player.persons.map((p) => ({ ...p })),
    rows: { red: copyActionTiles(player.rows.red), blue: copyActionTiles(player.rows.blue), yellow: copyActionTiles(player.rows.yellow) },
  };
  madeFor.set(copy, state);
  state.players[seat] = copy;
  return copy;
}

/** A placed tile of a player returned by changedPlayer, to be changed: copied on the first change. */
export function changedTile(player: PlayerState, cell: CellId): PlacedTile {
  const tile = player.tiles[cell];
  if (madeFor.get(tile) === player) return tile;
  const copy: PlacedTile = { ...tile, res: [...tile.res] };
  madeFor.set(copy, player);
  player.tiles[cell] = copy;
  return copy;
}

/**
 * A copy for apply() to work on. Written out field by field because it is the engine's hottest path (a JSON round
 * trip or structuredClone costs several times more); the playout tests check that apply never changes its input,
 * which catches a field shared by mistake. Action, offer and Landverwaltung tiles are shared (read-only types),
 * players too until changed (changedPlayer).
 */
export function cloneState(state: HeliosState): HeliosState {
  const turn = state.turn;
  const phase = state.personPhase;
  return {
    // Shared (replaced, never changed in place): options, startQueue, gifts, extraStack, persons, and the lists of
    // columns, draw and discard (their records are copied).
    ...state,
    rng: { ...state.rng },
    columns: { ...state.columns },
    draw: { ...state.draw },
    discard: { ...state.discard },
    stacks: { ...state.stacks },
    offer: state.offer.slice(),
    specials: { ...state.specials },
    players: state.players.slice(),
    turn: turn ? { ...turn, pendingLand: turn.pendingLand.slice() } : null,
    personPhase: phase ? { ...phase, order: [...phase.order], passed: [...phase.passed] } : null,
    events: [...state.events],
  };
}

/**
 * Names the cells holding the player's land or special tiles (a bit per cell, as two 31-bit words) and the sun's
 * cell: the key of the memos of what depends on the land and the sun alone.
 */
export function landSunKey(player: PlayerState): string {
  let low = 0;
  let high = 0;
  for (const id of Object.keys(player.tiles)) {
    const index = cellIndex(id);
    if (index < 31) low |= 1 << index;
    else high |= 1 << (index - 31);
  }
  return `${low}.${high}.${player.sun}`;
}

/** true where the player has a land or special tile. */
export function landMask(player: PlayerState): boolean[] {
  const land = new Array<boolean>(CELL_COUNT).fill(false);
  for (const id of Object.keys(player.tiles)) land[cellIndex(id)] = true;
  return land;
}

export function hasTile(player: PlayerState, cell: number): boolean {
  return Object.hasOwn(player.tiles, cellId(cell));
}

/** Every cube on the player's tiles, one entry per cube, in board order. */
export function cubesOf(player: PlayerState): CubeRef[] {
  const cubes: CubeRef[] = [];
  for (const id of sortedCells(player)) for (const color of player.tiles[id].res) cubes.push({ cell: id, color });
  return cubes;
}

export function cubeCount(player: PlayerState): number {
  return Object.values(player.tiles).reduce((sum, tile) => sum + tile.res.length, 0);
}

export function colorCounts(player: PlayerState): Record<Resource, number> {
  const counts = {} as Record<Resource, number>;
  for (const color of RESOURCES) counts[color] = 0;
  for (const tile of Object.values(player.tiles)) for (const color of tile.res) counts[color]++;
  return counts;
}

/** The player's tile cells in board order (deterministic iteration). */
export function sortedCells(player: PlayerState): CellId[] {
  return Object.keys(player.tiles).sort((a, b) => cellIndex(a) - cellIndex(b));
}

/** Tiles that can take a bonus resource: no temple and fewer than 2 resources. */
export function giftCells(player: PlayerState): CellId[] {
  return sortedCells(player).filter((id) => {
    const tile = player.tiles[id];
    return !tile.temple && tile.res.length < MAX_RESOURCES_PER_TILE;
  });
}

/** The seat on turn in the person phase. */
export function personSeat(state: HeliosState): Seat | null {
  const phase = state.personPhase;
  return phase ? phase.order[phase.current] : null;
}

/** Seats in clockwise order starting at `first`. */
export function clockwiseFrom(first: Seat, seats: number): Seat[] {
  return Array.from({ length: seats }, (_, k) => (first + k) % seats);
}
