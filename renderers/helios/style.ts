/**
 * Colours of the Helios picture. Every colour that carries meaning has a second cue drawn with it: land and
 * resources a glyph per kind (tree, rock, bamboo, drop, crystal), action tiles a shape per colour.
 */
import type { ActionColor, Resource } from '../../src/games/helios/types';

export interface TerrainStyle {
  /** Fill of a land tile and of a resource cube. */
  fill: string;
  /** Colour of the glyph printed on the tile (a faint watermark) and inside a cube. */
  glyph: string;
}

/**
 * Land and resource colours, kept apart for red-green colour blindness (brown dark, green light and yellowish);
 * the glyph is the second cue, and the only one in greyscale, where blue and green come close.
 */
export const TERRAIN: Readonly<Record<Resource, TerrainStyle>> = {
  brown: { fill: '#8f5428', glyph: '#f3d9bf' },
  grey: { fill: '#b9b9b4', glyph: '#4a4a46' },
  green: { fill: '#77b341', glyph: '#1f3d0c' },
  blue: { fill: '#4ea6dc', glyph: '#0b3350' },
  black: { fill: '#2e2b36', glyph: '#c9c3db' },
};

/** The shape printed on an action tile next to its colour. */
export type ColourMark = 'triangle' | 'circle' | 'square' | 'star';

export interface ActionStyle {
  fill: string;
  ink: string;
  mark: ColourMark;
}

/** Action tile colours (Okabe–Ito where they fit) with a shape each; grey is the wild colour (a star). */
export const ACTION_STYLE: Readonly<Record<ActionColor, ActionStyle>> = {
  red: { fill: '#d55e00', ink: '#ffffff', mark: 'triangle' },
  blue: { fill: '#3f6fc4', ink: '#ffffff', mark: 'circle' },
  yellow: { fill: '#f0d43a', ink: '#1d1a16', mark: 'square' },
  grey: { fill: '#c4c4c4', ink: '#1d1a16', mark: 'star' },
};

export const BOARD = {
  /** The plate under the cells, seen as the gaps between them. */
  plate: '#1b2136',
  /** Empty light field (tiles may go here). */
  light: '#efe4c6',
  lightInk: '#6f6450',
  /** Dark rim field (only the sun goes here). */
  dark: '#35405f',
  darkInk: '#d5dbee',
  /** The border of the circuit (yellow) fields. */
  yellow: '#ffd21f',
  /** A corner field whose light neighbour holds a tile (it scores). */
  cornerReached: '#e8b923',
  cornerReachedInk: '#3d2c00',
  /** Special tiles: gold, framed darker. */
  special: '#f2cf73',
  specialEdge: '#8a6512',
  specialInk: '#4a3405',
} as const;

export const SUN = { fill: '#ffd23f', rays: '#f08c00', edge: '#7a4300' } as const;
/** Where the sun may go with a "move the sun" action: a dashed ring in the sun's colour. */
export const REACH = '#f08c00';
/** Mana stones: violet, apart from every land, action and player colour. */
export const MANA = '#8b68c9';
