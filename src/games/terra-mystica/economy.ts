/**
 * Resource bookkeeping shared by every rule: paying, gaining, VP with their source, priests under the
 * limit of 7, spades with their scoring, and lookups of the faction board and the current round tile.
 */
import type { Seat } from '../../engine/types';
import { RuleError } from '../../engine/rule-error';
import { PRIEST_LIMIT } from '../../../data/terra-mystica/actions';
import { BUILDING_KINDS, FACTIONS, type BuildingKind, type Cost, type FactionBoard, type Income } from '../../../data/terra-mystica/factions';
import { SCORING_TILES, type ScoringEvent, type ScoringTile } from '../../../data/terra-mystica/tiles';
import { gainPower } from './power';
import type { Building, PlayerState, TmState } from './types';

export function boardFor(p: PlayerState): FactionBoard {
  if (!p.faction) throw new RuleError('tm.err.noFaction');
  return FACTIONS[p.faction];
}

/** VP sources used in score breakdowns (i18n keys tm.vp.<source>). */
export type VpSource =
  | 'start'
  | 'round'
  | 'favor'
  | 'bonus'
  | 'town'
  | 'track'
  | 'faction'
  | 'leech'
  | 'convert'
  | 'network'
  | 'cults'
  | 'resources';

export function addVp(p: PlayerState, n: number, source: VpSource): void {
  if (n === 0) return;
  p.vp += n;
  p.vpBy = { ...p.vpBy, [source]: (p.vpBy[source] ?? 0) + n };
  if (p.vp < 0) throw new RuleError('tm.err.vp');
}

export function canPay(p: PlayerState, cost: Cost): boolean {
  return canPayAmounts(p, cost.c ?? 0, cost.w ?? 0, cost.p ?? 0);
}

/** canPay for a cost given as coins, workers and priests (no cost object to make in the legal-move scans). */
export function canPayAmounts(p: PlayerState, coins: number, workers: number, priests: number): boolean {
  return p.c >= coins && p.w >= workers && p.p >= priests;
}

export function pay(p: PlayerState, cost: Cost): void {
  if (!canPay(p, cost)) throw new RuleError('tm.err.afford');
  p.c -= cost.c ?? 0;
  p.w -= cost.w ?? 0;
  p.p -= cost.p ?? 0;
}

export function priestRoom(p: PlayerState): number {
  return PRIEST_LIMIT - p.priestsOnCults - p.p;
}

/** Gains priests up to the limit of 7 (hand + order spaces); the excess is lost. */
export function gainPriests(p: PlayerState, n: number): void {
  p.p = Math.min(p.p + n, PRIEST_LIMIT - p.priestsOnCults);
}

export function gainIncome(p: PlayerState, income: Income): void {
  p.c += income.c ?? 0;
  p.w += income.w ?? 0;
  if (income.p) gainPriests(p, income.p);
  if (income.pw) gainPower(p, income.pw);
}

export function addIncome(total: Required<Income>, income: Income): void {
  total.c += income.c ?? 0;
  total.w += income.w ?? 0;
  total.p += income.p ?? 0;
  total.pw += income.pw ?? 0;
}

interface SeatBuildings {
  /** In the map's key order. */
  hexes: readonly string[];
  counts: Readonly<Record<BuildingKind, number>>;
}

/**
 * Each seat's buildings, worked out once per buildings map: rules replace the map rather than change it (types.ts),
 * so a summary holds as long as its map lives. Frozen, so a caller cannot change a shared summary by mistake.
 */
const summaries = new WeakMap<TmState['buildings'], SeatBuildings[]>();

function seatBuildings(state: TmState, seat: Seat): SeatBuildings {
  let all = summaries.get(state.buildings);
  if (!all) {
    const hexes: string[][] = Array.from({ length: state.seats }, () => []);
    const counts: Record<BuildingKind, number>[] = Array.from({ length: state.seats }, () => ({ D: 0, TP: 0, TE: 0, SH: 0, SA: 0 }));
    for (const hex of Object.keys(state.buildings)) {
      const b = state.buildings[hex];
      hexes[b.seat].push(hex);
      counts[b.seat][b.kind]++;
    }
    all = hexes.map((list, s) => Object.freeze({ hexes: Object.freeze(list), counts: Object.freeze(counts[s]) }));
    summaries.set(state.buildings, all);
  }
  return all[seat];
}

/**
 * Carries the summaries of a buildings map forward to its replacement `after`, in which `building` stands on `hex`
 * (`old` stood there before): a new hex joins the end of its seat's list, as it joins the end of the map's keys; an
 * upgrade keeps the list. Left to a fresh count when the map before has none or the hex changes hands.
 */
export function carrySeatBuildings(before: TmState['buildings'], after: TmState['buildings'], hex: string, old: Building | undefined, building: Building): void {
  const all = summaries.get(before);
  if (!all || (old && old.seat !== building.seat)) return;
  const seat = building.seat;
  const { hexes, counts } = all[seat];
  const next = { ...counts, [building.kind]: counts[building.kind] + 1 };
  if (old) next[old.kind]--;
  const carried = all.slice();
  carried[seat] = Object.freeze({ hexes: old ? hexes : Object.freeze([...hexes, hex]), counts: Object.freeze(next) });
  summaries.set(after, carried);
}

export function countBuildings(state: TmState, seat: Seat): Readonly<Record<BuildingKind, number>> {
  return seatBuildings(state, seat).counts;
}

export function buildingHexes(state: TmState, seat: Seat): readonly string[] {
  return seatBuildings(state, seat).hexes;
}

export function hasBuilding(state: TmState, seat: Seat, kind: BuildingKind): boolean {
  return seatBuildings(state, seat).counts[kind] > 0;
}

export function currentScoring(state: TmState): ScoringTile | null {
  if (state.round < 1 || state.round > 6) return null;
  return SCORING_TILES[state.scoring[state.round - 1]];
}

/** VP of the current round tile for an event during the action phase. */
export function scoreEvent(state: TmState, seat: Seat, event: ScoringEvent, times = 1): void {
  const tile = currentScoring(state);
  const vp = tile?.vp[event];
  if (vp) addVp(state.players[seat], vp * times, 'round');
}

/**
 * Gains spades from any source. Spade-linked bonuses count every spade received ([seed] appendix;
 * facts §10.11): the round tile, Halflings +1 VP, Alchemists +2 PW after their SH.
 */
export function gainSpades(state: TmState, seat: Seat, n: number): void {
  const p = state.players[seat];
  p.spades += n;
  scoreEvent(state, seat, 'spade', n);
  if (p.faction === 'halflings') addVp(p, n, 'faction');
  if (p.faction === 'alchemists' && hasBuilding(state, seat, 'SH')) gainPower(p, 2 * n);
}

export const emptyIncome = (): Required<Income> => ({ c: 0, w: 0, p: 0, pw: 0 });

export { BUILDING_KINDS };
