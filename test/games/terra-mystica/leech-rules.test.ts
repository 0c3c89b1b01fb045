/**
 * Power from neighbours' builds ([seed] Macht durch Mitspielerbauten; facts §3, §6.3): the printed strength of each
 * building kind, counted per neighbour, offered in seat order after the builder.
 */
import { describe, expect, it } from 'vitest';
import type { BuildingKind } from '../../../data/terra-mystica/factions';
import { offerValue } from '../../../src/games/terra-mystica/leech';
import { act, edited, game, TWO, withPlayer } from './helpers';

/** Witches upgrade F4 to a trading house next to the Nomads' F3 (and E6, E7 when given): the Nomads' offer. */
function offered(kinds: Record<string, BuildingKind>): number | undefined {
  const s = edited(withPlayer(TWO(), 0, { c: 20, w: 10 }), (x) => {
    for (const [hex, kind] of Object.entries(kinds)) x.buildings[hex] = { seat: 1, kind };
  });
  return act(s, 0, { t: 'upgrade', hex: 'F4', to: 'TP' }).leech.find((o) => o.seat === 1)?.amount;
}

describe('strength of the neighbour’s buildings (facts §3: D 1, TP 2, TE 2, SH 3, SA 3)', () => {
  it.each([
    ['D', 1],
    ['TP', 2],
    ['TE', 2],
    ['SH', 3],
    ['SA', 3],
  ] as [BuildingKind, number][])('a %s next to the build offers %i power', (kind, amount) => {
    expect(offered({ F3: kind })).toBe(amount);
  });

  it('the strengths of all adjacent buildings of that player add up', () => {
    expect(offered({ F3: 'SA', E6: 'TE', E7: 'D' })).toBe(6);
  });
});

describe('two offers to one player (facts §6.3: re-capped after each acceptance)', () => {
  /** Two open offers of 3 power from seat 0 to seat 1, whose bowls are `bowls`. */
  function twoOffers(bowls: [number, number, number]) {
    return edited(TWO(), (x) => {
      x.players[1].bowls = bowls;
      x.leech = [
        { id: 901, seat: 1, from: 0, amount: 3, actual: 3, event: 801, tainted: false },
        { id: 902, seat: 1, from: 0, amount: 3, actual: 3, event: 802, tainted: false },
      ];
    });
  }

  it('after taking one, the other shrinks to what the bowls still take', () => {
    const t = act(twoOffers([1, 2, 9]), 1, { t: 'leech', offer: 901, accept: true });
    expect(t.players[1].bowls).toEqual([0, 1, 11]);
    expect(t.leech.map((o) => [o.id, o.amount, o.actual])).toEqual([[902, 3, 1]]);
    const full = act(twoOffers([0, 3, 9]), 1, { t: 'leech', offer: 901, accept: true });
    expect(full.leech.map((o) => [o.id, o.actual])).toEqual([[902, 0]]);
  });

  it('the amount named must be the offer or what still fits', () => {
    const s = edited(twoOffers([1, 2, 9]), (x) => (x.leech[0].actual = 2));
    const key = (n: number) => {
      try {
        act(s, 1, { t: 'leech', offer: 901, accept: true, n });
      } catch (error) {
        return (error as { key?: string }).key;
      }
      return 'accepted';
    };
    expect(key(3)).toBe('accepted');
    expect(key(2)).toBe('accepted');
    expect(key(1)).toBe('tm.err.leechAmount');
  });
});

describe('offers and their limits', () => {
  it('naming another amount is refused with that amount', () => {
    const s = edited(withPlayer(TWO(), 0, { c: 20, w: 10 }), () => {});
    const t = act(s, 0, { t: 'upgrade', hex: 'F4', to: 'TP' });
    try {
      act(t, 1, { t: 'leech', offer: t.leech[0].id, accept: true, n: 5 });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ key: 'tm.err.leechAmount', params: { n: 5 } });
    }
  });

  it('what an offer is worth now: the amount, capped by the bowls and by VP + 1', () => {
    const offer = { id: 1, seat: 1, from: 0, amount: 4, actual: 4, event: 1, tainted: false };
    const worth = (vp: number, bowls: [number, number, number]) => offerValue(edited(TWO(), (x) => Object.assign(x.players[1], { vp, bowls })), offer);
    expect(worth(20, [5, 7, 0])).toBe(4);
    expect(worth(1, [5, 7, 0])).toBe(2);
    expect(worth(0, [5, 7, 0])).toBe(1);
    expect(worth(20, [0, 3, 9])).toBe(3);
  });

  it('dropped Cultists take no cult step from an offer accepted after they left; the round can still end', () => {
    const base = game({
      factions: ['cultists', 'nomads', 'witches'],
      dwellings: { cultists: ['E6', 'H3'], nomads: ['F3', 'A5', 'G4'], witches: ['E9', 'F4'] },
    });
    const s = act(withPlayer(base, 0, { c: 20, w: 10 }), 0, { t: 'upgrade', hex: 'E6', to: 'TP' });
    const t = act(act(s, 0, { t: 'drop' }), 1, { t: 'leech', offer: s.leech[0].id, accept: true });
    expect(t.players[0].pendingCult).toBe(0);
  });
});
