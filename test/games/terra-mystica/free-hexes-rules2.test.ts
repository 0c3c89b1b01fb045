/**
 * The free-hex index (free-hexes.ts) carried forward: a change leaves the index of the maps before it intact and still
 * known, and a hex that was not free before is left to a fresh scan.
 */
import { describe, expect, it } from 'vitest';
import { freeHexes, knownFreeHexes, scanFreeHexes, setBuilding, setTerrain, type FreeHexes } from '../../../src/games/terra-mystica/free-hexes';
import type { TmState } from '../../../src/games/terra-mystica/types';
import { edited, game } from './helpers';

/** Plain data for comparing (the terrain lists by name). */
const plain = (free: FreeHexes) => ({
  all: [...free.all],
  byTerrain: Object.fromEntries([...free.byTerrain].map(([t, hexes]) => [t, [...hexes]]).sort(([a], [b]) => (a < b ? -1 : 1))),
});

const start = () => game({ factions: ['cultists', 'witches'], dwellings: { cultists: ['E6', 'E2'], witches: ['F4', 'E9'] } });

function indexed(): { s: TmState; before: FreeHexes } {
  const s = edited(start(), () => {});
  return { s, before: freeHexes(s) };
}

describe('free-hex index carried forward', () => {
  it('a transform leaves the lists of the maps before it unchanged (D4 is not added to the old list of its new terrain)', () => {
    const { s, before } = indexed();
    const snapshot = plain(before);
    const desertBefore = before.byTerrain.get('Y')!.length;
    expect(s.terrain.D4).not.toBe('Y');
    setTerrain(s, 'D4', 'Y');
    expect(before.byTerrain.get('Y')!.length).toBe(desertBefore);
    expect(before.byTerrain.get('Y')).not.toContain('D4');
    expect(plain(before)).toEqual(snapshot);
    expect(knownFreeHexes(s)!.byTerrain.get('Y')!.length).toBe(desertBefore + 1);
  });

  it('a dwelling keeps the index of the buildings before it known (same terrain map, two buildings maps)', () => {
    const { s, before } = indexed();
    const buildingsBefore = s.buildings;
    setBuilding(s, 'D4', { seat: 0, kind: 'D' });
    expect(knownFreeHexes({ ...s, buildings: buildingsBefore })).toBe(before);
    expect(knownFreeHexes(s)!.all).toHaveLength(before.all.length - 1);
  });

  it('a terrain change of a cell that was not a free hex (a river) is left to a fresh scan', () => {
    const { s } = indexed();
    setTerrain(s, 'r0', 'Y');
    expect(knownFreeHexes(s)).toBeUndefined();
  });

  it('a terrain with no free hex left gets a list of just the hex turned into it', () => {
    const { s } = indexed();
    const deserts = [...freeHexes(s).byTerrain.get('Y')!];
    for (const hex of deserts) setTerrain(s, hex, 'K');
    expect(knownFreeHexes(s)!.byTerrain.has('Y')).toBe(false);
    setTerrain(s, deserts[0], 'Y');
    expect(knownFreeHexes(s)!.byTerrain.get('Y')).toEqual([deserts[0]]);
    expect(plain(knownFreeHexes(s)!)).toEqual(plain(scanFreeHexes(s)));
  });
});
