/**
 * The power bowls' limits ([seed] Die Schalen der Macht): spending needs the power in bowl III, burning n
 * takes 2n from bowl II; a refusal names its reason and the amount asked for.
 */
import { describe, expect, it } from 'vitest';
import { burnPower, spendablePower, spendPower } from '../../../src/games/terra-mystica/power';
import type { PlayerState } from '../../../src/games/terra-mystica/types';
import { TWO } from './helpers';

const withBowls = (bowls: [number, number, number]): PlayerState => ({ ...TWO().players[0], bowls });

function failure(fn: () => void): { key: string; params: unknown } {
  try {
    fn();
  } catch (error) {
    const e = error as { key: string; params: unknown };
    return { key: e.key, params: e.params };
  }
  return { key: 'accepted', params: null };
}

describe('power bowls: limits', () => {
  it('spending more than bowl III holds is refused with the amount', () => {
    expect(failure(() => spendPower(withBowls([0, 0, 4]), 5))).toEqual({ key: 'tm.err.power', params: { n: 5 } });
  });

  it('burning needs two tokens in bowl II per token burnt, and at least one', () => {
    expect(failure(() => burnPower(withBowls([0, 3, 0]), 2))).toEqual({ key: 'tm.err.burn', params: { n: 2 } });
    expect(failure(() => burnPower(withBowls([0, 3, 0]), 0)).key).toBe('tm.err.burn');
    const p = withBowls([0, 3, 0]);
    burnPower(p, 1);
    expect(p.bowls).toEqual([0, 1, 1]);
  });

  it('spendable power is bowl III plus half of bowl II, rounded down', () => {
    expect(spendablePower(withBowls([2, 5, 3]))).toBe(5);
  });
});
