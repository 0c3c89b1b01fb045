/**
 * The index of free land hexes (free-hexes.ts): a terrain or building change carries the index of the maps before it
 * forward, and what it carries is what a fresh scan of the board finds.
 */
import { describe, expect, it } from 'vitest';
import { chooseMove, randomChooser } from '../../../src/engine/driver';
import { createRng, nextInt } from '../../../src/engine/rng';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import { freeHexes, knownFreeHexes, scanFreeHexes, setBuilding, setTerrain, type FreeHexes } from '../../../src/games/terra-mystica/free-hexes';
import type { TmState } from '../../../src/games/terra-mystica/types';
import { edited, game } from './helpers';

/** Plain data for comparing (the terrain lists by name; a terrain without free hexes has no entry). */
const plain = (free: FreeHexes) => ({
  all: [...free.all],
  byTerrain: Object.fromEntries([...free.byTerrain].sort(([a], [b]) => (a < b ? -1 : 1))),
});

const start = () => game({ factions: ['cultists', 'witches'], dwellings: { cultists: ['E6', 'E2'], witches: ['F4', 'E9'] } });

/** A copy with its own maps, and its index worked out. */
function indexed(): { s: TmState; before: FreeHexes } {
  const s = edited(start(), () => {});
  return { s, before: freeHexes(s) };
}

describe('free land hexes', () => {
  it('a scan lists the free land hexes with a terrain in board order, and by terrain', () => {
    const s = start();
    const free = scanFreeHexes(s);
    expect(free.all).not.toContain('E6');
    expect(free.all).not.toContain('F4');
    expect(free.all.slice(0, 3)).toEqual(['A1', 'A2', 'A3']);
    expect(free.all.length).toBe(77 - 4);
    for (const [terrain, hexes] of free.byTerrain) {
      expect(hexes.length).toBeGreaterThan(0);
      for (const hex of hexes) expect(s.terrain[hex]).toBe(terrain);
    }
    expect([...free.byTerrain.values()].flat().sort()).toEqual([...free.all].sort());
    expect(freeHexes(s)).toBe(freeHexes(s));
  });

  it('a transform of a free hex moves it to its new terrain’s list, in board order; the free hexes stay the same list', () => {
    const { s, before } = indexed();
    const hex = 'D4';
    const from = s.terrain[hex];
    expect(from).not.toBe('K');
    setTerrain(s, hex, 'K');
    const carried = knownFreeHexes(s);
    expect(carried).toBeDefined();
    expect(carried!.all).toBe(before.all);
    expect(carried!.byTerrain.get('K')).toContain('D4');
    expect(carried!.byTerrain.get(from)).not.toContain('D4');
    expect(plain(carried!)).toEqual(plain(scanFreeHexes(s)));
    expect(freeHexes(s)).toBe(carried);
  });

  it('the last free hex of a terrain leaves no empty list behind', () => {
    const { s } = indexed();
    for (const hex of [...(freeHexes(s).byTerrain.get('Y') ?? [])]) setTerrain(s, hex, 'K');
    expect(knownFreeHexes(s)!.byTerrain.has('Y')).toBe(false);
    expect(plain(knownFreeHexes(s)!)).toEqual(plain(scanFreeHexes(s)));
  });

  it('a dwelling on a free hex takes it out of the index', () => {
    const { s, before } = indexed();
    expect(before.all).toContain('D4');
    setBuilding(s, 'D4', { seat: 0, kind: 'D' });
    const carried = knownFreeHexes(s);
    expect(carried).toBeDefined();
    expect(carried!.all).not.toContain('D4');
    expect(carried!.all.length).toBe(before.all.length - 1);
    expect(plain(carried!)).toEqual(plain(scanFreeHexes(s)));
  });

  it('an upgrade, or a terrain change under a building, leaves the index as it was', () => {
    const { s, before } = indexed();
    setBuilding(s, 'E6', { seat: 0, kind: 'TP' });
    expect(knownFreeHexes(s)).toBe(before);
    setTerrain(s, 'E6', 'Y');
    expect(knownFreeHexes(s)).toBe(before);
    expect(plain(before)).toEqual(plain(scanFreeHexes(s)));
  });

  it('without an index of the maps before, nothing is carried (the next question scans)', () => {
    const s = edited(start(), () => {});
    setTerrain(s, 'D4', 'K');
    expect(knownFreeHexes(s)).toBeUndefined();
    setBuilding(s, 'D4', { seat: 0, kind: 'D' });
    expect(knownFreeHexes(s)).toBeUndefined();
    expect(freeHexes(s).all).not.toContain('D4');
  });

  it('a river cell or a hex without terrain is left to a fresh scan', () => {
    const { s } = indexed();
    const river = 'r0';
    setBuilding(s, river, { seat: 0, kind: 'D' });
    expect(knownFreeHexes(s)).toBeUndefined();
  });

  it('over random games, every move leaves the index carried forward and equal to a fresh scan', () => {
    for (let g = 0; g < 4; g++) {
      let state = terraMystica.setup({}, 2 + g, `free-${g}`);
      const pick = randomChooser(`free-${g}/chooser`);
      const order = createRng(`free-${g}/order`);
      let carried = 0;
      for (let moves = 0; moves < 2000 && !terraMystica.finished(state); moves++) {
        freeHexes(state);
        const waiting = terraMystica.awaiting(state);
        const seat = waiting[nextInt(order, waiting.length)];
        const after = terraMystica.apply(state, seat, chooseMove(terraMystica, state, seat, pick).move);
        const known = knownFreeHexes(after);
        expect(known).toBeDefined();
        expect(plain(known!)).toEqual(plain(scanFreeHexes(after)));
        if (after.terrain !== state.terrain || after.buildings !== state.buildings) carried++;
        state = after;
      }
      expect(terraMystica.finished(state)).toBe(true);
      expect(carried).toBeGreaterThan(5);
    }
  });
});
