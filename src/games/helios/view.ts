/**
 * What a viewer may see of a Helios game, shaped for the renderer. Helios has no private hands: the hidden
 * things are the order of the face-down piles (action draw piles, land stacks, the extra stack) and the PRNG,
 * which the view reduces to counts. A seat's view additionally marks which seat is "you".
 */
import type { ScoreLine, Seat } from '../../engine/types';
import { BONUS_CELLS, CELLS, CORNER_CELLS, MANA_CELLS, SUN_START_CELL, START_CELL, YELLOW_CELLS, cellId } from './hex';
import { scoreLines } from './scoring';
import { personSeat } from './accessors';
import { sunTargets } from './sun';
import type {
  ActionColor,
  ActionSymbol,
  ActionTurn,
  BuildingId,
  CellId,
  HeliosState,
  OfferTile,
  OwnedPerson,
  PersonId,
  Phase,
  PlacedTile,
  Resource,
  RowColor,
  SpecialKind,
} from './types';

/** One field of the (shared) board layout. */
export interface BoardCellView {
  id: CellId;
  /** Axial coordinates (flat-top hexes, north up): screen x = 1.5·q, y = √3·(r + q/2). */
  q: number;
  r: number;
  /** Light fields take tiles; dark rim fields only carry the sun. */
  light: boolean;
  /** Printed marks: bonus resource, mana, corner field, yellow circuit border, start tile, sun start. */
  marks: ('bonus' | 'mana' | 'corner' | 'yellow' | 'start' | 'sunStart')[];
}

/** A tile on a player's board. */
export interface TileView {
  cell: CellId;
  tile: PlacedTile;
}

/** A destination the sun can reach this turn and the steps it takes. */
export interface SunTargetView {
  cell: CellId;
  steps: number;
}

export interface PlayerView {
  /** Left the game: its decisions are taken by the standing policy (RULINGS.md). */
  dropped: boolean;
  seat: Seat;
  tiles: TileView[];
  sun: CellId;
  /** The sun-track value; `unlimited` after the Kraftwerk (drawn as ∞). */
  range: number;
  unlimited: boolean;
  /** Where the sun could move with a "move sun" action now (public: derived from the board). */
  sunTargets: SunTargetView[];
  mana: number;
  /** Points scored during play. */
  vp: number;
  temples: number;
  /** Laps of the sun counted so far (the high-water mark of its winding round the start tile). */
  laps: number;
  buildings: BuildingId[];
  persons: OwnedPerson[];
  /** Action tiles in the three rows at the bottom of the board. */
  rows: Record<RowColor, { sym: ActionSymbol; color: ActionColor }[]>;
  /** Resource cubes on the board (tie-break). */
  cubes: number;
}

/** The running action turn, for "whose turn, what now". */
export interface TurnView {
  seat: Seat;
  stage: ActionTurn['stage'];
  /** Symbol of the tile taken this turn. */
  sym: ActionSymbol | null;
  bonusActions: number;
  /** Landverwaltung tiles waiting to be created (face up). */
  pendingLand: { color: Resource }[];
  circuitScored: boolean;
}

export interface HeliosView {
  /** The viewer's seat, or null for the public. */
  you: Seat | null;
  phase: Phase;
  round: number;
  rounds: number;
  startPlayer: Seat;
  /** Seats that must decide now. */
  awaiting: Seat[];
  board: BoardCellView[];
  /** Face-up action tiles per symbol; index 0 is the lowest, the only one that may be taken. */
  columns: Record<ActionSymbol, { color: ActionColor }[]>;
  drawCounts: Record<ActionSymbol, number>;
  discardCounts: Record<ActionSymbol, number>;
  /** Face-up land tiles: slots 0–4 from the colour stacks, 5 from the extra stack (null when taken or empty). */
  landOffer: (OfferTile | null)[];
  landStackCounts: Record<Resource, number>;
  extraStackCount: number;
  specials: Record<SpecialKind, number>;
  /** Persons still on display. */
  persons: PersonId[];
  players: PlayerView[];
  turn: TurnView | null;
  /** The person phase: turn order, who has passed, and whether the player on turn has bought already. */
  personPhase: { order: Seat[]; current: Seat; passed: boolean[]; bought: boolean } | null;
  /** Seats still to place a bonus resource. */
  gifts: Seat[];
  /** Start tile choices still to make. */
  startQueue: Seat[];
  scores: ScoreLine[];
}

function boardLayout(): BoardCellView[] {
  return CELLS.map((c) => {
    const marks: BoardCellView['marks'] = [];
    if (BONUS_CELLS.has(c.index)) marks.push('bonus');
    if (MANA_CELLS.has(c.index)) marks.push('mana');
    if (CORNER_CELLS.includes(c.index)) marks.push('corner');
    if (YELLOW_CELLS.has(c.index)) marks.push('yellow');
    if (c.index === START_CELL) marks.push('start');
    if (c.index === SUN_START_CELL) marks.push('sunStart');
    return { id: c.id, q: c.q, r: c.r, light: c.light, marks };
  });
}

const BOARD_LAYOUT = boardLayout();

/** A deep copy of plain JSON data (views never share objects with the state). */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export function awaitingSeats(state: HeliosState): Seat[] {
  switch (state.phase) {
    case 'startTiles':
      return state.startQueue.slice(0, 1);
    case 'gifts':
      return [...state.gifts];
    case 'actions':
      return state.turn ? [state.turn.seat] : [];
    case 'persons': {
      const seat = personSeat(state);
      return seat === null ? [] : [seat];
    }
    case 'finished':
      return [];
  }
}

export function viewOf(state: HeliosState, viewer: Seat | null): HeliosView {
  const turn = state.turn;
  const phase = state.personPhase;
  return {
    you: viewer,
    phase: state.phase,
    round: state.round,
    rounds: state.rounds,
    startPlayer: state.startPlayer,
    awaiting: awaitingSeats(state),
    board: BOARD_LAYOUT.map((cell) => ({ ...cell, marks: [...cell.marks] })),
    columns: {
      land: state.columns.land.map((t) => ({ color: t.color })),
      build: state.columns.build.map((t) => ({ color: t.color })),
      sun: state.columns.sun.map((t) => ({ color: t.color })),
    },
    drawCounts: { land: state.draw.land.length, build: state.draw.build.length, sun: state.draw.sun.length },
    discardCounts: { land: state.discard.land.length, build: state.discard.build.length, sun: state.discard.sun.length },
    landOffer: copy(state.offer),
    landStackCounts: { ...state.stacks },
    extraStackCount: state.extraStack.length,
    specials: { ...state.specials },
    persons: [...state.persons],
    players: state.players.map((p, seat) => ({
      seat,
      dropped: state.dropped?.includes(seat) ?? false,
      tiles: Object.entries(p.tiles).map(([cell, tile]) => ({ cell, tile: copy(tile) })),
      sun: p.sun,
      range: p.range,
      unlimited: p.unlimited,
      sunTargets: state.phase === 'finished' ? [] : sunTargets(p).map((t) => ({ cell: cellId(t.cell), steps: t.steps })),
      mana: p.mana,
      vp: p.vp,
      temples: p.temples,
      laps: p.windingHigh,
      buildings: [...p.buildings],
      persons: p.persons.map((x) => ({ ...x })),
      rows: {
        red: p.rows.red.map((t) => ({ sym: t.sym, color: t.color })),
        blue: p.rows.blue.map((t) => ({ sym: t.sym, color: t.color })),
        yellow: p.rows.yellow.map((t) => ({ sym: t.sym, color: t.color })),
      },
      cubes: Object.values(p.tiles).reduce((sum, t) => sum + t.res.length, 0),
    })),
    turn: turn
      ? {
          seat: turn.seat,
          stage: turn.stage,
          sym: turn.sym,
          bonusActions: turn.bonus,
          pendingLand: turn.pendingLand.map((t) => ({ color: t.color })),
          circuitScored: turn.circuitScored,
        }
      : null,
    personPhase: phase
      ? { order: [...phase.order], current: phase.order[phase.current], passed: [...phase.passed], bought: phase.bought }
      : null,
    gifts: [...state.gifts],
    startQueue: [...state.startQueue],
    scores: scoreLines(state),
  };
}
