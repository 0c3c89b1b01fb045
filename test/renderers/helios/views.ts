/** Views of Helios games from seeded playouts, for the renderer tests and the render bench. */
import { playout, randomChooser, type Chooser } from '../../../src/engine/driver';
import { createRng, nextInt } from '../../../src/engine/rng';
import { helios } from '../../../src/games/helios/engine';
import type { HeliosState } from '../../../src/games/helios/types';
import type { HeliosView } from '../../../src/games/helios/view';

export interface PlayedGame {
  seats: number;
  /** Every state of the game in order, the setup first. */
  states: HeliosState[];
}

/**
 * A chooser that acts rather than forfeits (it skips only when nothing else is offered), so the boards fill up
 * as in a real game; a uniformly random chooser forfeits a third of all actions.
 */
export function busyChooser(seed: string): Chooser {
  const rng = createRng(seed);
  const idle = new Set(['x', 'done']);
  return (prompt) => {
    const active = prompt.options.flatMap((option, i) => (idle.has(option.id) ? [] : [i]));
    return active.length > 0 ? active[nextInt(rng, active.length)] : nextInt(rng, prompt.options.length);
  };
}

export function playGame(seats: number, seed: string, busy = true): PlayedGame {
  const states: HeliosState[] = [helios.setup({}, seats, seed)];
  const chooser = busy ? busyChooser(`${seed}/busy`) : randomChooser(`${seed}/chooser`);
  playout(helios, {}, seats, seed, chooser, (step) => states.push(step.after));
  return { seats, states };
}

export const publicView = (state: HeliosState): HeliosView => helios.view(state, null);

/** Setup, the middle and the end of a game. */
export function milestones(game: PlayedGame): { label: string; view: HeliosView }[] {
  const { states } = game;
  return [
    { label: 'setup', view: publicView(states[0]) },
    { label: 'middle', view: publicView(states[Math.floor(states.length / 2)]) },
    { label: 'end', view: publicView(states[states.length - 1]) },
  ];
}

/** The first public view of the game that satisfies `test`. */
export function firstView(game: PlayedGame, test: (view: HeliosView) => boolean): HeliosView {
  for (const state of game.states) {
    const view = publicView(state);
    if (test(view)) return view;
  }
  throw new Error('no state of the game matches');
}
