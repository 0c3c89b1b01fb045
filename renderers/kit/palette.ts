/**
 * Colours every renderer shares. Player colours are the Okabe–Ito set (readable with the common forms
 * of colour blindness), and each is paired with a shape and a letter so no player is told apart by hue alone.
 */
import { inkOn } from './colour';

export const OKABE_ITO = {
  black: '#000000',
  orange: '#E69F00',
  skyBlue: '#56B4E9',
  bluishGreen: '#009E73',
  yellow: '#F0E442',
  blue: '#0072B2',
  vermillion: '#D55E00',
  reddishPurple: '#CC79A7',
} as const;

export type MarkerShape = 'circle' | 'square' | 'triangle' | 'diamond' | 'pentagon' | 'hexagon';

export interface PlayerStyle {
  /** Fill colour of the player's pieces and chart line. */
  colour: string;
  /** Text colour that reads well on `colour`. */
  ink: string;
  /** Second cue: the outline shape of the player's marker. */
  shape: MarkerShape;
  /** Second cue: a letter printed on the player's marker. */
  letter: string;
  /** Third cue for lines (charts): the dash pattern. */
  dash: number[];
}

const PLAYER_BASE: readonly Omit<PlayerStyle, 'ink'>[] = [
  { colour: OKABE_ITO.orange, shape: 'circle', letter: 'A', dash: [] },
  { colour: OKABE_ITO.skyBlue, shape: 'square', letter: 'B', dash: [18, 8] },
  { colour: OKABE_ITO.bluishGreen, shape: 'triangle', letter: 'C', dash: [4, 7] },
  { colour: OKABE_ITO.reddishPurple, shape: 'diamond', letter: 'D', dash: [18, 7, 4, 7] },
  { colour: OKABE_ITO.yellow, shape: 'pentagon', letter: 'E', dash: [10, 6] },
  { colour: OKABE_ITO.vermillion, shape: 'hexagon', letter: 'F', dash: [2, 5] },
];

export const PLAYER_STYLES: readonly PlayerStyle[] = PLAYER_BASE.map((style) => ({
  ...style,
  ink: inkOn(style.colour, '#111111', '#ffffff'),
}));

/** The style of the player with this colour index (seat index unless the game maps colours itself). */
export function playerStyle(index: number): PlayerStyle {
  const count = PLAYER_STYLES.length;
  return PLAYER_STYLES[((index % count) + count) % count];
}

/** Neutral colours of the page: a warm paper background with near-black ink. */
export const THEME = {
  background: '#f3ede2',
  panel: '#fffaf1',
  panelEdge: '#b9ab93',
  ink: '#1d1a16',
  mutedInk: '#5a5247',
  gridLine: '#d8cdb9',
  /** Frames the seat whose turn it is and highlighted cells; Okabe–Ito blue reads for everyone. */
  highlight: OKABE_ITO.blue,
  highlightFill: '#dcecf7',
  gold: '#c99a1e',
} as const;

/**
 * Colours for categories (chart segments, legends): light tints for dark text, chosen to stay far from every player
 * colour (a segment must never look like a player: CIE76 ΔE ≥ 30, the light blue and light yellow that looked like
 * players B and E are gone) and from each other, also for colour-blind readers.
 */
export const CATEGORY_COLOURS: readonly string[] = [
  '#CCCCCC',
  '#77FF77',
  '#77FFDD',
  '#FFFFAA',
  '#FFAA88',
  '#FFCCFF',
  '#99EE99',
  '#FFDDBB',
  '#AACCAA',
];

export const categoryColour = (index: number) => CATEGORY_COLOURS[index % CATEGORY_COLOURS.length];
