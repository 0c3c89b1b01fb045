/** Views of Pandoria games from seeded random playouts, for the renderer tests and the render bench. */
import { playout } from '../../../src/engine/driver';
import type { GameOptions } from '../../../src/engine/types';
import { pandoria } from '../../../src/games/pandoria/engine';
import type { PandoriaState } from '../../../src/games/pandoria/types';
import type { PandoriaView } from '../../../src/games/pandoria/view';

export interface PlayedGame {
  seats: number;
  options: GameOptions;
  /** Every state of the game in order, the setup first. */
  states: PandoriaState[];
}

export function playGame(seats: number, options: GameOptions, seed: string): PlayedGame {
  const states: PandoriaState[] = [pandoria.setup(options, seats, seed)];
  playout(pandoria, options, seats, seed, undefined, (step) => states.push(step.after));
  return { seats, options, states };
}

export const publicView = (state: PandoriaState): PandoriaView => pandoria.view(state, null);

/** Setup, the middle and the end of a game. */
export function milestones(game: PlayedGame): { label: string; view: PandoriaView }[] {
  const { states } = game;
  return [
    { label: 'setup', view: publicView(states[0]) },
    { label: 'middle', view: publicView(states[Math.floor(states.length / 2)]) },
    { label: 'end', view: publicView(states[states.length - 1]) },
  ];
}

/** The first public view of the game that satisfies `test`. */
export function firstView(game: PlayedGame, test: (view: PandoriaView) => boolean): PandoriaView {
  for (const state of game.states) {
    const view = publicView(state);
    if (test(view)) return view;
  }
  throw new Error('no state of the game matches');
}
