/**
 * A memo for the engines' hot paths. It only ever returns what `compute` would, so a game plays the same with or
 * without it; it saves recomputing while a random playout or a search walks the choice tree.
 */

/**
 * Values of a pure function by a key naming everything it reads (e.g. a land mask and a position), for results asked
 * for again in many states — also on apply's working copy, as the key is the content. Emptied when it reaches
 * `limit` entries, so memory stays bounded. Callers must not change a returned value.
 */
export function contentMemo<T>(limit = 10_000): (key: string, compute: () => T) => T {
  const memo = new Map<string, T>();
  return (key, compute) => {
    const known = memo.get(key);
    if (known !== undefined) return known;
    if (memo.size >= limit) memo.clear();
    const value = compute();
    memo.set(key, value);
    return value;
  };
}
