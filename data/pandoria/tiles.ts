/**
 * Tiles. Sourced: double tiles join two hexes along one edge, with two different terrains [OG], [MG]; each half
 * shows one or two symbols of its terrain [OG]; 50 double tiles incl. the 2 start tiles [SR]; 8 single tiles [SR];
 * Artifacts adds artifact double tiles (both halves one terrain, 1–2 artifacts) and 6 single tiles [seed].
 * The composition below is DESIGNED (facts §3.2, §3.3, §3.5).
 */
import type { Terrain } from './terrain';

export interface TileHalf {
  terrain: Terrain;
  symbols: number;
}

export interface DoubleTile {
  id: string;
  halves: readonly [TileHalf, TileHalf];
  /** Artifacts laid onto the tile when it is placed (Artifacts expansion). */
  artifacts: number;
}

export interface SingleTile {
  id: string;
  terrain: Terrain;
  symbols: number;
}

const d = (id: string, a: Terrain, sa: number, b: Terrain, sb: number, artifacts = 0): DoubleTile => ({
  id,
  halves: [
    { terrain: a, symbols: sa },
    { terrain: b, symbols: sb },
  ],
  artifacts,
});

/** The two start double tiles (DESIGNED): all four terrains are present at the start. */
export const START_TILES: readonly DoubleTile[] = [d('S1', 'forest', 1, 'mountain', 1), d('S2', 'hills', 1, 'city', 1)];

/** The 48 double tiles of the draw stack (DESIGNED: every terrain pair 8 times, symbols 1|1, 1|2, 2|1, 2|2 twice each). */
export const DOUBLE_TILES: readonly DoubleTile[] = [
  d('D01', 'forest', 1, 'mountain', 1),
  d('D02', 'forest', 1, 'mountain', 1),
  d('D03', 'forest', 1, 'mountain', 2),
  d('D04', 'forest', 1, 'mountain', 2),
  d('D05', 'forest', 2, 'mountain', 1),
  d('D06', 'forest', 2, 'mountain', 1),
  d('D07', 'forest', 2, 'mountain', 2),
  d('D08', 'forest', 2, 'mountain', 2),
  d('D09', 'forest', 1, 'hills', 1),
  d('D10', 'forest', 1, 'hills', 1),
  d('D11', 'forest', 1, 'hills', 2),
  d('D12', 'forest', 1, 'hills', 2),
  d('D13', 'forest', 2, 'hills', 1),
  d('D14', 'forest', 2, 'hills', 1),
  d('D15', 'forest', 2, 'hills', 2),
  d('D16', 'forest', 2, 'hills', 2),
  d('D17', 'forest', 1, 'city', 1),
  d('D18', 'forest', 1, 'city', 1),
  d('D19', 'forest', 1, 'city', 2),
  d('D20', 'forest', 1, 'city', 2),
  d('D21', 'forest', 2, 'city', 1),
  d('D22', 'forest', 2, 'city', 1),
  d('D23', 'forest', 2, 'city', 2),
  d('D24', 'forest', 2, 'city', 2),
  d('D25', 'mountain', 1, 'hills', 1),
  d('D26', 'mountain', 1, 'hills', 1),
  d('D27', 'mountain', 1, 'hills', 2),
  d('D28', 'mountain', 1, 'hills', 2),
  d('D29', 'mountain', 2, 'hills', 1),
  d('D30', 'mountain', 2, 'hills', 1),
  d('D31', 'mountain', 2, 'hills', 2),
  d('D32', 'mountain', 2, 'hills', 2),
  d('D33', 'mountain', 1, 'city', 1),
  d('D34', 'mountain', 1, 'city', 1),
  d('D35', 'mountain', 1, 'city', 2),
  d('D36', 'mountain', 1, 'city', 2),
  d('D37', 'mountain', 2, 'city', 1),
  d('D38', 'mountain', 2, 'city', 1),
  d('D39', 'mountain', 2, 'city', 2),
  d('D40', 'mountain', 2, 'city', 2),
  d('D41', 'hills', 1, 'city', 1),
  d('D42', 'hills', 1, 'city', 1),
  d('D43', 'hills', 1, 'city', 2),
  d('D44', 'hills', 1, 'city', 2),
  d('D45', 'hills', 2, 'city', 1),
  d('D46', 'hills', 2, 'city', 1),
  d('D47', 'hills', 2, 'city', 2),
  d('D48', 'hills', 2, 'city', 2),
];

/** Artifacts: 12 artifact double tiles (count INFERRED, composition DESIGNED): per terrain two with 1 artifact, one with 2. */
export const ARTIFACT_TILES: readonly DoubleTile[] = [
  d('A01', 'forest', 1, 'forest', 1, 1),
  d('A02', 'forest', 1, 'forest', 1, 1),
  d('A03', 'forest', 1, 'forest', 1, 2),
  d('A04', 'mountain', 1, 'mountain', 1, 1),
  d('A05', 'mountain', 1, 'mountain', 1, 1),
  d('A06', 'mountain', 1, 'mountain', 1, 2),
  d('A07', 'hills', 1, 'hills', 1, 1),
  d('A08', 'hills', 1, 'hills', 1, 1),
  d('A09', 'hills', 1, 'hills', 1, 2),
  d('A10', 'city', 1, 'city', 1, 1),
  d('A11', 'city', 1, 'city', 1, 1),
  d('A12', 'city', 1, 'city', 1, 2),
];

/** The 8 single tiles of the base game (DESIGNED: per terrain one with 1 and one with 2 symbols). */
export const SINGLE_TILES: readonly SingleTile[] = [
  { id: 'E1', terrain: 'forest', symbols: 1 },
  { id: 'E2', terrain: 'forest', symbols: 2 },
  { id: 'E3', terrain: 'mountain', symbols: 1 },
  { id: 'E4', terrain: 'mountain', symbols: 2 },
  { id: 'E5', terrain: 'hills', symbols: 1 },
  { id: 'E6', terrain: 'hills', symbols: 2 },
  { id: 'E7', terrain: 'city', symbols: 1 },
  { id: 'E8', terrain: 'city', symbols: 2 },
];

/** Artifacts: 6 more single tiles (DESIGNED), shuffled together with the 8 [seed]. */
export const ARTIFACT_SINGLE_TILES: readonly SingleTile[] = [
  { id: 'E9', terrain: 'forest', symbols: 1 },
  { id: 'E10', terrain: 'mountain', symbols: 1 },
  { id: 'E11', terrain: 'hills', symbols: 1 },
  { id: 'E12', terrain: 'city', symbols: 1 },
  { id: 'E13', terrain: 'forest', symbols: 2 },
  { id: 'E14', terrain: 'hills', symbols: 2 },
];
