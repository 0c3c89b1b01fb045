/**
 * What a seat may do right now, as the choice tree offers it. Each helper mirrors the checks of the
 * move it prepares, so only moves the engine accepts are offered (the playout tests apply every one).
 */
import type { Seat } from '../../engine/types';
import { POWER_ACTIONS, POWER_ACTION_IDS, STRONGHOLD_ACTION, type ActionId, type PowerActionId } from '../../../data/terra-mystica/actions';
import { BUILDING_SUPPLY, type BuildingKind, type Cost } from '../../../data/terra-mystica/factions';
import { WHEEL, wheelIndex, type Terrain } from '../../../data/terra-mystica/terrain';
import { CULTS, CULT_SPACES, type Cult } from '../../../data/terra-mystica/tiles';
import { boardOfState, directNeighbors, reachFinder, type Reach } from './adjacency';
import { compareHex, type Board } from './board';
import { conversionRate, specialActionAvailable } from './apply';
import { UPGRADE_FROM, upgradeCost } from './buildings';
import { cultCeiling, cultIndex } from './cults';
import { boardFor, buildingHexes, canPay, canPayAmounts, countBuildings, priestRoom } from './economy';
import { burnNeeded } from './power';
import { digCost, homeOf, spadeContextInUse, spadeCtx, teleportCost, transformCost } from './terraform';
import { freeHexes } from './free-hexes';
import { mermaidTownRivers } from './towns';
import { obligations, unfinishedAction } from './turn';
import type { Resource, TmState } from './types';
import { cached } from './legal-memo';

export { cached, type MemoKey } from './legal-memo';

const NONE: readonly string[] = [];

/** Free land hexes of `terrain` in board order (the shared index: read, never change). */
const freeOf = (state: TmState, terrain: Terrain): readonly string[] => freeHexes(state).byTerrain.get(terrain) ?? NONE;

type ReachOf = (hex: string) => Reach;

/** Reach of hexes for `seat` (memoized per state, each hex worked out when first asked). */
function reachMap(state: TmState, seat: Seat, phase3: boolean): ReachOf {
  return cached(state, seat, phase3 ? 'reach3' : 'reach', () => reachFinder(state, seat, phase3));
}

export interface Budget {
  c: number;
  w: number;
  p: number;
}

/** The seat may start a new full action now. */
export function canStartAction(state: TmState, seat: Seat): boolean {
  const turn = state.turn;
  return state.phase === 'actions' && !!turn && turn.seat === seat && turn.actions > 0 && unfinishedAction(state, seat) === null;
}

const NO_COST: Budget = { c: 0, w: 0, p: 0 };

/** Extra cost of reaching `hex` this turn (tunnel/carpet), or null when unreachable. `all`: reachMap of the state. */
function reachCost(state: TmState, seat: Seat, hex: string, phase3: boolean, reachOf: ReachOf = reachMap(state, seat, phase3)): Budget | null {
  const reach = reachOf(hex);
  if (reach === null) return null;
  if (reach !== 'teleport' || state.turn?.teleportTo === hex) return NO_COST;
  if (state.turn?.teleportTo) return null;
  const cost = teleportCost(state, seat);
  return { c: 0, w: cost.w, p: cost.p };
}

export interface TransformOption {
  to: Terrain;
  /** Spades the transform uses. */
  cost: number;
  /** Spades to buy first. */
  dig: number;
}

interface TransformMode {
  held: number;
  canDig: boolean;
  transforms: number;
  homeOnly: boolean;
  phase3: boolean;
  sandstorm: boolean;
}

/** How the seat could transform now: held spades, whether it may buy more, how many hexes. */
function transformMode(state: TmState, seat: Seat): TransformMode | null {
  const p = state.players[seat];
  if (state.phase === 'cultSpades') {
    if (state.setupQueue[0] !== seat || p.spades < 1) return null;
    // Cult-reward spades may be spread over any number of hexes.
    return { held: p.spades, canDig: false, transforms: Infinity, homeOnly: false, phase3: true, sandstorm: false };
  }
  const ctx = state.turn?.seat === seat ? spadeCtx(state.turn) : null;
  if (ctx && spadeContextInUse(ctx, p)) {
    return { held: p.spades, canDig: ctx.canDig && !ctx.transformed, transforms: ctx.transforms, homeOnly: ctx.nonHome, phase3: false, sandstorm: !!ctx.sandstorm };
  }
  if (canStartAction(state, seat)) return { held: 0, canDig: true, transforms: 1, homeOnly: false, phase3: false, sandstorm: false };
  return null;
}

const modeOf = (state: TmState, seat: Seat) => cached(state, seat, 'mode', () => transformMode(state, seat));

/**
 * The transform mode when some transform could be affordable at all: every transform needs a spade, so with none held
 * and none to buy no hex needs looking at (the common case of a player short of workers).
 */
function usableMode(state: TmState, seat: Seat): TransformMode | null {
  const mode = modeOf(state, seat);
  if (!mode || mode.sandstorm || mode.held > 0) return mode;
  return mode.canDig && canPay(state.players[seat], digCost(state, seat, 1)) ? mode : null;
}

/** Terrains `hex` can become in a transform now, with spades used and bought. */
export function transformOptions(state: TmState, seat: Seat, hex: string): readonly TransformOption[] {
  const mode = modeOf(state, seat);
  return mode ? transformsOf(state, seat, hex, mode, reachMap(state, seat, mode.phase3), false) : NO_TRANSFORMS;
}

/** No transform: one shared empty list (most hexes of a scan have none; callers only read it). */
const NO_TRANSFORMS: readonly TransformOption[] = [];

/** transformOptions with the per-state lookups done by the caller; `firstOnly` stops at the first option found. */
function transformsOf(
  state: TmState,
  seat: Seat,
  hex: string,
  mode: TransformMode,
  reach: ReachOf,
  firstOnly: boolean,
): readonly TransformOption[] {
  if (state.buildings[hex] || !(hex in state.terrain)) return NO_TRANSFORMS;
  const p = state.players[seat];
  const home = homeOf(state, seat);
  const from = state.terrain[hex];
  if (mode.sandstorm) {
    const board = boardOfState(state);
    const adjacent = board.neighbors[hex].some((n) => state.buildings[n]?.seat === seat);
    return adjacent && from !== home ? [{ to: home, cost: 0, dig: 0 }] : NO_TRANSFORMS;
  }
  const extra = reachCost(state, seat, hex, mode.phase3, reach);
  if (!extra) return NO_TRANSFORMS;
  // The price of spades is linear in their number: one spade's price, worked out once per hex.
  const perSpade = digCost(state, seat, 1);
  const out: TransformOption[] = [];
  for (const to of WHEEL) {
    if (to === from) continue;
    if (mode.homeOnly && to !== home) continue;
    if (p.faction === 'giants' && to !== home) continue;
    const cost = transformCost(state, seat, from, to);
    const dig = Math.max(0, cost - mode.held);
    if (dig > 0 && !mode.canDig) continue;
    const leftover = mode.held + dig - cost;
    // Spades bought earlier in this action are all for this hex; free ones left always have a transform left (doTransform).
    if (leftover > 0 && p.boughtSpades > 0) continue;
    if (!canPayAmounts(p, 0, perSpade.w * dig + extra.w, perSpade.p * dig + extra.p)) continue;
    out.push({ to, cost, dig });
    if (firstOnly) break;
  }
  return out;
}

/**
 * Whether a hex has a transform option now, for the many hexes of one scan. Outside a sandstorm (which looks at the
 * hex's neighbours) a free hex's options depend only on its terrain and on whether reaching it costs a flight, so
 * transformsOf runs once for each such pair met (its answer kept in `known`: 0 not asked yet, 1 yes, 2 no).
 */
function transformCheck(state: TmState, seat: Seat, mode: TransformMode, reach: ReachOf): (hex: string) => boolean {
  if (mode.sandstorm) return (hex) => transformsOf(state, seat, hex, mode, reach, true).length > 0;
  const known = new Uint8Array(2 * WHEEL.length);
  return (hex) => {
    if (state.buildings[hex] || !(hex in state.terrain)) return false;
    const extra = reachCost(state, seat, hex, mode.phase3, reach);
    if (!extra) return false;
    const at = 2 * wheelIndex(state.terrain[hex]) + (extra === NO_COST ? 0 : 1);
    if (known[at] === 0) known[at] = transformsOf(state, seat, hex, mode, reach, true).length > 0 ? 1 : 2;
    return known[at] === 1;
  };
}

/** Free land hexes with at least one transform option. */
export function transformHexes(state: TmState, seat: Seat): string[] {
  return cached(state, seat, 'transformHexes', () => {
    const mode = usableMode(state, seat);
    if (!mode) return [];
    return freeHexes(state).all.filter(transformCheck(state, seat, mode, reachMap(state, seat, mode.phase3)));
  });
}

/** Whether some hex can be transformed now (transformHexes is not empty), stopping at the first one. */
export function canTransform(state: TmState, seat: Seat): boolean {
  return cached(state, seat, 'canTransform', () => {
    const mode = usableMode(state, seat);
    if (!mode) return false;
    const check = transformCheck(state, seat, mode, reachMap(state, seat, mode.phase3));
    // A hex next to an own building mostly answers at once; only without one is the board scanned.
    for (const own of buildingHexes(state, seat)) for (const hex of directNeighbors(state, own)) if (check(hex)) return true;
    return freeHexes(state).all.some(check);
  });
}

const ANYWHERE = () => true;

/**
 * Where a dwelling might go now (free home terrain) and the check of reach and cost each must pass; null: nowhere.
 * (The checks are closures made by calls, not named consts: tsx's keepNames would name each one at creation.)
 */
function buildPlan(state: TmState, seat: Seat): { candidates: readonly string[]; fits: (hex: string) => boolean } | null {
  const p = state.players[seat];
  const home = homeOf(state, seat);
  if (state.phase === 'dwellings') return state.setupQueue[0] === seat ? { candidates: freeOf(state, home), fits: ANYWHERE } : null;
  if (state.phase !== 'actions' || state.turn?.seat !== seat) return null;
  if (countBuildings(state, seat).D >= BUILDING_SUPPLY.D) return null;
  const ctx = state.turn.ctx;
  if (ctx?.k === 'freeD') return { candidates: freeOf(state, home), fits: ANYWHERE };
  const cost = boardFor(p).cost.D;
  // Reaching a hex never makes the dwelling cheaper.
  if (!canPay(p, cost)) return null;
  let candidates: readonly string[];
  if (ctx?.k === 'spade' && ctx.build && p.spades === 0) {
    candidates = ctx.transformed ? ctx.home.filter((hex) => !state.buildings[hex] && state.terrain[hex] === home) : freeOf(state, home);
  } else if (canStartAction(state, seat)) candidates = freeOf(state, home);
  else return null;
  return { candidates, fits: affordableWith(state, seat, cost) };
}

/** Whether the seat reaches a hex and can pay `cost` plus the reaching (tunnel/carpet) there. */
function affordableWith(state: TmState, seat: Seat, cost: Cost): (hex: string) => boolean {
  const p = state.players[seat];
  const reach = reachMap(state, seat, false);
  return (hex) => {
    const extra = reachCost(state, seat, hex, false, reach);
    return extra !== null && canPayAmounts(p, (cost.c ?? 0) + extra.c, (cost.w ?? 0) + extra.w, (cost.p ?? 0) + extra.p);
  };
}

/** Hexes where a dwelling can be built now (home terrain, free, reachable unless free placement). */
export function buildHexes(state: TmState, seat: Seat): string[] {
  return cached(state, seat, 'buildHexes', () => {
    const plan = buildPlan(state, seat);
    return plan ? plan.candidates.filter(plan.fits) : [];
  });
}

/** Whether a dwelling can be built now (buildHexes is not empty), stopping at the first hex found. */
export function canBuild(state: TmState, seat: Seat): boolean {
  return cached(state, seat, 'canBuild', () => {
    const plan = buildPlan(state, seat);
    return plan !== null && plan.candidates.some(plan.fits);
  });
}

const UPGRADE_KINDS = ['TP', 'TE', 'SH', 'SA'] as const;

/** Upgrades possible now: hex → target kinds. */
export function upgradeOptions(state: TmState, seat: Seat): Record<string, BuildingKind[]> {
  return cached(state, seat, 'upgradeOptions', () => {
    const out: Record<string, BuildingKind[]> = {};
    if (state.phase !== 'actions' || state.turn?.seat !== seat) return out;
    const freeTP = state.turn.ctx?.k === 'freeTP';
    if (!freeTP && !canStartAction(state, seat)) return out;
    const counts = countBuildings(state, seat);
    const p = state.players[seat];
    for (const hex of buildingHexes(state, seat)) {
      const b = state.buildings[hex];
      for (const to of UPGRADE_KINDS) {
        if (UPGRADE_FROM[to] !== b.kind || counts[to] >= BUILDING_SUPPLY[to]) continue;
        if (freeTP ? to !== 'TP' : !canPay(p, upgradeCost(state, seat, hex, to))) continue;
        (out[hex] ??= []).push(to);
      }
    }
    return out;
  });
}

/** Order spaces a priest can go to on `cult` (3/2 if free, 1 = back to the supply). */
export function sendSpaces(state: TmState, seat: Seat, cult: Cult): number[] {
  if (!canStartAction(state, seat) || state.players[seat].p < 1) return [];
  const spaces = state.cultSpaces[cult];
  const out: number[] = [];
  for (let i = 0; i < spaces.length; i++) if (spaces[i] === null && !out.includes(CULT_SPACES[i])) out.push(CULT_SPACES[i]);
  if (!out.includes(1)) out.push(1);
  return out.sort((a, b) => b - a);
}

export function advanceOptions(state: TmState, seat: Seat): ('ship' | 'dig')[] {
  return cached(state, seat, 'advanceOptions', () => {
    if (!canStartAction(state, seat)) return [];
    const p = state.players[seat];
    const board = boardFor(p);
    const out: ('ship' | 'dig')[] = [];
    if (board.shipping && p.shipping < board.shipping.max && canPay(p, { c: 4, p: 1 })) out.push('ship');
    if (board.dig && p.dig < board.dig.max && canPay(p, board.dig.advanceCost)) out.push('dig');
    return out;
  });
}

/** A board's bridgeable pairs, lower hex first, in board order of the lower hex (fixed geometry, worked out once). */
const bridgePairs = new WeakMap<Board, readonly (readonly [string, string])[]>();

function bridgePairsOf(board: Board): readonly (readonly [string, string])[] {
  let pairs = bridgePairs.get(board);
  if (!pairs) {
    const list: [string, string][] = [];
    for (const a of board.land) for (const b of board.bridgeable[a]) if (compareHex(a, b) < 0) list.push([a, b]);
    pairs = list;
    bridgePairs.set(board, pairs);
  }
  return pairs;
}

function bridged(state: TmState, a: string, b: string): boolean {
  for (const x of state.bridges) if ((x.a === a && x.b === b) || (x.a === b && x.b === a)) return true;
  return false;
}

/** Legal bridge spots for `seat`: bridgeable, not yet bridged, an own building on one end. */
export function bridgeSpots(state: TmState, seat: Seat): [string, string][] {
  return cached(state, seat, 'bridgeSpots', () => {
    const out: [string, string][] = [];
    for (const pair of bridgePairsOf(boardOfState(state))) {
      const a = pair[0];
      const b = pair[1];
      if (state.buildings[a]?.seat !== seat && state.buildings[b]?.seat !== seat) continue;
      if (bridged(state, a, b)) continue;
      out.push([a, b]);
    }
    return out;
  });
}

/** Power actions usable now, with the burn they need. */
export function powerActions(state: TmState, seat: Seat): { id: PowerActionId; burn: number }[] {
  return cached(state, seat, 'powerActions', () => {
    if (!canStartAction(state, seat)) return [];
    const p = state.players[seat];
    const out: { id: PowerActionId; burn: number }[] = [];
    for (const id of POWER_ACTION_IDS) {
      if (state.powerActionsUsed.includes(id)) continue;
      const burn = burnNeeded(p, POWER_ACTIONS[id].power);
      if (burn === null) continue;
      if (id === 'ACT1' && (p.bridgesLeft < 1 || bridgeSpots(state, seat).length === 0)) continue;
      out.push({ id, burn });
    }
    return out;
  });
}

/** Special actions (bonus tile, FAV6, stronghold, Engineers' bridge) usable now. */
export function specialActions(state: TmState, seat: Seat): ActionId[] {
  return cached(state, seat, 'specialActions', () => {
    if (!canStartAction(state, seat)) return [];
    const p = state.players[seat];
    const ids: ActionId[] = ['BON1', 'BON2', 'FAV6'];
    const sh = p.faction ? STRONGHOLD_ACTION[p.faction] : undefined;
    if (sh) ids.push(sh);
    if (p.faction === 'engineers') ids.push('ACTE');
    return ids.filter((id) => {
      if (!specialActionAvailable(state, seat, id)) return false;
      switch (id) {
        case 'ACTE':
          return p.w >= 2 && p.bridgesLeft > 0 && bridgeSpots(state, seat).length > 0;
        case 'ACTS':
          return Object.values(upgradeOptionsFreeTP(state, seat)).length > 0;
        case 'ACTW':
          return (freeHexes(state).byTerrain.get(homeOf(state, seat))?.length ?? 0) > 0 && countBuildings(state, seat).D < BUILDING_SUPPLY.D;
        default:
          return true;
      }
    });
  });
}

function upgradeOptionsFreeTP(state: TmState, seat: Seat): string[] {
  if (countBuildings(state, seat).TP >= BUILDING_SUPPLY.TP) return [];
  return Object.keys(state.buildings).filter((h) => state.buildings[h].seat === seat && state.buildings[h].kind === 'D');
}

export const CONVERSION_PAIRS: [Resource, Resource][] = [
  ['PW', 'C'],
  ['PW', 'W'],
  ['PW', 'P'],
  ['P', 'W'],
  ['W', 'C'],
  ['P', 'C'],
  ['W', 'P'],
  ['VP', 'C'],
  ['C', 'VP'],
];

/** Largest amount of `to` the seat can get by converting now (0 = not possible). */
export function conversionMax(state: TmState, seat: Seat, from: Resource, to: Resource): number {
  if (state.phase !== 'actions' || state.turn?.seat !== seat) return 0;
  const rate = conversionRate(state, seat, from, to);
  if (rate === null) return 0;
  const p = state.players[seat];
  const have = from === 'PW' ? p.bowls[2] : from === 'VP' ? p.vp : from === 'C' ? p.c : from === 'W' ? p.w : p.p;
  let max = Math.floor(have / rate);
  if (to === 'P') max = Math.min(max, priestRoom(p));
  if (from === 'W' && to === 'P' && p.darklingConvert > 0) max = Math.min(max, p.darklingConvert);
  return Math.max(0, max);
}

type ExchangePair = readonly [Resource, Resource];

/** The exchanges open to the seat now. */
export function openExchanges(state: TmState, seat: Seat): ExchangePair[] {
  return CONVERSION_PAIRS.filter(isOpenFor(state, seat));
}

/** Whether any exchange among `pairs` is open: the menus ask this at every turn, and it stops at the first. */
export function anyExchangeOpen(state: TmState, seat: Seat, pairs: readonly ExchangePair[] = CONVERSION_PAIRS): boolean {
  return pairs.some(isOpenFor(state, seat));
}

function isOpenFor(state: TmState, seat: Seat): (pair: ExchangePair) => boolean {
  return ([from, to]) => conversionMax(state, seat, from, to) > 0;
}

export function burnMax(state: TmState, seat: Seat): number {
  if (state.phase !== 'actions' || state.turn?.seat !== seat) return 0;
  return Math.floor(state.players[seat].bowls[1] / 2);
}

export function canPass(state: TmState, seat: Seat): boolean {
  return canStartAction(state, seat) && obligations(state, seat).length === 0;
}

export function canDone(state: TmState, seat: Seat): boolean {
  const turn = state.turn;
  return state.phase === 'actions' && !!turn && turn.seat === seat && turn.acted && turn.actions === 0 && obligations(state, seat).length === 0;
}

export function canForfeit(state: TmState, seat: Seat): boolean {
  const p = state.players[seat];
  if (state.phase === 'cultSpades') return state.setupQueue[0] === seat && p.spades > 0;
  if (state.phase !== 'actions' || state.turn?.seat !== seat) return false;
  const ctx = state.turn.ctx;
  if (p.spades > 0 && p.boughtSpades === 0) return true;
  return !!ctx && (ctx.k === 'freeD' || ctx.k === 'freeTP' || (ctx.k === 'spade' && !!ctx.sandstorm && ctx.transforms > 0));
}

export function connectRivers(state: TmState, seat: Seat): string[] {
  return cached(state, seat, 'connectRivers', () => {
    if (state.phase !== 'actions' || state.turn?.seat !== seat) return [];
    return mermaidTownRivers(state, seat);
  });
}

/** Cults where a free step would move the marker. */
export function cultTargets(state: TmState, seat: Seat): Cult[] {
  const p = state.players[seat];
  return CULTS.filter((c) => p.cults[cultIndex(c)] < cultCeiling(state, seat, c));
}
