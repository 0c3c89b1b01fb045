/**
 * Terra Mystica state and moves. The state is plain JSON; every field is described where it is not
 * obvious. Seats are 0-based in table order (clockwise).
 */
import type { Seat, Text } from '../../engine/types';
import type { RngState } from '../../engine/rng';
import type { ActionId, PowerActionId } from '../../../data/terra-mystica/actions';
import type { BuildingKind, FactionId } from '../../../data/terra-mystica/factions';
import type { MapId } from '../../../data/terra-mystica/maps';
import type { OfferRules } from '../../../data/terra-mystica/offer-rules';
import type { Terrain } from '../../../data/terra-mystica/terrain';
import type { BonusId, Cult, FavorId, ScoringId, TownId } from '../../../data/terra-mystica/tiles';

/** Rule options after defaults are applied. */
export interface TmRules {
  map: MapId;
  starter: boolean;
  variableVp: boolean;
  variableTurnOrder: boolean;
  miniExpansion: boolean;
  shippingBonus: boolean;
  templeScoring: boolean;
  /** Cultists take 1 power when every opponent declines ([seed]; snellman option errata-cultist-power). */
  cultistPower: boolean;
  /** Accepting an offer is refused after the player converted while it was pending (snellman strict-leech). */
  strictLeech: boolean;
  /** The Darklings' W→P conversion must be used in the SH turn (snellman strict-darkling-sh). */
  strictDarklingSh: boolean;
  /** The seed's cap of 10 towns per game (snellman has none). */
  townLimit: boolean;
}

export interface Resources {
  c: number;
  w: number;
  p: number;
}

export interface PlayerState {
  faction: FactionId | null;
  c: number;
  w: number;
  p: number;
  vp: number;
  /** VP by source; sums to `vp`. */
  vpBy: Readonly<Record<string, number>>;
  /** Power tokens in bowls I, II, III. */
  bowls: [number, number, number];
  /** FIRE, WATER, EARTH, AIR. */
  cults: [number, number, number, number];
  /** Town keys not yet spent on a step to 10. */
  keys: number;
  shipping: number;
  /** Terraforming track level. */
  dig: number;
  /** Fakirs: hexes a carpet flight may skip. */
  carpetRange: number;
  favors: readonly FavorId[];
  towns: readonly TownId[];
  bonus: BonusId | null;
  bridgesLeft: number;
  /** Priests standing on cult order spaces (they count against the 7). */
  priestsOnCults: number;
  passed: boolean;
  /** Special actions used this round (power actions are tracked globally). */
  usedActions: readonly ActionId[];
  /** Spades held right now; they must be used within the action (or phase III). */
  spades: number;
  /** Spades bought with workers/priests in the current action (they cannot be thrown away). */
  boughtSpades: number;
  pendingFavors: number;
  pendingTowns: number;
  /** Free cult steps to place (BON2, FAV6, Auren's 2 on one track, Cultists' leech reward). */
  pendingCult: number;
  /** The pending steps must all go on one track (Auren's stronghold action). */
  pendingCultSameTrack: boolean;
  /** Darklings: workers that may still turn into priests after building the SH. */
  darklingConvert: number;
  /** Cults where a step to 10 failed for lack of a key in this turn (a key found later this turn still takes it). */
  cultBlocked: readonly Cult[];
  /** When power offers are answered automatically; absent = the defaults (states saved before the setting). */
  offerRules?: OfferRules;
  /** Left the game (snellman drop-faction / resign): takes no more turns or offers, keeps its VP, scored at the end. */
  dropped?: boolean;
}

export interface Building {
  seat: Seat;
  kind: BuildingKind;
}

/** Shared between states (readonly): a bridge never changes once built. */
export interface Bridge {
  readonly a: string;
  readonly b: string;
  readonly seat: Seat;
}

/** A power offer to `seat` from a build of `from`. */
export interface LeechOffer {
  id: number;
  seat: Seat;
  from: Seat;
  /** Strength of the adjacent buildings. */
  amount: number;
  /** What the bowls could absorb (re-capped when another offer is accepted). */
  actual: number;
  /** The build event (one per build/upgrade); Cultists gain once per event. */
  event: number;
  /** The offered player converted while this offer was open. */
  tainted: boolean;
}

/** Cultists' bookkeeping for one of their builds. */
export interface CultistEvent {
  event: number;
  /** Offers with actual > 0 not yet declined. */
  open: number;
  declined: number;
  gained: boolean;
}

/** What the current full action still allows. */
export type ActionContext =
  | {
      k: 'spade';
      /** Transforms still allowed in this action. */
      transforms: number;
      /** A dwelling may still be built. */
      build: boolean;
      /** Missing spades may be bought. */
      canDig: boolean;
      /** Hexes turned into home terrain in this action (a dwelling must go on one of them). */
      home: string[];
      /** A hex was left on a non-home terrain; any further spade must turn a hex into home terrain. */
      nonHome: boolean;
      /** A transform happened in this action. */
      transformed: boolean;
      /** Nomads' sandstorm: the one transform is free, to desert, on a directly adjacent hex. */
      sandstorm?: boolean;
    }
  | { k: 'bridge' }
  | { k: 'freeD' }
  | { k: 'freeTP' };

export interface TurnState {
  seat: Seat;
  /** Full actions still available (1; Chaos Magicians' double action adds 2). */
  actions: number;
  /** A full action was taken in this turn. */
  acted: boolean;
  ctx: ActionContext | null;
  /** Tunnelling/carpet flight target of this turn (one per turn). */
  teleportTo: string | null;
}

export type Phase = 'factions' | 'dwellings' | 'bonus' | 'actions' | 'cultSpades' | 'end';

export interface TmState {
  v: 1;
  rules: TmRules;
  seats: number;
  rng: RngState;
  phase: Phase;
  /** 0 during set-up, 1…6. */
  round: number;
  scoring: ScoringId[];
  /** Bonus tiles on display with the coins lying on them. */
  bonusPool: Partial<Record<BonusId, number>>;
  favorPool: Partial<Record<FavorId, number>>;
  townPool: Partial<Record<TownId, number>>;
  townsFounded: number;
  players: PlayerState[];
  /**
   * terrain, buildings, townOf (and rules, scoring) are shared between a state and the states `apply` makes from it
   * (clone.ts): engine code replaces these maps (free-hexes.ts setTerrain/setBuilding), never writes into
   * them. The same holds for every list typed readonly here (bridges, queues, orders; a player's tiles, used actions,
   * VP sources): a change assigns a new list. The playout tests check that `apply` leaves its input as it was.
   */
  terrain: Record<string, Terrain>;
  buildings: Record<string, Building>;
  bridges: readonly Bridge[];
  /** Town id of each building in a town. */
  townOf: Record<string, number>;
  /** River cells the Mermaids declared for a town (their banks count as adjacent for them). */
  mermaidRivers: readonly string[];
  /** Priests on the order spaces of each cult (null = free), in placement order 3,2,2,2. */
  cultSpaces: Record<Cult, (Seat | null)[]>;
  powerActionsUsed: readonly PowerActionId[];
  /** Seats still to act in the current set-up step (first = next). */
  setupQueue: readonly Seat[];
  /** Turn order of the current round. */
  order: readonly Seat[];
  /** Pass order of the current round. */
  passOrder: readonly Seat[];
  active: Seat | null;
  turn: TurnState | null;
  leech: LeechOffer[];
  cultistEvents: CultistEvent[];
  nextId: number;
  /** Public things the last move set off by itself. */
  events: Text[];
}

export type Resource = 'C' | 'W' | 'P' | 'PW' | 'VP';

/**
 * A move is one step of a player, close to one command of the snellman notation, so logs import and
 * export through these moves.
 */
export type TmMove =
  | { t: 'faction'; faction: FactionId }
  | { t: 'convert'; from: Resource; to: Resource; n: number }
  | { t: 'burn'; n: number }
  | { t: 'dig'; n: number }
  | { t: 'transform'; hex: string; to: Terrain; dig?: number }
  | { t: 'build'; hex: string; dig?: number }
  | { t: 'upgrade'; hex: string; to: BuildingKind }
  | { t: 'send'; cult: Cult; space?: number }
  | { t: 'advance'; track: 'ship' | 'dig' }
  | { t: 'action'; id: ActionId; burn?: number }
  | { t: 'bridge'; a: string; b: string }
  | { t: 'connect'; river: string }
  | { t: 'pass'; bonus?: BonusId }
  | { t: 'favor'; tile: FavorId }
  | { t: 'town'; tile: TownId; skip?: Cult[] }
  | { t: 'cult'; cult: Cult; n: number }
  | { t: 'leech'; offer: number; accept: boolean; n?: number }
  | { t: 'forfeit' }
  /** Changes the player's power-offer settings (own turn only; not an action). */
  | { t: 'offerRules'; rules: OfferRules }
  | { t: 'done' }
  /** The seat leaves the game for good (snellman `drop-faction X` / `X: resign`); legal at any time. */
  | { t: 'drop' };
