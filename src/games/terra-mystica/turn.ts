/**
 * Full actions within a turn ([seed] Phase II): one action per turn (two after the Chaos Magicians'
 * double action), conversions and burning around it. Taking an action declines the player's open offers.
 */
import type { Seat } from '../../engine/types';
import { RuleError } from '../../engine/rule-error';
import { declineAll } from './leech';
import { tmText } from './text-helpers';
import type { ActionContext, TmState, TurnState } from './types';

/** Context of a transform-and-build action. */
export function spadeContext(transforms: number, canDig: boolean, extra: Partial<Extract<ActionContext, { k: 'spade' }>> = {}): ActionContext {
  return { k: 'spade', transforms, build: true, canDig, home: [], nonHome: false, transformed: false, ...extra };
}

/** What of the current action must still happen before another action or the end of the turn. */
export function unfinishedAction(state: TmState, seat: Seat): string | null {
  const p = state.players[seat];
  if (p.spades > 0) return 'spades';
  const ctx = state.turn?.seat === seat ? state.turn.ctx : null;
  if (!ctx) return null;
  if (ctx.k === 'bridge' || ctx.k === 'freeD' || ctx.k === 'freeTP') return ctx.k;
  if (ctx.k === 'spade' && ctx.sandstorm && ctx.transforms > 0) return 'sandstorm';
  return null;
}

/** Starts a full action of the active seat. */
export function startAction(state: TmState, seat: Seat): TurnState {
  const turn = requireActive(state, seat);
  if (turn.actions < 1) throw new RuleError('tm.err.oneAction');
  const open = unfinishedAction(state, seat);
  if (open) throw new RuleError('tm.err.unfinished', { what: tmText(`what.${open}`) });
  turn.actions--;
  turn.acted = true;
  turn.ctx = null;
  declineAll(state, seat);
  return turn;
}

export function requireActive(state: TmState, seat: Seat): TurnState {
  if (state.phase !== 'actions' || !state.turn || state.turn.seat !== seat) throw new RuleError('error.notYourTurn');
  return state.turn;
}

/** Everything a seat must still settle before its turn can end. */
export function obligations(state: TmState, seat: Seat): string[] {
  const p = state.players[seat];
  const out: string[] = [];
  const open = unfinishedAction(state, seat);
  if (open) out.push(open);
  if (p.pendingFavors > 0) out.push('favor');
  if (p.pendingTowns > 0) out.push('town');
  // Free cult steps are the player's own decision at any time (like the Cultists' reward); they only
  // hold up the end of the round.
  return out;
}
