/** The computer player's levels and their budgets per decision (issue 17: easy ≤ 0.2 s, normal ≤ 1 s, strong ≤ 3 s). */
import type { SearchBudget } from './search';

export const LEVELS = ['easy', 'normal', 'strong'] as const;
export type Level = (typeof LEVELS)[number];

/**
 * The time caps leave room below the promised budget for the worker round trip and the final prompt walk; the
 * iteration caps make short searches deterministic for a seed on a fast machine.
 */
export const BUDGETS: Record<Level, SearchBudget> = {
  easy: { iterations: 150, ms: 110 },
  normal: { iterations: 2_000, ms: 800 },
  strong: { iterations: 20_000, ms: 2_500 },
};

export function isLevel(value: unknown): value is Level {
  return typeof value === 'string' && (LEVELS as readonly string[]).includes(value);
}
