/**
 * The choice model's weights (scripts/tm-choice): one weight per feature and round phase, in VP per unit of the
 * feature. League players weigh things differently as a game goes on (income early, VP late), so each phase has its
 * own weights; one set over all rounds predicted the league's moves less well (held-out log-likelihood −1.98 against
 * −1.84 a decision) and played worse.
 */
import { choiceFeatures, FEATURE_NAMES } from './features';
import type { TmState } from '../../src/games/terra-mystica/types';

/** Rounds 1–2, 3–4, 5 and 6. */
export const PHASES = 4;
export function phaseOf(round: number): number {
  if (round <= 2) return 0;
  if (round <= 4) return 1;
  return round === 5 ? 2 : 3;
}

export interface ChoiceWeights {
  features: readonly string[];
  /** weights[phase][feature] */
  weights: readonly (readonly number[])[];
}

/** Weights read from a file, refused when fitted with other features than the ones computed now (checked once, at load). */
export function checkedWeights(model: ChoiceWeights): ChoiceWeights {
  if (model.features.length !== FEATURE_NAMES.length || model.features.some((name, k) => name !== FEATURE_NAMES[k])) {
    throw new Error('tm-choice: the weights were fitted with other features');
  }
  return model;
}

/** The model's value of a position for `seat`: the weighted sum of its features for the round's phase. */
export function valueOf(model: ChoiceWeights, state: TmState, seat: number): number {
  const weights = model.weights[phaseOf(state.round)];
  return choiceFeatures(state, seat).reduce((sum, x, k) => sum + weights[k] * x, 0);
}
