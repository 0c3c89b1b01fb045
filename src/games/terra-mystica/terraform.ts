/**
 * Action 1 — transform and build ([seed] Aktionsmöglichkeit 1): spades from workers (Darklings: priests),
 * power actions, BON1, strongholds and cult rewards; building a dwelling on reachable home terrain.
 */
import type { Seat } from '../../engine/types';
import { RuleError } from '../../engine/rule-error';
import { BUILDING_SUPPLY, TELEPORT } from '../../../data/terra-mystica/factions';
import { WHEEL, wheelDelta, wheelIndex, type Terrain } from '../../../data/terra-mystica/terrain';
import { boardOfState, reachFinder, reachOf } from './adjacency';
import { addVp, boardFor, countBuildings, gainSpades, hasBuilding, pay, scoreEvent } from './economy';
import { freeHexes, setBuilding, setTerrain } from './free-hexes';
import { createOffers } from './leech';
import { detectTownFrom } from './towns';
import { requireActive, spadeContext, startAction } from './turn';
import { amountText, tmText } from './text-helpers';
import type { ActionContext, PlayerState, TmState, TurnState } from './types';

type SpadeCtx = Extract<ActionContext, { k: 'spade' }>;

export function homeOf(state: TmState, seat: Seat): Terrain {
  return boardFor(state.players[seat]).home;
}

/**
 * Spades to turn `from` into `to` for `seat` ([seed] Umwandlungskreis): the wheel distance; Giants
 * always 2. A step to a non-home terrain goes the long way round when the player's home terrain lies
 * on the short way (snellman's transform_cost).
 */
export function transformCost(state: TmState, seat: Seat, from: Terrain, to: Terrain): number {
  if (from === to) return 0;
  if (state.players[seat].faction === 'giants') return 2;
  return wheelCost(homeOf(state, seat), from, to);
}

/** transformCost for a faction with `home` other than the Giants, `from` and `to` different. */
function wheelCost(home: Terrain, from: Terrain, to: Terrain): number {
  const d = wheelDelta(from, to);
  const dist = Math.abs(d);
  if (to === home || from === home) return dist;
  const h = wheelDelta(from, home);
  if (h < 0 === d < 0 && Math.abs(h) < dist) return 7 - dist;
  return dist;
}

/** The dearest change of each terrain (by WHEEL index) for a non-Giant faction at home on each terrain, worked out once. */
const DEAREST_CHANGE: ReadonlyMap<Terrain, readonly number[]> = new Map(
  WHEEL.map((home) => [home, WHEEL.map((from) => Math.max(...WHEEL.filter((to) => to !== from).map((to) => wheelCost(home, from, to))))]),
);

/** Workers (or priests) and VP of buying spades now. */
export function digCost(state: TmState, seat: Seat, n: number): { w: number; p: number; vp: number } {
  const p = state.players[seat];
  const dig = boardFor(p).dig;
  if (!dig) return { w: 0, p: n, vp: 2 * n };
  return { w: dig.workersPerSpade[p.dig] * n, p: 0, vp: 0 };
}

/** Cost of a tunnel/carpet flight this turn. */
export function teleportCost(state: TmState, seat: Seat): { w: number; p: number } {
  const p = state.players[seat];
  if (p.faction === 'dwarves') return hasBuilding(state, seat, 'SH') ? { w: 1, p: 0 } : { w: 2, p: 0 };
  if (p.faction === 'fakirs') return { w: 0, p: 1 };
  return { w: 0, p: 0 };
}

/** Checks reach of `hex` for an action and pays a tunnel/carpet flight when needed (once per turn). */
function reachForAction(state: TmState, seat: Seat, hex: string, turn: TurnState): void {
  const reach = reachOf(state, seat, hex, false);
  if (reach === null) throw new RuleError('tm.err.unreachable', { hex });
  if (reach !== 'teleport') return;
  if (turn.teleportTo === hex) return;
  if (turn.teleportTo !== null) throw new RuleError('tm.err.teleportTwice');
  const p = state.players[seat];
  const cost = teleportCost(state, seat);
  pay(p, cost);
  const vp = p.faction === 'dwarves' ? TELEPORT.dwarves.vp : TELEPORT.fakirs.vp;
  addVp(p, vp, 'faction');
  turn.teleportTo = hex;
}

/**
 * Whether a spade context can still transform: a spade held, the Nomads' sandstorm, or spades still to be bought for
 * its hex. Otherwise a transform is a new action (the one place legal.ts and doDig both decide this).
 */
export function spadeContextInUse(ctx: SpadeCtx, p: PlayerState): boolean {
  return ctx.transforms > 0 && (p.spades > 0 || !!ctx.sandstorm || (ctx.canDig && !ctx.transformed));
}

/** The turn's transform context, if its action is one. */
export function spadeCtx(turn: TurnState): SpadeCtx | null {
  return turn.ctx?.k === 'spade' ? turn.ctx : null;
}

/** Buys `n` spades for the current transform action (starting one if needed). */
export function doDig(state: TmState, seat: Seat, n: number): void {
  if (!Number.isInteger(n) || n < 1) throw new RuleError('error.unknownMove');
  const turn = requireActive(state, seat);
  const ctx = spadeCtx(turn);
  const p = state.players[seat];
  const inUse = ctx !== null && spadeContextInUse(ctx, p);
  if (inUse && !ctx.canDig) throw new RuleError('tm.err.noDig');
  if (!inUse || ctx.transformed) {
    // No context, one used up (a forfeit, its transforms done) or one whose hex is transformed: buying spades starts
    // an action of its own, as the Chaos Magicians' second action may (legal.ts offers it then).
    startAction(state, seat);
    turn.ctx = spadeContext(1, true);
  } else {
    // Spades bought on top of free ones make the action one hex (ACT6's second transform is gone).
    ctx.transforms = 1;
  }
  // Spades are bought only to top up the held ones for one hex's way home ([seed] „die fehlenden Spaten … dazu
  // erwerben“; „Spaten müssen immer sofort eingesetzt werden“), so more than any reachable hex can take would be lost.
  if (!someHexTakes(state, seat, p.spades + n)) throw new RuleError('tm.err.tooManySpades', { spades: amountText('spade', p.spades + n) });
  const cost = digCost(state, seat, n);
  pay(p, { w: cost.w, p: cost.p });
  addVp(p, cost.vp, 'faction');
  gainSpades(state, seat, n);
  p.boughtSpades += n;
}

/**
 * Whether one transform can take `spades` now: some reachable free hex has a terrain change that dear. (The Giants
 * pay 2 for every change, and a dig never follows a part-used spade, so no case needs home terrain only.) Looks only
 * at the terrains dear enough to change, and stops at the first reachable hex of them.
 */
function someHexTakes(state: TmState, seat: Seat, spades: number): boolean {
  const dearest = state.players[seat].faction === 'giants' ? null : DEAREST_CHANGE.get(homeOf(state, seat));
  let reach: ReturnType<typeof reachFinder> | null = null;
  for (const [from, hexes] of freeHexes(state).byTerrain) {
    if ((dearest ? dearest[wheelIndex(from)] : 2) < spades) continue;
    reach ??= reachFinder(state, seat, false);
    for (const hex of hexes) if (reach(hex) !== null) return true;
  }
  return false;
}

function checkFreeHex(state: TmState, hex: string): void {
  const board = boardOfState(state);
  if (!board.cells[hex] || board.cells[hex].river) throw new RuleError('tm.err.badHex', { hex });
  if (state.buildings[hex]) throw new RuleError('tm.err.occupied', { hex });
}

/** Transforms a hex with held spades (action phase) or with cult-reward spades (phase III). */
export function doTransform(state: TmState, seat: Seat, hex: string, to: Terrain, dig = 0): void {
  checkFreeHex(state, hex);
  const p = state.players[seat];
  const home = homeOf(state, seat);
  const from = state.terrain[hex];
  if (from === to) throw new RuleError('tm.err.sameTerrain', { hex });
  if (p.faction === 'giants' && to !== home) throw new RuleError('tm.err.giantsHome');

  if (state.phase === 'cultSpades') {
    if (state.setupQueue[0] !== seat || p.spades < 1) throw new RuleError('error.notYourTurn');
    if (dig) throw new RuleError('tm.err.noDig');
    if (reachOf(state, seat, hex, true) === null) throw new RuleError('tm.err.unreachable', { hex });
    const cost = transformCost(state, seat, from, to);
    if (p.spades < cost) throw new RuleError('tm.err.spades', { spades: amountText('spade', cost) });
    p.spades -= cost;
    setTerrain(state, hex, to);
    return;
  }

  const turn = requireActive(state, seat);
  if (dig > 0) doDig(state, seat, dig);
  const ctx = spadeCtx(turn);
  if (!ctx || ctx.transforms < 1) throw new RuleError('tm.err.noTransform');
  if (ctx.nonHome && to !== home) throw new RuleError('tm.err.mustBeHome');

  if (ctx.sandstorm) {
    // Nomads' sandstorm: free, to desert, on a hex sharing a side with a Nomad building.
    const board = boardOfState(state);
    if (to !== home) throw new RuleError('tm.err.mustBeHome');
    if (!board.neighbors[hex].some((n) => state.buildings[n]?.seat === seat)) throw new RuleError('tm.err.sandstorm', { hex });
  } else {
    const cost = transformCost(state, seat, from, to);
    if (p.spades < cost) throw new RuleError('tm.err.spades', { spades: amountText('spade', cost) });
    reachForAction(state, seat, hex, turn);
    p.spades -= cost;
    // Bought spades belong to this hex: none may be left for a second one. Free spades never outnumber the transforms
    // left (1 for 1, ACT6 2 for 2, the Halflings' 3 for 3; the Giants' 2 go home at once), so a spade left here has a hex.
    if (p.spades > 0 && p.boughtSpades > 0) throw new RuleError('tm.err.useAllSpades');
    if (to !== home && p.spades > 0) ctx.nonHome = true;
  }
  setTerrain(state, hex, to);
  ctx.transforms--;
  ctx.transformed = true;
  if (to === home) ctx.home.push(hex);
  if (p.spades === 0) p.boughtSpades = 0;
}

/** Places a dwelling, with its leech offers, tile VP and town check. */
function placeDwelling(state: TmState, seat: Seat, hex: string): void {
  if (countBuildings(state, seat).D >= BUILDING_SUPPLY.D) throw new RuleError('tm.err.supply', { kind: tmText('bld.D') });
  createOffers(state, seat, hex);
  setBuilding(state, hex, { seat, kind: 'D' });
  const p = state.players[seat];
  if (state.round > 0) {
    if (p.favors.includes('FAV11')) addVp(p, 2, 'favor');
    scoreEvent(state, seat, 'D');
  }
  detectTownFrom(state, seat, hex);
}

/** Builds a dwelling: initial placement, free (Witches), or within a transform-and-build action. */
export function doBuild(state: TmState, seat: Seat, hex: string, dig = 0): void {
  checkFreeHex(state, hex);
  const p = state.players[seat];
  const home = homeOf(state, seat);

  if (state.phase === 'dwellings') {
    if (state.setupQueue[0] !== seat) throw new RuleError('error.notYourTurn');
    if (state.terrain[hex] !== home) throw new RuleError('tm.err.notHome', { hex });
    placeDwelling(state, seat, hex);
    state.setupQueue = state.setupQueue.slice(1);
    return;
  }

  const turn = requireActive(state, seat);
  if (turn.ctx?.k === 'freeD') {
    // Witches' stronghold action: any free forest hex, no reach, no terraforming, no cost.
    if (state.terrain[hex] !== home) throw new RuleError('tm.err.notHome', { hex });
    turn.ctx = null;
    placeDwelling(state, seat, hex);
    return;
  }

  if (state.terrain[hex] !== home) {
    if (dig > 0) doDig(state, seat, dig);
    else if (!spadeCtx(turn)) throw new RuleError('tm.err.spades', { spades: amountText('spade', transformCost(state, seat, state.terrain[hex], home)) });
    doTransform(state, seat, hex, home);
  } else {
    if (dig > 0) throw new RuleError('tm.err.noDig');
    // A spade action whose dwelling is built is over: the Chaos Magicians' second action builds afresh.
    if (!spadeCtx(turn)?.build) {
      startAction(state, seat);
      turn.ctx = spadeContext(0, false);
    }
    reachForAction(state, seat, hex, turn);
  }
  const ctx = spadeCtx(turn) as SpadeCtx;
  if (!ctx.build) throw new RuleError('tm.err.noBuild');
  if (ctx.transformed && !ctx.home.includes(hex)) throw new RuleError('tm.err.buildTransformed', { hex });
  if (p.spades > 0) throw new RuleError('tm.err.unfinished', { what: tmText('what.spades') });
  pay(p, boardFor(p).cost.D);
  ctx.build = false;
  ctx.transforms = 0;
  placeDwelling(state, seat, hex);
}
