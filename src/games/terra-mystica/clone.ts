/**
 * The working copy `apply` changes. Written out field by field: object literals keep V8's fast property layout
 * (a generic copy that adds keys one by one leaves big objects in slow dictionary mode, which made every later read
 * of the state slow too), and the parts typed readonly — the three board maps, the bridges, the players' VP sources,
 * tiles, used actions and held cult tracks, the queues and orders — are shared with the input instead of copied: only
 * a write that replaces them compiles. The input is never changed.
 */
import type { ActionContext, PlayerState, TmState, TurnState } from './types';

function clonePlayer(p: PlayerState): PlayerState {
  const copy: PlayerState = {
    faction: p.faction,
    c: p.c,
    w: p.w,
    p: p.p,
    vp: p.vp,
    vpBy: p.vpBy,
    bowls: [p.bowls[0], p.bowls[1], p.bowls[2]],
    cults: [p.cults[0], p.cults[1], p.cults[2], p.cults[3]],
    keys: p.keys,
    shipping: p.shipping,
    dig: p.dig,
    carpetRange: p.carpetRange,
    favors: p.favors,
    towns: p.towns,
    bonus: p.bonus,
    bridgesLeft: p.bridgesLeft,
    priestsOnCults: p.priestsOnCults,
    passed: p.passed,
    usedActions: p.usedActions,
    spades: p.spades,
    boughtSpades: p.boughtSpades,
    pendingFavors: p.pendingFavors,
    pendingTowns: p.pendingTowns,
    pendingCult: p.pendingCult,
    pendingCultSameTrack: p.pendingCultSameTrack,
    darklingConvert: p.darklingConvert,
    cultBlocked: p.cultBlocked,
  };
  // Optional fields stay absent when absent, so the copy equals its JSON round trip.
  if (p.offerRules !== undefined) copy.offerRules = { ...p.offerRules };
  if (p.dropped !== undefined) copy.dropped = p.dropped;
  return copy;
}

function cloneContext(ctx: ActionContext | null): ActionContext | null {
  if (ctx === null || ctx.k !== 'spade') return ctx === null ? null : { ...ctx };
  return { ...ctx, home: ctx.home.slice() };
}

function cloneTurn(turn: TurnState | null): TurnState | null {
  if (turn === null) return null;
  return { seat: turn.seat, actions: turn.actions, acted: turn.acted, ctx: cloneContext(turn.ctx), teleportTo: turn.teleportTo };
}

export function cloneState(s: TmState): TmState {
  return {
    v: s.v,
    rules: s.rules,
    seats: s.seats,
    rng: { s: s.rng.s },
    phase: s.phase,
    round: s.round,
    scoring: s.scoring,
    bonusPool: { ...s.bonusPool },
    favorPool: { ...s.favorPool },
    townPool: { ...s.townPool },
    townsFounded: s.townsFounded,
    players: s.players.map(clonePlayer),
    terrain: s.terrain,
    buildings: s.buildings,
    bridges: s.bridges,
    townOf: s.townOf,
    mermaidRivers: s.mermaidRivers,
    cultSpaces: { FIRE: s.cultSpaces.FIRE.slice(), WATER: s.cultSpaces.WATER.slice(), EARTH: s.cultSpaces.EARTH.slice(), AIR: s.cultSpaces.AIR.slice() },
    powerActionsUsed: s.powerActionsUsed,
    setupQueue: s.setupQueue,
    order: s.order,
    passOrder: s.passOrder,
    active: s.active,
    turn: cloneTurn(s.turn),
    leech: s.leech.map((o) => ({ ...o })),
    cultistEvents: s.cultistEvents.map((e) => ({ ...e })),
    nextId: s.nextId,
    events: s.events.slice(),
  };
}
