/** Setting up a game and the start tile choices. [seed "Aufbau und Vorbereitung", facts §6.1] */
import { ROUNDS, START_MANA, START_RANGE, TURNS_PER_ROUND } from '../../../data/helios/rules';
import { PERSON_IDS } from '../../../data/helios/persons';
import { ACTION_COLUMN_SIZE, ACTION_SYMBOLS, RESOURCES, SPECIAL_COPIES, SPECIAL_KINDS, START_TILE_COLORS } from '../../../data/helios/tiles';
import { createRng, nextInt } from '../../engine/rng';
import { RuleError } from '../../engine/rule-error';
import type { GameOptions, Seat } from '../../engine/types';
import { tx } from '../../i18n/text';
import { START_CELL, SUN_START_CELL, cellId } from './hex';
import { queueGifts } from './flow';
import { changedPlayer, clockwiseFrom } from './accessors';
import { actionPile, buildLandStacks, refillLandOffer } from './supply';
import type { ActionSymbol, ActionTile, HeliosOptions, HeliosState, PlayerState, Resource, SpecialKind } from './types';

export function readOptions(options: GameOptions): HeliosOptions {
  return {
    exchange: options.exchange === 'always' ? 'always' : 'missing',
    freeFieldsDark: options.freeFieldsDark !== false,
  };
}

function newPlayer(): PlayerState {
  return {
    tiles: {},
    sun: cellId(SUN_START_CELL),
    range: START_RANGE,
    unlimited: false,
    mana: START_MANA,
    vp: 0,
    winding: 0,
    windingHigh: 0,
    temples: 0,
    buildings: [],
    persons: [],
    rows: { red: [], blue: [], yellow: [] },
  };
}

const perSymbol = <T>(make: (sym: ActionSymbol) => T) =>
  Object.fromEntries(ACTION_SYMBOLS.map((sym) => [sym, make(sym)])) as Record<ActionSymbol, T>;

export function setupGame(options: GameOptions, seats: number, seed: string): HeliosState {
  if (!(seats in ROUNDS)) throw new RuleError('hel.error.seats');
  const rng = createRng(seed);
  const state: HeliosState = {
    seats,
    options: readOptions(options),
    rng,
    round: 1,
    rounds: ROUNDS[seats],
    turnsPerRound: TURNS_PER_ROUND[seats],
    startPlayer: 0,
    phase: 'startTiles',
    startQueue: [],
    gifts: [],
    columns: perSymbol((): ActionTile[] => []),
    draw: perSymbol((): ActionTile[] => []),
    discard: perSymbol((): ActionTile[] => []),
    stacks: Object.fromEntries(RESOURCES.map((r) => [r, 0])) as Record<Resource, number>,
    extraStack: [],
    offer: [],
    landOut: 0,
    specials: Object.fromEntries(SPECIAL_KINDS.map((k) => [k, SPECIAL_COPIES])) as Record<SpecialKind, number>,
    persons: [...PERSON_IDS],
    players: Array.from({ length: seats }, newPlayer),
    turnsTaken: 0,
    turn: null,
    personPhase: null,
    events: [],
    reveals: 0,
  };
  for (const sym of ACTION_SYMBOLS) {
    state.draw[sym] = actionPile(state, sym);
    state.columns[sym] = state.draw[sym].splice(0, ACTION_COLUMN_SIZE);
  }
  state.startPlayer = nextInt(state.rng, seats);
  state.startQueue = clockwiseFrom(state.startPlayer, seats);
  return state;
}

/**
 * A start tile choice (brown, grey or green; duplicates allowed) goes on the centre with 1 resource. After the
 * last choice the land stacks are built and the offer revealed; then the 3rd and 4th seats take their bonus.
 */
export function chooseStartTile(state: HeliosState, seat: Seat, color: Resource): void {
  if (state.startQueue[0] !== seat) throw new RuleError('error.notYourTurn');
  if (!START_TILE_COLORS.includes(color)) throw new RuleError('hel.error.startColor');
  changedPlayer(state, seat).tiles[cellId(START_CELL)] = { kind: 'land', color, res: [color], temple: false };
  state.startQueue = state.startQueue.slice(1);
  if (state.startQueue.length > 0) return;
  const chosen = state.players.map((p) => {
    const tile = p.tiles[cellId(START_CELL)];
    return tile.kind === 'land' ? tile.color : 'brown';
  });
  buildLandStacks(state, chosen);
  refillLandOffer(state);
  state.events.push(tx('hel.ev.landRevealed'));
  queueGifts(state);
}
