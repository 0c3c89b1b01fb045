/**
 * Bonus, favor, town and round scoring tiles, with snellman's numbering.
 * Source: facts.md §4.3–§4.6 ([TM:Constants] %tiles; the seed's appendix lists the same tiles without
 * numbers, except BON10 and SCORE9 which exist only as snellman options).
 */
import type { BuildingKind, Income } from './factions';

export type Cult = 'FIRE' | 'WATER' | 'EARTH' | 'AIR';
export const CULTS: readonly Cult[] = ['FIRE', 'WATER', 'EARTH', 'AIR'];

export type BonusId = 'BON1' | 'BON2' | 'BON3' | 'BON4' | 'BON5' | 'BON6' | 'BON7' | 'BON8' | 'BON9' | 'BON10';
export type FavorId = 'FAV1' | 'FAV2' | 'FAV3' | 'FAV4' | 'FAV5' | 'FAV6' | 'FAV7' | 'FAV8' | 'FAV9' | 'FAV10' | 'FAV11' | 'FAV12';
export type TownId = 'TW1' | 'TW2' | 'TW3' | 'TW4' | 'TW5' | 'TW6' | 'TW7' | 'TW8';
export type ScoringId = 'SCORE1' | 'SCORE2' | 'SCORE3' | 'SCORE4' | 'SCORE5' | 'SCORE6' | 'SCORE7' | 'SCORE8' | 'SCORE9';

/** Pass VP: points per building of a kind on the map, or per shipping level. */
export interface PassVp {
  kind: BuildingKind | 'ship';
  /** vp[count] */
  vp: readonly number[];
}

export interface BonusTile {
  id: BonusId;
  income: Income;
  /** The tile's special action (BON1 spade, BON2 cult step). */
  action?: 'spade' | 'cult';
  /** BON4: shipping +1 during the action phase. */
  shipBonus?: boolean;
  passVp?: readonly PassVp[];
  /** Only with this option. */
  option?: 'shipping-bonus';
}

export const BONUS_TILES: Record<BonusId, BonusTile> = {
  BON1: { id: 'BON1', income: { c: 2 }, action: 'spade' },
  BON2: { id: 'BON2', income: { c: 4 }, action: 'cult' },
  BON3: { id: 'BON3', income: { c: 6 } },
  BON4: { id: 'BON4', income: { pw: 3 }, shipBonus: true },
  BON5: { id: 'BON5', income: { pw: 3, w: 1 } },
  BON6: { id: 'BON6', income: { w: 2 }, passVp: [{ kind: 'SH', vp: [0, 4] }, { kind: 'SA', vp: [0, 4] }] },
  BON7: { id: 'BON7', income: { w: 1 }, passVp: [{ kind: 'TP', vp: [0, 2, 4, 6, 8] }] },
  BON8: { id: 'BON8', income: { p: 1 } },
  BON9: { id: 'BON9', income: { c: 2 }, passVp: [{ kind: 'D', vp: [0, 1, 2, 3, 4, 5, 6, 7, 8] }] },
  BON10: { id: 'BON10', income: { pw: 3 }, passVp: [{ kind: 'ship', vp: [0, 3, 6, 9, 12, 15] }], option: 'shipping-bonus' },
};

export const BONUS_IDS = Object.keys(BONUS_TILES) as BonusId[];

export interface FavorTile {
  id: FavorId;
  cult: Cult;
  steps: number;
  copies: number;
  income?: Income;
  /** FAV5: towns need 6 power instead of 7. */
  townPower?: number;
  /** FAV6: special action +1 cult step. */
  action?: 'cult';
  /** FAV10/FAV11: VP when building that kind. */
  buildVp?: { kind: BuildingKind; vp: number };
  passVp?: PassVp;
}

export const FAVOR_TILES: Record<FavorId, FavorTile> = {
  FAV1: { id: 'FAV1', cult: 'FIRE', steps: 3, copies: 1 },
  FAV2: { id: 'FAV2', cult: 'WATER', steps: 3, copies: 1 },
  FAV3: { id: 'FAV3', cult: 'EARTH', steps: 3, copies: 1 },
  FAV4: { id: 'FAV4', cult: 'AIR', steps: 3, copies: 1 },
  FAV5: { id: 'FAV5', cult: 'FIRE', steps: 2, copies: 3, townPower: 6 },
  FAV6: { id: 'FAV6', cult: 'WATER', steps: 2, copies: 3, action: 'cult' },
  FAV7: { id: 'FAV7', cult: 'EARTH', steps: 2, copies: 3, income: { w: 1, pw: 1 } },
  FAV8: { id: 'FAV8', cult: 'AIR', steps: 2, copies: 3, income: { pw: 4 } },
  FAV9: { id: 'FAV9', cult: 'FIRE', steps: 1, copies: 3, income: { c: 3 } },
  FAV10: { id: 'FAV10', cult: 'WATER', steps: 1, copies: 3, buildVp: { kind: 'TP', vp: 3 } },
  FAV11: { id: 'FAV11', cult: 'EARTH', steps: 1, copies: 3, buildVp: { kind: 'D', vp: 2 } },
  FAV12: { id: 'FAV12', cult: 'AIR', steps: 1, copies: 3, passVp: { kind: 'TP', vp: [0, 2, 3, 3, 4] } },
};

export const FAVOR_IDS = Object.keys(FAVOR_TILES) as FavorId[];

export interface TownTile {
  id: TownId;
  vp: number;
  keys: number;
  copies: number;
  gain: Income;
  /** Steps on each of the four cults. */
  cultSteps?: number;
  /** TW7: +1 shipping level (with its VP), Fakirs +1 carpet range. */
  shipping?: boolean;
  option?: 'mini-expansion-1';
}

export const TOWN_TILES: Record<TownId, TownTile> = {
  TW1: { id: 'TW1', vp: 5, keys: 1, copies: 2, gain: { c: 6 } },
  TW2: { id: 'TW2', vp: 7, keys: 1, copies: 2, gain: { w: 2 } },
  TW3: { id: 'TW3', vp: 9, keys: 1, copies: 2, gain: { p: 1 } },
  TW4: { id: 'TW4', vp: 6, keys: 1, copies: 2, gain: { pw: 8 } },
  TW5: { id: 'TW5', vp: 8, keys: 1, copies: 2, gain: {}, cultSteps: 1 },
  TW6: { id: 'TW6', vp: 2, keys: 2, copies: 1, gain: {}, cultSteps: 2, option: 'mini-expansion-1' },
  TW7: { id: 'TW7', vp: 4, keys: 1, copies: 2, gain: {}, shipping: true, option: 'mini-expansion-1' },
  TW8: { id: 'TW8', vp: 11, keys: 1, copies: 1, gain: {}, option: 'mini-expansion-1' },
};

export const TOWN_IDS = Object.keys(TOWN_TILES) as TownId[];

/** The seed's cap on towns founded per game (Stadtgründungen: "nicht mehr als 10 Städte"). */
export const TOWN_LIMIT = 10;

/** A game lasts six rounds, one scoring tile each. */
export const ROUNDS = 6;

export type ScoringEvent = 'spade' | 'town' | BuildingKind;

export interface ScoringTile {
  id: ScoringId;
  /** VP during the action phase per event. */
  vp: Partial<Record<ScoringEvent, number>>;
  /** Cult reward at the end of the round: `reward` per full `per` steps on `cult` (SCORE9: per priest on cults). */
  cult: Cult | 'PRIESTS';
  per: number;
  reward: Income & { spade?: number };
  option?: 'temple-scoring-tile';
}

export const SCORING_TILES: Record<ScoringId, ScoringTile> = {
  SCORE1: { id: 'SCORE1', vp: { spade: 2 }, cult: 'EARTH', per: 1, reward: { c: 1 } },
  SCORE2: { id: 'SCORE2', vp: { town: 5 }, cult: 'EARTH', per: 4, reward: { spade: 1 } },
  SCORE3: { id: 'SCORE3', vp: { D: 2 }, cult: 'WATER', per: 4, reward: { p: 1 } },
  SCORE4: { id: 'SCORE4', vp: { SH: 5, SA: 5 }, cult: 'FIRE', per: 2, reward: { w: 1 } },
  SCORE5: { id: 'SCORE5', vp: { D: 2 }, cult: 'FIRE', per: 4, reward: { pw: 4 } },
  SCORE6: { id: 'SCORE6', vp: { TP: 3 }, cult: 'WATER', per: 4, reward: { spade: 1 } },
  SCORE7: { id: 'SCORE7', vp: { SH: 5, SA: 5 }, cult: 'AIR', per: 2, reward: { w: 1 } },
  SCORE8: { id: 'SCORE8', vp: { TP: 3 }, cult: 'AIR', per: 4, reward: { spade: 1 } },
  SCORE9: { id: 'SCORE9', vp: { TE: 4 }, cult: 'PRIESTS', per: 1, reward: { c: 2 }, option: 'temple-scoring-tile' },
};

export const SCORING_IDS = Object.keys(SCORING_TILES) as ScoringId[];

/** Cult track: power for reaching/passing steps 3, 5, 7, 10 ([seed]). */
export const CULT_POWER: readonly { step: number; pw: number }[] = [
  { step: 3, pw: 1 },
  { step: 5, pw: 2 },
  { step: 7, pw: 2 },
  { step: 10, pw: 3 },
];

/** Priest order spaces under each cult track, in placement order ([seed]). */
export const CULT_SPACES: readonly number[] = [3, 2, 2, 2];

/** Final scoring: cult majorities and the largest network ([seed] Ende des Spiels). */
export const CULT_MAJORITY_VP: readonly number[] = [8, 4, 2];
export const NETWORK_VP: readonly number[] = [18, 12, 6];
