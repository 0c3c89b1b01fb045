/**
 * Automatic answers to power offers ([seed] Automatisches Nehmen von Macht durch Mitspielerbauten):
 * the seed's fixed rules plus each player's own thresholds. Everything here is pure; the bot applies
 * what `automaticOffer` returns, one move at a time, and asks the player when it returns null.
 */
import type { Seat } from '../../engine/types';
import { RuleError } from '../../engine/rule-error';
import {
  DEFAULT_OFFER_RULES,
  LAST_CULT_CHOICES,
  OFFER_THRESHOLD_VALUES,
  type OfferRules,
  type OfferThreshold,
} from '../../../data/terra-mystica/offer-rules';
import { offerValue } from './leech';
import { powerCapacity } from './power';
import { nextRoundPower } from './scoring';
import type { LeechOffer, PlayerState, TmMove, TmState } from './types';

export const offerRulesOf = (p: PlayerState): OfferRules => p.offerRules ?? DEFAULT_OFFER_RULES;

/** Settings change only on one's own turn ([seed]: "nur während des eigenen Zuges"). */
export function canEditOfferRules(state: TmState, seat: Seat): boolean {
  return state.phase === 'actions' && state.turn?.seat === seat;
}

/** Each take threshold with the decline threshold it pairs with. */
const PAIRS: [take: 'take' | 'cultTake', decline: 'decline' | 'cultDecline'][] = [
  ['take', 'decline'],
  ['cultTake', 'cultDecline'],
];

/** A take threshold reaching a decline threshold (other than "never") would leave the decline partly without effect. */
export function overlappingPair(rules: OfferRules): [take: 'take' | 'cultTake', decline: 'decline' | 'cultDecline'] | null {
  return PAIRS.find(([take, decline]) => rules[decline] > 0 && rules[take] >= rules[decline]) ?? null;
}

/**
 * `rules` with `key` set to `n`; when that makes its pair overlap, the partner moves just out of the way (a decline
 * just above the new take, or "never" above the highest; a take just below the new decline) — the player's newest choice wins.
 */
export function withThreshold(rules: OfferRules, key: OfferThreshold, n: number): OfferRules {
  const next: OfferRules = { ...rules, [key]: n };
  const pair = overlappingPair(next);
  if (!pair) return next;
  const [take, decline] = pair;
  if (key === take) {
    next[decline] = OFFER_THRESHOLD_VALUES[decline].find((v) => v > n) ?? 0;
  } else {
    next[take] = [...OFFER_THRESHOLD_VALUES[take]].reverse().find((v) => v < n) ?? OFFER_THRESHOLD_VALUES[take][0];
  }
  return next;
}

export function setOfferRules(state: TmState, seat: Seat, rules: OfferRules): void {
  if (!canEditOfferRules(state, seat)) throw new RuleError('tm.err.offerRulesTurn');
  const thresholds = Object.keys(OFFER_THRESHOLD_VALUES) as OfferThreshold[];
  const valid =
    typeof rules === 'object' &&
    rules !== null &&
    thresholds.every((key) => OFFER_THRESHOLD_VALUES[key].includes(rules[key])) &&
    LAST_CULT_CHOICES.includes(rules.lastCult);
  if (!valid) throw new RuleError('tm.err.offerRules');
  const overlap = overlappingPair(rules);
  if (overlap) {
    const [take, decline] = overlap;
    throw new RuleError('tm.err.offerOverlap', { take: rules[take], decline: rules[decline] });
  }
  // Copy only the known fields: the state stays plain JSON of a known shape.
  state.players[seat].offerRules = {
    take: rules.take,
    decline: rules.decline,
    cultTake: rules.cultTake,
    cultDecline: rules.cultDecline,
    lastCult: rules.lastCult,
  };
}

/** The builder is the Cultists and nobody has taken power from this build yet (taking gives them a cult step). */
export function cultistsWouldGain(state: TmState, offer: LeechOffer): boolean {
  if (state.players[offer.from].faction !== 'cultists') return false;
  const event = state.cultistEvents.find((e) => e.event === offer.event);
  return !!event && !event.gained;
}

/** Which rule settled an offer (for tests and the log). */
export type OfferRule =
  | 'empty'
  | 'tainted'
  | 'free'
  | 'lastCult'
  | 'lastRoundVp'
  | 'incomeFull'
  | 'take'
  | 'decline';

export interface OfferDecision {
  accept: boolean;
  rule: OfferRule;
}

/**
 * The automatic answer to one offer, or null when the player must be asked. The seed's "always"
 * rules come first, in its order; then the special case of the last round; then the thresholds
 * (take before decline).
 */
export function offerDecision(state: TmState, offer: LeechOffer): OfferDecision | null {
  const p = state.players[offer.seat];
  const value = offerValue(state, offer);
  // Only declining is possible: nothing fits in the bowls, or the player converted first under strict-leech.
  if (value === 0) return { accept: false, rule: 'empty' };
  if (offer.tainted && state.rules.strictLeech) return { accept: false, rule: 'tainted' };
  const cultCase = cultistsWouldGain(state, offer);
  if (value === 1 && !cultCase) return { accept: true, rule: 'free' };
  const rules = offerRulesOf(p);
  const lastRoundPassed = state.round === 6 && p.passed;
  if (lastRoundPassed && cultCase && value === 1) {
    return rules.lastCult === 'ask' ? null : { accept: rules.lastCult === 'accept', rule: 'lastCult' };
  }
  if (lastRoundPassed && value > 1) return { accept: false, rule: 'lastRoundVp' };
  const income = nextRoundPower(state, offer.seat);
  const capacity = powerCapacity(p);
  if (p.passed && state.players[offer.from].faction !== 'cultists' && capacity <= income) return { accept: false, rule: 'incomeFull' };
  const take = cultCase ? rules.cultTake : rules.take;
  const decline = cultCase ? rules.cultDecline : rules.decline;
  // After passing, the power must leave room for everything next round brings (else income is lost).
  if (value <= take && (!p.passed || capacity - value >= income)) return { accept: true, rule: 'take' };
  if (decline > 0 && value >= decline) return { accept: false, rule: 'decline' };
  return null;
}

/** The leech move answering `offer` as decided. */
export function leechMove(offer: LeechOffer, accept: boolean): TmMove {
  return accept ? { t: 'leech', offer: offer.id, accept: true, n: offer.amount } : { t: 'leech', offer: offer.id, accept: false };
}

/**
 * The next offer the rules settle by themselves. Each seat's offers are answered in the order the
 * engine asks them (its first open offer only: the answer may change what the next one is worth).
 */
export function automaticOffer(state: TmState): { seat: Seat; move: TmMove } | null {
  if (state.phase !== 'actions') return null;
  const asked = new Set<Seat>();
  for (const offer of state.leech) {
    if (asked.has(offer.seat)) continue;
    asked.add(offer.seat);
    const decision = offerDecision(state, offer);
    if (decision) return { seat: offer.seat, move: leechMove(offer, decision.accept) };
  }
  return null;
}
