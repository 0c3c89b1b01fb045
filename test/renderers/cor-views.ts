/** Views of City of Rome games from seeded random playouts, for the renderer tests and the render bench. */
import { playout } from '../../src/engine/driver';
import { cityOfRome } from '../../src/games/city-of-rome/engine';
import type { CorState } from '../../src/games/city-of-rome/types';
import type { CorView } from '../../src/games/city-of-rome/view';

export interface PlayedGame {
  seats: number;
  shrine: boolean;
  /** Every state of the game in order, the setup first. */
  states: CorState[];
}

export function playGame(seats: number, shrine: boolean, seed: string): PlayedGame {
  const first = cityOfRome.setup({ shrine }, seats, seed);
  const states: CorState[] = [first];
  playout(cityOfRome, { shrine }, seats, seed, undefined, (step) => states.push(step.after));
  return { seats, shrine, states };
}

export const publicView = (state: CorState): CorView => cityOfRome.view(state, null);

/** Setup, the middle and the end of a game. */
export function milestones(game: PlayedGame): { label: string; view: CorView }[] {
  const { states } = game;
  return [
    { label: 'setup', view: publicView(states[0]) },
    { label: 'middle', view: publicView(states[Math.floor(states.length / 2)]) },
    { label: 'end', view: publicView(states[states.length - 1]) },
  ];
}

/** The first public view of the game that satisfies `test`. */
export function firstView(game: PlayedGame, test: (view: CorView) => boolean): CorView {
  for (const state of game.states) {
    const view = publicView(state);
    if (test(view)) return view;
  }
  throw new Error('no state of the game matches');
}
