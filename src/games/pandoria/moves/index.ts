/** Every legal move of a seat right now, with the option path leading to it. */
import type { Seat } from '../../../engine/types';
import type { LegalMove } from '../choice';
import type { PandoriaState, TurnStep } from '../types';
import { actionMoves, extraMoves } from './action';
import { effectMoves } from './effect';
import { buyMoves, decisionMoves, elfMoves, poorMoves, tradeMoves } from './end';
import { figureMoves, golemMoves } from './figure';
import { gapMoves, placeMoves } from './place';
import { pickMoves, startTileMoves } from './setup';

/** Who decides now: a pending decision of another player comes first. */
export function awaitingSeats(s: PandoriaState): Seat[] {
  if (s.over) return [];
  if (s.pending.length > 0) return [s.pending[0].seat];
  if (s.turn.step === 'pick') return s.picking.length > 0 ? [s.picking[0]] : [];
  return [s.active];
}

/**
 * settle() lists the moves of the step it stops at on apply's copy, which apply then hands out as it is: the list is
 * kept for legalMoves (with no pending decision the active player's legal moves are the step's moves).
 */
export function settledMoves(s: PandoriaState, moves: LegalMove[]): LegalMove[] {
  cache.set(s, { seat: s.active, moves, turn: s.turn, step: s.turn.step });
  return moves;
}

/** The moves of the current step of the active player (ignores pending decisions). */
export function stepMoves(s: PandoriaState): LegalMove[] {
  switch (s.turn.step) {
    case 'pick':
      return pickMoves(s);
    case 'startTile':
      return startTileMoves(s);
    case 'trade':
    case 'tradeNow':
      return tradeMoves(s);
    case 'place':
      return placeMoves(s);
    case 'gap':
      return gapMoves(s);
    case 'figure':
      return figureMoves(s);
    case 'golem':
      return golemMoves(s);
    case 'action':
      return actionMoves(s);
    case 'effect':
      return effectMoves(s);
    case 'extra':
      return extraMoves(s);
    case 'buy':
      return buyMoves(s);
    case 'elves':
      return elfMoves(s);
    case 'poor':
      return poorMoves(s);
    default:
      return [];
  }
}

/**
 * Cached per state object: states handed to the engine are never mutated (apply works on a copy), and the bot
 * walks one state's tree several times per click. An entry kept by settle() names the turn it was listed for.
 */
const cache = new WeakMap<PandoriaState, { seat: Seat; moves: LegalMove[]; turn?: PandoriaState['turn']; step?: TurnStep }>();

/** Drops the moves listed for a state that is about to change in place (engine.ts applyOwnedOne). */
export function forgetMoves(s: PandoriaState): void {
  cache.delete(s);
}

export function legalMoves(s: PandoriaState, seat: Seat): LegalMove[] {
  const hit = cache.get(s);
  if (hit && hit.seat === seat && (hit.turn === undefined || (hit.turn === s.turn && hit.step === s.turn.step && s.pending.length === 0))) {
    return hit.moves;
  }
  let moves: LegalMove[] = [];
  if (awaitingSeats(s).includes(seat)) moves = s.pending.length > 0 ? decisionMoves(s, s.pending[0]) : stepMoves(s);
  cache.set(s, { seat, moves });
  return moves;
}
