/**
 * The set-up's printed numbers (facts.md §7.1, §8.1): start VP, the variable starting VP of every faction on every
 * map, and the starter game (the seed's factions by player count; its hexes and tiles are DESIGNED, see
 * data/terra-mystica/setup.ts). Pinned as literals, never read from the set-up table the engine uses.
 */
import { describe, expect, it } from 'vitest';
import type { FactionId } from '../../../data/terra-mystica/factions';
import type { MapId } from '../../../data/terra-mystica/maps';
import { factionChoices } from '../../../src/games/terra-mystica/apply';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import type { TmState } from '../../../src/games/terra-mystica/types';
import { act } from './helpers';

const FACTION_ORDER: FactionId[] = ['alchemists', 'auren', 'chaosmagicians', 'cultists', 'darklings', 'dwarves', 'engineers', 'fakirs', 'giants', 'halflings', 'mermaids', 'nomads', 'swarmlings', 'witches'];

/** facts §8.1, columns standard map, Fjords, Lakes, in FACTION_ORDER. */
const VARIABLE_VP: Record<MapId, number[]> = {
  base: [27, 27, 19, 16, 15, 20, 16, 33, 25, 20, 19, 19, 22, 19],
  fjords: [25, 25, 20, 15, 15, 20, 20, 25, 25, 25, 20, 15, 20, 15],
  lakes: [20, 20, 20, 15, 15, 30, 15, 25, 25, 20, 20, 15, 25, 20],
};

/** The VP of `faction` when seat 0 picks it. */
function startVp(faction: FactionId, options: Record<string, string | boolean>): number {
  const s = terraMystica.setup({ start: '0', ...options }, 2, 'vp');
  return act(s, 0, { t: 'faction', faction }).players[0].vp;
}

describe('start VP (facts §7.1, §8.1)', () => {
  it.each(['base', 'fjords', 'lakes'] as const)('20 for every faction on %s without the variant', (map) => {
    expect(FACTION_ORDER.map((f) => startVp(f, { map }))).toEqual(Array(14).fill(20));
  });

  it.each(['base', 'fjords', 'lakes'] as const)('variable VP on %s: the seed’s table', (map) => {
    expect(FACTION_ORDER.map((f) => startVp(f, { map, 'variable-vp': true }))).toEqual(VARIABLE_VP[map]);
  });
});

describe('starter game (facts §7.1: Einsteigerspiel)', () => {
  const starter = (seats: number, map: MapId = 'base'): TmState => terraMystica.setup({ starter: true, start: '0', map }, seats, 'starter');

  it('offers exactly the seed’s factions by player count', () => {
    expect(factionChoices(starter(2))).toEqual(['witches', 'nomads']);
    expect(factionChoices(starter(3))).toEqual(['witches', 'nomads', 'alchemists']);
    expect(factionChoices(starter(4))).toEqual(['witches', 'nomads', 'halflings', 'mermaids']);
    expect(factionChoices(starter(5))).toEqual(['witches', 'nomads', 'halflings', 'mermaids', 'giants']);
  });

  /** Every seat takes the first faction still offered; the dwellings then stand on the base map. */
  function chosen(seats: number): TmState {
    let s = starter(seats);
    for (let seat = 0; seat < seats; seat++) s = act(s, seat, { t: 'faction', faction: factionChoices(s)[0] });
    return s;
  }

  it('DESIGNED: its dwellings (Witches E9 F4, Nomads A5 F3 G4, Alchemists E5 H5, Halflings E6 H3, Mermaids D5 H2, Giants E3 G2)', () => {
    const hexes = (s: TmState) => Object.entries(s.buildings).map(([hex, b]) => `${b.seat}:${hex}`).sort();
    expect(hexes(chosen(3))).toEqual(['0:E9', '0:F4', '1:A5', '1:F3', '1:G4', '2:E5', '2:H5']);
    expect(hexes(chosen(5))).toEqual(['0:E9', '0:F4', '1:A5', '1:F3', '1:G4', '2:E6', '2:H3', '3:D5', '3:H2', '4:E3', '4:G2']);
    expect(Object.values(chosen(5).buildings).every((b) => b.kind === 'D')).toBe(true);
  });

  it('DESIGNED: its scoring tiles and the bonus tiles by player count', () => {
    expect(starter(4).scoring).toEqual(['SCORE3', 'SCORE6', 'SCORE4', 'SCORE1', 'SCORE5', 'SCORE7']);
    const pool = (seats: number) => Object.keys(starter(seats, 'fjords').bonusPool).sort();
    expect(pool(2)).toEqual(['BON2', 'BON3', 'BON5', 'BON7', 'BON9']);
    expect(pool(3)).toEqual(['BON2', 'BON3', 'BON5', 'BON6', 'BON7', 'BON9']);
    expect(pool(4)).toEqual(['BON1', 'BON2', 'BON3', 'BON5', 'BON6', 'BON7', 'BON9']);
    expect(pool(5)).toEqual(['BON1', 'BON2', 'BON3', 'BON4', 'BON5', 'BON6', 'BON7', 'BON9']);
  });
});
