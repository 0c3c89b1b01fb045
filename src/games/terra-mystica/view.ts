/**
 * What a renderer and the bot may show of a Terra Mystica game. Everything in Terra Mystica is public
 * once the tiles are drawn, so `view(state, null)` and `view(state, seat)` differ only by `you` and the
 * viewer's own open decisions; the PRNG state never leaves the engine.
 */
import type { Seat } from '../../engine/types';
import type { ActionId, PowerActionId } from '../../../data/terra-mystica/actions';
import type { BuildingKind, FactionId } from '../../../data/terra-mystica/factions';
import type { MapId } from '../../../data/terra-mystica/maps';
import type { Terrain } from '../../../data/terra-mystica/terrain';
import type { BonusId, Cult, FavorId, ScoringId, TownId } from '../../../data/terra-mystica/tiles';
import type { Phase } from './types';

/** One cell of the map grid. */
export interface TmCellView {
  /** Hex id ("E7") or river id ("r12"). */
  id: string;
  /** Grid row (0 = row A) and slot (0-based, river cells included); odd rows sit half a hex to the right. */
  row: number;
  slot: number;
  river: boolean;
  /** Current terrain of a land hex (null for river). */
  terrain: Terrain | null;
  /** Terrain printed on the board (to show terraformed hexes). */
  printed: Terrain | null;
  building: { seat: Seat; faction: FactionId; kind: BuildingKind } | null;
  /** Part of a founded town (town id, the same for all its buildings). */
  town: number | null;
  /** A river cell the Mermaids declared as a town crossing. */
  mermaidCrossing: boolean;
}

export interface TmBridgeView {
  a: string;
  b: string;
  seat: Seat;
}

/** One player's board and holdings. */
export interface TmPlayerView {
  seat: Seat;
  faction: FactionId | null;
  vp: number;
  coins: number;
  workers: number;
  priests: number;
  /** Power tokens in bowls I, II, III. */
  bowls: [number, number, number];
  /** Steps on FIRE, WATER, EARTH, AIR (0–10). */
  cults: [number, number, number, number];
  /** Unused town keys (each allows one step onto a 10). */
  keys: number;
  shipping: number;
  /** Terraforming track level (workers per spade shown by the renderer from the faction board). */
  dig: number;
  /** Fakirs' carpet range (0 for others). */
  carpetRange: number;
  /** Buildings on the map per kind (the rest are still on the faction board). */
  built: Record<BuildingKind, number>;
  bridgesLeft: number;
  priestsOnCults: number;
  favors: FavorId[];
  towns: TownId[];
  bonus: BonusId | null;
  passed: boolean;
  /** Left the game (drop-faction): no more turns; still scored at the end. */
  dropped: boolean;
  /** Special actions already used this round (bonus tile, FAV6, stronghold action). */
  usedActions: ActionId[];
  /** Income at the next income phase (buildings, bonus tile, favors). */
  income: { c: number; w: number; p: number; pw: number };
  /** Spades held right now (within an action or from the cult reward). */
  spades: number;
}

export interface TmOfferView {
  seat: Seat;
  from: Seat;
  amount: number;
}

export interface TmView {
  map: MapId;
  cells: TmCellView[];
  bridges: TmBridgeView[];
  players: TmPlayerView[];
  /** Priests on the order spaces under each cult (values 3, 2, 2, 2; null = free). */
  cultSpaces: Record<Cult, (Seat | null)[]>;
  /** Scoring tiles of rounds 1–6. */
  scoring: ScoringId[];
  /** Bonus tiles on display with the coins on them. */
  bonusPool: { id: BonusId; coins: number }[];
  favorSupply: Partial<Record<FavorId, number>>;
  townSupply: Partial<Record<TownId, number>>;
  townsFounded: number;
  /** Power actions taken this round (covered by an action marker). */
  powerActionsUsed: PowerActionId[];
  round: number;
  phase: Phase;
  /** Turn order of the current round. */
  order: Seat[];
  /** Pass order so far (the next round's order with variable turn order). */
  passOrder: Seat[];
  /** The player whose turn it is (null between steps). */
  active: Seat | null;
  /** Open power offers (public: everyone sees who may take power). */
  offers: TmOfferView[];
  /** The seat the view is for (null = public). */
  you: Seat | null;
}
