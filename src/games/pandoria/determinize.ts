/**
 * A state the seat cannot tell apart from the real one, for computer players (engine contract: determinize).
 * Hidden from a seat: the others' hand cards (drawn from the deck) and held double tiles (drawn from the tile stack),
 * the order of the deck, the tile stack and the single-tile stack, and the PRNG. Hand cards go back into one pool with
 * the deck, double tiles with the tile stack; both are dealt anew with the same sizes. The market, the board, the
 * monument stack and the drawn tile are public and stay.
 */
import { redeal, reseeded } from '../../engine/redeal';
import type { RngState } from '../../engine/rng';
import type { Seat } from '../../engine/types';
import { cloneState } from './clone';
import type { PandoriaState } from './types';

export function determinize(state: PandoriaState, seat: Seat, rng: RngState): PandoriaState {
  const next = cloneState(state);
  const others = next.players.filter((_, index) => index !== seat);
  const [deck, ...hands] = redeal(rng, [next.deck, ...others.map((p) => p.hand)]);
  next.deck = deck;
  others.forEach((p, index) => (p.hand = hands[index]));
  const [tileStack, ...tiles] = redeal(rng, [next.tileStack, ...others.map((p) => p.tiles)]);
  next.tileStack = tileStack;
  others.forEach((p, index) => (p.tiles = tiles[index]));
  [next.singleStack] = redeal(rng, [next.singleStack]);
  next.rng = reseeded(rng);
  return next;
}
