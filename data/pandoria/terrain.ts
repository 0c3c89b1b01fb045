/** Terrains and what a closed region of each yields [seed]: forest → wood, mountain → crystals, hills → gold, city → points. */
export type Terrain = 'forest' | 'mountain' | 'hills' | 'city';
export type Resource = 'crystal' | 'gold' | 'wood';

export const TERRAINS: readonly Terrain[] = ['forest', 'mountain', 'hills', 'city'];
export const RESOURCES: readonly Resource[] = ['crystal', 'gold', 'wood'];

/** The resource a terrain yields; null for the city, which yields points. */
export const YIELD: Readonly<Record<Terrain, Resource | null>> = {
  forest: 'wood',
  mountain: 'crystal',
  hills: 'gold',
  city: null,
};

export type ResourceAmounts = Record<Resource, number>;
