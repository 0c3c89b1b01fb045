/**
 * The printed upgrade costs of every faction (facts.md §3.4) and the shipping track's VP (§3.2), pinned as literals:
 * the expectations never read the faction table the engine uses, so a wrong entry or a wrong lookup fails.
 */
import { describe, expect, it } from 'vitest';
import type { FactionId } from '../../../data/terra-mystica/factions';
import { gainShippingLevel, upgradeCost } from '../../../src/games/terra-mystica/buildings';
import { edited, refusal, TWO } from './helpers';

/** Faction: TP next to a rival [W, C], TP alone [W, C], temple, stronghold, sanctuary. */
const COSTS: [FactionId, [number, number], [number, number], [number, number], [number, number], [number, number]][] = [
  ['alchemists', [2, 3], [2, 6], [2, 5], [4, 6], [4, 6]],
  ['auren', [2, 3], [2, 6], [2, 5], [4, 6], [4, 8]],
  ['chaosmagicians', [2, 3], [2, 6], [2, 5], [4, 4], [4, 8]],
  ['cultists', [2, 3], [2, 6], [2, 5], [4, 8], [4, 8]],
  ['darklings', [2, 3], [2, 6], [2, 5], [4, 6], [4, 10]],
  ['dwarves', [2, 3], [2, 6], [2, 5], [4, 6], [4, 6]],
  ['engineers', [1, 2], [1, 4], [1, 4], [3, 6], [3, 6]],
  ['fakirs', [2, 3], [2, 6], [2, 5], [4, 10], [4, 6]],
  ['giants', [2, 3], [2, 6], [2, 5], [4, 6], [4, 6]],
  ['halflings', [2, 3], [2, 6], [2, 5], [4, 8], [4, 6]],
  ['mermaids', [2, 3], [2, 6], [2, 5], [4, 6], [4, 8]],
  ['nomads', [2, 3], [2, 6], [2, 5], [4, 8], [4, 6]],
  ['swarmlings', [3, 4], [3, 8], [3, 6], [5, 8], [5, 8]],
  ['witches', [2, 3], [2, 6], [2, 5], [4, 6], [4, 6]],
];

describe('upgrade costs per faction (facts §3.4)', () => {
  // Seat 0's F4 has the Nomads' F3 next to it, E9 has no other player's building around.
  it.each(COSTS)('%s: TP %j next to a rival, %j alone; TE %j, SH %j, SA %j', (faction, near, alone, te, sh, sa) => {
    const s = edited(TWO(), (x) => (x.players[0].faction = faction));
    const wc = ([w, c]: [number, number]) => ({ w, c });
    expect(upgradeCost(s, 0, 'F4', 'TP')).toEqual(wc(near));
    expect(upgradeCost(s, 0, 'E9', 'TP')).toEqual(wc(alone));
    expect(upgradeCost(s, 0, 'E9', 'TE')).toEqual(wc(te));
    expect(upgradeCost(s, 0, 'F4', 'TE')).toEqual(wc(te));
    expect(upgradeCost(s, 0, 'E9', 'SH')).toEqual(wc(sh));
    expect(upgradeCost(s, 0, 'E9', 'SA')).toEqual(wc(sa));
  });

  it('a bridge makes the rival across it a neighbour for the cheaper trading house', () => {
    const s = edited(TWO(), (x) => (x.bridges = [...x.bridges, { a: 'E9', b: 'F3', seat: 1 }]));
    expect(upgradeCost(s, 0, 'E9', 'TP')).toEqual({ w: 2, c: 3 });
  });
});

describe('shipping track VP (facts §3.2)', () => {
  const levels = (faction: FactionId, start: number, steps: number): number[] => {
    const s = edited(TWO(), (x) => {
      x.players[0].faction = faction;
      x.players[0].shipping = start;
    });
    const out: number[] = [];
    for (let i = 0; i < steps; i++) {
      const before = s.players[0].vp;
      gainShippingLevel(s, 0);
      out.push(s.players[0].vp - before);
    }
    return out;
  };

  it('2 / 3 / 4 VP for levels 1–3, nothing beyond the maximum of 3', () => {
    expect(levels('witches', 0, 4)).toEqual([2, 3, 4, 0]);
  });

  it('Mermaids: 2 / 3 / 4 / 5 VP for levels 2–5, nothing beyond 5', () => {
    expect(levels('mermaids', 1, 5)).toEqual([2, 3, 4, 5, 0]);
  });

  it('Dwarves and Fakirs have no shipping', () => {
    expect(levels('dwarves', 0, 1)).toEqual([0]);
    expect(levels('fakirs', 0, 1)).toEqual([0]);
  });
});

describe('building supply (facts §3: 8 D, 4 TP, 3 TE, 1 SH, 1 SA)', () => {
  /** Seat 0 (rich) already has `n` buildings of `kind` elsewhere and upgrades F4 (made `from`) to `kind`. */
  const upgrade = (kind: 'TP' | 'TE' | 'SH' | 'SA', n: number): string => {
    const from = { TP: 'D', TE: 'TP', SH: 'TP', SA: 'TE' } as const;
    const s = edited(TWO(), (x) => {
      Object.assign(x.players[0], { c: 50, w: 30, p: 5 });
      x.buildings.F4 = { seat: 0, kind: from[kind] };
      for (let i = 0; i < n; i++) x.buildings[`${kind}-${i}`] = { seat: 0, kind };
    });
    return refusal(s, 0, { t: 'upgrade', hex: 'F4', to: kind });
  };

  it.each([
    ['TP', 4],
    ['TE', 3],
    ['SH', 1],
    ['SA', 1],
  ] as ['TP' | 'TE' | 'SH' | 'SA', number][])('%s: %i on the map, no more', (kind, supply) => {
    expect(upgrade(kind, supply - 1)).toBe('accepted');
    expect(upgrade(kind, supply)).toBe('tm.err.supply');
  });

  it('dwellings: the 9th is refused', () => {
    const build = (n: number) =>
      refusal(edited(TWO(), (x) => {
        Object.assign(x.players[0], { c: 50, w: 30 });
        x.terrain = { ...x.terrain, E10: 'G' };
        for (let i = 0; i < n - 2; i++) x.buildings[`D-${i}`] = { seat: 0, kind: 'D' };
      }), 0, { t: 'build', hex: 'E10' });
    expect(build(7)).toBe('accepted');
    expect(build(8)).toBe('tm.err.supply');
  });
});
