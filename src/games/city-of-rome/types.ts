/** The City of Rome game state: plain JSON, everything the rules need and nothing derived. */
import type { RngState } from '../../engine/rng';
import type { Seat, Text } from '../../engine/types';
import type { CorDeckId, CorPhase, CorPlayerColour } from './view';

/** An entry of deck I: a building card id, or an influence card "INF<value>". */
export type DeckEntry = string;

/** One card in a city, at absolute board coordinates (see view.ts). */
export interface CityCell {
  row: number;
  col: number;
  card: string;
  /** Point tokens on a baths card. */
  pointTokens: number;
  /** A brick token on a grain farm or vineyard. */
  brickToken: boolean;
}

/** Where an emissary stands between turns: on a city cell (built there this round) or beside the city. */
export type EmissaryHome = { row: number; col: number } | null;

export interface PlayerState {
  seat: Seat;
  colour: CorPlayerColour;
  coins: number;
  influence: number;
  influenceCards: number[];
  hand: string[];
  /** The hand cards every opponent has seen (subset of `hand`). */
  known: string[];
  city: CityCell[];
  /** Per emissary: where it stands when it is not on the strip. */
  emissaryHomes: EmissaryHome[];
}

/** An emissary on a strip field. */
export interface FieldOccupant {
  seat: Seat;
  emissary: number;
}

/** A strip in the stack; `flipped` means it shows the back (front reversed). */
export interface StackedStrip {
  id: string;
  flipped: boolean;
}

export interface TurnState {
  seat: Seat;
  emissary: number;
  /** Field index 0..4 (field 1..5). */
  field: number;
  freeBricks: number;
  freeCogs: number;
  tookCard: boolean;
  built: boolean;
  produced: boolean;
  /** The cell built this turn (the emissary goes there afterwards). */
  builtCell: { row: number; col: number } | null;
}

export interface SchoolState {
  seat: Seat;
  deck: CorDeckId;
  drawn: string[];
}

export interface DraftState {
  holder: Seat;
  packet: string[];
}

export interface CorState {
  seats: number;
  shrine: boolean;
  rng: RngState;
  rounds: number;
  /** 0 during the draft, then 1..rounds. */
  round: number;
  phase: CorPhase;
  /** Start player of the current round. */
  startPlayer: Seat;
  /** Draw piles, index 0 = top. Deck I also holds influence cards ("INF3"). */
  decks: Partial<Record<CorDeckId, DeckEntry[]>>;
  offer: string[];
  influenceDisplay: number[];
  /** Influence cards left on the table after a tie in the last round (never awarded). */
  influenceLost: number[];
  /** Strip stack, index 0 = top = the strip in use this round. */
  strips: StackedStrip[];
  /** Strip fields 1..5 (index 0..4). */
  fields: (FieldOccupant | null)[];
  /** Placement order of this round's emissary phase and how many have been placed. */
  placing: Seat[];
  placed: number;
  turn: TurnState | null;
  school: SchoolState | null;
  draft: DraftState | null;
  players: PlayerState[];
  /** Cards removed from the game (replaced by an aqueduct). */
  boxed: string[];
  /** Public texts for what the last move set off by itself. */
  events: Text[];
  /** Seats that left the game (RULINGS.md "Dropped seats"); absent = none. */
  dropped?: Seat[];
}

export const INFLUENCE_PREFIX = 'INF';

export function influenceEntry(value: number): DeckEntry {
  return `${INFLUENCE_PREFIX}${value}`;
}

export function influenceValue(entry: DeckEntry): number | null {
  return entry.startsWith(INFLUENCE_PREFIX) ? Number(entry.slice(INFLUENCE_PREFIX.length)) : null;
}

function cloneCell(cell: CityCell): CityCell {
  return { row: cell.row, col: cell.col, card: cell.card, pointTokens: cell.pointTokens, brickToken: cell.brickToken };
}

function clonePlayer(p: PlayerState): PlayerState {
  return {
    seat: p.seat,
    colour: p.colour,
    coins: p.coins,
    influence: p.influence,
    influenceCards: p.influenceCards.slice(),
    hand: p.hand.slice(),
    known: p.known.slice(),
    city: p.city.map(cloneCell),
    emissaryHomes: p.emissaryHomes.map((home) => (home ? { row: home.row, col: home.col } : null)),
  };
}

/**
 * A deep copy of the state, written out by hand: much faster than structuredClone on the hot path of apply. Every
 * field is listed instead of spreading `state`: a spread that has met several state shapes (with and without a
 * turn, a draft, dropped seats) goes megamorphic in V8 and then costs several times the rest of the copy.
 */
export function cloneState(state: CorState): CorState {
  const decks: CorState['decks'] = {};
  for (const id of Object.keys(state.decks) as (keyof CorState['decks'])[]) decks[id] = state.decks[id]?.slice();
  const { turn, school, draft } = state;
  const copy: CorState = {
    seats: state.seats,
    shrine: state.shrine,
    rng: { s: state.rng.s },
    rounds: state.rounds,
    round: state.round,
    phase: state.phase,
    startPlayer: state.startPlayer,
    decks,
    offer: state.offer.slice(),
    influenceDisplay: state.influenceDisplay.slice(),
    influenceLost: state.influenceLost.slice(),
    strips: state.strips.map((s) => ({ id: s.id, flipped: s.flipped })),
    fields: state.fields.map((f) => (f ? { seat: f.seat, emissary: f.emissary } : null)),
    placing: state.placing.slice(),
    placed: state.placed,
    turn: turn ? cloneTurn(turn) : null,
    school: school ? { seat: school.seat, deck: school.deck, drawn: school.drawn.slice() } : null,
    draft: draft ? { holder: draft.holder, packet: draft.packet.slice() } : null,
    players: state.players.map(clonePlayer),
    boxed: state.boxed.slice(),
    events: state.events.slice(),
  };
  if (state.dropped) copy.dropped = state.dropped.slice();
  return copy;
}

function cloneTurn(turn: TurnState): TurnState {
  return {
    seat: turn.seat,
    emissary: turn.emissary,
    field: turn.field,
    freeBricks: turn.freeBricks,
    freeCogs: turn.freeCogs,
    tookCard: turn.tookCard,
    built: turn.built,
    produced: turn.produced,
    builtCell: turn.builtCell ? { row: turn.builtCell.row, col: turn.builtCell.col } : null,
  };
}
