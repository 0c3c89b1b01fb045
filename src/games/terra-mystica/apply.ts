/**
 * Applies one move to a copy of the state. Every rule check throws a RuleError; the caller's state is
 * never touched.
 */
import type { Seat } from '../../engine/types';
import { RuleError } from '../../engine/rule-error';
import {
  DIG_ADVANCE_VP,
  ENGINEERS_BRIDGE_COST,
  POWER_ACTIONS,
  SHIPPING_COST,
  STRONGHOLD_ACTION,
  type ActionId,
  type PowerActionId,
} from '../../../data/terra-mystica/actions';
import { FACTIONS, type FactionId } from '../../../data/terra-mystica/factions';
import { STARTER_DWELLINGS, STARTER_FACTIONS } from '../../../data/terra-mystica/setup';
import { CULTS, CULT_SPACES, FAVOR_IDS, FAVOR_TILES, TOWN_IDS, TOWN_TILES, type BonusId, type Cult, type FavorId, type TownId } from '../../../data/terra-mystica/tiles';
import { boardOfState, riverBanks } from './adjacency';
import { cloneState } from './clone';
import { doUpgrade, gainShippingLevel } from './buildings';
import { advanceCult, unblockCults } from './cults';
import { addVp, boardFor, gainIncome, gainPriests, gainSpades, hasBuilding, pay, scoreEvent } from './economy';
import { advance, dwellingQueue, endTurn, playingSeats, startRound } from './flow';
import { acceptOffer, declineOffer, dropOffersTo, offersOf } from './leech';
import { forgetLegal } from './legal-memo';
import { setOfferRules } from './offer-rules';
import { burnPower, spendPower } from './power';
import { passVp } from './scoring';
import { initFaction } from './setup';
import { doBuild, doDig, doTransform } from './terraform';
import { detectTownFrom, detectTownsEverywhere } from './towns';
import { obligations, requireActive, spadeContext, startAction } from './turn';
import { tmText } from './text-helpers';
import type { Resource, TmMove, TmState } from './types';

/** Units of the first resource for one of the second (a table by both: the legal scans ask it for every pair). */
const CONVERSIONS: Partial<Record<Resource, Partial<Record<Resource, number>>>> = { PW: { C: 1, W: 3, P: 5 }, W: { C: 1 }, P: { W: 1, C: 1 } };

/** Units of `from` needed for one `to`, or null when the player may not convert that way now. */
export function conversionRate(state: TmState, seat: Seat, from: Resource, to: Resource): number | null {
  const p = state.players[seat];
  if (p.faction === 'alchemists') {
    if (from === 'VP' && to === 'C') return 1;
    if (from === 'C' && to === 'VP') return 2;
  }
  if (from === 'W' && to === 'P' && p.darklingConvert > 0) return 1;
  return CONVERSIONS[from]?.[to] ?? null;
}

function doConvert(state: TmState, seat: Seat, from: Resource, to: Resource, n: number): void {
  requireActive(state, seat);
  if (!Number.isInteger(n) || n < 1) throw new RuleError('error.unknownMove');
  const rate = conversionRate(state, seat, from, to);
  if (rate === null) throw new RuleError('tm.err.convert');
  const p = state.players[seat];
  for (const offer of offersOf(state, seat)) offer.tainted = true;
  const cost = rate * n;
  if (from === 'W' && to === 'P' && p.darklingConvert > 0) {
    if (n > p.darklingConvert) throw new RuleError('tm.err.convert');
    p.darklingConvert = 0;
  }
  if (from === 'PW') spendPower(p, cost);
  else if (from === 'VP') addVp(p, -cost, 'convert');
  else pay(p, { [from.toLowerCase()]: cost });
  if (to === 'VP') addVp(p, n, 'convert');
  else if (to === 'P') gainPriests(p, n);
  else gainIncome(p, { [to.toLowerCase()]: n });
}

function doSend(state: TmState, seat: Seat, cult: Cult, space?: number): void {
  startAction(state, seat);
  const p = state.players[seat];
  if (p.p < 1) throw new RuleError('tm.err.afford');
  const spaces = state.cultSpaces[cult];
  let index = -1;
  if (space !== 1) {
    index = spaces.findIndex((s, i) => s === null && (space === undefined || CULT_SPACES[i] === space));
    if (index < 0 && space !== undefined) throw new RuleError('tm.err.cultSpace', { n: space });
  }
  p.p--;
  let steps = 1;
  if (index >= 0) {
    spaces[index] = seat;
    p.priestsOnCults++;
    steps = CULT_SPACES[index];
  }
  advanceCult(state, seat, cult, steps);
}

function doAdvance(state: TmState, seat: Seat, track: 'ship' | 'dig'): void {
  startAction(state, seat);
  const p = state.players[seat];
  const board = boardFor(p);
  if (track === 'ship') {
    if (!board.shipping || p.shipping >= board.shipping.max) throw new RuleError('tm.err.trackMax');
    pay(p, SHIPPING_COST);
    gainShippingLevel(state, seat);
  } else {
    if (!board.dig || p.dig >= board.dig.max) throw new RuleError('tm.err.trackMax');
    pay(p, board.dig.advanceCost);
    p.dig++;
    addVp(p, DIG_ADVANCE_VP, 'track');
  }
}

/** Whether `seat` owns the special action `id` and may use it this round. */
export function specialActionAvailable(state: TmState, seat: Seat, id: ActionId): boolean {
  const p = state.players[seat];
  if (id === 'ACTE') return p.faction === 'engineers';
  if (p.usedActions.includes(id)) return false;
  if (id === 'BON1' || id === 'BON2') return p.bonus === id;
  if (id === 'FAV6') return p.favors.includes('FAV6');
  const faction = p.faction as FactionId;
  return STRONGHOLD_ACTION[faction] === id && hasBuilding(state, seat, 'SH');
}

function doAction(state: TmState, seat: Seat, id: ActionId, burn = 0): void {
  const turn = requireActive(state, seat);
  const p = state.players[seat];
  if (burn > 0) burnPower(p, burn);
  if (id in POWER_ACTIONS) {
    const action = POWER_ACTIONS[id as PowerActionId];
    if (state.powerActionsUsed.includes(action.id)) throw new RuleError('tm.err.actionTaken');
    if (action.effect === 'bridge' && p.bridgesLeft < 1) throw new RuleError('tm.err.noBridges');
    startAction(state, seat);
    spendPower(p, action.power);
    state.powerActionsUsed = [...state.powerActionsUsed, action.id];
    switch (action.effect) {
      case 'bridge':
        turn.ctx = { k: 'bridge' };
        break;
      case 'priest':
        gainPriests(p, 1);
        break;
      case 'workers':
        p.w += 2;
        break;
      case 'coins':
        p.c += 7;
        break;
      case 'spade1':
        gainSpades(state, seat, 1);
        turn.ctx = spadeContext(1, true);
        break;
      case 'spade2':
        gainSpades(state, seat, 2);
        turn.ctx = spadeContext(2, true);
        break;
    }
    return;
  }
  if (!specialActionAvailable(state, seat, id)) throw new RuleError('tm.err.noSpecial', { action: tmText(`action.${id}`) });
  if (id === 'ACTE' && p.bridgesLeft < 1) throw new RuleError('tm.err.noBridges');
  startAction(state, seat);
  if (id !== 'ACTE') p.usedActions = [...p.usedActions, id];
  switch (id) {
    case 'ACTE':
      pay(p, ENGINEERS_BRIDGE_COST);
      turn.ctx = { k: 'bridge' };
      break;
    case 'BON1':
      gainSpades(state, seat, 1);
      turn.ctx = spadeContext(1, true);
      break;
    case 'ACTG':
      gainSpades(state, seat, 2);
      turn.ctx = spadeContext(1, true);
      break;
    case 'ACTN':
      turn.ctx = spadeContext(1, false, { sandstorm: true });
      break;
    case 'BON2':
    case 'FAV6':
      p.pendingCult += 1;
      break;
    case 'ACTA':
      p.pendingCult += 2;
      p.pendingCultSameTrack = true;
      break;
    case 'ACTC':
      turn.actions += 2;
      break;
    case 'ACTS':
      turn.ctx = { k: 'freeTP' };
      break;
    case 'ACTW':
      turn.ctx = { k: 'freeD' };
      break;
  }
}

function doBridge(state: TmState, seat: Seat, a: string, b: string): void {
  const turn = requireActive(state, seat);
  if (turn.ctx?.k !== 'bridge') throw new RuleError('tm.err.noBridgeAction');
  const p = state.players[seat];
  const board = boardOfState(state);
  if (!board.bridgeable[a]?.includes(b)) throw new RuleError('tm.err.bridgeSpot', { a, b });
  if (state.bridges.some((x) => (x.a === a && x.b === b) || (x.a === b && x.b === a))) throw new RuleError('tm.err.bridgeSpot', { a, b });
  if (state.buildings[a]?.seat !== seat && state.buildings[b]?.seat !== seat) throw new RuleError('tm.err.bridgeOwn');
  if (p.bridgesLeft < 1) throw new RuleError('tm.err.noBridges');
  p.bridgesLeft--;
  state.bridges = [...state.bridges, { a, b, seat }];
  turn.ctx = null;
  detectTownFrom(state, seat, a);
  detectTownFrom(state, seat, b);
}

function doConnect(state: TmState, seat: Seat, river: string): void {
  requireActive(state, seat);
  if (state.players[seat].faction !== 'mermaids') throw new RuleError('tm.err.connect');
  const board = boardOfState(state);
  if (!board.cells[river]?.river || state.mermaidRivers.includes(river)) throw new RuleError('tm.err.connect');
  state.mermaidRivers = [...state.mermaidRivers, river];
  let founded = 0;
  for (const hex of riverBanks(state, river)) if (detectTownFrom(state, seat, hex)) founded++;
  if (founded === 0) throw new RuleError('tm.err.connect');
}

function doPass(state: TmState, seat: Seat, bonus?: BonusId): void {
  const p = state.players[seat];
  if (state.phase === 'bonus') {
    if (state.setupQueue[0] !== seat) throw new RuleError('error.notYourTurn');
    if (!bonus || state.bonusPool[bonus] === undefined) throw new RuleError('tm.err.bonus');
    p.bonus = bonus;
    p.c += state.bonusPool[bonus] ?? 0;
    delete state.bonusPool[bonus];
    state.setupQueue = state.setupQueue.slice(1);
    if (state.setupQueue.length === 0) startRound(state);
    return;
  }
  const open = obligations(state, seat);
  if (open.length > 0) throw new RuleError('tm.err.unfinished', { what: tmText(`what.${open[0]}`) });
  const turn = startAction(state, seat);
  turn.actions = 0;
  if (state.round < 6 && (!bonus || state.bonusPool[bonus] === undefined)) throw new RuleError('tm.err.bonus');
  if (state.round === 6 && bonus) throw new RuleError('tm.err.bonusLastRound');
  const vp = passVp(state, seat);
  addVp(p, vp.bonus, 'bonus');
  addVp(p, vp.favor, 'favor');
  addVp(p, vp.faction, 'faction');
  const old = p.bonus;
  p.bonus = null;
  if (bonus) {
    p.bonus = bonus;
    p.c += state.bonusPool[bonus] ?? 0;
    delete state.bonusPool[bonus];
  }
  if (old) state.bonusPool[old] = 0;
  p.passed = true;
  state.passOrder = [...state.passOrder, seat];
  endTurn(state);
}

function doFavor(state: TmState, seat: Seat, tile: FavorId): void {
  const p = state.players[seat];
  if (p.pendingFavors < 1) throw new RuleError('tm.err.noFavor');
  if (!(state.favorPool[tile] ?? 0) || p.favors.includes(tile)) throw new RuleError('tm.err.favorTile', { tile: tmText(`tile.${tile}`) });
  state.favorPool[tile] = (state.favorPool[tile] ?? 0) - 1;
  p.favors = [...p.favors, tile];
  p.pendingFavors--;
  const fav = FAVOR_TILES[tile];
  advanceCult(state, seat, fav.cult, fav.steps);
  if (fav.townPower) detectTownsEverywhere(state, seat);
}

function doTown(state: TmState, seat: Seat, tile: TownId, skip: readonly Cult[] = []): void {
  const p = state.players[seat];
  if (p.pendingTowns < 1) throw new RuleError('tm.err.noTown');
  if (!(state.townPool[tile] ?? 0)) throw new RuleError('tm.err.townTile', { tile: tmText(`tile.${tile}`) });
  state.townPool[tile] = (state.townPool[tile] ?? 0) - 1;
  p.towns = [...p.towns, tile];
  p.pendingTowns--;
  const town = TOWN_TILES[tile];
  p.keys += town.keys;
  unblockCults(state, seat);
  addVp(p, town.vp, 'town');
  gainIncome(p, town.gain);
  if (town.cultSteps) {
    for (const cult of CULTS) {
      const held = skip.includes(cult) && p.cults[CULTS.indexOf(cult)] + town.cultSteps >= 10;
      advanceCult(state, seat, cult, held ? Math.max(0, 9 - p.cults[CULTS.indexOf(cult)]) : town.cultSteps);
    }
  }
  if (town.shipping) {
    if (p.faction === 'fakirs') p.carpetRange = Math.min(4, p.carpetRange + 1);
    else gainShippingLevel(state, seat);
  }
  scoreEvent(state, seat, 'town');
  if (p.faction === 'witches') addVp(p, 5, 'faction');
  if (p.faction === 'swarmlings') p.w += 3;
}

function doCult(state: TmState, seat: Seat, cult: Cult, n: number): void {
  const p = state.players[seat];
  if (!Number.isInteger(n) || n < 1 || n > p.pendingCult) throw new RuleError('tm.err.noCult');
  if (p.pendingCultSameTrack && n !== p.pendingCult) throw new RuleError('tm.err.sameTrack');
  advanceCult(state, seat, cult, n);
  p.pendingCult -= n;
  if (p.pendingCult === 0) p.pendingCultSameTrack = false;
}

function doForfeit(state: TmState, seat: Seat): void {
  const p = state.players[seat];
  // A town or favor owed when no tile is left to take is lost.
  if (p.pendingTowns > 0 && !TOWN_IDS.some((id) => (state.townPool[id] ?? 0) > 0)) {
    p.pendingTowns = 0;
    return;
  }
  if (p.pendingFavors > 0 && !FAVOR_IDS.some((id) => (state.favorPool[id] ?? 0) > 0 && !p.favors.includes(id))) {
    p.pendingFavors = 0;
    return;
  }
  if (state.phase === 'cultSpades') {
    if (state.setupQueue[0] !== seat || p.spades < 1) throw new RuleError('error.notYourTurn');
    p.spades = 0;
    return;
  }
  const turn = requireActive(state, seat);
  const ctx = turn.ctx;
  if (p.spades > 0 && p.boughtSpades === 0) {
    p.spades = 0;
    if (ctx?.k === 'spade') ctx.transforms = 0;
    return;
  }
  if (ctx && (ctx.k === 'freeD' || ctx.k === 'freeTP' || (ctx.k === 'spade' && ctx.sandstorm && ctx.transforms > 0))) {
    turn.ctx = null;
    return;
  }
  throw new RuleError('tm.err.nothingToForfeit');
}

function doDone(state: TmState, seat: Seat): void {
  const turn = requireActive(state, seat);
  if (!turn.acted || turn.actions > 0) throw new RuleError('tm.err.oneAction');
  const open = obligations(state, seat);
  if (open.length > 0) throw new RuleError('tm.err.unfinished', { what: tmText(`what.${open[0]}`) });
  endTurn(state);
}

/** Factions still allowed: one per terrain colour; the starter game's fixed set. */
export function factionChoices(state: TmState): FactionId[] {
  const taken = state.players.map((p) => p.faction).filter((f): f is FactionId => f !== null);
  const takenHomes = taken.map((f) => FACTIONS[f].home);
  const pool = state.rules.starter ? [...STARTER_FACTIONS[state.seats]] : (Object.keys(FACTIONS) as FactionId[]);
  return pool.filter((f) => !taken.includes(f) && !takenHomes.includes(FACTIONS[f].home));
}

function doFaction(state: TmState, seat: Seat, faction: FactionId): void {
  if (state.phase !== 'factions' || state.setupQueue[0] !== seat) throw new RuleError('error.notYourTurn');
  if (!factionChoices(state).includes(faction)) throw new RuleError('tm.err.faction', { faction: tmText(`faction.${faction}`) });
  initFaction(state, seat, faction);
  state.setupQueue = state.setupQueue.slice(1);
  if (state.setupQueue.length > 0) return;
  afterFactions(state);
}

/** All factions chosen (or their seats dropped): the starter game's dwellings, else the dwelling round. */
function afterFactions(state: TmState): void {
  // The starter game's printed dwellings belong to the base board; on Fjords/Lakes they are placed as usual.
  if (state.rules.starter && state.rules.map === 'base') {
    const buildings = { ...state.buildings };
    for (const s of state.order) {
      for (const hex of STARTER_DWELLINGS[state.players[s].faction as FactionId] ?? []) buildings[hex] = { seat: s, kind: 'D' };
    }
    state.buildings = buildings;
    state.phase = 'bonus';
    state.setupQueue = playingSeats(state, state.order).reverse();
  } else {
    state.phase = 'dwellings';
    state.setupQueue = dwellingQueue(state);
  }
  // Every seat dropped: nothing to place, the rounds run by themselves.
  if (state.setupQueue.length === 0) {
    if (state.phase === 'dwellings') toBonusStep(state);
    else startRound(state);
  }
}

function doLeech(state: TmState, seat: Seat, id: number, accept: boolean, n?: number): void {
  const offer = state.leech.find((o) => o.id === id && o.seat === seat);
  if (!offer) throw new RuleError('tm.err.noOffer');
  if (accept) acceptOffer(state, offer, n);
  else declineOffer(state, offer);
}

function toBonusStep(state: TmState): void {
  state.phase = 'bonus';
  state.setupQueue = playingSeats(state, state.order).reverse();
  if (state.setupQueue.length === 0) startRound(state);
}

/**
 * snellman's drop-faction: the seat takes no more turns, set-up steps or decisions (its open offers and pending
 * tiles and steps lapse, an action in progress ends its turn), returns its bonus tile, keeps its VP, buildings and
 * income, and is scored at the end with the others.
 */
function dropSeat(state: TmState, seat: Seat): void {
  const p = state.players[seat];
  if (!canDrop(state, seat)) throw new RuleError('tm.err.cannotDrop');
  p.dropped = true;
  dropOffersTo(state, seat);
  p.pendingCult = 0;
  p.pendingCultSameTrack = false;
  p.pendingFavors = 0;
  p.pendingTowns = 0;
  p.spades = 0;
  p.boughtSpades = 0;
  p.darklingConvert = 0;
  if (p.bonus) state.bonusPool[p.bonus] = 0;
  p.bonus = null;
  state.setupQueue = state.setupQueue.filter((s) => s !== seat);
  if (state.phase === 'factions' && state.setupQueue.length === 0) afterFactions(state);
  else if (state.phase === 'dwellings' && state.setupQueue.length === 0) toBonusStep(state);
  else if (state.phase === 'bonus' && state.setupQueue.length === 0) startRound(state);
  if (state.turn?.seat === seat) endTurn(state);
}

/**
 * A seat can leave until the end. Before choosing a faction it stays without one (snellman's `drop-faction playerN`
 * dummy): no buildings, income or VP.
 */
export function canDrop(state: TmState, seat: Seat): boolean {
  const p = state.players[seat];
  return Boolean(p) && !p.dropped && state.phase !== 'end';
}

export function applyMove(input: TmState, seat: Seat, move: TmMove): TmState {
  if (!Number.isInteger(seat) || seat < 0 || seat >= input.seats) throw new RuleError('error.notYourTurn');
  const state = cloneState(input);
  state.events = [];
  applyRules(state, seat, move);
  return state;
}

/**
 * applyMove without the copy, for a caller that owns `state` and drops it for the result (a random playout, the log
 * importer): the move changes `state` itself, which is returned. Nothing else may hold the state or its parts; a
 * refused move leaves it half changed, so only a caller that gives up on a refusal may use this. The same rules run
 * as in applyMove (apply-owned.test.ts compares the two over seeded games).
 */
export function applyOwnedMove(state: TmState, seat: Seat, move: TmMove): TmState {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats) throw new RuleError('error.notYourTurn');
  // The choice tree and legal lists worked out for the state before the move no longer hold.
  forgetLegal(state);
  state.events = [];
  applyRules(state, seat, move);
  return state;
}

/** The rules of one move, on the working copy. */
function applyRules(state: TmState, seat: Seat, move: TmMove): void {
  switch (move.t) {
    case 'faction':
      doFaction(state, seat, move.faction);
      break;
    case 'convert':
      doConvert(state, seat, move.from, move.to, move.n);
      break;
    case 'burn':
      requireActive(state, seat);
      burnPower(state.players[seat], move.n);
      break;
    case 'dig':
      doDig(state, seat, move.n);
      break;
    case 'transform':
      doTransform(state, seat, move.hex, move.to, move.dig ?? 0);
      break;
    case 'build':
      doBuild(state, seat, move.hex, move.dig ?? 0);
      if (state.phase === 'dwellings' && state.setupQueue.length === 0) toBonusStep(state);
      break;
    case 'upgrade':
      doUpgrade(state, seat, move.hex, move.to);
      break;
    case 'send':
      doSend(state, seat, move.cult, move.space);
      break;
    case 'advance':
      doAdvance(state, seat, move.track);
      break;
    case 'action':
      doAction(state, seat, move.id, move.burn ?? 0);
      break;
    case 'bridge':
      doBridge(state, seat, move.a, move.b);
      break;
    case 'connect':
      doConnect(state, seat, move.river);
      break;
    case 'pass':
      doPass(state, seat, move.bonus);
      break;
    case 'favor':
      doFavor(state, seat, move.tile);
      break;
    case 'town':
      doTown(state, seat, move.tile, move.skip);
      break;
    case 'cult':
      doCult(state, seat, move.cult, move.n);
      break;
    case 'leech':
      doLeech(state, seat, move.offer, move.accept, move.n);
      break;
    case 'forfeit':
      doForfeit(state, seat);
      break;
    case 'done':
      doDone(state, seat);
      break;
    case 'offerRules':
      setOfferRules(state, seat, move.rules);
      break;
    case 'drop':
      dropSeat(state, seat);
      break;
    default:
      throw new RuleError('error.unknownMove');
  }
  advance(state);
}

