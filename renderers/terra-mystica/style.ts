/**
 * Colours and second cues of the Terra Mystica image. Terrains keep the game's own colours (players know
 * them from the box) and each also gets a line pattern, so no terrain is told apart by hue alone. A faction
 * is drawn in its home terrain's colour plus a two-letter code: the rules allow one faction per colour.
 */
import type { FactionId } from '../../data/terra-mystica/factions';
import { FACTIONS } from '../../data/terra-mystica/factions';
import type { Terrain } from '../../data/terra-mystica/terrain';
import type { Cult } from '../../data/terra-mystica/tiles';
import type { TmView } from '../../src/games/terra-mystica/view';
import { inkOn, lighten } from '../kit/colour';
import { playerStyle } from '../kit/palette';

/** Full colour of each terrain: faction pieces are painted in it. */
export const TERRAIN_COLOUR: Record<Terrain, string> = {
  Y: '#e8c930',
  U: '#8a5a2b',
  K: '#2b2b2b',
  B: '#2f7fc8',
  G: '#2f8a3e',
  S: '#8c8c8c',
  R: '#c4372a',
};

/** Hexes are a light tint of the terrain colour, so full-colour buildings stand out on their home terrain. */
export const TERRAIN_FILL: Record<Terrain, string> = {
  Y: lighten(TERRAIN_COLOUR.Y, 0.45),
  U: lighten(TERRAIN_COLOUR.U, 0.45),
  K: lighten(TERRAIN_COLOUR.K, 0.5),
  B: lighten(TERRAIN_COLOUR.B, 0.5),
  G: lighten(TERRAIN_COLOUR.G, 0.5),
  S: lighten(TERRAIN_COLOUR.S, 0.45),
  R: lighten(TERRAIN_COLOUR.R, 0.5),
};

/** The second cue of a terrain: a line pattern drawn over its tint. */
export type TerrainPattern = 'dots' | 'rows' | 'cross' | 'waves' | 'trees' | 'peaks' | 'cracks';

export const TERRAIN_PATTERN: Record<Terrain, TerrainPattern> = {
  Y: 'dots',
  U: 'rows',
  K: 'cross',
  B: 'waves',
  G: 'trees',
  S: 'peaks',
  R: 'cracks',
};

export const RIVER_FILL = '#d3e9f5';

/** Two letters per faction, unique across all fourteen. */
export const FACTION_CODE: Record<FactionId, string> = {
  alchemists: 'Al',
  auren: 'Au',
  chaosmagicians: 'CM',
  cultists: 'Cu',
  darklings: 'Da',
  dwarves: 'Dw',
  engineers: 'En',
  fakirs: 'Fa',
  giants: 'Gi',
  halflings: 'Ha',
  mermaids: 'Me',
  nomads: 'No',
  swarmlings: 'Sw',
  witches: 'Wi',
};

export const CULT_COLOUR: Record<Cult, string> = {
  FIRE: '#d9482b',
  WATER: '#2f7fc8',
  EARTH: '#8a5a2b',
  AIR: '#e6e6e6',
};

/** How a seat is drawn: its faction's colour and code, or (before factions are chosen) its seat style. */
export interface SeatMark {
  colour: string;
  ink: string;
  code: string;
}

export function seatMark(view: TmView, seat: number): SeatMark {
  const faction = view.players[seat]?.faction ?? null;
  if (faction === null) {
    const style = playerStyle(seat);
    return { colour: style.colour, ink: style.ink, code: style.letter };
  }
  const colour = TERRAIN_COLOUR[FACTIONS[faction].home];
  return { colour, ink: inkOn(colour, '#111111', '#ffffff'), code: FACTION_CODE[faction] };
}
