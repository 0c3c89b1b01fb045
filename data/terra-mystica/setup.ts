/**
 * Setup variants of the seed: starter game factions, variable starting VP.
 */
import type { FactionId } from './factions';
import type { MapId } from './maps';
import type { BonusId, ScoringId } from './tiles';

/** Start VP without the variant ([seed] Startvorgaben). */
export const START_VP = 20;

/** Starter game factions by player count ([seed] Das Einsteigerspiel). */
export const STARTER_FACTIONS: Record<number, readonly FactionId[]> = {
  2: ['witches', 'nomads'],
  3: ['witches', 'nomads', 'alchemists'],
  4: ['witches', 'nomads', 'halflings', 'mermaids'],
  5: ['witches', 'nomads', 'halflings', 'mermaids', 'giants'],
};

/**
 * Starter game dwellings, scoring and bonus tiles. DESIGNED: the seed shows the fixed set-up only as
 * board pictures (facts.md §7.1 "NOT FOUND"). These hexes are home terrain of each faction on the base
 * map and spread over the board; replace with the printed set-up when it becomes available.
 * The dwellings are base-map hexes: on Fjords/Lakes the starter game places dwellings as usual (RULINGS.md).
 */
export const STARTER_DWELLINGS: Partial<Record<FactionId, readonly string[]>> = {
  witches: ['E9', 'F4'],
  nomads: ['A5', 'F3', 'G4'],
  alchemists: ['E5', 'H5'],
  halflings: ['E6', 'H3'],
  mermaids: ['D5', 'H2'],
  giants: ['E3', 'G2'],
};

/** DESIGNED (see above): scoring tiles of the starter game, rounds 1–6. */
export const STARTER_SCORING: readonly ScoringId[] = ['SCORE3', 'SCORE6', 'SCORE4', 'SCORE1', 'SCORE5', 'SCORE7'];

/** DESIGNED (see above): bonus tiles of the starter game by player count (players + 3). */
export const STARTER_BONUS: Record<number, readonly BonusId[]> = {
  2: ['BON2', 'BON3', 'BON5', 'BON7', 'BON9'],
  3: ['BON2', 'BON3', 'BON5', 'BON6', 'BON7', 'BON9'],
  4: ['BON1', 'BON2', 'BON3', 'BON5', 'BON6', 'BON7', 'BON9'],
  5: ['BON1', 'BON2', 'BON3', 'BON4', 'BON5', 'BON6', 'BON7', 'BON9'],
};

/**
 * Variable starting VP ([seed] Varianten "variable Punkte"; the base-map column equals snellman's
 * original_2017 table). Factions not listed start with 20.
 */
export const VARIABLE_VP: Record<MapId, Partial<Record<FactionId, number>>> = {
  base: {
    darklings: 15,
    cultists: 16,
    engineers: 16,
    chaosmagicians: 19,
    mermaids: 19,
    nomads: 19,
    witches: 19,
    swarmlings: 22,
    giants: 25,
    alchemists: 27,
    auren: 27,
    fakirs: 33,
  },
  fjords: {
    nomads: 15,
    witches: 15,
    cultists: 15,
    darklings: 15,
    fakirs: 25,
    halflings: 25,
    auren: 25,
    giants: 25,
    alchemists: 25,
  },
  lakes: {
    nomads: 15,
    engineers: 15,
    cultists: 15,
    darklings: 15,
    fakirs: 25,
    swarmlings: 25,
    giants: 25,
    dwarves: 30,
  },
};
