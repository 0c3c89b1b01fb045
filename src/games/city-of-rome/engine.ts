/** The City of Rome engine (seed 002, facts.md), registered as 'city-of-rome'. */
import { determinize } from './determinize';
import type { GameEngine, ScoreLine, Seat } from '../../engine/types';
import { resourceLine } from './resource-line';
import { bestSeats } from '../../engine/ranking';
import { tx } from '../../i18n/text';
import { applyWithDrops, canDropSeat, type DropSupport, markDroppedWith } from '../drop-support';
import { applyMove } from './apply';
import { awaitingSeats } from './flow';
import type { CorMove } from './moves';
import { privateCards, privateSummary } from './private-summary';
import { promptFor } from './prompt';
import { scoreCity, SCORE_LINES } from './scoring';
import { setupGame } from './setup';
import { cloneState, type CorState } from './types';
import { describeMove, statusText } from './texts';
import type { CorView } from './view';
import { buildView } from './view-builder';

export type { CorMove } from './moves';
export type { CorState } from './types';

export function scoreLines(state: CorState): ScoreLine[] {
  return state.players.map((player) => {
    const score = scoreCity(player.city, player);
    return {
      seat: player.seat,
      current: score.total,
      preview: score.total,
      breakdown: SCORE_LINES.map((id) => ({ label: tx(`cor.score.${id}`), points: score.lines[id] })),
    };
  });
}

/** Most points; ties go to more influence tokens, then more coins; still tied players share the win. */
export function winnersOf(state: CorState): Seat[] {
  if (state.phase !== 'end') return [];
  const totals = scoreLines(state);
  // A dropped seat counts as last (RULINGS.md): it keeps its points but cannot win.
  const staying = (seat: Seat) => (state.dropped?.includes(seat) ? 0 : 1);
  return bestSeats(state.seats, (seat) => [staying(seat), totals[seat].preview, state.players[seat].influence, state.players[seat].coins]);
}

/** Dropped seats (RULINGS.md): their decisions are taken at once — end the turn when possible, else the first option. */
const DROPS: DropSupport<CorState, CorMove> = {
  apply: applyMove,
  awaiting: awaitingSeats,
  prompt: promptFor,
  finished: (state) => state.phase === 'end',
  seats: (state) => state.seats,
  dropped: (state) => state.dropped ?? [],
  markDropped: markDroppedWith(cloneState),
  isDrop: (move) => move.type === 'drop',
  endNow(state) {
    const next = cloneState(state);
    next.phase = 'end';
    next.turn = null;
    next.school = null;
    next.events.push(tx('cor.event.gameOver'));
    return next;
  },
  prefer: ['end'],
  describe: describeMove,
  events: (state) => state.events,
  withEvents: (state, events) => ({ ...state, events }),
};

const applyWithDrop = (state: CorState, seat: Seat, move: CorMove): CorState => applyWithDrops(DROPS, state, seat, move);

/** Whether some deck lost cards between two states (an offer or a school draw). */
function drewFromDeck(before: CorState, after: CorState): boolean {
  return Object.entries(before.decks).some(([id, deck]) => (after.decks[id as keyof CorState['decks']]?.length ?? 0) < (deck?.length ?? 0));
}

export const cityOfRome: GameEngine<CorState, CorMove, CorView> = {
  id: 'city-of-rome',
  name: tx('cor.name'),
  rulesSummary: tx('cor.rules'),
  minSeats: 2,
  maxSeats: 4,
  engineVersion: 1,
  options: [{ id: 'shrine', label: tx('cor.option.shrine'), kind: 'boolean', default: false }],
  setup: setupGame,
  awaiting: awaitingSeats,
  prompt: promptFor,
  apply: applyWithDrop,
  view: buildView,
  determinize,
  scores: scoreLines,
  finished: (state) => state.phase === 'end',
  winners: winnersOf,
  describe: describeMove,
  events: (state) => state.events,
  status: statusText,
  /** A move reveals hidden cards when a draft packet passes on or a deck is drawn from (new offer, school draw). */
  revealsHidden: (before, seat, move) => before.phase === 'draft' || drewFromDeck(before, applyWithDrop(before, seat, move)),
  progress: (state) => ({ round: state.round, rounds: state.rounds }),
  privateSummary,
  privateCards,
  resourceLine,
  dropMove: (state, seat) => (canDropSeat(DROPS, state, seat) ? { type: 'drop' } : null),
  droppedSeats: (state) => [...(state.dropped ?? [])],
};
