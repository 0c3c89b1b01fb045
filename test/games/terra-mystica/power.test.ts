import { describe, expect, it } from 'vitest';
import { burnPower, gainPower, spendPower } from '../../../src/games/terra-mystica/power';
import { emptyPlayer } from '../../../src/games/terra-mystica/setup';
import { act, refusal, TWO, withPlayer } from './helpers';

const bowls = (a: number, b: number, c: number) => ({ ...emptyPlayer(), bowls: [a, b, c] as [number, number, number] });

describe('power bowls ([seed] Die Schalen der Macht)', () => {
  it('gaining moves tokens I→II first, then II→III, and stops when all are in III', () => {
    const p = bowls(2, 3, 0);
    expect(gainPower(p, 3)).toBe(3);
    expect(p.bowls).toEqual([0, 4, 1]);
    expect(gainPower(p, 10)).toBe(4);
    expect(p.bowls).toEqual([0, 0, 5]);
  });

  it('spending takes from bowl III into bowl I', () => {
    const p = bowls(1, 2, 4);
    spendPower(p, 3);
    expect(p.bowls).toEqual([4, 2, 1]);
    expect(() => spendPower(p, 2)).toThrow();
  });

  it('burning removes one token from bowl II for each moved to bowl III; not with a single token', () => {
    const p = bowls(0, 5, 0);
    burnPower(p, 2);
    expect(p.bowls).toEqual([0, 1, 2]);
    expect(() => burnPower(p, 1)).toThrow();
  });
});

describe('conversions ([seed] Materialtausch) — free, before or after the action', () => {
  const s = withPlayer(TWO(), 0, { bowls: [0, 0, 12], c: 0, w: 0, p: 1 });

  it('5 power → priest, 3 power → worker, 1 power → coin', () => {
    let t = act(s, 0, { t: 'convert', from: 'PW', to: 'P', n: 1 });
    t = act(t, 0, { t: 'convert', from: 'PW', to: 'W', n: 2 });
    t = act(t, 0, { t: 'convert', from: 'PW', to: 'C', n: 1 });
    expect(t.players[0]).toMatchObject({ p: 2, w: 2, c: 1, bowls: [12, 0, 0] });
  });

  it('priest → worker and worker → coin; no way back', () => {
    let t = act(s, 0, { t: 'convert', from: 'P', to: 'W', n: 1 });
    t = act(t, 0, { t: 'convert', from: 'W', to: 'C', n: 1 });
    expect(t.players[0]).toMatchObject({ p: 0, w: 0, c: 1 });
    expect(refusal(t, 0, { t: 'convert', from: 'C', to: 'W', n: 1 })).toBe('tm.err.convert');
    expect(refusal(t, 0, { t: 'convert', from: 'C', to: 'VP', n: 1 })).toBe('tm.err.convert');
  });

  it('is not an action: the turn still has its action afterwards', () => {
    const t = act(s, 0, { t: 'convert', from: 'PW', to: 'C', n: 3 });
    expect(t.turn).toMatchObject({ seat: 0, actions: 1, acted: false });
    expect(refusal(t, 0, { t: 'done' })).toBe('tm.err.oneAction');
  });

  it('only the active player converts or burns', () => {
    expect(refusal(s, 1, { t: 'convert', from: 'PW', to: 'C', n: 1 })).toBe('error.notYourTurn');
    expect(refusal(s, 1, { t: 'burn', n: 1 })).toBe('error.notYourTurn');
  });

  it('a power action may burn first in the same move', () => {
    const t = act(withPlayer(TWO(), 0, { bowls: [0, 8, 2] }), 0, { t: 'action', id: 'ACT4', burn: 2 });
    expect(t.players[0].bowls).toEqual([4, 4, 0]);
  });
});
