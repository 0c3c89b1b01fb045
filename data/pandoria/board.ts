/**
 * The Pandoria board. Coordinates are sourced (columns A–P, rows 0–13; column A, column P and row 0 lie outside
 * the fertile plain) [seed]; everything else here is DESIGNED (facts §2.2) because the printed layout is not public.
 * Replace these tables with the printed values if they ever turn up — the rules code reads only this file.
 *
 * Hex convention (DESIGNED): flat-topped hexes in vertical columns, A = 0 … P = 15, rows grow downward, the
 * odd-index columns (B, D, F, …) sit half a hex lower ("odd-q" offset).
 */
import type { Terrain } from './terrain';

export const COLUMNS = 'ABCDEFGHIJKLMNOP';
export const ROW_COUNT = 14;

/** Rows of each column that belong to the fertile plain (incl. lake spaces), inclusive. DESIGNED. */
export const PLAIN_ROWS: Readonly<Record<string, readonly [number, number]>> = {
  B: [4, 9],
  C: [3, 10],
  D: [2, 11],
  E: [1, 11],
  F: [1, 12],
  G: [1, 12],
  H: [1, 12],
  I: [1, 13],
  J: [1, 12],
  K: [1, 12],
  L: [1, 11],
  M: [2, 11],
  N: [3, 10],
  O: [4, 9],
};

export interface LakeSpec {
  name: string;
  /** Lake spaces: never covered by a tile. */
  cells: readonly string[];
  /** Lake spaces carrying a ship, which holds one figure (Astral Ship). */
  ships: readonly string[];
}

/** DESIGNED: three lakes with four ships. */
export const LAKES: readonly LakeSpec[] = [
  { name: 'west', cells: ['C7', 'D6', 'D7'], ships: ['D7'] },
  { name: 'north', cells: ['J3', 'K3', 'K4'], ships: ['J3', 'K4'] },
  { name: 'south', cells: ['K9', 'L9', 'L10'], ships: ['K9'] },
];

/** The four marked start spaces [seed]; positions DESIGNED. */
export const START_SPACES: readonly string[] = ['H6', 'H7', 'I6', 'I7'];

/** The two ways two double tiles can cover the start spaces exactly. */
export const START_LAYOUTS: readonly (readonly [readonly [string, string], readonly [string, string]])[] = [
  [['H6', 'H7'], ['I6', 'I7']],
  [['H6', 'I6'], ['H7', 'I7']],
];

export interface PrintedSpace {
  cell: string;
  terrain: Terrain;
  symbols: number;
}

/** The four printed terrain spaces, one per terrain [ST]; positions and values DESIGNED. */
export const PRINTED_SPACES: readonly PrintedSpace[] = [
  { cell: 'E3', terrain: 'mountain', symbols: 2 },
  { cell: 'F9', terrain: 'forest', symbols: 2 },
  { cell: 'M5', terrain: 'hills', symbols: 2 },
  { cell: 'I11', terrain: 'city', symbols: 2 },
];

export interface OuterPath {
  cell: string;
  terrain: Terrain;
}

/** Outer paths through the mountain ring: a plain region of the same terrain touching one never closes [seed]. DESIGNED. */
export const OUTER_PATHS: readonly OuterPath[] = [
  { cell: 'A5', terrain: 'forest' },
  { cell: 'A8', terrain: 'hills' },
  { cell: 'E0', terrain: 'mountain' },
  { cell: 'I0', terrain: 'city' },
  { cell: 'L0', terrain: 'forest' },
  { cell: 'P4', terrain: 'mountain' },
  { cell: 'P7', terrain: 'city' },
  { cell: 'P9', terrain: 'hills' },
];

/** Artifacts: the double-sided start overlay lies on these two spaces; one side is chosen at random [seed]. DESIGNED. */
export const ARTIFACT_OVERLAY_CELLS: readonly [string, string] = ['N7', 'N8'];
export const ARTIFACT_OVERLAY_SIDES: readonly (readonly [PrintedSpace, PrintedSpace])[] = [
  [
    { cell: 'N7', terrain: 'mountain', symbols: 2 },
    { cell: 'N8', terrain: 'hills', symbols: 1 },
  ],
  [
    { cell: 'N7', terrain: 'forest', symbols: 2 },
    { cell: 'N8', terrain: 'city', symbols: 1 },
  ],
];
