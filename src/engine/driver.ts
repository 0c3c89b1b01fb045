import type { AnyEngine, GameEngine, GameOptions, Prompt, Seat } from './types';
import { createRng, nextInt, type RngState } from './rng';

/** Picks one option of a prompt; returns its index. */
export type Chooser = (prompt: Prompt, seat: Seat) => number;

export function randomChooser(seed: string): Chooser {
  const rng: RngState = createRng(seed);
  return (prompt) => nextInt(rng, prompt.options.length);
}

/** Walks the choice tree from the root until the engine yields a complete move. */
export function chooseMove<S, M>(
  engine: GameEngine<S, M, unknown>,
  state: S,
  seat: Seat,
  chooser: Chooser,
  maxDepth = 64,
): { move: M; path: string[] } {
  const path: string[] = [];
  for (let depth = 0; depth < maxDepth; depth++) {
    const result = engine.prompt(state, seat, path);
    if ('move' in result) return { move: result.move, path };
    const { options } = result.prompt;
    if (options.length === 0) throw new Error(`${engine.id}: empty prompt at path [${path.join(',')}]`);
    path.push(options[chooser(result.prompt, seat)].id);
  }
  throw new Error(`${engine.id}: choice tree deeper than ${maxDepth}`);
}

export interface PlayoutStep<S, M> {
  before: S;
  after: S;
  seat: Seat;
  move: M;
  path: string[];
}

export interface PlayoutResult<S, M> {
  final: S;
  moves: { seat: Seat; move: M }[];
}

/**
 * Plays a whole game with `chooser` deciding every branch. When several seats are awaited, the
 * chooser's seed also decides who acts first, as players would in any order.
 */
export function playout<S, M>(
  engine: GameEngine<S, M, unknown>,
  options: GameOptions,
  seats: number,
  seed: string,
  chooser: Chooser = randomChooser(`${seed}/chooser`),
  onStep?: (step: PlayoutStep<S, M>) => void,
  maxMoves = 100_000,
): PlayoutResult<S, M> {
  let state = engine.setup(options, seats, seed);
  const order = createRng(`${seed}/order`);
  const moves: { seat: Seat; move: M }[] = [];
  // Without onStep no one sees a state but the last, so the engine may change each one in place.
  const apply = onStep ? engine.apply : (engine.applyOwned ?? engine.apply);
  while (!engine.finished(state)) {
    if (moves.length >= maxMoves) throw new Error(`${engine.id}: no end after ${maxMoves} moves`);
    const waiting = engine.awaiting(state);
    if (waiting.length === 0) throw new Error(`${engine.id}: nobody awaited in an unfinished game`);
    const seat = waiting[nextInt(order, waiting.length)];
    const { move, path } = chooseMove(engine, state, seat, chooser);
    const after = apply(state, seat, move);
    onStep?.({ before: state, after, seat, move, path });
    moves.push({ seat, move });
    state = after;
  }
  return { final: state, moves };
}

/**
 * Rebuilds a state from its record: the game is (options, seats, seed, moves). `onState` sees the state after setup
 * and after every move (diagnostic scripts follow a game's course with it).
 */
export function replay(
  engine: AnyEngine,
  options: GameOptions,
  seats: number,
  seed: string,
  moves: readonly { seat: Seat; move: unknown }[],
  onState?: (state: unknown) => void,
): unknown {
  let state = engine.setup(options, seats, seed);
  onState?.(state);
  for (const { seat, move } of moves) {
    state = engine.apply(state, seat, move);
    onState?.(state);
  }
  return state;
}
