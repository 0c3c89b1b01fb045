/**
 * Component counts and per-player-count adjustments. Sourced unless marked DESIGNED (facts §5, §7).
 */

/** Workers per player by player count; every player also has 1 leader [seed]. */
export const WORKERS_BY_SEATS: Readonly<Record<number, number>> = { 2: 6, 3: 5, 4: 4 };

/** Castles per player [seed]. */
export const CASTLES_PER_PLAYER = 2;

/** Double tiles laid aside unseen after dealing [seed]; with Artifacts before the artifact tiles are shuffled in. */
export const REMOVED_TILES: Readonly<Record<number, number>> = { 2: 12, 3: 8, 4: 4 };
export const REMOVED_TILES_ARTIFACTS: Readonly<Record<number, number>> = { 2: 24, 3: 20, 4: 16 };

/** Cards in hand at the start: side B 4 [seed]; side A 2 individual + 2 random, one built at once [seed]. */
export const HAND_CARDS_B = 4;
export const RANDOM_CARDS_A = 2;
export const MARKET_SIZE = 4;

/** Resource tracks run 0–10 [seed]; over the cap every full 3 make 1 point [seed]. */
export const RESOURCE_CAP = 10;
export const OVERFLOW_PER_POINT = 3;

/** A monument costs 8 wood minus the covered building [seed]. */
export const MONUMENT_WOOD = 8;

/** DESIGNED count per monument value (13 in total [SR], values 3–6 [seed]). */
export const MONUMENTS: Readonly<Record<number, number>> = { 3: 4, 4: 3, 5: 3, 6: 3 };
/** Removed per value of 4, 5 and 6 [seed]: 2 players 2 each, 3 players 1 each. */
export const MONUMENTS_REMOVED: Readonly<Record<number, number>> = { 2: 2, 3: 1, 4: 0 };

export interface RelicSpec {
  /** Artifacts to hand in ("value" on the tile, INFERRED). */
  artifacts: number;
  /** Points scored at once. DESIGNED: 2 × artifacts − 2. */
  points: number;
}

/** DESIGNED relic tiles (facts §5). */
export const RELICS: readonly RelicSpec[] = [
  { artifacts: 3, points: 4 },
  { artifacts: 4, points: 6 },
  { artifacts: 5, points: 8 },
  { artifacts: 6, points: 10 },
  { artifacts: 7, points: 12 },
];
/** Relic tiles removed by player count [seed]. */
export const RELICS_REMOVED: Readonly<Record<number, readonly number[]>> = { 2: [4, 7], 3: [7], 4: [] };
/** DESIGNED size of the artifact token supply. */
export const ARTIFACT_SUPPLY = 20;

/** Family-with-spells: each participant of a scoring may take a card instead of the points [seed]. */
export const FAMILY_RELIC_FACTOR = 2;

/** Golems pay this much of a half's resource for the second figure [seed]. */
export const GOLEM_COST = 3;
/** Fairies and Nymphs bonus: +3 of the resource or +1 point for a city [seed]. */
export const REALM_BONUS = 3;
export const REALM_CITY_BONUS = 1;
/** Nymphs: bonus when the scored region has at least this many spaces [seed]. */
export const NYMPH_MIN_SPACES = 4;
/** Poorhouse raises a resource at 0 to this [seed]. */
export const POORHOUSE_VALUE = 2;
/** Elves move one figure up to this many spaces [seed]. */
export const ELF_STEPS = 2;
