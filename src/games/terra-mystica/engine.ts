/** The Terra Mystica engine (seeds 000/003, facts.md), registered as 'terra-mystica'. */
import type { GameEngine } from '../../engine/types';
import { resourceLine } from './resource-line';
import { applyMove, applyOwnedMove, canDrop } from './apply';
import { exportTmLog, importTmLog } from './log-io';
import { automaticOffer } from './offer-rules';
import { offerSettings, offerSummary } from './offer-settings';
import { OPTIONS } from './options';
import { promptFor } from './prompt';
import { setupState } from './setup';
import { awaitingSeats, statusText } from './status';
import { tmText } from './text-helpers';
import { describeMove, scoreLines, winnersOf } from './texts';
import type { TmMove, TmState } from './types';
import type { TmView } from './view';
import { buildView } from './view-builder';

export type { TmMove, TmState } from './types';
export type { TmView } from './view';

export const terraMystica: GameEngine<TmState, TmMove, TmView> = {
  id: 'terra-mystica',
  name: tmText('name'),
  rulesSummary: tmText('rules'),
  minSeats: 2,
  maxSeats: 5,
  engineVersion: 1,
  options: OPTIONS,
  setup: setupState,
  awaiting: awaitingSeats,
  prompt: promptFor,
  apply: applyMove,
  applyOwned: applyOwnedMove,
  view: buildView,
  scores: scoreLines,
  finished: (state) => state.phase === 'end',
  winners: winnersOf,
  describe: describeMove,
  events: (state) => state.events,
  status: statusText,
  /** Tiles are drawn at set-up; no later move uncovers anything hidden. */
  revealsHidden: () => false,
  progress: (state) => ({ round: Math.max(state.round, 0), rounds: 6 }),
  /** Power offers the seed's rules and the player's settings answer without asking. */
  automatic: automaticOffer,
  settings: offerSettings,
  /** No hidden information: the private block shows the seat's own power-offer thresholds only. */
  privateSummary: offerSummary,
  resourceLine,
  /** The faction a seat plays (for player records). */
  seatIdentity: (state, seat) => {
    const faction = state.players[seat]?.faction;
    return faction ? tmText(`faction.${faction}`) : null;
  },
  /** Logs in snellman notation (snellman/): /log hands them out, /newgame continues one. */
  exportLog: exportTmLog,
  importLog: importTmLog,
  /** snellman's drop-faction (RULINGS.md): the seat leaves the turn order and keeps its VP for the final scoring. */
  dropMove: (state, seat) => (canDrop(state, seat) ? { t: 'drop' } : null),
  droppedSeats: (state) => state.players.flatMap((p, seat) => (p.dropped ? [seat] : [])),
};
