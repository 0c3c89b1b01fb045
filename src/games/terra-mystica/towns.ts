/**
 * Town founding ([seed] Stadtgründungen): a group of directly connected own buildings with total power
 * ≥ 7 (6 with FAV5) and ≥ 4 buildings (a sanctuary counts as two, so 3 suffice with one) becomes a town
 * at once. Buildings already in a town never found another; a new neighbour joins the town.
 */
import type { Seat } from '../../engine/types';
import { BUILDING_STRENGTH } from '../../../data/terra-mystica/factions';
import { TOWN_IDS, TOWN_LIMIT } from '../../../data/terra-mystica/tiles';
import { boardOfState, riverBanks, townNeighbors } from './adjacency';
import type { TmState } from './types';

export function townPowerNeeded(state: TmState, seat: Seat): number {
  return state.players[seat].favors.includes('FAV5') ? 6 : 7;
}

/** A town may still be founded: a tile is left (and the seed's cap of 10 is not reached when on). */
export function townAvailable(state: TmState): boolean {
  if (state.rules.townLimit && state.townsFounded >= TOWN_LIMIT) return false;
  return TOWN_IDS.some((id) => (state.townPool[id] ?? 0) > 0);
}

interface Group {
  hexes: string[];
  power: number;
  count: number;
}

function groupFrom(state: TmState, seat: Seat, start: string[]): Group {
  const seen = new Set<string>();
  const stack = [...start];
  let power = 0;
  let count = 0;
  while (stack.length > 0) {
    const hex = stack.pop() as string;
    if (seen.has(hex)) continue;
    const b = state.buildings[hex];
    if (!b || b.seat !== seat) continue;
    seen.add(hex);
    power += BUILDING_STRENGTH[b.kind];
    count += b.kind === 'SA' ? 2 : 1;
    for (const n of townNeighbors(state, seat, hex)) if (!seen.has(n)) stack.push(n);
  }
  return { hexes: [...seen], power, count };
}

function joinTown(state: TmState, seat: Seat, hex: string, town: number): void {
  const townOf = { ...state.townOf };
  state.townOf = townOf;
  const stack = [hex];
  while (stack.length > 0) {
    const h = stack.pop() as string;
    if (townOf[h] !== undefined) continue;
    townOf[h] = town;
    for (const n of townNeighbors(state, seat, h)) if (state.townOf[n] === undefined) stack.push(n);
  }
}

/**
 * Checks whether something at `hex` (a new or upgraded building, a bridge end) joins a town or founds
 * one. Returns true when a town was founded (the player then owes a town tile choice).
 */
export function detectTownFrom(state: TmState, seat: Seat, hex: string): boolean {
  const b = state.buildings[hex];
  if (!b || b.seat !== seat || state.townOf[hex] !== undefined) return false;
  for (const n of townNeighbors(state, seat, hex)) {
    const town = state.townOf[n];
    if (town !== undefined) {
      joinTown(state, seat, hex, town);
      return false;
    }
  }
  const group = groupFrom(state, seat, [hex]);
  if (group.power < townPowerNeeded(state, seat) || group.count < 4 || !townAvailable(state)) return false;
  foundTown(state, seat, group.hexes);
  return true;
}

function foundTown(state: TmState, seat: Seat, hexes: string[]): void {
  const id = state.nextId++;
  const townOf = { ...state.townOf };
  for (const h of hexes) townOf[h] = id;
  state.townOf = townOf;
  state.townsFounded++;
  state.players[seat].pendingTowns++;
}

/** Re-checks every own building (after FAV5 lowers the power needed). */
export function detectTownsEverywhere(state: TmState, seat: Seat): number {
  let founded = 0;
  for (const hex of Object.keys(state.buildings)) {
    if (state.buildings[hex].seat === seat && detectTownFrom(state, seat, hex)) founded++;
  }
  return founded;
}

/**
 * Mermaids ([seed] Nixen): a river cell between their buildings may count as a connection for a town.
 * Lists the river cells whose declaration would found a town now.
 */
export function mermaidTownRivers(state: TmState, seat: Seat): string[] {
  if (state.players[seat].faction !== 'mermaids' || !townAvailable(state)) return [];
  const out: string[] = [];
  for (const river of boardOfState(state).rivers) {
    if (state.mermaidRivers.includes(river)) continue;
    const banks = riverBanks(state, river).filter((h) => state.buildings[h]?.seat === seat);
    if (banks.length < 2) continue;
    const trial: TmState = { ...state, mermaidRivers: [...state.mermaidRivers, river] };
    const group = groupFrom(trial, seat, banks);
    if (group.hexes.some((h) => state.townOf[h] !== undefined)) continue;
    if (group.power >= townPowerNeeded(state, seat) && group.count >= 4) out.push(river);
  }
  return out;
}
