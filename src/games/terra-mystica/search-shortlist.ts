/**
 * The whole moves a Terra Mystica computer player weighs at its root (the module's `search.shortlist`), picked by the
 * choice model fitted to the league players' moves (choice-model.ts). A turn menu offers from a few dozen to several
 * hundred complete moves (every hex to build on, transform, upgrade; every exchange before them), and the search's
 * few thousand iterations spread over them all judge each by a handful of noisy walks; the model knows in a moment
 * which few a good player would consider, and the search then decides among those.
 *
 * A move that leaves the turn with the seat (an exchange, a transform before its dwelling) is worth the best of what
 * the seat can still do in that turn, up to `lookahead` moves further.
 */
import { applySettled, playableOptions } from '../../ai/search';
import type { AnyEngine } from '../../engine/types';
import { nextInt, type RngState } from '../../engine/rng';
import { valueOf, type ChoiceWeights } from './choice-model';
import { terraMystica } from './engine';
import { BURN_STEP, DONE_STEP, EXCHANGE_STEP } from './prompt';
import { pruneNeverWeighed } from './search-prune';
import type { TmMove, TmState } from './types';

const engine = terraMystica as unknown as AnyEngine;
/** Deeper than any Terra Mystica move's path. */
const MAX_DEPTH = 8;
const TIE = 1e-9;

export type PositionValue = (state: TmState, seat: number) => number;

export interface Candidate {
  path: string[];
  move: TmMove;
  after: TmState;
}

/** Every complete move of `seat`, as the computer players see them (their prunes applied). */
export function* candidates(state: TmState, seat: number, path: string[] = []): Generator<Candidate> {
  const step = engine.prompt(state, seat, path);
  if ('move' in step) {
    yield { path, move: step.move as TmMove, after: applySettled(engine, state, seat, step.move) as TmState };
    return;
  }
  if (path.length >= MAX_DEPTH) return;
  const options = playableOptions(engine, state, seat, path, step.prompt.options, (at, who, where, offered) => pruneNeverWeighed(at as TmState, who, where, offered));
  for (const option of options) yield* candidates(state, seat, [...path, option.id]);
}

/** An exchange or a burn: steps that only prepare the seat's action (a lone `n` is a declined power offer). */
export function preparesOnly(path: readonly string[]): boolean {
  return path[0] === EXCHANGE_STEP || (path[0] === BURN_STEP && path.length > 1);
}

function keepsTurn(state: TmState, seat: number): boolean {
  return state.phase === 'actions' && state.turn?.seat === seat && engine.awaiting(state).includes(seat);
}

/** What a candidate is worth: its position's value, or the best the seat can still do in the same turn. */
function worthOf(candidate: Candidate, seat: number, value: PositionValue, lookahead: number, rng: RngState): number {
  const worth = value(candidate.after, seat);
  const goesOn = lookahead > 0 && candidate.path[0] !== DONE_STEP && candidate.move.t !== 'pass' && keepsTurn(candidate.after, seat);
  return goesOn ? Math.max(worth, bestMove(candidate.after, seat, value, lookahead - 1, rng).worth) : worth;
}

/** The best complete move by `value` (ties broken by `rng`), and its worth. */
export function bestMove(state: TmState, seat: number, value: PositionValue, lookahead: number, rng: RngState): { candidate: Candidate; worth: number } {
  let best: { candidate: Candidate; worth: number } | null = null;
  let ties = 0;
  for (const candidate of candidates(state, seat)) {
    const worth = worthOf(candidate, seat, value, lookahead, rng);
    if (!best || worth > best.worth + TIE) {
      best = { candidate, worth };
      ties = 1;
    } else if (Math.abs(worth - best.worth) <= TIE && nextInt(rng, ++ties) === 0) best = { candidate, worth };
  }
  if (!best) throw new Error('terra-mystica: a seat to move has no move');
  return best;
}

/**
 * The `size` complete moves of `seat` the model values most (ties in the order the menu lists them), for a turn of
 * the action phase; null elsewhere (power offers, set-up choices, phase III spades), where the menus are short.
 */
export function choiceShortlist(model: ChoiceWeights, state: TmState, seat: number, size: number, lookahead: number, rng: RngState): string[][] | null {
  if (state.phase !== 'actions' || state.turn?.seat !== seat || !engine.awaiting(state).includes(seat)) return null;
  const value: PositionValue = (at, who) => valueOf(model, at, who);
  const rated = [...candidates(state, seat)].map((candidate, order) => ({ path: candidate.path, order, worth: worthOf(candidate, seat, value, lookahead, rng) }));
  rated.sort((a, b) => b.worth - a.worth || a.order - b.order);
  return rated.slice(0, size).map((entry) => entry.path);
}
