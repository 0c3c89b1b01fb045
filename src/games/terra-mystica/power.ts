/**
 * The three power bowls ([seed] Die Schalen der Macht): gaining moves tokens I→II, then II→III;
 * spending moves III→I; burning removes one token from II for each token moved II→III.
 */
import { RuleError } from '../../engine/rule-error';
import type { PlayerState } from './types';

/** How much power the bowls can still take: 2 × bowl I + bowl II. */
export function powerCapacity(p: PlayerState): number {
  return 2 * p.bowls[0] + p.bowls[1];
}

/** Gains up to `n` power; returns how much was gained (the rest is lost). */
export function gainPower(p: PlayerState, n: number): number {
  let gained = 0;
  for (let i = 0; i < n; i++) {
    if (p.bowls[0] > 0) {
      p.bowls[0]--;
      p.bowls[1]++;
    } else if (p.bowls[1] > 0) {
      p.bowls[1]--;
      p.bowls[2]++;
    } else break;
    gained++;
  }
  return gained;
}

/** Spends `n` power from bowl III. */
export function spendPower(p: PlayerState, n: number): void {
  if (p.bowls[2] < n) throw new RuleError('tm.err.power', { n });
  p.bowls[2] -= n;
  p.bowls[0] += n;
}

/** Burns `n`: bowl II loses 2n, bowl III gains n. */
export function burnPower(p: PlayerState, n: number): void {
  if (n < 1 || p.bowls[1] < 2 * n) throw new RuleError('tm.err.burn', { n });
  p.bowls[1] -= 2 * n;
  p.bowls[2] += n;
}

/** Power in bowl III after burning as much as possible (for affordability checks). */
export function spendablePower(p: PlayerState): number {
  return p.bowls[2] + Math.floor(p.bowls[1] / 2);
}

/** Burn needed to have `n` power in bowl III, or null when impossible. */
export function burnNeeded(p: PlayerState, n: number): number | null {
  const missing = Math.max(0, n - p.bowls[2]);
  return missing <= Math.floor(p.bowls[1] / 2) ? missing : null;
}
