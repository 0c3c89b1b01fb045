/**
 * Memos for the engines' hot paths. Both only ever return what `compute` would, so a game plays the same with or
 * without them; they save recomputing while a random playout or a search walks the choice tree.
 */

/**
 * Values worked out once per state object: states handed out by `setup` and `apply` are never changed, and the
 * choice tree is walked again from the root for every step of a path. Only for such states — rules working on
 * apply's copy must not use it. Keys should be fixed strings (no string building in the hot path).
 */
export function perStateMemo<S extends object>(): <T>(state: S, key: string, compute: () => T) => T {
  const memo = new WeakMap<S, Map<string, unknown>>();
  return <T>(state: S, key: string, compute: () => T): T => {
    let entries = memo.get(state);
    if (!entries) {
      entries = new Map();
      memo.set(state, entries);
    }
    const known = entries.get(key);
    if (known !== undefined || entries.has(key)) return known as T;
    const value = compute();
    entries.set(key, value);
    return value;
  };
}

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
