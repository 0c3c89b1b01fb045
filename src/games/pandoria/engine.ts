/** Pandoria under the engine contract. */
import { determinize } from './determinize';
import type { GameEngine, ScoreLine, Seat } from '../../engine/types';
import { resourceLine } from './resource-line';
import { RuleError } from '../../engine/rule-error';
import { tx } from '../../i18n/text';
import { applyMove } from './apply';
import { sameMove, walk } from './choice';
import { cloneState } from './clone';
import { applyWithDrops, canDropSeat, type DropSupport, markDroppedWith } from '../drop-support';
import { endItems, finishGame, winnersOf } from './final';
import { awaitingSeats, forgetMoves, legalMoves } from './moves';
import { listedPlaceMove, placePrompt } from './moves/place-tree';
import { OPTION_SPECS } from './options';
import { privateCards, privateSummary } from './private-summary';
import { setupGame } from './setup';
import { describeMove, statusOf } from './texts';
import type { Move, PandoriaState, PointSource } from './types';
import { viewOf, type PandoriaView } from './view';

const TRACK_ORDER: PointSource[] = ['city', 'family', 'overflow', 'monument', 'relic', 'shrine', 'storehouse', 'realm', 'endCards', 'endResources', 'prisoners'];

function scoreLine(s: PandoriaState, seat: Seat): ScoreLine {
  const player = s.players[seat];
  const points: Partial<Record<PointSource, number>> = { ...player.points };
  if (!s.over) for (const item of endItems(s, seat)) points[item.source] = (points[item.source] ?? 0) + item.points;
  const breakdown = TRACK_ORDER.filter((source) => points[source] !== undefined && points[source] !== 0).map((source) => ({
    label: tx(`pan.pts.${source}`),
    points: points[source] as number,
  }));
  const preview = breakdown.reduce((sum, item) => sum + item.points, 0);
  return { seat, current: player.score, preview, breakdown };
}

/** Step 1 with nothing pending: its hundreds of tile placements are walked and checked without listing them. */
function inPlacementStep(state: PandoriaState): boolean {
  return state.pending.length === 0 && state.turn.step === 'place';
}

function applyOne(state: PandoriaState, seat: Seat, move: Move): PandoriaState {
  checkMove(state, seat, move);
  const next = cloneState(state);
  next.events = [];
  applyMove(next, seat, move);
  return next;
}

/**
 * applyOne without the copy, for a caller that owns `state` and drops it for the result (a random playout): the move
 * changes `state` itself. The same checks and rules run (apply-owned.test.ts compares the two over seeded games).
 */
function applyOwnedOne(state: PandoriaState, seat: Seat, move: Move): PandoriaState {
  checkMove(state, seat, move);
  // The moves listed for the state before the move no longer hold.
  forgetMoves(state);
  state.events = [];
  applyMove(state, seat, move);
  return state;
}

function checkMove(state: PandoriaState, seat: Seat, move: Move): void {
  if (!awaitingSeats(state).includes(seat)) throw new RuleError('error.notYourTurn');
  const listed = inPlacementStep(state) ? listedPlaceMove(state, move) : null;
  if (listed === false) throw new RuleError('pan.err.illegal');
  if (listed === null) checkListed(state, seat, move);
}

function checkListed(state: PandoriaState, seat: Seat, move: Move): void {
  const moves = legalMoves(state, seat);
  // The move a prompt walk gave is the listed object itself: found without comparing fields.
  if (!moves.some((m) => m.move === move) && !moves.some((m) => sameMove(m.move, move))) throw new RuleError('pan.err.illegal');
}

function promptOne(state: PandoriaState, seat: Seat, path: readonly string[]) {
  if (!awaitingSeats(state).includes(seat)) throw new RuleError('error.notYourTurn');
  const result = inPlacementStep(state) ? placePrompt(state, path) : walk(legalMoves(state, seat), path);
  if (!result) throw new RuleError('error.invalidPath');
  return result;
}

/** Dropped seats (RULINGS.md): their decisions are taken at once — pass or skip when possible, else the first option. */
const DROPS: DropSupport<PandoriaState, Move> = {
  apply: applyOne,
  awaiting: awaitingSeats,
  prompt: promptOne,
  finished: (state) => state.over,
  seats: (state) => state.seats,
  dropped: (state) => state.dropped ?? [],
  markDropped: markDroppedWith(cloneState),
  isDrop: (move) => move.t === 'drop',
  endNow(state) {
    const next = cloneState(state);
    next.pending = [];
    finishGame(next);
    return next;
  },
  prefer: ['P', 'X'],
  describe: describeMove,
  events: (state) => state.events,
  withEvents: (state, events) => ({ ...state, events }),
};

/** The same, applying each move in place (applyOwned: the caller owns the state). */
const OWNED_DROPS: DropSupport<PandoriaState, Move> = { ...DROPS, apply: applyOwnedOne };

export const pandoria: GameEngine<PandoriaState, Move, PandoriaView> = {
  id: 'pandoria',
  name: tx('pan.name'),
  rulesSummary: tx('pan.rules'),
  minSeats: 2,
  maxSeats: 4,
  engineVersion: 1,
  options: OPTION_SPECS,
  setup: setupGame,
  awaiting: awaitingSeats,
  prompt: promptOne,
  apply: (state, seat, move) => applyWithDrops(DROPS, state, seat, move),
  applyOwned: (state, seat, move) => applyWithDrops(OWNED_DROPS, state, seat, move),
  view: (state, viewer) => viewOf(state, viewer, awaitingSeats(state)),
  determinize,
  scores: (state) => state.players.map((_, seat) => scoreLine(state, seat)),
  finished: (state) => state.over,
  winners: winnersOf,
  describe: describeMove,
  events: (state) => state.events,
  status: statusOf,
  privateSummary,
  privateCards,
  resourceLine,
  revealsHidden(before, seat, move) {
    const after = pandoria.apply(before, seat, move);
    return (
      after.deck.length !== before.deck.length ||
      after.tileStack.length !== before.tileStack.length ||
      after.singleStack.length !== before.singleStack.length
    );
  },
  /** The realm a seat plays (for player records). */
  seatIdentity: (state, seat) => {
    const realm = state.players[seat]?.realm;
    return realm ? tx(`pan.realm.${realm}`) : null;
  },
  progress(state) {
    if (state.over) return { round: state.round, rounds: state.round };
    const left = state.endTriggered ? 0 : Math.ceil(state.tileStack.length / state.seats);
    return { round: state.round, rounds: state.round + left };
  },
  dropMove: (state, seat) => (canDropSeat(DROPS, state, seat) ? { t: 'drop' } : null),
  droppedSeats: (state) => [...(state.dropped ?? [])],
};
