/** Small accessors over the Helios state shared by the rule modules. */
import type { Seat } from '../../engine/types';
import { RESOURCES } from '../../../data/helios/tiles';
import { MAX_RESOURCES_PER_TILE } from '../../../data/helios/rules';
import { CELL_COUNT, cellIndex, cellId } from './hex';
import type { ActionSymbol, ActionTile, CellId, CubeRef, HeliosState, PlacedTile, PlayerState, Resource } from './types';

const copyActionTiles = (tiles: readonly ActionTile[]): ActionTile[] => tiles.map((t) => ({ ...t }));
const copyBySymbol = (piles: Record<ActionSymbol, ActionTile[]>): Record<ActionSymbol, ActionTile[]> => ({
  land: copyActionTiles(piles.land),
  build: copyActionTiles(piles.build),
  sun: copyActionTiles(piles.sun),
});

function copyPlayer(player: PlayerState): PlayerState {
  const tiles: Record<CellId, PlacedTile> = {};
  for (const [cell, tile] of Object.entries(player.tiles)) tiles[cell] = { ...tile, res: [...tile.res] };
  return {
    ...player,
    tiles,
    buildings: [...player.buildings],
    persons: player.persons.map((p) => ({ ...p })),
    rows: { red: copyActionTiles(player.rows.red), blue: copyActionTiles(player.rows.blue), yellow: copyActionTiles(player.rows.yellow) },
  };
}

/**
 * A deep copy for apply() to work on. Written out field by field because it is the engine's hottest path (a
 * JSON round trip or structuredClone costs several times more); the playout tests check that apply never
 * changes its input, which catches a field shared by mistake. Events are replaced, never mutated.
 */
export function cloneState(state: HeliosState): HeliosState {
  const turn = state.turn;
  const phase = state.personPhase;
  return {
    ...state,
    options: { ...state.options },
    rng: { ...state.rng },
    startQueue: [...state.startQueue],
    gifts: [...state.gifts],
    columns: copyBySymbol(state.columns),
    draw: copyBySymbol(state.draw),
    discard: copyBySymbol(state.discard),
    stacks: { ...state.stacks },
    extraStack: [...state.extraStack],
    offer: state.offer.map((t) => (t ? { ...t, res: [...t.res] } : null)),
    specials: { ...state.specials },
    persons: [...state.persons],
    players: state.players.map(copyPlayer),
    turn: turn ? { ...turn, pendingLand: turn.pendingLand.map((t) => ({ ...t, res: [...t.res] })) } : null,
    personPhase: phase ? { ...phase, order: [...phase.order], passed: [...phase.passed] } : null,
    events: [...state.events],
  };
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
  const counts = Object.fromEntries(RESOURCES.map((r) => [r, 0])) as Record<Resource, number>;
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
