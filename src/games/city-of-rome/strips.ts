/** Action strips: faces, free points per field, the upkeep rotation (facts.md 1.2). */
import { STRIPS } from '../../../data/city-of-rome/strips';
import type { StackedStrip } from './types';
import type { CorStripSymbol } from './view';

const FRONT: ReadonlyMap<string, string> = new Map(STRIPS.map((s) => [s.id, s.front]));

/** The symbols of a strip as seen from the emperor (field 1 first); the back is the front reversed. */
export function stripFace(strip: StackedStrip): CorStripSymbol[] {
  const front = FRONT.get(strip.id);
  if (front === undefined) throw new Error(`city-of-rome: unknown strip ${strip.id}`);
  const symbols = [...front].map((c): CorStripSymbol => (c === 'B' ? 'brick' : 'cog'));
  return strip.flipped ? symbols.reverse() : symbols;
}

/** Free bricks and cogs for an emissary on field index `field` (0-based): fields 1..k, its own included. */
export function freePoints(face: readonly CorStripSymbol[], field: number): { bricks: number; cogs: number } {
  let bricks = 0;
  let cogs = 0;
  for (let i = 0; i <= field; i++) {
    if (face[i] === 'brick') bricks++;
    else cogs++;
  }
  return { bricks, cogs };
}

/** Upkeep: the top strip is turned over its long edge and put under the stack (mutates `stack`). */
export function rotateStrips(stack: StackedStrip[]): void {
  const top = stack.shift();
  if (top) stack.push({ id: top.id, flipped: !top.flipped });
}
