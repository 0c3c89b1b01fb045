/** Helios (Hans im Glück, 2014) with the rules of the Yucata.de version (seed 004). */
import type { GameEngine } from '../../engine/types';
import { tx } from '../../i18n';
import { applyMove } from './apply';
import { promptFor } from './prompt';
import { scoreLines, winnersOf } from './scoring';
import { setupGame } from './setup';
import { describeMove, statusOf } from './text';
import type { HeliosMove, HeliosState } from './types';
import { awaitingSeats, viewOf, type HeliosView } from './view';

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
  apply: applyMove,
  view: viewOf,
  scores: scoreLines,
  finished: (state) => state.phase === 'finished',
  winners: winnersOf,
  describe: describeMove,
  events: (state) => state.events,
  status: statusOf,
  revealsHidden: (before, seat, move) => applyMove(before, seat, move).reveals > before.reveals,
  progress: (state) => ({ round: state.round, rounds: state.rounds }),
  /** Helios has no private hands: the hidden piles are hidden from every seat alike (see view.ts). */
  privateSummary: () => [],
};
