/**
 * Which of a seat's own cards go as a picture next to a decision: all the cards it alone holds (hand, a private
 * draw) when the decision's options name one of them — "Build › Aqueduct", "Cast a spell › Flee", a card of the draft
 * packet. The picture is drawn from card faces alone and only ever sent in that seat's private panel.
 */
import type { AnyEngine, Prompt, Seat } from '../../engine/types';
import { stepsOf } from '../game/choice-path';

export function cardsForDecision(engine: AnyEngine, state: unknown, seat: Seat, prompt: Prompt): string[] {
  const cards = engine.privateCards?.(state, seat) ?? [];
  if (cards.length === 0) return [];
  const held = new Set(cards);
  // An option id is the card itself or a path whose steps end in it (a merged action and its target).
  const named = prompt.options.some((option) => stepsOf(option.id).some((step) => held.has(step)) || option.id.split('.').some((step) => held.has(step)));
  return named ? cards : [];
}
