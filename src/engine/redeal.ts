/**
 * Helpers for determinize(): hidden things are dealt anew from a pool that does not depend on where they really
 * were. The pool is sorted before it is shuffled, so two states that differ only in hidden places give the same deal
 * for the same PRNG: a computer player's search cannot learn the hidden truth from the result.
 */
import { nextInt, shuffle, type RngState } from './rng';

/**
 * Pools the contents of `places`, shuffles the pool and fills each place with as many items as it held before.
 * `key` orders items for the canonical pool (default: the item itself as a string, for strings and numbers).
 */
export function redeal<T>(rng: RngState, places: readonly (readonly T[])[], key?: (item: T) => string): T[][] {
  const pool = places.flat();
  // Without a key, the array's own sort orders by the items' strings, as the keyed sort would, without a wrapper
  // object per item: every determinization of a computer player's search deals its piles through here.
  const canonical = key ? sortedByKey(pool, key) : pool.sort();
  const dealt = shuffle(rng, canonical);
  const out: T[][] = [];
  let next = 0;
  for (const place of places) {
    out.push(dealt.slice(next, next + place.length));
    next += place.length;
  }
  return out;
}

function sortedByKey<T>(items: readonly T[], key: (item: T) => string): T[] {
  const keyed = items.map((item) => ({ item, order: key(item) }));
  keyed.sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0));
  return keyed.map((entry) => entry.item);
}

/** The items of `all` that are not in `known`, counted as multisets (e.g. the unseen part of a hand). */
export function withoutKnown(all: readonly string[], known: readonly string[]): { unknown: string[]; kept: string[] } {
  const left = new Map<string, number>();
  for (const id of known) left.set(id, (left.get(id) ?? 0) + 1);
  const unknown: string[] = [];
  const kept: string[] = [];
  for (const id of all) {
    const n = left.get(id) ?? 0;
    if (n > 0) {
      left.set(id, n - 1);
      kept.push(id);
    } else unknown.push(id);
  }
  return { unknown, kept };
}

/** A fresh PRNG state drawn from `rng`: the game's own PRNG holds its future draws, which no seat may know. */
export function reseeded(rng: RngState): RngState {
  return { s: nextInt(rng, 0x100000000) >>> 0 };
}
