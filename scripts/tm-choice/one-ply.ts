/**
 * A one-ply Terra Mystica player for experiments (scripts/tm-choice): it plays the complete move after which its
 * value of the position is highest. A move that leaves the turn with the seat (an exchange, a transform before the
 * build) is worth the best of what the seat can still do in that turn, up to `lookahead` moves further.
 */
import { applySettled, playableOptions } from '../../src/ai/search';
import { nextInt, type RngState } from '../../src/engine/rng';
import { terraMysticaModule } from '../../src/games/terra-mystica/module';
import { BURN_STEP, DONE_STEP, EXCHANGE_STEP } from '../../src/games/terra-mystica/prompt';
import type { TmMove, TmState } from '../../src/games/terra-mystica/types';

const { engine } = terraMysticaModule;
const prune = terraMysticaModule.search?.prune;
/** Deeper than any Terra Mystica move's path. */
const MAX_DEPTH = 8;
/** Values closer than this are a tie. */
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
    yield { path, move: step.move, after: applySettled(engine, state, seat, step.move) as TmState };
    return;
  }
  if (path.length >= MAX_DEPTH) return;
  for (const option of playableOptions(engine, state, seat, path, step.prompt.options, prune)) yield* candidates(state, seat, [...path, option.id]);
}

/** An exchange or a burn: steps that only prepare the seat's action. */
export function preparesOnly(path: readonly string[]): boolean {
  return path[0] === EXCHANGE_STEP || (path[0] === BURN_STEP && path.length > 1);
}

function keepsTurn(state: TmState, seat: number): boolean {
  return state.phase === 'actions' && state.turn?.seat === seat && engine.awaiting(state).includes(seat);
}

/** The best complete move by `value` (ties broken by `rng`), and its worth. */
export function bestMove(state: TmState, seat: number, value: PositionValue, lookahead: number, rng: RngState): { candidate: Candidate; worth: number } {
  let best: { candidate: Candidate; worth: number } | null = null;
  let ties = 0;
  for (const candidate of candidates(state, seat)) {
    let worth = value(candidate.after, seat);
    const goesOn = lookahead > 0 && candidate.path[0] !== DONE_STEP && candidate.move.t !== 'pass' && keepsTurn(candidate.after, seat);
    if (goesOn) worth = Math.max(worth, bestMove(candidate.after, seat, value, lookahead - 1, rng).worth);
    if (!best || worth > best.worth + TIE) {
      best = { candidate, worth };
      ties = 1;
    } else if (Math.abs(worth - best.worth) <= TIE && nextInt(rng, ++ties) === 0) best = { candidate, worth };
  }
  if (!best) throw new Error('tm-choice: a seat to move has no move');
  return best;
}
