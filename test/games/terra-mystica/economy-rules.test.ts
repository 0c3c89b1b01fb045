/**
 * Bookkeeping rules every action relies on (facts §3, §6): paying only what one has, the limit of 7 priests counting
 * those on cult order spaces, VP never below 0, the score breakdown by source.
 */
import { describe, expect, it } from 'vitest';
import { conversionRate } from '../../../src/games/terra-mystica/apply';
import { addVp, boardFor, canPay, canPayAmounts, gainPriests, pay, priestRoom } from '../../../src/games/terra-mystica/economy';
import { emptyPlayer } from '../../../src/games/terra-mystica/setup';
import type { PlayerState, Resource, TmState } from '../../../src/games/terra-mystica/types';

const player = (patch: Partial<PlayerState>): PlayerState => ({ ...emptyPlayer(), faction: 'witches', ...patch });
const keyOf = (run: () => void): string => {
  try {
    run();
  } catch (error) {
    return (error as { key?: string }).key ?? String(error);
  }
  return 'accepted';
};

describe('paying ([seed]: nobody pays what he does not have)', () => {
  it('each of coins, workers and priests must cover its part of the cost', () => {
    const p = player({ c: 5, w: 2, p: 1 });
    expect(canPay(p, { c: 5, w: 2, p: 1 })).toBe(true);
    expect(canPay(p, { c: 6 })).toBe(false);
    expect(canPay(p, { w: 3 })).toBe(false);
    expect(canPay(p, { p: 2 })).toBe(false);
    expect(canPay(p, { c: 6, w: 1, p: 1 })).toBe(false);
    expect(canPay(p, { c: 1, w: 1, p: 2 })).toBe(false);
  });

  it('canPayAmounts: the same check with coins, workers and priests given as numbers', () => {
    const p = player({ c: 5, w: 2, p: 1 });
    expect(canPayAmounts(p, 5, 2, 1)).toBe(true);
    expect(canPayAmounts(p, 0, 0, 0)).toBe(true);
    expect(canPayAmounts(p, 6, 0, 0)).toBe(false);
    expect(canPayAmounts(p, 0, 3, 0)).toBe(false);
    expect(canPayAmounts(p, 0, 0, 2)).toBe(false);
  });

  it('pay takes the cost, and refuses (changing nothing) what cannot be paid', () => {
    const p = player({ c: 5, w: 2, p: 1 });
    pay(p, { c: 2, w: 1, p: 1 });
    expect({ c: p.c, w: p.w, p: p.p }).toEqual({ c: 3, w: 1, p: 0 });
    expect(keyOf(() => pay(p, { c: 4 }))).toBe('tm.err.afford');
    expect(keyOf(() => pay(p, { p: 1 }))).toBe('tm.err.afford');
    expect({ c: p.c, w: p.w, p: p.p }).toEqual({ c: 3, w: 1, p: 0 });
  });
});

describe('priests: 7 in play, those on cult order spaces included (facts §3.5)', () => {
  it('room = 7 − priests on order spaces − priests in hand', () => {
    expect(priestRoom(player({ p: 0, priestsOnCults: 0 }))).toBe(7);
    expect(priestRoom(player({ p: 3, priestsOnCults: 2 }))).toBe(2);
    expect(priestRoom(player({ p: 1, priestsOnCults: 6 }))).toBe(0);
  });

  it('priests gained beyond the limit are lost', () => {
    const p = player({ p: 3, priestsOnCults: 2 });
    gainPriests(p, 4);
    expect(p.p).toBe(5);
  });
});

describe('victory points', () => {
  it('go to the breakdown by source; a gain of 0 adds no line', () => {
    const p = player({ vp: 20, vpBy: {} });
    addVp(p, 0, 'leech');
    expect(p.vpBy).toEqual({});
    addVp(p, 3, 'favor');
    addVp(p, -1, 'leech');
    expect(p.vp).toBe(22);
    expect(p.vpBy).toEqual({ favor: 3, leech: -1 });
  });

  it('never go below 0', () => {
    expect(keyOf(() => addVp(player({ vp: 2 }), -3, 'leech'))).toBe('tm.err.vp');
    expect(keyOf(() => addVp(player({ vp: 3 }), -3, 'leech'))).toBe('accepted');
  });
});

describe('the faction board', () => {
  it('is refused before a faction is chosen', () => {
    expect(keyOf(() => boardFor(emptyPlayer()))).toBe('tm.err.noFaction');
  });
});

describe('exchange rates (conversionRate)', () => {
  const RES: Resource[] = ['C', 'W', 'P', 'PW', 'VP'];
  const rates = (p: PlayerState): string[] => {
    const state = { players: [p] } as unknown as TmState;
    const out: string[] = [];
    for (const from of RES) for (const to of RES) {
      const rate = conversionRate(state, 0, from, to);
      if (rate !== null) out.push(`${from}>${to}=${rate}`);
    }
    return out;
  };

  it('everybody: power 1 to a coin, 3 to a worker, 5 to a priest; a worker to a coin; a priest to a worker or a coin', () => {
    expect(rates(player({}))).toEqual(['W>C=1', 'P>C=1', 'P>W=1', 'PW>C=1', 'PW>W=3', 'PW>P=5']);
  });

  it('Alchemists also 1 VP to a coin and 2 coins to a VP; Darklings after their stronghold a worker to a priest', () => {
    expect(rates(player({ faction: 'alchemists' }))).toEqual(['C>VP=2', 'W>C=1', 'P>C=1', 'P>W=1', 'PW>C=1', 'PW>W=3', 'PW>P=5', 'VP>C=1']);
    expect(rates(player({ faction: 'darklings', darklingConvert: 3 }))).toEqual(['W>C=1', 'W>P=1', 'P>C=1', 'P>W=1', 'PW>C=1', 'PW>W=3', 'PW>P=5']);
  });
});
