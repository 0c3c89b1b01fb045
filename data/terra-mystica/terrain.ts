/**
 * Terrains and the transformation wheel.
 * Source: facts.md §1 ([TM:Constants] @colors; the seed shows the wheel as a picture).
 */

/** One-letter terrain codes (snellman map-editor codes). */
export type Terrain = 'Y' | 'U' | 'K' | 'B' | 'G' | 'S' | 'R';

/** The wheel in order: desert, plains, swamp, lakes, forest, mountains, wasteland (cyclic). */
export const WHEEL: readonly Terrain[] = ['Y', 'U', 'K', 'B', 'G', 'S', 'R'];

/** snellman colour names (used by the log notation), by terrain. */
export const TERRAIN_COLOR: Record<Terrain, string> = {
  Y: 'yellow',
  U: 'brown',
  K: 'black',
  B: 'blue',
  G: 'green',
  S: 'gray',
  R: 'red',
};

/** Colour name (lower case, `grey` accepted) → terrain. */
export function terrainOfColor(color: string): Terrain | undefined {
  const name = color.toLowerCase() === 'grey' ? 'gray' : color.toLowerCase();
  return WHEEL.find((t) => TERRAIN_COLOR[t] === name);
}

/** Position on the wheel (0…6). */
export function wheelIndex(terrain: Terrain): number {
  return WHEEL.indexOf(terrain);
}

/** Signed shortest step count from `from` to `to` on the wheel, in −3…3. */
export function wheelDelta(from: Terrain, to: Terrain): number {
  let d = wheelIndex(to) - wheelIndex(from);
  if (d > 3) d -= 7;
  if (d < -3) d += 7;
  return d;
}

/** Spade distance between two terrains: 0…3. */
export function spadeDistance(from: Terrain, to: Terrain): number {
  return Math.abs(wheelDelta(from, to));
}
