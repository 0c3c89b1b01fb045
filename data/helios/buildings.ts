import type { CostUnit } from './costs';

/** The 12 city buildings; each player may build each once. [seed appendix "Stadtgebäude", facts §4] */
export const BUILDING_IDS = [
  'observatory',
  'sunLodge',
  'powerPlant',
  'sanctuary',
  'bazaar',
  'grove',
  'council',
  'citadel',
  'watchtower',
  'storehouse',
  'landOffice',
  'palace',
] as const;
export type BuildingId = (typeof BUILDING_IDS)[number];

export interface BuildingSpec {
  /** Short step id used in prompts. */
  step: string;
  cost: readonly CostUnit[];
  /** Sun range gained once, immediately. */
  range: number;
  /** Mana gained once, immediately. */
  mana: number;
  /** Printed victory points, scored at game end. */
  vp: number;
}

export const BUILDINGS: Readonly<Record<BuildingId, BuildingSpec>> = {
  /** Observatorium: +3 range. */
  observatory: { step: 'obs', cost: ['black'], range: 3, mana: 0, vp: 3 },
  /** Sonnenloge: +2 range. */
  sunLodge: { step: 'lod', cost: ['grey'], range: 2, mana: 0, vp: 1 },
  /** Kraftwerk: unlimited range from now on, no more circuit points. */
  powerPlant: { step: 'pow', cost: ['blue'], range: 0, mana: 1, vp: 2 },
  /** Heiligtum. */
  sanctuary: { step: 'san', cost: ['brown', 'green'], range: 0, mana: 4, vp: 3 },
  /** Tauschbasar: once, trade up to 3 mana for 4 VP each. */
  bazaar: { step: 'baz', cost: ['any', 'any'], range: 0, mana: 0, vp: 1 },
  /** Heiliger Hain. */
  grove: { step: 'gro', cost: ['green'], range: 0, mana: 2, vp: 2 },
  /** Rat: +3 VP per irradiated temple. */
  council: { step: 'cou', cost: ['brown', 'grey'], range: 1, mana: 0, vp: 2 },
  /** Zitadelle: every further temple costs 1 resource of any colour. */
  citadel: { step: 'cit', cost: [['black', 'blue']], range: 0, mana: 0, vp: 2 },
  /** Wachturm: 10 instead of 5 VP per circuit. */
  watchtower: { step: 'wat', cost: ['black', 'blue'], range: 0, mana: 1, vp: 2 },
  /** Lager: an irradiated land tile holding 1 resource gets a second. */
  storehouse: { step: 'sto', cost: ['black', 'blue'], range: 0, mana: 0, vp: 3 },
  /** Landverwaltung: once, create the bottom two tiles of the extra stack. */
  landOffice: { step: 'off', cost: ['brown', 'any'], range: 0, mana: 0, vp: 2 },
  /** Palast: once, a bonus action. */
  palace: { step: 'pal', cost: ['green', 'grey', 'any'], range: 1, mana: 1, vp: 2 },
};

/** Mana a Tauschbasar may trade, and VP per mana. [seed] */
export const BAZAAR_MAX_MANA = 3;
export const BAZAAR_VP_PER_MANA = 4;
