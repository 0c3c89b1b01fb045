import { describe, expect, it } from 'vitest';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import { act, game, refusal, TWO } from './helpers';
import { STARTER_BONUS, STARTER_DWELLINGS, STARTER_FACTIONS, STARTER_SCORING, VARIABLE_VP } from '../../../data/terra-mystica/setup';
import { FACTIONS, type FactionId } from '../../../data/terra-mystica/factions';
import { boardOf } from '../../../src/games/terra-mystica/board';

describe('set-up ([seed] Spielvorbereitung)', () => {
  it('draws 6 scoring tiles with the spade tile never on rounds 5 or 6', () => {
    let spadeEarly = 0;
    for (let i = 0; i < 300; i++) {
      const s = terraMystica.setup({}, 3, `draw-${i}`);
      expect(new Set(s.scoring).size).toBe(6);
      expect(s.scoring.slice(4)).not.toContain('SCORE1');
      expect(s.scoring).not.toContain('SCORE9');
      if (s.scoring.slice(0, 4).includes('SCORE1')) spadeEarly++;
    }
    expect(spadeEarly).toBeGreaterThan(0);
  });

  it('puts players + 3 bonus tiles on display; BON10 and SCORE9 only with their options', () => {
    for (let seats = 2; seats <= 5; seats++) {
      const s = terraMystica.setup({}, seats, `bon-${seats}`);
      expect(Object.keys(s.bonusPool)).toHaveLength(seats + 3);
      expect(Object.keys(s.bonusPool)).not.toContain('BON10');
    }
    const all = Array.from({ length: 40 }, (_, i) => terraMystica.setup({ 'shipping-bonus': true, 'temple-scoring-tile': true }, 5, `opt-${i}`));
    expect(all.some((s) => 'BON10' in s.bonusPool)).toBe(true);
    expect(all.some((s) => s.scoring.includes('SCORE9'))).toBe(true);
  });

  it('draws the start player with the PRNG and lets factions be chosen from there clockwise', () => {
    const starts = new Set(Array.from({ length: 30 }, (_, i) => terraMystica.setup({}, 4, `start-${i}`).order[0]));
    expect(starts.size).toBeGreaterThan(1);
    const s = terraMystica.setup({ start: '2' }, 4, 'x');
    expect(s.order).toEqual([2, 3, 0, 1]);
    expect(terraMystica.awaiting(s)).toEqual([2]);
  });

  it('refuses a second faction of the same colour', () => {
    let s = terraMystica.setup({ start: '0' }, 3, 'colour');
    s = act(s, 0, { t: 'faction', faction: 'witches' });
    expect(refusal(s, 1, { t: 'faction', faction: 'auren' })).toBe('tm.err.faction');
    expect(refusal(s, 1, { t: 'faction', faction: 'nomads' })).toBe('accepted');
  });

  it('gives each faction its board: resources, bowls, cults, shipping; 20 VP', () => {
    const s = TWO();
    const witches = s.players[0];
    expect(witches.bowls).toEqual([5, 7, 0]);
    expect(witches.cults).toEqual([0, 0, 0, 2]);
    expect(witches.vp).toBe(20);
    const mermaids = game({ factions: ['mermaids', 'dwarves'], dwellings: { mermaids: ['D5', 'H2'], dwarves: ['E7', 'F6'] } });
    expect(mermaids.players[0].shipping).toBe(1);
    expect(mermaids.players[0].bowls).toEqual([3, 9, 0]);
  });

  it('places dwellings clockwise, then counter-clockwise, then the Nomads’ third, the Chaos Magicians’ one last', () => {
    let s = terraMystica.setup({ start: '0' }, 3, 'order');
    s = act(s, 0, { t: 'faction', faction: 'chaosmagicians' });
    s = act(s, 1, { t: 'faction', faction: 'nomads' });
    s = act(s, 2, { t: 'faction', faction: 'witches' });
    expect(s.phase).toBe('dwellings');
    expect(s.setupQueue).toEqual([1, 2, 2, 1, 1, 0]);
    expect(refusal(s, 1, { t: 'build', hex: 'E9' })).toBe('tm.err.notHome');
  });

  it('lets bonus tiles be chosen in reverse order and puts a coin on each leftover at round start', () => {
    let s = terraMystica.setup({ start: '0', bonus: 'BON1,BON2,BON3,BON4,BON5' }, 2, 'bonus');
    s = act(s, 0, { t: 'faction', faction: 'witches' });
    s = act(s, 1, { t: 'faction', faction: 'nomads' });
    for (const [seat, hex] of [[0, 'E9'], [1, 'A5'], [1, 'F3'], [0, 'F4'], [1, 'G4']] as const) s = act(s, seat, { t: 'build', hex });
    expect(terraMystica.awaiting(s)).toEqual([1]);
    s = act(s, 1, { t: 'pass', bonus: 'BON3' });
    s = act(s, 0, { t: 'pass', bonus: 'BON1' });
    expect(s.round).toBe(1);
    expect(s.bonusPool).toEqual({ BON2: 1, BON4: 1, BON5: 1 });
  });

  it('pays income in round 1 too: base income plus the bonus tile', () => {
    const s = TWO();
    // Witches: 15 C + BON3 6 C; 3 W + 2 dwellings → 3 W income (1 base + 2).
    expect(s.players[0].c).toBe(21);
    expect(s.players[0].w).toBe(6);
  });

  it('starter game: fixed factions, dwellings, scoring and bonus tiles', () => {
    let s = terraMystica.setup({ starter: true, start: '0' }, 4, 'starter');
    expect(s.scoring).toEqual(['SCORE3', 'SCORE6', 'SCORE4', 'SCORE1', 'SCORE5', 'SCORE7']);
    expect(refusal(s, 0, { t: 'faction', faction: 'darklings' })).toBe('tm.err.faction');
    STARTER_FACTIONS[4].forEach((faction, seat) => (s = act(s, seat, { t: 'faction', faction })));
    expect(s.phase).toBe('bonus');
    for (const [seat, f] of STARTER_FACTIONS[4].entries()) {
      for (const hex of STARTER_DWELLINGS[f] ?? []) expect(s.buildings[hex]).toEqual({ seat, kind: 'D' });
    }
  });

  it('starter game dwellings: home terrain of their faction on the base map, no hex twice', () => {
    const board = boardOf('base');
    const all: string[] = [];
    for (const [faction, hexes] of Object.entries(STARTER_DWELLINGS)) {
      for (const hex of hexes ?? []) {
        expect(board.land, hex).toContain(hex);
        expect(board.cells[hex].terrain, `${faction} ${hex}`).toBe(FACTIONS[faction as FactionId].home);
        all.push(hex);
      }
    }
    expect(new Set(all).size).toBe(all.length);
    for (const factions of Object.values(STARTER_FACTIONS)) {
      for (const f of factions) expect(STARTER_DWELLINGS[f]?.length, f).toBe(f === 'nomads' ? 3 : 2);
    }
  });

  it.each(['fjords', 'lakes'] as const)('starter game on %s: fixed factions and tiles, dwellings placed as usual', (map) => {
    let s = terraMystica.setup({ starter: true, start: '0', map }, 3, `starter-${map}`);
    expect(s.scoring).toEqual([...STARTER_SCORING]);
    expect(Object.keys(s.bonusPool).sort()).toEqual([...STARTER_BONUS[3]].sort());
    expect(refusal(s, 0, { t: 'faction', faction: 'darklings' })).toBe('tm.err.faction');
    STARTER_FACTIONS[3].forEach((faction, seat) => (s = act(s, seat, { t: 'faction', faction })));
    expect(s.phase).toBe('dwellings');
    expect(s.buildings).toEqual({});
    // Witches, Nomads, Alchemists: clockwise, counter-clockwise, then the Nomads' third.
    expect(s.setupQueue).toEqual([0, 1, 2, 2, 1, 0, 1]);
    const board = boardOf(map);
    const witchHex = board.land.find((hex) => board.cells[hex].terrain === FACTIONS.witches.home) as string;
    s = act(s, 0, { t: 'build', hex: witchHex });
    expect(s.buildings[witchHex]).toEqual({ seat: 0, kind: 'D' });
  });

  it('variable VP: factions start with the seed table values of the map', () => {
    const s = game({
      factions: ['fakirs', 'darklings'],
      dwellings: { fakirs: ['A5', 'F3'], darklings: ['E5', 'H5'] },
      options: { 'variable-vp': true },
    });
    expect(s.players[0].vp).toBe(VARIABLE_VP.base.fakirs);
    expect(s.players[1].vp).toBe(15);
    const halflings = game({ factions: ['halflings', 'witches'], dwellings: { halflings: ['E6', 'H3'], witches: ['E9', 'F4'] }, options: { 'variable-vp': true } });
    expect(halflings.players[0].vp).toBe(20);
  });
});
