/** The City of Rome engine (seed 002, facts.md), registered as 'city-of-rome'. */
import type { GameEngine, ScoreLine, Seat } from '../../engine/types';
import { bestSeats } from '../../engine/ranking';
import { tx } from '../../i18n';
import { applyMove } from './apply';
import { awaitingSeats } from './flow';
import type { CorMove } from './moves';
import { privateSummary } from './private-summary';
import { promptFor } from './prompt';
import { scoreCity, SCORE_LINES } from './scoring';
import { setupGame } from './setup';
import type { CorState } from './state';
import { describeMove, statusText } from './texts';
import type { CorView } from './view';
import { buildView } from './view-builder';

export type { CorMove } from './moves';
export type { CorState } from './state';

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
  return bestSeats(state.seats, (seat) => [totals[seat].preview, state.players[seat].influence, state.players[seat].coins]);
}

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
  apply: applyMove,
  view: buildView,
  scores: scoreLines,
  finished: (state) => state.phase === 'end',
  winners: winnersOf,
  describe: describeMove,
  events: (state) => state.events,
  status: statusText,
  /** A move reveals hidden cards when a draft packet passes on or a deck is drawn from (new offer, school draw). */
  revealsHidden: (before, seat, move) => before.phase === 'draft' || drewFromDeck(before, applyMove(before, seat, move)),
  progress: (state) => ({ round: state.round, rounds: state.rounds }),
  privateSummary,
};
