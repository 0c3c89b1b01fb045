/**
 * The Helios player board. DESIGNED (facts.md §1.2): no public source gives the printed geometry, so this
 * layout was invented to match what the sources do say (hexagonal land area, dark rim, 4 bonus-resource
 * fields, 2 mana fields, 5 corner fields, a yellow-bordered circuit line, the sun starting next to the
 * centre). Replace the coordinates here when a checked layout is available; the engine reads only this file.
 *
 * Coordinates are axial (q, r) for flat-top hexes, north up; s = −q−r.
 */
export interface Axial {
  q: number;
  r: number;
}

/** Light, buildable fields: distance ≤ 3 from the centre (37 fields). [DESIGNED] */
export const LIGHT_RADIUS = 3;
/** The dark rim, distance 4 (24 fields): the sun may use it, tiles never go there. [DESIGNED] */
export const BOARD_RADIUS = 4;

/** The start land tile lies in the middle of the board. [seed; cell DESIGNED] */
export const START_FIELD: Axial = { q: 0, r: 0 };
/** The field printed with the sun symbol, directly north of the start tile. [seed "unter seine Sonne"; cell DESIGNED] */
export const SUN_FIELD: Axial = { q: 0, r: -1 };

/**
 * Yellow-bordered circuit fields: the ray straight north of the start tile (three light fields and one dark).
 * Every lap round the land crosses it. The engine counts circuits as the winding of the sun round the start
 * tile measured on this ray, so a replacement must keep it a straight ray north of START_FIELD. [DESIGNED]
 */
export const YELLOW_FIELDS: readonly Axial[] = [
  { q: 0, r: -1 },
  { q: 0, r: -2 },
  { q: 0, r: -3 },
  { q: 0, r: -4 },
];

/** Corner fields (Eck-Felder), dark rim corners; the sixth corner (north) ends the yellow ray. [seed: 5 of them; cells DESIGNED] */
export const CORNER_FIELDS: readonly Axial[] = [
  { q: 4, r: -4 },
  { q: 4, r: 0 },
  { q: 0, r: 4 },
  { q: -4, r: 4 },
  { q: -4, r: 0 },
];

/** Bonus-resource fields: a tile created here gets 1 resource of any colour. [seed: 4 of them; cells DESIGNED] */
export const BONUS_RESOURCE_FIELDS: readonly Axial[] = [
  { q: 2, r: -2 },
  { q: 2, r: 0 },
  { q: -2, r: 0 },
  { q: -2, r: 2 },
];

/** Mana fields: a tile created here gives 2 mana. [seed: 2 of them; cells DESIGNED] */
export const MANA_FIELDS: readonly Axial[] = [
  { q: 3, r: -1 },
  { q: -3, r: 2 },
];

/** Highest numeric value of the sun track; ∞ (the Kraftwerk) follows it. [DESIGNED; 14 = 2 + every range gain, facts §1.2] */
export const SUN_TRACK_MAX = 14;
