/** Views of Terra Mystica games from seeded random playouts, for the renderer tests and the render bench. */
import { playout } from '../../src/engine/driver';
import type { GameOptions } from '../../src/engine/types';
import { terraMystica, type TmState, type TmView } from '../../src/games/terra-mystica/engine';

export interface PlayedTmGame {
  seats: number;
  /** Every state of the game in order, the setup first. */
  states: TmState[];
}

export function playTmGame(seats: number, seed: string, options: GameOptions = {}): PlayedTmGame {
  const states: TmState[] = [terraMystica.setup(options, seats, seed)];
  playout(terraMystica, options, seats, seed, undefined, (step) => states.push(step.after));
  return { seats, states };
}

export const publicTmView = (state: TmState): TmView => terraMystica.view(state, null);

/** Setup, the middle and the end of a game. */
export function tmMilestones(game: PlayedTmGame): { label: string; view: TmView }[] {
  const { states } = game;
  return [
    { label: 'setup', view: publicTmView(states[0]) },
    { label: 'middle', view: publicTmView(states[Math.floor(states.length / 2)]) },
    { label: 'end', view: publicTmView(states[states.length - 1]) },
  ];
}

/** The last public view still in the action phase of round 6 or later: a crowded late-game board. */
export function lateView(game: PlayedTmGame): TmView {
  for (let i = game.states.length - 1; i >= 0; i--) {
    const view = publicTmView(game.states[i]);
    if (view.phase === 'actions') return view;
  }
  throw new Error('no action phase in the game');
}
