import type { RngState } from '../../engine/rng';
import type { Seat, Text } from '../../engine/types';
import type { BuildingId } from '../../../data/helios/buildings';
import type { PersonId } from '../../../data/helios/persons';
import type { ActionColor, ActionSymbol, Resource, RowColor, SpecialKind } from '../../../data/helios/tiles';

export type { ActionColor, ActionSymbol, BuildingId, PersonId, Resource, RowColor, SpecialKind };

/** A cell id: column letter A–I (west to east) and the 1-based index within the column (north to south), e.g. "E5". */
export type CellId = string;

/** How a missing resource colour may be replaced by 2 resources of any colour. */
export type ExchangeRule = 'missing' | 'always';

export interface HeliosOptions {
  /** 'missing': only for a colour the player has none of (recommended reading); 'always': for any colour unit. */
  exchange: ExchangeRule;
  /** Whether dark rim fields count as empty fields for the Freie Felder special tile. */
  freeFieldsDark: boolean;
}

/** Never changed in place (state copies share it). */
export interface ActionTile {
  readonly sym: ActionSymbol;
  readonly color: ActionColor;
  /** Part of Yucata's temporary emergency set: leaves the game instead of going to the discard pile. */
  readonly extra?: true;
}

/** A land or special tile lying on a player's board. */
export type PlacedTile = ({ kind: 'land'; color: Resource } | { kind: 'special'; special: SpecialKind }) & {
  /** Resource cubes on the tile (at most 2; none under a temple). */
  res: Resource[];
  temple: boolean;
};

/** A face-up land tile in the offer, carrying its resource. Never changed in place in a state (state copies share it). */
export interface OfferTile {
  color: Resource;
  res: Resource[];
}

export interface OwnedPerson {
  id: PersonId;
  /** Day side up. Only active persons give their benefits and end points. */
  active: boolean;
}

export interface PlayerState {
  tiles: Record<CellId, PlacedTile>;
  sun: CellId;
  /** Numeric value on the sun track (kept after the Kraftwerk for display and the Fürstin). */
  range: number;
  /** The Kraftwerk was built: the sun moves any number of steps and scores no more circuits. */
  unlimited: boolean;
  mana: number;
  /** Victory points scored during play (irradiated temples, circuits, Tauschbasar). */
  vp: number;
  /** Net laps of the sun round the start tile, and the highest value it ever reached (circuit counting). */
  winding: number;
  windingHigh: number;
  temples: number;
  buildings: BuildingId[];
  persons: OwnedPerson[];
  rows: Record<RowColor, ActionTile[]>;
}

/** A land tile from the Landverwaltung waiting to be created. Never changed in place (state copies share it). */
export interface PendingLand {
  readonly color: Resource;
  readonly res: readonly Resource[];
}

/** The running action turn of phase 1. */
export interface ActionTurn {
  seat: Seat;
  /** take: choose an action tile; act: do its action; extra: create the Landverwaltung tiles; bonus: a bonus action. */
  stage: 'take' | 'act' | 'extra' | 'bonus';
  /** Symbol of the tile taken this turn. */
  sym: ActionSymbol | null;
  /** Bonus actions still owed this turn (4th tile in a row, Palast). */
  bonus: number;
  /** A row that reached 4 tiles: discarded when the turn ends. */
  fullRow: RowColor | null;
  /** Landverwaltung tiles waiting to be created. */
  pendingLand: PendingLand[];
  /** A circuit was scored this turn (at most one per turn). */
  circuitScored: boolean;
}

/** The person phase (phase 2). */
export interface PersonPhase {
  /** Turn order: most mana first (ties: nearest the start player), then clockwise. */
  order: Seat[];
  /** Index in `order` of the player on turn. */
  current: number;
  passed: boolean[];
  /** The player on turn has bought a person this turn. */
  bought: boolean;
  /** The player on turn has bought or activated something this turn (a turn without it is a final pass). */
  acted: boolean;
}

export type Phase = 'startTiles' | 'gifts' | 'actions' | 'persons' | 'finished';

export interface HeliosState {
  seats: number;
  options: HeliosOptions;
  rng: RngState;
  round: number;
  rounds: number;
  turnsPerRound: number;
  /** Holder of the start player dragon. */
  startPlayer: Seat;
  phase: Phase;
  /** Start tile choices still to make, in order from the start player. Replaced, never changed in place. */
  startQueue: readonly Seat[];
  /** Seats still to place a bonus resource (setup and each refill). */
  gifts: Seat[];
  /**
   * Action tiles on display by symbol; index 0 is the lowest tile, the only one that may be taken. These lists, the
   * draw and the discard piles are replaced, never changed in place: state copies share them.
   */
  columns: Record<ActionSymbol, ActionTile[]>;
  /** Face-down draw piles (hidden order) and discard piles per symbol. */
  draw: Record<ActionSymbol, ActionTile[]>;
  discard: Record<ActionSymbol, ActionTile[]>;
  /** Face-down single-colour land stacks: only their size matters. */
  stacks: Record<Resource, number>;
  /** The extra stack (Zusatzstapel), index 0 on top; hidden order. Replaced, never changed in place. */
  extraStack: readonly Resource[];
  /** Face-up land tiles: slots 0–4 from the colour stacks (brown, grey, green, blue, black), slot 5 from the extra stack. */
  offer: (OfferTile | null)[];
  /** Land tiles out of the game (untaken offers, unplaceable Landverwaltung tiles). */
  landOut: number;
  specials: Record<SpecialKind, number>;
  /** Persons still on display. */
  persons: PersonId[];
  players: PlayerState[];
  /** Action turns taken in this round's phase 1. */
  turnsTaken: number;
  turn: ActionTurn | null;
  personPhase: PersonPhase | null;
  /** Public texts for what the last move set off by itself. */
  events: Text[];
  /** Counts reveals of hidden information (draws, refills), so revealsHidden can compare. */
  reveals: number;
  /** Seats that left the game (RULINGS.md "Dropped seats"); absent = none. Never mutated in place. */
  dropped?: Seat[];
}

/** A resource cube on a tile, as named in a payment. */
export interface CubeRef {
  cell: CellId;
  color: Resource;
}

/** Where the tile of a "create land" comes from. */
export type LandSource = { offer: number } | { special: SpecialKind } | { pending: number };

export type HeliosMove =
  | { t: 'startTile'; color: Resource }
  /** A bonus resource of any colour on an own tile (setup, refill). */
  | { t: 'gift'; color: Resource; cell: CellId }
  | { t: 'take'; sym: ActionSymbol; row: RowColor }
  /** Forfeit the action or bonus action. */
  | { t: 'skip' }
  | { t: 'land'; src: LandSource; cell: CellId; bonus?: Resource }
  | { t: 'temple'; cell: CellId; pay: CubeRef[] }
  | { t: 'building'; id: BuildingId; pay: CubeRef[]; trade?: number }
  | { t: 'sun'; to: CellId }
  | { t: 'buy'; person: PersonId }
  | { t: 'activate'; person: PersonId; pay: CubeRef[]; gift?: { color: Resource; cell: CellId } }
  /** End the person-phase turn (a final pass when nothing was done). */
  | { t: 'done' }
  /** The seat leaves the game for good (resigned or dropped); legal at any time. */
  | { t: 'drop' };
