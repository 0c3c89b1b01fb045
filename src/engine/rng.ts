/**
 * A seeded PRNG whose whole state is one number stored inside the game state (sfc-like mulberry32),
 * so a game replays identically from its seed. Functions mutate the RngState they are given; engines
 * call them on their own working copy of the state.
 */
export interface RngState {
  s: number;
}

/** Hashes a seed string to 32 bits (FNV-1a), so any text can seed a game. */
export function createRng(seed: string): RngState {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return { s: h >>> 0 };
}

/** A float in [0, 1). */
export function nextFloat(rng: RngState): number {
  rng.s = (rng.s + 0x6d2b79f5) >>> 0;
  let t = rng.s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** An integer in [0, n). */
export function nextInt(rng: RngState, n: number): number {
  return Math.floor(nextFloat(rng) * n);
}

/** Shuffles in place (Fisher–Yates) and returns the same array. */
export function shuffle<T>(rng: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    const swapped = items[i];
    items[i] = items[j];
    items[j] = swapped;
  }
  return items;
}

export function pick<T>(rng: RngState, items: readonly T[]): T {
  return items[nextInt(rng, items.length)];
}
