/** The Pandoria game state and moves: plain JSON, so a game survives storage and replays from its moves. */
import type { Seat, Text } from '../../engine/types';
import type { RngState } from '../../engine/rng';
import type { RealmId, RealmSet } from '../../../data/pandoria/realms';
import type { Resource, ResourceAmounts, Terrain } from '../../../data/pandoria/terrain';

export type { RealmId, RealmSet, Resource, ResourceAmounts, Terrain };

/** b = regular game (realm abilities), a = beginner side A, family, family with spells. */
export type Variant = 'b' | 'a' | 'family' | 'famspell';
/** How realms are given out [seed]: random unique, random, one random realm for all, one chosen realm for all, each picks. */
export type RealmAssignment = 'unique' | 'random' | 'same' | 'samepick' | 'pick';
/** Where the start tiles go: on the printed start spaces, at random places, or where the start player puts them. */
export type StartPlacement = 'spaces' | 'random' | 'chosen';

export interface PandoriaOptions {
  variant: Variant;
  realms: RealmAssignment;
  sets: RealmSet[];
  start: StartPlacement;
  /** Start tiles must not touch each other (random / chosen start only). */
  apart: boolean;
  artifacts: boolean;
}

/** A terrain space of the layout: a tile half, a single tile or a printed space. */
export interface LaidSpace {
  terrain: Terrain;
  symbols: number;
  /** The tile it belongs to; printed spaces carry 'P'. */
  tile: string;
  printed?: true;
}

export interface Piece {
  kind: 'castle' | 'fortress';
  seat: Seat;
}

export interface Figure {
  seat: Seat;
  leader: boolean;
}

/** What stands on a space: one figure, plus possibly a haunting Spirits figure sharing it [seed]. */
export interface Occupant {
  main: Figure;
  spirit?: Figure;
}

/** One item of a building slot's stack; the top one is visible. */
export type SlotItem = { card: string } | { monument: number };

/** A Spirits figure waiting in the haunted player's supply until he places a figure (from `round` + 1 on). */
export interface Haunt {
  by: Seat;
  leader: boolean;
  round: number;
}

/** A Goblin figure on another player's building [seed]. */
export interface GoblinPost {
  owner: Seat;
  slot: number;
  leader: boolean;
}

export type PointSource =
  | 'city'
  | 'overflow'
  | 'monument'
  | 'relic'
  | 'shrine'
  | 'storehouse'
  | 'realm'
  | 'family'
  | 'endCards'
  | 'endResources'
  | 'prisoners';

export interface PlayerState {
  realm: RealmId | null;
  res: ResourceAmounts;
  /** Points on the score track. */
  score: number;
  /** Where the track points came from (sums to `score`). */
  points: Partial<Record<PointSource, number>>;
  hand: string[];
  /** Double tiles held (1; the Dwarves 2). */
  tiles: string[];
  workers: number;
  leader: boolean;
  castles: number;
  fortress: boolean;
  /** Building slots, each a stack bottom → top. */
  slots: SlotItem[][];
  /** Cast spell cards, last = the visible top spell. */
  spells: string[];
  relics: number[];
  artifacts: number;
  /** Hanbok: opponents' figures held prisoner. */
  prisoners: Figure[];
  haunt: Haunt | null;
  goblin: GoblinPost[];
  /** Family with spells: points of scorings this player may still trade for a card at the start of his turn. */
  trades: number[];
}

/** A region closed this turn, waiting for step 5. */
export interface ClosedRegion {
  cells: string[];
  terrain: Terrain;
}

/** What was laid in step 1 (or by a spell). */
export interface Placement {
  kind: 'tile' | 'castle' | 'fortress' | 'single' | 'none';
  cells: string[];
}

/** A spell being resolved, one target per move. */
export type Effect =
  | { name: 'acquire'; left: number }
  | { name: 'appropriate' }
  | { name: 'astral' }
  | { name: 'clone'; left: number }
  | { name: 'conjure'; value: number }
  | { name: 'construct' }
  | { name: 'castle' }
  | { name: 'castleFigure'; cell: string }
  | { name: 'flee' }
  /** Master Builder: a building and a monument, in either order; each may be forgone [seed]. */
  | { name: 'master'; built: boolean; monument: boolean }
  | { name: 'muster'; left: number }
  | { name: 'rage'; factor: number }
  | { name: 'teleport'; left: number }
  | { name: 'terrain'; size: 1 | 2; tile: string };

export type TurnStep =
  | 'pick'
  | 'startTile'
  | 'trade'
  | 'tradeNow'
  | 'place'
  | 'gap'
  | 'figure'
  | 'golem'
  | 'action'
  | 'effect'
  | 'extra'
  | 'buy'
  | 'elves'
  | 'poor'
  | 'score'
  | 'end'
  | 'over';

export interface TurnState {
  step: TurnStep;
  placed: Placement;
  /** The double tile was played from the hand, so one is drawn at the end (step 7). */
  fromHand: boolean;
  /** A single tile drawn for the Artifacts placement, waiting for its gap. */
  single: string | null;
  /** What step 3 did. */
  figure: 'placed' | 'took' | 'ransom' | 'pass' | null;
  closing: ClosedRegion[];
  rage: { cell: string; factor: number } | null;
  /** Halflings: a building or monument was built by the card action. */
  built: boolean;
  /** A scoring took place in step 5 (card purchase allowed). */
  scored: boolean;
  effect: Effect | null;
}

/** A decision another player makes during someone's turn. */
export type Decision =
  | { kind: 'haunt'; seat: Seat; target: Seat }
  | { kind: 'ransom'; seat: Seat; from: Seat; left: number };

export interface PandoriaState {
  options: PandoriaOptions;
  seats: number;
  rng: RngState;
  players: PlayerState[];
  startSeat: Seat;
  active: Seat;
  round: number;
  /** Turns taken so far (1-based while a turn runs). */
  turnNo: number;
  deck: string[];
  market: string[];
  tileStack: string[];
  singleStack: string[];
  /** Monument stack, last = top. */
  monuments: number[];
  /** Relic tiles still available, by artifacts needed. */
  relics: number[];
  artifactSupply: number;
  /** The laid spaces and pieces (and `closed`): replaced when they change, never changed in place (copies share them). */
  land: Record<string, LaidSpace>;
  pieces: Record<string, Piece>;
  figures: Record<string, Occupant>;
  /** Cells of closed regions (they never reopen). */
  closed: Record<string, true>;
  artifactsOn: Record<string, number>;
  turn: TurnState;
  pending: Decision[];
  /** Setup: seats still to pick a realm, in order. */
  picking: Seat[];
  /** Setup ('chosen' start): start tiles still to place. */
  startTiles: string[];
  /** A player placed a tile with an empty stack: the game ends with this round [seed]. */
  endTriggered: boolean;
  /** Somebody could lay a tile, castle or fortress this round (Yucata ends the game after a round without) [seed]. */
  couldPlace: boolean;
  over: boolean;
  /** Public things the last move set off. */
  events: Text[];
  /** Cells laid by the last placement (for the renderer). */
  lastPlaced: string[];
  /** Seats that left the game (RULINGS.md "Dropped seats"); absent = none. Never mutated in place. */
  dropped?: Seat[];
}

export type Move =
  /** The seat leaves the game for good (resigned or dropped); legal at any time. */
  | { t: 'drop' }
  | { t: 'pick'; realm: RealmId }
  | { t: 'start'; a: string; b: string }
  | { t: 'trade'; take: boolean }
  | { t: 'tile'; index: number; a: string; b: string }
  | { t: 'castle'; cell: string }
  | { t: 'fortress'; cell: string }
  | { t: 'single' }
  | { t: 'gap'; cell: string }
  | { t: 'figure'; cell: string; leader: boolean }
  | { t: 'takeBack'; from: string }
  | { t: 'ransom'; hanbok: Seat; workers: number; leader: boolean }
  | { t: 'pass' }
  | { t: 'golem'; cell: string; leader: boolean; alt: Resource | null }
  | { t: 'spell'; card: string; alt: Resource | null }
  | { t: 'build'; card: string; slot: number; alt: Resource | null }
  | { t: 'monument'; slot: number; alt: Resource | null }
  | { t: 'relic'; artifacts: number }
  | { t: 'gSpell'; owner: Seat; alt: Resource | null }
  | { t: 'gBuild'; owner: Seat; slot: number; leader: boolean; alt: Resource | null }
  | { t: 'buy'; card: string; alt: Resource | null }
  | { t: 'fxCard'; card: string }
  | { t: 'fxSeat'; seat: Seat }
  | { t: 'fxFigure'; cell: string; leader: boolean }
  | { t: 'fxRes'; res: Resource }
  | { t: 'fxCastle'; cell: string; fortress: boolean }
  | { t: 'fxTake'; from: string }
  | { t: 'fxMove'; from: string; to: string }
  | { t: 'fxRage'; cell: string }
  | { t: 'fxTile'; a: string; b: string | null }
  | { t: 'fxBuild'; card: string; slot: number; alt: Resource | null }
  | { t: 'fxMonument'; slot: number; alt: Resource | null }
  | { t: 'fxEnd' }
  | { t: 'elf'; from: string; to: string }
  | { t: 'poor'; res: Resource }
  | { t: 'skip' }
  | { t: 'haunt'; leader: boolean }
  | { t: 'seize'; res: Resource };
