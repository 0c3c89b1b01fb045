/** Tile supplies of Helios: resources, land tiles, special tiles, action tiles. */

/** Resource (and land) colours: redwood, granite, bamboo, spring, obsidian. [seed, facts §0] */
export const RESOURCES = ['brown', 'grey', 'green', 'blue', 'black'] as const;
export type Resource = (typeof RESOURCES)[number];

/** Land tiles per colour: 8 brown, 8 grey, 8 green, 6 blue, 6 black (36). [seed] */
export const LAND_TILE_COUNTS: Readonly<Record<Resource, number>> = { brown: 8, grey: 8, green: 8, blue: 6, black: 6 };

/** Colours a start tile may have (blue and black are not allowed). [seed] */
export const START_TILE_COLORS: readonly Resource[] = ['brown', 'grey', 'green'];

/** Tiles per single-colour stack after the start tiles are taken; the rest form the extra stack. [seed] */
export const LAND_STACK_SIZE = 4;

/** The four kinds of special tile (Freie Felder, Erschaffenes Land, Rohstoffe, Tempel). [seed] */
export const SPECIAL_KINDS = ['free', 'land', 'goods', 'temples'] as const;
export type SpecialKind = (typeof SPECIAL_KINDS)[number];
/** Copies of each special tile. [seed: "je 2 in 4 verschiedenen Sorten"] */
export const SPECIAL_COPIES = 2;

/** The three action symbols: create land, build a temple or building, move the sun. [seed] */
export const ACTION_SYMBOLS = ['land', 'build', 'sun'] as const;
export type ActionSymbol = (typeof ACTION_SYMBOLS)[number];

/** Action tile colours; grey is wild and goes in a coloured row of the player's choice. [seed] */
export const ACTION_COLORS = ['red', 'blue', 'yellow', 'grey'] as const;
export type ActionColor = (typeof ACTION_COLORS)[number];
/** The player's three rows for used action tiles. [seed] */
export const ROW_COLORS = ['red', 'blue', 'yellow'] as const;
export type RowColor = (typeof ROW_COLORS)[number];

/**
 * Action tiles of each colour per symbol: 4 × 4 colours = 16 per symbol, 48 in all. [seed: 16 per symbol in
 * 4 colours; the even split is INFERRED from Yucata's "complete set = one of each colour", facts §2]
 */
export const ACTION_TILES_PER_COLOR = 4;
/** Action tiles revealed per symbol column each round. [seed] */
export const ACTION_COLUMN_SIZE = 6;
/** A row's tile count that triggers the bonus action. [seed] */
export const ROW_BONUS_AT = 4;
