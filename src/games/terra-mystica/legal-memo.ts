/**
 * The choice tree's memo per state and seat: a prompt is walked step by step on the same state object, so each legal
 * list is worked out once per state and seat. Apply's copies start with none; a state changed in place drops its own
 * (forgetLegal).
 */
import type { Seat } from '../../engine/types';
import type { TmState } from './types';

/** What the choice tree memoizes per state and seat (cached). */
export type MemoKey =
  | 'root'
  | 'settingsRoot'
  | 'reach'
  | 'reach3'
  | 'mode'
  | 'transformHexes'
  | 'canTransform'
  | 'buildHexes'
  | 'canBuild'
  | 'upgradeOptions'
  | 'advanceOptions'
  | 'bridgeSpots'
  | 'powerActions'
  | 'specialActions'
  | 'connectRivers';

/** One seat's memo, every key present from the start: one allocation of fixed shape instead of a growing Map. */
function emptyMemo(): Record<MemoKey, unknown> {
  return {
    root: undefined,
    settingsRoot: undefined,
    reach: undefined,
    reach3: undefined,
    mode: undefined,
    transformHexes: undefined,
    canTransform: undefined,
    buildHexes: undefined,
    canBuild: undefined,
    upgradeOptions: undefined,
    advanceOptions: undefined,
    bridgeSpots: undefined,
    powerActions: undefined,
    specialActions: undefined,
    connectRivers: undefined,
  };
}

/**
 * Per-state memo for the choice tree: a prompt is walked step by step on the same state object, which no rule
 * changes (apply works on a copy; applyOwnedMove forgets the memo first), so each legal list is computed once per state
 * and seat. `compute` never returns undefined (which stands for "not computed yet").
 */
const memo = new WeakMap<TmState, Record<MemoKey, unknown>[]>();
/** The state asked about last and its memo: a prompt's walk asks about one state many times in a row. */
let lastState: TmState | null = null;
let lastBySeat: Record<MemoKey, unknown>[] = [];

export function cached<T>(state: TmState, seat: Seat, key: MemoKey, compute: () => T): T {
  let bySeat: Record<MemoKey, unknown>[] | undefined = state === lastState ? lastBySeat : memo.get(state);
  if (!bySeat) {
    bySeat = [];
    memo.set(state, bySeat);
  }
  lastState = state;
  lastBySeat = bySeat;
  let entries = bySeat[seat];
  if (!entries) {
    entries = emptyMemo();
    bySeat[seat] = entries;
  }
  const known = entries[key];
  if (known !== undefined) return known as T;
  const value = compute();
  entries[key] = value;
  return value;
}

/** Drops the memo of a state that is about to change in place (apply.ts applyOwnedMove). */
export function forgetLegal(state: TmState): void {
  memo.delete(state);
  if (lastState === state) lastState = null;
}
