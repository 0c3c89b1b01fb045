/**
 * Dropping a seat in games whose rules say nothing about it (City of Rome, Helios, Pandoria; see their RULINGS.md):
 * the seat stays on the table, and every decision it still owes is taken at once by a fixed policy — the game's
 * "pass"-like option where it has one, else the first legal option of the choice tree. When fewer than two seats
 * are left, the game ends at once and is scored. Pure: the policy moves happen inside the drop's own apply (and the
 * apply of every later move), so replaying the log gives the same game.
 */
import { RuleError } from '../engine/rule-error';
import type { PromptResult, Seat, Text } from '../engine/types';

export interface DropSupport<S, M> {
  apply(state: S, seat: Seat, move: M): S;
  awaiting(state: S): Seat[];
  prompt(state: S, seat: Seat, path: readonly string[]): PromptResult<M>;
  finished(state: S): boolean;
  seats(state: S): number;
  dropped(state: S): readonly Seat[];
  /** A copy of the state with `seat` marked as dropped. */
  markDropped(state: S, seat: Seat): S;
  isDrop(move: M): boolean;
  /** Ends the game now with its final scoring (a copy). */
  endNow(state: S): S;
  /** Option ids the policy takes when offered, in order of preference (e.g. pass, skip). */
  prefer: readonly string[];
  describe(state: S, seat: Seat, move: M): Text;
  events(state: S): Text[];
  /** A copy of the state whose `events` are `events` (the policy's moves add to the move that set them off). */
  withEvents(state: S, events: Text[]): S;
}

/** The state fields the drop rule keeps in each of these games: who left, and the public events of the last move. */
export interface DropFields {
  dropped?: Seat[];
  events: Text[];
}

/** `markDropped` for a game's state: a copy (by the game's own clone) with `seat` marked as dropped and no events yet. */
export function markDroppedWith<S extends DropFields>(clone: (state: S) => S): (state: S, seat: Seat) => S {
  return (state, seat) => {
    const next = clone(state);
    next.events = [];
    next.dropped = [...(state.dropped ?? []), seat].sort((a, b) => a - b);
    return next;
  };
}

/** How many policy moves one apply may take before the engine is considered stuck (a bug, not a rule). */
const POLICY_LIMIT = 10_000;

/** The policy's move for a dropped seat: preferred option ids first, else the first option, down the tree. */
export function policyMove<S, M>(support: DropSupport<S, M>, state: S, seat: Seat): M {
  const path: string[] = [];
  for (let depth = 0; depth < 64; depth++) {
    const result = support.prompt(state, seat, path);
    if ('move' in result) return result.move;
    const ids = result.prompt.options.map((o) => o.id);
    path.push(support.prefer.find((id) => ids.includes(id)) ?? ids[0]);
  }
  throw new Error('drop policy: choice tree too deep');
}

/** Whether `seat` can still be dropped: it has not left, and the game is not over. */
export function canDropSeat<S, M>(support: DropSupport<S, M>, state: S, seat: Seat): boolean {
  return Number.isInteger(seat) && seat >= 0 && seat < support.seats(state) && !support.finished(state) && !support.dropped(state).includes(seat);
}

/** `apply` with drops: the drop itself, then the dropped seats' owed decisions, then the early end. */
export function applyWithDrops<S, M>(support: DropSupport<S, M>, state: S, seat: Seat, move: M): S {
  let next: S;
  if (support.isDrop(move)) {
    if (!canDropSeat(support, state, seat)) throw new RuleError('error.cannotDrop');
    next = support.markDropped(state, seat);
  } else {
    if (support.dropped(state).includes(seat)) throw new RuleError('error.notYourTurn');
    next = support.apply(state, seat, move);
  }
  return settleDropped(support, next);
}

/**
 * The dropped seats' owed decisions, each logged as an event of the move that set them off (with what it set off in
 * turn), then the early end when fewer than two seats are left.
 */
function settleDropped<S, M>(support: DropSupport<S, M>, input: S): S {
  let state = input;
  const events = [...support.events(input)];
  let policyMoves = 0;
  for (let i = 0; i < POLICY_LIMIT; i++) {
    if (support.finished(state)) break;
    const gone = support.dropped(state);
    if (gone.length === 0) break;
    if (support.seats(state) - gone.length < 2) {
      const ended = support.endNow(support.withEvents(state, []));
      return support.withEvents(ended, [...events, ...support.events(ended)]);
    }
    const seat = support.awaiting(state).find((s) => gone.includes(s));
    if (seat === undefined) break;
    const move = policyMove(support, state, seat);
    events.push(support.describe(state, seat, move));
    state = support.apply(state, seat, move);
    events.push(...support.events(state));
    policyMoves++;
  }
  if (support.dropped(state).length > 0 && !support.finished(state) && support.awaiting(state).some((s) => support.dropped(state).includes(s))) {
    throw new Error('drop policy: no end of the dropped seats’ decisions');
  }
  return policyMoves > 0 ? support.withEvents(state, events) : state;
}
