/** Builders for hand-made Helios states. */
import { expect } from 'vitest';
import { helios } from '../../../src/games/helios/engine';
import { CELLS, cellAt, cellId } from '../../../src/games/helios/hex';
import type { HeliosMove, HeliosState, PlacedTile, PlayerState, Resource, SpecialKind } from '../../../src/games/helios/types';
import type { GameOptions, Prompt, Seat } from '../../../src/engine/types';

/** The cell id at axial (q, r). */
export function at(q: number, r: number): string {
  const index = cellAt(q, r);
  if (index < 0) throw new Error(`no cell at ${q},${r}`);
  return cellId(index);
}

/** The axial coordinates of a cell id. */
export function axial(id: string): { q: number; r: number } {
  const cell = CELLS.find((c) => c.id === id);
  if (!cell) throw new Error(`no cell ${id}`);
  return { q: cell.q, r: cell.r };
}

export function landTile(color: Resource, res: Resource[] = [], temple = false): PlacedTile {
  return { kind: 'land', color, res, temple };
}

export function specialTile(special: SpecialKind, res: Resource[] = [], temple = false): PlacedTile {
  return { kind: 'special', special, res, temple };
}

/**
 * A game after setup: every start tile chosen (brown by default) and the bonus resources placed (black), so
 * phase 1 of round 1 is running with the start player on turn.
 */
export function startedGame(seats = 3, seed = 'test', options: GameOptions = {}, colors: Resource[] = []): HeliosState {
  let state = helios.setup(options, seats, seed);
  while (state.phase === 'startTiles') {
    const seat = state.startQueue[0];
    state = helios.apply(state, seat, { t: 'startTile', color: colors[seat] ?? 'brown' });
  }
  while (state.phase === 'gifts') {
    const seat = state.gifts[0];
    const cell = Object.keys(state.players[seat].tiles)[0];
    state = helios.apply(state, seat, { t: 'gift', color: 'black', cell });
  }
  return state;
}

/** Replaces a player's tiles (and optionally the sun) on a copy of the state. */
export function withBoard(state: HeliosState, seat: Seat, tiles: Record<string, PlacedTile>, sun?: string): HeliosState {
  const next = structuredClone(state);
  next.players[seat].tiles = structuredClone(tiles);
  if (sun) next.players[seat].sun = sun;
  return next;
}

export function updatePlayer(state: HeliosState, seat: Seat, change: (player: PlayerState) => void): HeliosState {
  const next = structuredClone(state);
  change(next.players[seat]);
  return next;
}

/** Puts `seat` on turn in phase 1 at the given stage (after having taken a tile of `sym`). */
export function onTurn(state: HeliosState, seat: Seat, stage: 'take' | 'act' | 'bonus' = 'take', sym: 'land' | 'build' | 'sun' | null = null): HeliosState {
  const next = structuredClone(state);
  next.phase = 'actions';
  next.personPhase = null;
  next.turn = { seat, stage, sym, bonus: stage === 'bonus' ? 1 : 0, fullRow: null, pendingLand: [], circuitScored: false };
  next.turnsTaken = (seat - next.startPlayer + next.seats) % next.seats;
  return next;
}

/** Walks the choice tree along `path` and returns the prompt there (fails when it is a finished move). */
export function promptAt(state: HeliosState, seat: Seat, path: string[]): Prompt {
  const result = helios.prompt(state, seat, path);
  if (!('prompt' in result)) throw new Error(`path ${path.join(',')} is a finished move`);
  return result.prompt;
}

export function optionIds(state: HeliosState, seat: Seat, path: string[]): string[] {
  return promptAt(state, seat, path).options.map((o) => o.id);
}

/** Walks the choice tree along `path` to a finished move and applies it. */
export function play(state: HeliosState, seat: Seat, path: string[]): HeliosState {
  const result = helios.prompt(state, seat, path);
  if (!('move' in result)) throw new Error(`path ${path.join(',')} is not a finished move: ${result.prompt.title.key}`);
  return helios.apply(state, seat, result.move);
}

export function apply(state: HeliosState, seat: Seat, move: HeliosMove): HeliosState {
  return helios.apply(state, seat, move);
}

/** Expects apply to throw a RuleError with the given key. */
export function expectRuleError(run: () => unknown, key: string): void {
  expect(run).toThrow(expect.objectContaining({ name: 'RuleError', key }));
}

/**
 * Completes a path through the choice tree from `prefix`, taking the first (or last) option at each step, and
 * returns the full path of the finished move.
 */
export function completePath(state: HeliosState, seat: Seat, prefix: string[], pick: 'first' | 'last' = 'first'): string[] {
  const path = [...prefix];
  for (;;) {
    const result = helios.prompt(state, seat, path);
    if ('move' in result) return path;
    const options = result.prompt.options;
    path.push(options[pick === 'first' ? 0 : options.length - 1].id);
  }
}

/** Ends phase 1 at once: the last action turn of the round is forfeited, so the person phase begins. */
export function toPersonPhase(state: HeliosState, change: (s: HeliosState) => void = () => {}): HeliosState {
  const next = structuredClone(state);
  next.phase = 'actions';
  next.turnsTaken = next.turnsPerRound * next.seats - 1;
  const seat = (next.startPlayer + next.turnsTaken) % next.seats;
  next.turn = { seat, stage: 'act', sym: 'sun', bonus: 0, fullRow: null, pendingLand: [], circuitScored: false };
  change(next);
  return helios.apply(next, seat, { t: 'skip' });
}

/** Everyone passes in the person phase; returns the state after the round ended. */
export function passAll(state: HeliosState): HeliosState {
  let current = state;
  while (current.phase === 'persons') {
    const seat = helios.awaiting(current)[0];
    current = helios.apply(current, seat, { t: 'done' });
  }
  return current;
}
