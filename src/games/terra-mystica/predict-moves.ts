/**
 * How the arena's comparison with league players (`--predict`) reads Terra Mystica moves: which phase a decision
 * belongs to, when two moves are the same decision, and what kind of move each is (for the list of disagreements).
 */
import type { MovePredictor } from '../../engine/module';
import type { Seat } from '../../engine/types';
import { setupState } from './setup';
import { importSnellman } from './snellman/import';
import type { TmMove, TmState } from './types';

export const PREDICT_PHASES = ['setup', 'actions', 'passing', 'followups', 'choices', 'leech'] as const;
export type PredictPhase = (typeof PREDICT_PHASES)[number];

/**
 * Free conversions and burning are the means of a move, not a decision of their own: a player converts when it
 * suits the notation, before or after the action, and the computer may convert in another order to the same end.
 */
export function isMeans(move: TmMove): boolean {
  return move.t === 'convert' || move.t === 'burn';
}

/**
 * Whether `next` (the same seat's next move) belongs to the decision the moves `chain` began: conversions go on to
 * the move they pay for, digging to the transform or build it prepares, a transform to the dwelling built on that
 * hex. A player writes "build E6" where the panel takes "transform E6, build E6"; both are one decision.
 */
export function continuesDecision(chain: readonly TmMove[], next: TmMove): boolean {
  const last = [...chain].reverse().find((move) => !isMeans(move));
  if (!last) return true;
  if (isMeans(next)) return last.t === 'dig' || last.t === 'transform';
  if (last.t === 'dig') return next.t === 'dig' || next.t === 'transform' || next.t === 'build';
  if (last.t === 'transform') return next.t === 'build' && next.hex === last.hex;
  return false;
}

/** The decision a chain of moves makes: its last move that is no conversion (a conversion when there is none). */
export function chainDecision(chain: readonly TmMove[]): TmMove {
  if (chain.length === 0) throw new Error('an empty chain of moves');
  return [...chain].reverse().find((move) => !isMeans(move)) ?? chain[chain.length - 1];
}

/**
 * The phase of the decision `seat` takes with `move` at `state`, or null for what is no decision to compare: the
 * means (conversions, burning), ending the turn, leaving the game, settings, giving up a pending spade or favour.
 * Set-up: faction, start dwellings, first bonus tile. Actions: a turn's full action. Passing: a pass in the action
 * phase. Follow-ups: the rest of a turn (the hex of a spade, the dwelling on it, the second spade). Choices: favour
 * and town tiles, cult steps, the cult bonus spades between rounds. Leech: power offers.
 */
export function phaseOf(state: TmState, seat: Seat, move: TmMove): PredictPhase | null {
  switch (move.t) {
    case 'convert':
    case 'burn':
    case 'done':
    case 'drop':
    case 'offerRules':
    case 'forfeit':
      return null;
    case 'leech':
      return 'leech';
    case 'favor':
    case 'town':
    case 'cult':
      return 'choices';
    default:
      break;
  }
  if (state.phase === 'factions' || state.phase === 'dwellings' || state.phase === 'bonus') return 'setup';
  if (state.phase === 'cultSpades') return 'choices';
  if (move.t === 'pass') return 'passing';
  const turn = state.turn;
  const fresh = turn !== null && turn.seat === seat && turn.actions > 0 && turn.ctx === null;
  return fresh ? 'actions' : 'followups';
}

/**
 * A move's identity for the comparison: what the player decided, without the details the notation leaves open (how
 * much power a power action burns on the way, how many spades a build digs, how much of an offer is taken, which
 * order space a priest takes).
 */
export function moveKey(move: TmMove): string {
  switch (move.t) {
    case 'faction':
      return `faction ${move.faction}`;
    case 'convert':
      return `convert ${move.from}>${move.n}${move.to}`;
    case 'burn':
      return `burn ${move.n}`;
    case 'dig':
      return `dig ${move.n}`;
    case 'transform':
      return `transform ${move.hex} ${move.to}`;
    case 'build':
      return `build ${move.hex}`;
    case 'upgrade':
      return `upgrade ${move.hex} ${move.to}`;
    case 'send':
      return `send ${move.cult}`;
    case 'advance':
      return `advance ${move.track}`;
    case 'action':
      return `action ${move.id}`;
    case 'bridge':
      return `bridge ${[move.a, move.b].sort().join(':')}`;
    case 'connect':
      return `connect ${move.river}`;
    case 'pass':
      return move.bonus ? `pass ${move.bonus}` : 'pass';
    case 'favor':
      return `favor ${move.tile}`;
    case 'town':
      return `town ${move.tile}`;
    case 'cult':
      return `cult ${move.cult} ${move.n}`;
    case 'leech':
      return `${move.accept ? 'leech' : 'decline'} #${move.offer}`;
    default:
      return move.t;
  }
}

/**
 * The kind of a move, coarser than its key, for counting what the computer does instead: the building an upgrade
 * makes, which power or special action, the tile taken; a hex or cult is left out.
 */
export function moveKind(move: TmMove): string {
  switch (move.t) {
    case 'upgrade':
      return `upgrade to ${move.to}`;
    case 'action':
      return `action ${move.id}`;
    case 'advance':
      return `advance ${move.track}`;
    case 'favor':
      return `favor ${move.tile}`;
    case 'town':
      return `town ${move.tile}`;
    case 'faction':
      return `faction ${move.faction}`;
    case 'pass':
      return 'pass';
    case 'leech':
      return move.accept ? 'leech' : 'decline';
    case 'cult':
      return `cult ${move.cult}`;
    case 'send':
      return `send ${move.cult}`;
    default:
      return move.t;
  }
}

/** Terra Mystica's moves as the arena's comparison with league logs reads them (src/ai/predict.ts). */
export const tmPredictor: MovePredictor<TmState, TmMove> = {
  readLog(text) {
    const game = importSnellman(text);
    return { start: setupState(game.options, game.seats, game.seed), moves: game.moves };
  },
  phases: PREDICT_PHASES,
  phaseOf,
  isMeans,
  continuesDecision,
  // Conversions, burning, digging and transforming prepare what comes after them in the same turn.
  mayContinue: (move) => ['convert', 'burn', 'dig', 'transform'].includes(move.t),
  chainDecision,
  moveKey,
  moveKind,
  where: (state, seat) => ({ round: state.round, who: state.players[seat].faction ?? `seat ${seat}` }),
};
