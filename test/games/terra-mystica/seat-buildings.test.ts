/**
 * Each seat's buildings (economy.ts): a build or upgrade carries the summary of the buildings map before it forward,
 * and what it carries is what a fresh count of the new map finds — hexes in the map's key order.
 */
import { describe, expect, it } from 'vitest';
import { playout } from '../../../src/engine/driver';
import { buildingHexes, countBuildings } from '../../../src/games/terra-mystica/economy';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import { setBuilding } from '../../../src/games/terra-mystica/free-hexes';
import type { TmState } from '../../../src/games/terra-mystica/types';
import { edited, game } from './helpers';

/** The seats' buildings counted afresh: a copy with maps no summary was made for. */
function fresh(s: TmState) {
  const copy = structuredClone(s);
  return Array.from({ length: s.seats }, (_, seat) => ({ hexes: [...buildingHexes(copy, seat)], counts: { ...countBuildings(copy, seat) } }));
}
const carried = (s: TmState) =>
  Array.from({ length: s.seats }, (_, seat) => ({ hexes: [...buildingHexes(s, seat)], counts: { ...countBuildings(s, seat) } }));

const start = () => game({ factions: ['cultists', 'witches'], dwellings: { cultists: ['E6', 'E2'], witches: ['F4', 'E9'] } });

describe('each seat’s buildings', () => {
  it('a new dwelling joins the end of its seat’s hexes and its count; an upgrade moves one count, the hexes stay', () => {
    const s = edited(start(), () => {});
    expect(buildingHexes(s, 0)).toEqual(['E6', 'E2']);
    setBuilding(s, 'D4', { seat: 0, kind: 'D' });
    expect(buildingHexes(s, 0)).toEqual(['E6', 'E2', 'D4']);
    expect(countBuildings(s, 0)).toEqual({ D: 3, TP: 0, TE: 0, SH: 0, SA: 0 });
    const hexes = buildingHexes(s, 0);
    setBuilding(s, 'E2', { seat: 0, kind: 'TP' });
    expect(buildingHexes(s, 0)).toBe(hexes);
    expect(countBuildings(s, 0)).toEqual({ D: 2, TP: 1, TE: 0, SH: 0, SA: 0 });
    expect(countBuildings(s, 1)).toEqual({ D: 2, TP: 0, TE: 0, SH: 0, SA: 0 });
    expect(carried(s)).toEqual(fresh(s));
  });

  it('a hex changing hands is counted afresh', () => {
    const s = edited(start(), () => {});
    expect(buildingHexes(s, 1)).toEqual(['F4', 'E9']);
    setBuilding(s, 'E6', { seat: 1, kind: 'TP' });
    expect(buildingHexes(s, 0)).toEqual(['E2']);
    expect(buildingHexes(s, 1)).toEqual(['E6', 'F4', 'E9']);
    expect(countBuildings(s, 1)).toEqual({ D: 2, TP: 1, TE: 0, SH: 0, SA: 0 });
  });

  it('over whole seeded games, after every move, the carried summaries equal a fresh count', () => {
    let moves = 0;
    for (let i = 0; i < 6; i++) {
      playout(terraMystica, {}, 2 + (i % 4), `seat-buildings-${i}`, undefined, ({ after }) => {
        expect(carried(after)).toEqual(fresh(after));
        moves++;
      });
    }
    expect(moves).toBeGreaterThan(600);
  });
});
