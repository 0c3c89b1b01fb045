/** Helios (Hans im Glück, 2014) with the rules of the Yucata.de version (seed 004). */
import { determinize } from './determinize';
import type { GameEngine, Seat } from '../../engine/types';
import { resourceLine } from './resource-line';
import { tx } from '../../i18n/text';
import { applyWithDrops, canDropSeat, type DropSupport, markDroppedWith } from '../drop-support';
import { applyMove } from './apply';
import { cloneState } from './accessors';
import { promptFor } from './prompt';
import { DONE_STEP, SKIP_STEP } from './steps';
import { scoreLines, winnersOf } from './scoring';
import { setupGame } from './setup';
import { describeMove, statusOf } from './texts';
import type { HeliosMove, HeliosState } from './types';
import { awaitingSeats, viewOf, type HeliosView } from './view';

/** Dropped seats (RULINGS.md): their decisions are taken at once — forfeit or pass when possible, else the first option. */
const DROPS: DropSupport<HeliosState, HeliosMove> = {
  apply: applyMove,
  awaiting: awaitingSeats,
  prompt: promptFor,
  finished: (state) => state.phase === 'finished',
  seats: (state) => state.seats,
  dropped: (state) => state.dropped ?? [],
  markDropped: markDroppedWith(cloneState),
  isDrop: (move) => move.t === 'drop',
  endNow(state) {
    const next = cloneState(state);
    next.phase = 'finished';
    next.turn = null;
    next.personPhase = null;
    next.events.push(tx('hel.ev.gameOver'));
    return next;
  },
  prefer: [SKIP_STEP, DONE_STEP],
  describe: describeMove,
  events: (state) => state.events,
  withEvents: (state, events) => ({ ...state, events }),
};

const applyWithDrop = (state: HeliosState, seat: Seat, move: HeliosMove): HeliosState => applyWithDrops(DROPS, state, seat, move);

export const helios: GameEngine<HeliosState, HeliosMove, HeliosView> = {
  id: 'helios',
  name: tx('hel.name'),
  rulesSummary: tx('hel.rules'),
  minSeats: 2,
  maxSeats: 4,
  engineVersion: 1,
  options: [
    {
      id: 'exchange',
      label: tx('hel.opt.exchange'),
      kind: 'choice',
      choices: [
        { value: 'missing', label: tx('hel.opt.exchange.missing') },
        { value: 'always', label: tx('hel.opt.exchange.always') },
      ],
      default: 'missing',
    },
    { id: 'freeFieldsDark', label: tx('hel.opt.freeFieldsDark'), kind: 'boolean', default: true },
  ],
  setup: setupGame,
  awaiting: awaitingSeats,
  prompt: promptFor,
  apply: applyWithDrop,
  view: viewOf,
  determinize,
  scores: scoreLines,
  finished: (state) => state.phase === 'finished',
  winners: winnersOf,
  describe: describeMove,
  events: (state) => state.events,
  status: statusOf,
  revealsHidden: (before, seat, move) => applyWithDrop(before, seat, move).reveals > before.reveals,
  progress: (state) => ({ round: state.round, rounds: state.rounds }),
  /** Helios has no private hands: the hidden piles are hidden from every seat alike (see view.ts). */
  privateSummary: () => [],
  resourceLine,
  dropMove: (state, seat) => (canDropSeat(DROPS, state, seat) ? { t: 'drop' } : null),
  droppedSeats: (state) => [...(state.dropped ?? [])],
};
