/**
 * The printed numbers of terraforming (facts.md §1, §3.3, §3.6): the wheel's spade distances, workers per spade by
 * track level, the Darklings' priests, the Giants' 2 spades, tunnel and carpet prices. Pinned as literals, never read
 * from the terrain or faction tables the engine uses.
 */
import { describe, expect, it } from 'vitest';
import type { FactionId } from '../../../data/terra-mystica/factions';
import type { Terrain } from '../../../data/terra-mystica/terrain';
import { digCost, teleportCost, transformCost } from '../../../src/games/terra-mystica/terraform';
import type { TmState } from '../../../src/games/terra-mystica/types';
import { act, edited, TWO } from './helpers';

const as = (faction: FactionId, patch: (s: TmState) => void = () => {}): TmState =>
  edited(TWO(), (s) => {
    s.players[0].faction = faction;
    patch(s);
  });

const ORDER: Terrain[] = ['Y', 'U', 'K', 'B', 'G', 'S', 'R'];
/** facts §1: spade distance, rows from, columns to, in wheel order. */
const DISTANCE = [
  [0, 1, 2, 3, 3, 2, 1],
  [1, 0, 1, 2, 3, 3, 2],
  [2, 1, 0, 1, 2, 3, 3],
  [3, 2, 1, 0, 1, 2, 3],
  [3, 3, 2, 1, 0, 1, 2],
  [2, 3, 3, 2, 1, 0, 1],
  [1, 2, 3, 3, 2, 1, 0],
];
/** A faction whose home is each terrain (facts §3.1). */
const HOME: Record<Terrain, FactionId> = { Y: 'fakirs', U: 'halflings', K: 'alchemists', B: 'mermaids', G: 'witches', S: 'engineers', R: 'chaosmagicians' };

describe('the transformation wheel (facts §1)', () => {
  it.each(ORDER)('to and from home terrain %s the spades are the wheel distance', (home) => {
    const s = as(HOME[home]);
    const h = ORDER.indexOf(home);
    expect(ORDER.map((t) => transformCost(s, 0, t, home))).toEqual(ORDER.map((_, i) => DISTANCE[i][h]));
    expect(ORDER.map((t) => transformCost(s, 0, home, t))).toEqual(DISTANCE[h]);
  });

  it('between two other terrains the short way, unless home lies on it: then the long way round (snellman)', () => {
    const witches = as('witches'); // home G
    expect(transformCost(witches, 0, 'B', 'S')).toBe(5);
    expect(transformCost(witches, 0, 'S', 'B')).toBe(5);
    expect(transformCost(witches, 0, 'K', 'S')).toBe(4);
    expect(transformCost(witches, 0, 'Y', 'K')).toBe(2);
    expect(transformCost(witches, 0, 'R', 'U')).toBe(2);
    expect(transformCost(witches, 0, 'U', 'B')).toBe(2);
    expect(transformCost(witches, 0, 'S', 'Y')).toBe(2);
  });

  it('Giants: always 2 spades to change a terrain, 0 to keep it', () => {
    const giants = as('giants');
    expect(ORDER.map((t) => transformCost(giants, 0, t, 'R'))).toEqual([2, 2, 2, 2, 2, 2, 0]);
    expect(transformCost(giants, 0, 'S', 'Y')).toBe(2);
  });
});

describe('buying spades (facts §3.3)', () => {
  it('3 / 2 / 1 workers per spade on terraforming levels 0 / 1 / 2', () => {
    expect([0, 1, 2].map((dig) => digCost(as('witches', (s) => (s.players[0].dig = dig)), 0, 2))).toEqual([
      { w: 6, p: 0, vp: 0 },
      { w: 4, p: 0, vp: 0 },
      { w: 2, p: 0, vp: 0 },
    ]);
    expect([0, 1].map((dig) => digCost(as('fakirs', (s) => (s.players[0].dig = dig)), 0, 1).w)).toEqual([3, 2]);
  });

  it('Darklings: 1 priest and +2 VP per spade', () => {
    expect(digCost(as('darklings'), 0, 3)).toEqual({ w: 0, p: 3, vp: 6 });
  });
});

describe('tunnels and carpets (facts §3.6)', () => {
  it('Dwarves tunnel for 2 workers, 1 after their stronghold; Fakirs fly for 1 priest; others pay nothing', () => {
    expect(teleportCost(as('dwarves'), 0)).toEqual({ w: 2, p: 0 });
    expect(teleportCost(as('dwarves', (s) => (s.buildings.E9 = { seat: 0, kind: 'SH' })), 0)).toEqual({ w: 1, p: 0 });
    expect(teleportCost(as('fakirs'), 0)).toEqual({ w: 0, p: 1 });
    expect(teleportCost(as('fakirs', (s) => (s.buildings.E9 = { seat: 0, kind: 'SH' })), 0)).toEqual({ w: 0, p: 1 });
    expect(teleportCost(as('witches'), 0)).toEqual({ w: 0, p: 0 });
  });
});

describe('dwelling cost (facts §3.4)', () => {
  /** Seat 0 as `faction` builds on E10 (next to its E9), made its home terrain: what it paid. */
  const paid = (faction: FactionId, home: Terrain) => {
    const s = as(faction, (x) => {
      x.terrain = { ...x.terrain, E10: home };
      Object.assign(x.players[0], { c: 20, w: 10, p: 0 });
    });
    const after = act(s, 0, { t: 'build', hex: 'E10' }).players[0];
    return { w: 10 - after.w, c: 20 - after.c };
  };

  it('1 worker and 2 coins; Engineers 1 and 1; Swarmlings 2 and 3', () => {
    expect(paid('witches', 'G')).toEqual({ w: 1, c: 2 });
    expect(paid('nomads', 'Y')).toEqual({ w: 1, c: 2 });
    expect(paid('engineers', 'S')).toEqual({ w: 1, c: 1 });
    expect(paid('swarmlings', 'B')).toEqual({ w: 2, c: 3 });
  });
});
