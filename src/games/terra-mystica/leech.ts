/**
 * Power from neighbours' builds ([seed] Macht durch Mitspielerbauten): after every dwelling and upgrade
 * in rounds 1–6, each other player with adjacent buildings is offered their strength in power, at a cost
 * of power − 1 VP, all or nothing — except what the bowls cannot absorb and what the VP cannot pay
 * (at most VP + 1). Offers are the offered players' own decisions (asynchronous, in seat order).
 * Cultists step up one cult when at least one opponent accepts, else gain 1 power if all who could
 * take power declined (facts §10.2).
 */
import type { Seat } from '../../engine/types';
import { RuleError } from '../../engine/rule-error';
import { BUILDING_STRENGTH } from '../../../data/terra-mystica/factions';
import { directNeighbors } from './adjacency';
import { addVp } from './economy';
import { gainPower, powerCapacity } from './power';
import { tmText } from './text-helpers';
import type { LeechOffer, TmState } from './types';

/** Adjacent strength per other seat around `hex` (the builder's own buildings do not count). */
export function neighbourStrength(state: TmState, builder: Seat, hex: string): Map<Seat, number> {
  const out = new Map<Seat, number>();
  for (const n of directNeighbors(state, hex)) {
    const b = state.buildings[n];
    if (b && b.seat !== builder) out.set(b.seat, (out.get(b.seat) ?? 0) + BUILDING_STRENGTH[b.kind]);
  }
  return out;
}

/** Records the offers of one build, clockwise from the builder. */
export function createOffers(state: TmState, builder: Seat, hex: string): void {
  if (state.round < 1) return;
  const strength = neighbourStrength(state, builder, hex);
  if (strength.size === 0) return;
  const event = state.nextId++;
  const cultists = state.players[builder].faction === 'cultists';
  let open = 0;
  for (let i = 1; i < state.seats; i++) {
    const seat = (builder + i) % state.seats;
    const amount = strength.get(seat);
    // A dropped seat gets no offer and does not count for the Cultists (snellman skips dropped factions).
    if (!amount || state.players[seat].dropped) continue;
    const actual = Math.min(amount, powerCapacity(state.players[seat]));
    state.leech.push({ id: state.nextId++, seat, from: builder, amount, actual, event, tainted: false });
    if (actual > 0) open++;
  }
  if (cultists) state.cultistEvents.push({ event, open, declined: 0, gained: false });
}

export function offersOf(state: TmState, seat: Seat): LeechOffer[] {
  return state.leech.filter((o) => o.seat === seat);
}

/** Power the offer would give now: the offered amount capped by the bowls and by VP + 1. */
export function offerValue(state: TmState, offer: LeechOffer): number {
  const p = state.players[offer.seat];
  return Math.min(offer.amount, powerCapacity(p), p.vp + 1);
}

function cultistEvent(state: TmState, offer: LeechOffer) {
  return state.cultistEvents.find((e) => e.event === offer.event);
}

/** An offer with power in it was resolved without acceptance; the last such decline pays the Cultists. */
function resolvedWithoutGain(state: TmState, offer: LeechOffer): void {
  if (!offer.actual) return;
  const ev = cultistEvent(state, offer);
  if (!ev) return;
  ev.open--;
  if (ev.open > 0 || ev.declined === 0 || !state.rules.cultistPower) return;
  gainPower(state.players[offer.from], 1);
  state.events.push(tmText('ev.cultistPower'));
}

function removeOffer(state: TmState, offer: LeechOffer): void {
  state.leech = state.leech.filter((o) => o.id !== offer.id);
  state.cultistEvents = state.cultistEvents.filter((e) => state.leech.some((o) => o.event === e.event));
}

export function declineOffer(state: TmState, offer: LeechOffer): void {
  const ev = cultistEvent(state, offer);
  if (ev) ev.declined++;
  resolvedWithoutGain(state, offer);
  removeOffer(state, offer);
}

/** Accepts an offer; `n` is the amount named (the offer or its capped value). Returns the power gained. */
export function acceptOffer(state: TmState, offer: LeechOffer, n?: number): number {
  const p = state.players[offer.seat];
  if (offer.tainted && state.rules.strictLeech) throw new RuleError('tm.err.leechAfterConvert');
  const named = n ?? offer.amount;
  if (named !== offer.amount && named !== offer.actual) throw new RuleError('tm.err.leechAmount', { n: named });
  const gained = gainPower(p, Math.min(named, p.vp + 1));
  if (gained > 0) addVp(p, -(gained - 1), 'leech');
  const ev = cultistEvent(state, offer);
  if (ev && offer.actual > 0 && !ev.gained) {
    ev.gained = true;
    // Dropped Cultists never place the step (snellman asks nothing of a dropped faction).
    if (!state.players[offer.from].dropped) state.players[offer.from].pendingCult++;
    state.events.push(tmText('ev.cultistStep'));
  }
  removeOffer(state, offer);
  // The bowls filled up: the player's other offers shrink to what still fits.
  const capacity = powerCapacity(p);
  for (const other of offersOf(state, offer.seat)) {
    if (capacity === 0 && other.actual > 0) resolvedWithoutGain(state, other);
    other.actual = Math.min(other.actual, capacity);
  }
  return gained;
}

/** Taking a full action declines every open offer of that player. */
export function declineAll(state: TmState, seat: Seat): void {
  for (const offer of offersOf(state, seat)) declineOffer(state, offer);
}

/**
 * A seat leaving the game: its open offers vanish unanswered. Like snellman's dismissal, this is not a decline, so an
 * event of the Cultists it was part of can no longer pay their power for all declining.
 */
export function dropOffersTo(state: TmState, seat: Seat): void {
  for (const offer of offersOf(state, seat)) removeOffer(state, offer);
}
