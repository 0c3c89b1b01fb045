/**
 * Seeded random playouts with seats dropped at random moments (issue 13): while awaited, while another seat is
 * awaited, two in a row. Shared by every game's drop.test.ts; the game's own invariants come in as `check`.
 */
import { chooseMove, randomChooser } from '../../src/engine/driver';
import { createRng, nextFloat, nextInt } from '../../src/engine/rng';
import type { GameEngine, GameOptions, Seat, Text } from '../../src/engine/types';
import { hasKey } from '../../src/i18n';

export interface DropPlayoutSpec<S> {
  games: number;
  /** Seat counts, used in turn. */
  seats: number[];
  /** Options, used in turn. */
  options?: GameOptions[];
  /** Chance per move that a drop happens first. */
  chance?: number;
  /** At most this many drops per game (default: no limit). */
  maxDrops?: number;
  /** The game's own invariants after every move. */
  check?: (state: S) => void;
}

export interface DropPlayoutResult<S> {
  final: S;
  finished: boolean;
  dropped: Seat[];
  /** Drops applied while the dropped seat was awaited / while it was not. */
  awaitedDrops: number;
  otherDrops: number;
}

function keysOf(text: Text, out: string[] = []): string[] {
  out.push(text.key);
  for (const v of Object.values(text.params ?? {})) if (typeof v === 'object' && 'key' in v) keysOf(v, out);
  return out;
}

function fail(what: string): never {
  throw new Error(`drop invariant broken: ${what}`);
}

export function dropPlayouts<S, M>(engine: GameEngine<S, M, unknown>, spec: DropPlayoutSpec<S>): DropPlayoutResult<S>[] {
  const { dropMove, droppedSeats } = engine;
  if (!dropMove || !droppedSeats) throw new Error(`${engine.id} cannot drop seats`);
  const results: DropPlayoutResult<S>[] = [];
  for (let game = 0; game < spec.games; game++) {
    const seats = spec.seats[game % spec.seats.length];
    const options = spec.options?.[game % spec.options.length] ?? {};
    const seed = `drop-${engine.id}-${game}`;
    const rng = createRng(`${seed}/drops`);
    const chooser = randomChooser(`${seed}/chooser`);
    let state = engine.setup(options, seats, seed);
    let awaitedDrops = 0;
    let otherDrops = 0;
    const applyChecked = (seat: Seat, move: M): void => {
      for (const key of keysOf(engine.describe(state, seat, move))) if (!hasKey(key)) fail(`text ${key}`);
      state = engine.apply(state, seat, move);
      spec.check?.(state);
      const gone = droppedSeats(state);
      if (engine.awaiting(state).some((s) => gone.includes(s))) fail(`a dropped seat is awaited (${gone.join(',')})`);
      if (!engine.finished(state) && engine.awaiting(state).length === 0) fail('nobody awaited in an unfinished game');
      if (engine.finished(state) && engine.awaiting(state).length > 0) fail('seats awaited after the end');
      for (const key of engine.events(state).flatMap((t) => keysOf(t))) if (!hasKey(key)) fail(`text ${key}`);
    };
    const drop = (seat: Seat): void => {
      const move = dropMove(state, seat);
      if (move === null) fail(`seat ${seat} cannot be dropped`);
      if (engine.awaiting(state).includes(seat)) awaitedDrops++;
      else otherDrops++;
      applyChecked(seat, move);
      if (!droppedSeats(state).includes(seat)) fail(`seat ${seat} not listed as dropped`);
      if (dropMove(state, seat) !== null) fail(`seat ${seat} can be dropped twice`);
    };
    for (let moves = 0; !engine.finished(state); moves++) {
      if (moves > 100_000) fail(`${engine.id}: no end`);
      const room = droppedSeats(state).length < (spec.maxDrops ?? Infinity);
      const droppable = room ? Array.from({ length: seats }, (_, s) => s).filter((s) => dropMove(state, s) !== null) : [];
      if (droppable.length > 0 && nextFloat(rng) < (spec.chance ?? 0.01)) {
        const awaited = droppable.filter((s) => engine.awaiting(state).includes(s));
        const pool = awaited.length > 0 && nextFloat(rng) < 0.5 ? awaited : droppable;
        drop(pool[nextInt(rng, pool.length)]);
        // Sometimes a second seat right after the first.
        const next = Array.from({ length: seats }, (_, s) => s).filter((s) => !engine.finished(state) && dropMove(state, s) !== null);
        const more = droppedSeats(state).length < (spec.maxDrops ?? Infinity);
        if (more && next.length > 0 && nextFloat(rng) < 0.3) drop(next[nextInt(rng, next.length)]);
        continue;
      }
      const waiting = engine.awaiting(state);
      const seat = waiting[nextInt(rng, waiting.length)];
      const { move } = chooseMove(engine, state, seat, chooser);
      applyChecked(seat, move);
    }
    if (engine.winners(state).length === 0) fail('no winner');
    results.push({ final: state, finished: engine.finished(state), dropped: droppedSeats(state), awaitedDrops, otherDrops });
  }
  return results;
}

/** Plays `moves` random moves from set-up (the first seat awaited each time), for hand-picked drop moments. */
export function advanceRandomly<S, M>(engine: GameEngine<S, M, unknown>, state: S, moves: number, seed: string): S {
  const chooser = randomChooser(seed);
  let s = state;
  for (let i = 0; i < moves && !engine.finished(s); i++) {
    const seat = engine.awaiting(s)[0];
    s = engine.apply(s, seat, chooseMove(engine, s, seat, chooser).move);
  }
  return s;
}
