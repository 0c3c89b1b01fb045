/** Numbers of City of Rome that depend on the player count, and the fixed prices and tables (seed, facts.md). */
import type { CorDeckId, CorPlayerColour } from '../../src/games/city-of-rome/view';

export interface PlayerCountRules {
  /** Decks in play, in offer order. */
  decks: CorDeckId[];
  /** Cards each deck adds to the offer every round. */
  offerDraws: Partial<Record<CorDeckId, number>>;
  rounds: number;
  /** Emissaries per player. */
  emissaries: number;
  /** Influence cards shuffled into deck I: each goes right after that many building cards (counted from the top). */
  influence: { value: number; afterCards: number }[];
  /** Player colours by seat. */
  colours: CorPlayerColour[];
}

export const PLAYER_COUNT_RULES: Record<number, PlayerCountRules> = {
  2: {
    decks: ['I', 'II'],
    offerDraws: { I: 2, II: 2 },
    rounds: 7,
    emissaries: 2,
    influence: [
      { value: 4, afterCards: 4 },
      { value: 8, afterCards: 8 },
      { value: 14, afterCards: 14 },
    ],
    colours: ['white', 'brown'],
  },
  3: {
    decks: ['I', 'II', 'III'],
    offerDraws: { I: 1, II: 1, III: 1 },
    rounds: 14,
    emissaries: 1,
    influence: [
      { value: 3, afterCards: 3 },
      { value: 6, afterCards: 6 },
      { value: 10, afterCards: 10 },
      { value: 14, afterCards: 14 },
    ],
    colours: ['purple', 'orange', 'white'],
  },
  4: {
    decks: ['I', 'II', 'III', 'IV'],
    offerDraws: { I: 1, II: 1, III: 1, IV: 1 },
    rounds: 14,
    emissaries: 1,
    influence: [
      { value: 3, afterCards: 3 },
      { value: 6, afterCards: 6 },
      { value: 10, afterCards: 10 },
      { value: 14, afterCards: 14 },
    ],
    colours: ['purple', 'orange', 'white', 'brown'],
  },
};

/** Deck from which the opening hand is drafted. */
export const DRAFT_DECK: CorDeckId = 'II';
/** Decks a school or the university may draw from (if in play). */
export const SCHOOL_DECKS: readonly CorDeckId[] = ['II', 'III', 'IV'];

export const STARTING_COINS = 5;
/** Coins per bought brick and per bought cog. */
export const BRICK_PRICE = 2;
export const COG_PRICE = 1;
/** Cogs needed to produce. */
export const COGS_TO_PRODUCE = 2;
/** Fields on an action strip. */
export const STRIP_FIELDS = 5;
/** Largest city: rows and columns. */
export const CITY_LIMIT = 4;

/** End points by number of aqueducts (index = count). */
export const AQUEDUCT_POINTS: readonly number[] = [0, 4, 12, 24, 40];
/** Influence tokens per victory point at the end. */
export const INFLUENCE_PER_POINT = 2;
/** Shrine: points per adjacent card. */
export const SHRINE_POINTS_PER_NEIGHBOUR = 2;

/** Temple end points (seed, facts.md 2.5). */
export const TEMPLE_POINTS = {
  lunaPerStar: 1,
  marsIfHouse4: 5,
  venusPerHouse2: 2,
  jupiterPerTemple: 2,
  mercuryCoinsPerPoint: 3,
  minervaIfFull: 10,
  minervaCards: 16,
  fortunaIfAllColours: 15,
  amorIfHouses2: 10,
  amorHouses2: 4,
  junoIfTemples: 10,
  junoTemples: 4,
  saturnIfProduction: 15,
  saturnProduction: 4,
} as const;
