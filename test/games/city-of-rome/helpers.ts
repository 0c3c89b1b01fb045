/** Helpers that build City of Rome states for rule tests. */
import { chooseMove } from '../../../src/engine/driver';
import type { Seat } from '../../../src/engine/types';
import { cityOfRome } from '../../../src/games/city-of-rome/engine';
import type { CorMove } from '../../../src/games/city-of-rome/moves';
import type { CityCell, CorState } from '../../../src/games/city-of-rome/types';

export const engine = cityOfRome;

/** A card at board position (row, col). */
export function cell(row: number, col: number, card: string, extra: Partial<CityCell> = {}): CityCell {
  return { row, col, card, pointTokens: 0, brickToken: false, ...extra };
}

/** The starting city of a colour: house at r3c2, farm at r3c3. */
export function startCity(colour = 'white'): CityCell[] {
  return [cell(3, 2, `S-${colour}-H`), cell(3, 3, `S-${colour}-V`)];
}

/** Applies the first option of every prompt until `stop` holds. */
export function advance(state: CorState, stop: (s: CorState) => boolean, limit = 500): CorState {
  let s = state;
  for (let i = 0; i < limit && !stop(s); i++) {
    const [seat] = engine.awaiting(s);
    const { move } = chooseMove(engine, s, seat, () => 0);
    s = engine.apply(s, seat, move);
  }
  if (!stop(s)) throw new Error('advance: condition never reached');
  return s;
}

/** Applies the first option of the current prompt once. */
export function step(state: CorState): CorState {
  const [seat] = engine.awaiting(state);
  const { move } = chooseMove(engine, state, seat, () => 0);
  return engine.apply(state, seat, move);
}

/** A fresh game advanced to the first action turn of round 1 (before the offer card is taken). */
export function firstTurn(seats = 3, seed = 'turn', shrine = false): CorState {
  return advance(engine.setup({ shrine }, seats, seed), (s) => s.phase === 'action' && s.turn !== null && !s.turn.tookCard);
}

export interface TurnSetup {
  seats?: number;
  seed?: string;
  city?: CityCell[];
  hand?: string[];
  coins?: number;
  influence?: number;
  freeBricks?: number;
  freeCogs?: number;
  tookCard?: boolean;
}

/**
 * A state in the middle of an action turn of round 1, with the acting player's city, hand, coins and free
 * points replaced as given. Returns the state and the acting seat.
 */
export function turnState(setup: TurnSetup = {}): { state: CorState; seat: Seat } {
  const state = structuredClone(firstTurn(setup.seats ?? 3, setup.seed ?? 'turn'));
  const turn = state.turn;
  if (!turn) throw new Error('no turn');
  const player = state.players[turn.seat];
  if (setup.city) player.city = setup.city.map((c) => ({ ...c }));
  if (setup.hand) {
    player.hand = [...setup.hand];
    player.known = [];
  }
  if (setup.coins !== undefined) player.coins = setup.coins;
  if (setup.influence !== undefined) player.influence = setup.influence;
  if (setup.freeBricks !== undefined) turn.freeBricks = setup.freeBricks;
  if (setup.freeCogs !== undefined) turn.freeCogs = setup.freeCogs;
  turn.tookCard = setup.tookCard ?? true;
  return { state, seat: turn.seat };
}

export function play(state: CorState, seat: Seat, move: CorMove): CorState {
  return engine.apply(state, seat, move);
}

/** The option ids of the prompt at `path`, or the move. */
export function optionIds(state: CorState, seat: Seat, path: string[] = []): string[] {
  const result = engine.prompt(state, seat, path);
  if ('move' in result) throw new Error(`expected a prompt at [${path.join(',')}]`);
  return result.prompt.options.map((o) => o.id);
}
