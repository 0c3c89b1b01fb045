/**
 * The choice model: what a league player would make of a Terra Mystica position after one of its candidate moves, as
 * one weight per feature (choice-features.ts) and round phase, in VP per unit of the feature. The weights are fitted
 * to the 4-player league games' moves by `scripts/tm-choice/fit.ts` (a conditional logit: the chosen move's share of
 * exp(value) over the moves the computer weighs there) and kept in `data/terra-mystica/choice-weights.json`. League
 * players weigh things differently as a game goes on (income early, VP late), so each phase has its own weights; one
 * set over all rounds predicted the league's moves less well (held-out log-likelihood −1.98 against −1.84 a decision).
 */
import fitted from '../../../data/terra-mystica/choice-weights.json';
import { choiceFeatures, FEATURE_NAMES } from './choice-features';
import type { TmState } from './types';

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

/** Weights read from a file, refused when fitted with other features than the ones computed now. */
export function checkedWeights(raw: ChoiceWeights): ChoiceWeights {
  const sameFeatures = raw.features.length === FEATURE_NAMES.length && raw.features.every((name, k) => name === FEATURE_NAMES[k]);
  if (!sameFeatures || raw.weights.length !== PHASES || raw.weights.some((phase) => phase.length !== FEATURE_NAMES.length)) {
    throw new Error('terra-mystica: the choice weights were fitted with other features');
  }
  return raw;
}

/** The weights fitted to the league games. */
export const LEAGUE_CHOICES: ChoiceWeights = checkedWeights(fitted);

/** The model's value of a position for `seat`: the weighted sum of its features for the round's phase. */
export function valueOf(model: ChoiceWeights, state: TmState, seat: number): number {
  const weights = model.weights[phaseOf(state.round)];
  return choiceFeatures(state, seat).reduce((sum, x, k) => sum + weights[k] * x, 0);
}
