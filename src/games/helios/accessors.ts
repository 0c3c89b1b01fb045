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
    tiles: { ...player.tiles },
    sun: player.sun,
    range: player.range,
    unlimited: player.unlimited,
    mana: player.mana,
    vp: player.vp,
    winding: player.winding,
    windingHigh: player.windingHigh,
    temples: player.temples,
    buildings: player.buildings.slice(),
    persons: player.persons.map((p) => ({ id: p.id, active: p.active })),
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
  const { turn, personPhase: phase, stacks, specials } = state;
  // Object literals naming every field: several times faster than spreads here (measured), and the type check
  // names any field a change of HeliosState adds. Shared (replaced, never changed in place): options, startQueue,
  // gifts, extraStack, persons, and the lists of columns, draw and discard (their records are copied).
  const copy: HeliosState = {
    seats: state.seats,
    options: state.options,
    rng: { s: state.rng.s },
    round: state.round,
    rounds: state.rounds,
    turnsPerRound: state.turnsPerRound,
    startPlayer: state.startPlayer,
    phase: state.phase,
    startQueue: state.startQueue,
    gifts: state.gifts,
    columns: { land: state.columns.land, build: state.columns.build, sun: state.columns.sun },
    draw: { land: state.draw.land, build: state.draw.build, sun: state.draw.sun },
    discard: { land: state.discard.land, build: state.discard.build, sun: state.discard.sun },
    stacks: { brown: stacks.brown, grey: stacks.grey, green: stacks.green, blue: stacks.blue, black: stacks.black },
    extraStack: state.extraStack,
    offer: state.offer.slice(),
    landOut: state.landOut,
    specials: { free: specials.free, land: specials.land, goods: specials.goods, temples: specials.temples },
    persons: state.persons,
    players: state.players.slice(),
    turnsTaken: state.turnsTaken,
    turn: turn
      ? {
          seat: turn.seat,
          stage: turn.stage,
          sym: turn.sym,
          bonus: turn.bonus,
          fullRow: turn.fullRow,
          pendingLand: turn.pendingLand.slice(),
          circuitScored: turn.circuitScored,
        }
      : null,
    personPhase: phase
      ? { order: phase.order.slice(), current: phase.current, passed: phase.passed.slice(), bought: phase.bought, acted: phase.acted }
      : null,
    events: state.events.slice(),
    reveals: state.reveals,
  };
  if (state.dropped !== undefined) copy.dropped = state.dropped;
  return copy;
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
