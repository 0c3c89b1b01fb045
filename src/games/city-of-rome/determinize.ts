/**
 * A state the seat cannot tell apart from the real one, for computer players (engine contract: determinize).
 * Hidden from a seat: the order of every draw pile and of the strips below the top one, the others' hand cards that
 * nobody has seen (`known` are public), another seat's school draw and draft packet, and the PRNG. Each pile is dealt
 * anew from its own contents; the unseen cards in others' hands, schools and packets from their common pool.
 */
import { redeal, reseeded, withoutKnown } from '../../engine/redeal';
import type { RngState } from '../../engine/rng';
import type { Seat } from '../../engine/types';
import { cloneState, influenceValue, type CorState, type DeckEntry, type StackedStrip } from './types';
import type { CorDeckId } from './view';

const stripKey = (strip: StackedStrip): string => `${strip.id}/${strip.flipped ? 1 : 0}`;

export function determinize(state: CorState, seat: Seat, rng: RngState): CorState {
  const next = cloneState(state);
  for (const id of Object.keys(next.decks).sort() as CorDeckId[]) {
    const pile = next.decks[id];
    if (pile) next.decks[id] = keepInfluenceOrder(pile, redeal(rng, [pile])[0]);
  }
  if (next.strips.length > 2) {
    const [below] = redeal(rng, [next.strips.slice(1)], stripKey);
    next.strips = [next.strips[0], ...below];
  }
  const others = next.players.filter((p) => p.seat !== seat);
  const splits = others.map((p) => withoutKnown(p.hand, p.known));
  const places: string[][] = splits.map((split) => split.unknown);
  const school = next.school && next.school.seat !== seat ? next.school : null;
  const draft = next.draft && next.draft.holder !== seat ? next.draft : null;
  if (school) places.push(school.drawn);
  if (draft) places.push(draft.packet);
  const dealt = redeal(rng, places);
  others.forEach((p, index) => (p.hand = [...splits[index].kept, ...dealt[index]]));
  if (school) school.drawn = dealt[others.length];
  if (draft) draft.packet = dealt[others.length + (school ? 1 : 0)];
  next.rng = reseeded(rng);
  return next;
}

/** The view lists the influence cards of deck I in pile order: the deal keeps that order (their places are hidden). */
function keepInfluenceOrder(before: readonly DeckEntry[], dealt: DeckEntry[]): DeckEntry[] {
  const influence = before.filter((entry) => influenceValue(entry) !== null);
  let next = 0;
  return dealt.map((entry) => (influenceValue(entry) === null ? entry : influence[next++]));
}
