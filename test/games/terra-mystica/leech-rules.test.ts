/**
 * Power from neighbours' builds ([seed] Macht durch Mitspielerbauten; facts §3, §6.3): the printed strength of each
 * building kind, counted per neighbour, offered in seat order after the builder.
 */
import { describe, expect, it } from 'vitest';
import type { BuildingKind } from '../../../data/terra-mystica/factions';
import { act, edited, TWO, withPlayer } from './helpers';

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
