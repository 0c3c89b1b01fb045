/**
 * Cult tracks ([seed] Kultplan): power for reaching 3/5/7/10, only one player on 10 per track and only
 * with a town key (spent), excess steps are lost.
 */
import type { Seat } from '../../engine/types';
import { CULTS, CULT_POWER, type Cult } from '../../../data/terra-mystica/tiles';
import { gainPower } from './power';
import type { TmState } from './types';

export const cultIndex = (cult: Cult): number => CULTS.indexOf(cult);

/** Someone other than `seat` stands on 10 of this track. */
export function cultTopTaken(state: TmState, seat: Seat, cult: Cult): boolean {
  const i = cultIndex(cult);
  return state.players.some((q, s) => s !== seat && q.cults[i] === 10);
}

/** Highest step `seat` could reach on this track right now (ignoring keys). */
export function cultCeiling(state: TmState, seat: Seat, cult: Cult): number {
  return cultTopTaken(state, seat, cult) ? 9 : 10;
}

/**
 * Moves `seat` up to `n` steps on `cult`. A step onto 10 needs a key; without one the marker stops at 9
 * and the track is remembered as blocked for this turn (a key gained later in the turn completes it).
 * Returns the steps actually taken.
 */
export function advanceCult(state: TmState, seat: Seat, cult: Cult, n: number): number {
  const p = state.players[seat];
  const i = cultIndex(cult);
  const from = p.cults[i];
  let to = Math.min(from + n, cultCeiling(state, seat, cult));
  if (to === 10 && from < 10) {
    if (p.keys < 1) {
      to = 9;
      if (!p.cultBlocked.includes(cult)) p.cultBlocked = [...p.cultBlocked, cult];
    } else {
      p.keys--;
    }
  }
  if (to <= from) return 0;
  p.cults[i] = to;
  for (const { step, pw } of CULT_POWER) if (from < step && to >= step) gainPower(p, pw);
  return to - from;
}

/** After a key arrives: blocked tracks of this turn take their step to 10 if the keys suffice for all. */
export function unblockCults(state: TmState, seat: Seat): void {
  const p = state.players[seat];
  if (p.cultBlocked.length === 0 || p.keys < p.cultBlocked.length) return;
  const blocked = [...p.cultBlocked];
  p.cultBlocked = [];
  for (const cult of blocked) advanceCult(state, seat, cult, 1);
}
