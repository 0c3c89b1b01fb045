/**
 * A state the seat cannot tell apart from the real one, for computer players (engine contract: determinize).
 * Helios hides the same from every seat: the order of the face-down action draw piles and of the extra stack, and
 * the PRNG (the colour stacks are counts only). Each pile is dealt anew from its own contents.
 */
import { redeal, reseeded } from '../../engine/redeal';
import type { RngState } from '../../engine/rng';
import type { Seat } from '../../engine/types';
import { cloneState } from './accessors';
import type { ActionSymbol, ActionTile, HeliosState } from './types';

const tileKey = (tile: ActionTile): string => JSON.stringify(tile);

export function determinize(state: HeliosState, _seat: Seat, rng: RngState): HeliosState {
  const next = cloneState(state);
  for (const symbol of Object.keys(next.draw).sort() as ActionSymbol[]) {
    [next.draw[symbol]] = redeal(rng, [next.draw[symbol]], tileKey);
  }
  [next.extraStack] = redeal(rng, [next.extraStack]);
  next.rng = reseeded(rng);
  return next;
}
