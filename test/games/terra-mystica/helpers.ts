/** Small builders for hand-made Terra Mystica states. */
import type { GameOptions, Seat } from '../../../src/engine/types';
import { RuleError } from '../../../src/engine/rule-error';
import { t } from '../../../src/i18n';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import type { PlayerState, TmMove, TmState } from '../../../src/games/terra-mystica/types';
import type { FactionId } from '../../../data/terra-mystica/factions';
import type { BonusId } from '../../../data/terra-mystica/tiles';

export interface GameSpec {
  /** Factions by seat (seat 0 starts). */
  factions: FactionId[];
  /** Starting dwellings per faction in placement order (all of them, e.g. 3 for Nomads). */
  dwellings: Partial<Record<FactionId, string[]>>;
  /** Initial bonus tile per faction. */
  bonus?: Partial<Record<FactionId, BonusId>>;
  scoring?: string;
  /** Bonus tiles in play (default: the ones named in `bonus` plus BON3, BON7, BON9 … up to seats + 3). */
  pool?: BonusId[];
  options?: GameOptions;
}

const FALLBACK_BONUS: BonusId[] = ['BON3', 'BON4', 'BON5', 'BON6', 'BON7', 'BON8', 'BON9', 'BON1', 'BON2'];

/** A game set up through the engine's own moves, at the start of round 1 (seat 0 to act). */
export function game(spec: GameSpec): TmState {
  const seats = spec.factions.length;
  const chosen = spec.factions.map((f, i) => spec.bonus?.[f] ?? FALLBACK_BONUS[i]);
  const pool = spec.pool ?? [...new Set([...chosen, ...FALLBACK_BONUS])].slice(0, seats + 3);
  const options: GameOptions = {
    scoring: spec.scoring ?? 'SCORE3,SCORE4,SCORE5,SCORE6,SCORE7,SCORE8',
    bonus: pool.join(','),
    start: '0',
    ...spec.options,
  };
  let state = terraMystica.setup(options, seats, 'test');
  spec.factions.forEach((faction, seat) => (state = act(state, seat, { t: 'faction', faction })));
  const left = Object.fromEntries(Object.entries(spec.dwellings).map(([f, hexes]) => [f, [...(hexes ?? [])]]));
  while (state.phase === 'dwellings') {
    const seat = state.setupQueue[0];
    const hex = left[state.players[seat].faction as string].shift();
    if (!hex) throw new Error(`no dwelling left for ${state.players[seat].faction}`);
    state = act(state, seat, { t: 'build', hex });
  }
  while (state.phase === 'bonus') {
    const seat = state.setupQueue[0];
    state = act(state, seat, { t: 'pass', bonus: chosen[seat] });
  }
  return state;
}

export function act(state: TmState, seat: Seat, move: TmMove): TmState {
  return terraMystica.apply(state, seat, move);
}

/** Applies several moves in a row. */
export function acts(state: TmState, moves: [Seat, TmMove][]): TmState {
  return moves.reduce((s, [seat, move]) => act(s, seat, move), state);
}

/** A copy of the state with changes to one player (hand-built situations). */
export function withPlayer(state: TmState, seat: Seat, patch: Partial<PlayerState>): TmState {
  const copy = structuredClone(state);
  Object.assign(copy.players[seat], patch);
  return copy;
}

/** A copy of the state changed by `edit`. */
export function edited(state: TmState, edit: (s: TmState) => void): TmState {
  const copy = structuredClone(state);
  edit(copy);
  return copy;
}

/** Rule error key of a move that must be refused. */
export function refusal(state: TmState, seat: Seat, move: TmMove): string {
  try {
    act(state, seat, move);
  } catch (error) {
    return (error as { key?: string }).key ?? String(error);
  }
  return 'accepted';
}

/** The refusal of a move as the player reads it in English (key and parameters rendered), or 'accepted'. */
export function refusalText(state: TmState, seat: Seat, move: TmMove): string {
  try {
    act(state, seat, move);
  } catch (error) {
    if (error instanceof RuleError) return t('en', { key: error.key, params: error.params });
    throw error;
  }
  return 'accepted';
}

/** `seat` with plenty of every resource and 12 power in bowl III. */
export function rich(state: TmState, seat: Seat): TmState {
  return withPlayer(state, seat, { c: 50, w: 30, p: 5, bowls: [0, 0, 12] });
}

/** Two players on the base map: Witches (E9, F4) and Nomads (A5, F3, G4). */
export const TWO = (extra: Partial<GameSpec> = {}): TmState =>
  game({
    factions: ['witches', 'nomads'],
    dwellings: { witches: ['E9', 'F4'], nomads: ['A5', 'F3', 'G4'] },
    bonus: { witches: 'BON3', nomads: 'BON7' },
    ...extra,
  });

/** `TWO` with the Witches (seat 0) stocked for any action: 20 coins, 10 workers, 3 priests, 12 power in bowl III. */
export const witches = (patch: (s: TmState) => void = () => {}): TmState =>
  edited(TWO(), (s) => {
    Object.assign(s.players[0], { c: 20, w: 10, p: 3, bowls: [0, 0, 12] });
    patch(s);
  });

/** `witches` between rounds with cult-reward spades for [Witches, Nomads], the Witches first in line. */
export const cultSpadePhase = (spades: [number, number]): TmState =>
  witches((s) => {
    s.phase = 'cultSpades';
    s.turn = null;
    s.setupQueue = [0, 1];
    s.players[0].spades = spades[0];
    s.players[1].spades = spades[1];
  });

/**
 * Mermaids (seat 0) one river short of a town: r16 lies between D5 and D6 (which share no side); D4, C3, D5 on one
 * bank, D6 on the other, all lakes.
 */
export const mermaidsAcrossRiver = (): TmState =>
  edited(game({ factions: ['mermaids', 'nomads'], dwellings: { mermaids: ['D5', 'H2'], nomads: ['A5', 'F3', 'G4'] } }), (x) => {
    x.buildings.D5 = { seat: 0, kind: 'TP' };
    x.buildings.C3 = { seat: 0, kind: 'TP' };
    x.buildings.D6 = { seat: 0, kind: 'TP' };
    x.terrain.C3 = 'B';
    x.terrain.D6 = 'B';
    x.buildings.D4 = { seat: 0, kind: 'D' };
    x.terrain.D4 = 'B';
  });

/** The error the engine's log import refuses `text` with (fails the test when the log is read). */
export function importRefusal(text: string): RuleError {
  try {
    terraMystica.importLog!(text);
  } catch (error) {
    if (error instanceof RuleError) return error;
    throw error;
  }
  throw new Error('the log was read');
}
