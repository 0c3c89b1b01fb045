/**
 * How the computer players' search (src/ai/search.ts) plays one game: a game module's `search`. It lives with the
 * contract so that a game states its tuning on its own state type without importing the search. Methods, not
 * function-valued properties: their parameters are bivariant, so a tuning typed on one game's state fits the
 * registry's modules of unknown state.
 */
import type { RngState } from './rng';
import type { AnyEngine, PromptOption, Seat } from './types';

/** Per-game tuning (a game module's `search`, src/engine/module.ts); every field optional. */
export interface SearchTuning<State = unknown> {
  /** Moves played at random after leaving the tree before the position is scored. */
  playoutMoves?: number;
  /**
   * Scores a position for every seat in [0, 1]. Default: win/loss when finished, else the margin of `points`; with
   * `gainScale`, what the lead over the average gained, finished or not.
   */
  evaluate?(engine: AnyEngine, state: State): number[];
  /**
   * Each seat's expected final score of an unfinished position, which the default evaluation compares; default the
   * "if it ended now" preview. A game adds here what the preview leaves out (e.g. the income still to come). With
   * gain rewards it is also given the position the iteration began from, so that what happened in between (an
   * income paid) can be counted as it was counted there.
   */
  points?(state: State, start?: State): number[];
  /**
   * When set, a seat's reward is what its lead over the average of the others (its `points`, else its preview, minus
   * their mean) gained since the decision began, squashed as 0.5 + 0.5·tanh(gain / gainScale), instead of its lead
   * over the best opponent as it stands. That lead saturates once a seat is some 20 points ahead or behind, and the
   * differences between moves then drown in the search's noise; against the average, a seat's own points count more
   * than what it takes from any one opponent once there are several.
   */
  gainScale?: number;
  /**
   * Narrows the options a computer player weighs at `path` of `seat`'s choice tree, for steps the game knows to be
   * never worth taking (e.g. trading a resource for a lesser one). An empty answer is ignored: a seat always has a move.
   * It sees the real state for the searching seat's own steps, so it must read only what that seat may know.
   */
  prune?(state: State, seat: Seat, path: readonly string[], options: readonly PromptOption[]): readonly PromptOption[];
  /**
   * Picks an option index during playouts (and for the other seats' steps with `othersAtRandom`); default uniform.
   * `path` is the steps of the seat's move taken so far, so a policy knows what it is asked (e.g. the cell for which
   * card).
   */
  policy?(engine: AnyEngine, state: State, seat: Seat, optionIds: readonly string[], rng: RngState, path: readonly string[]): number;
  /**
   * Whether, in this game, the other seats' moves inside the tree are played as in a playout (by `policy`, else at
   * random) instead of searched. The tree then holds the searching seat's own steps only, so its iterations go into
   * the seat's next turns rather than being spread over every seat's options: with three others between two of its
   * turns, a tree over all seats seldom reaches a plan that needs two of the seat's own moves (an upgrade now for the
   * temple next turn). Asked once per decision with the real state, so it must read only what every seat may know
   * (e.g. the number of seats).
   */
  othersAtRandom?(state: State): boolean;
}
