/**
 * Set-up details the mutation run of setup found unpinned (`npm run mutate -- pandoria … setup.ts`): 2–4 players, what
 * the family version leaves out (monuments, single tiles), relics only with Artifacts, the printed spaces, start tiles
 * turned either way and random ones away from coast and lakes, and the realm assignments "random" and "same" [seed].
 */
import { describe, expect, it } from 'vitest';
import { pandoria } from '../../../src/games/pandoria/engine';
import { isLand, neighbours } from '../../../src/games/pandoria/geometry';

const setup = (options: Record<string, unknown>, seats = 2, seed = 'setup-rules') => pandoria.setup({ variant: 'b', ...options }, seats, seed);
const seeds = Array.from({ length: 40 }, (_, i) => `seed-${i}`);

describe('set-up', () => {
  it('2 to 4 players', () => {
    expect(() => setup({}, 1)).toThrow('Pandoria seats 2–4, got 1');
    expect(() => setup({}, 5)).toThrow('Pandoria seats 2–4, got 5');
  });

  it('the family version has no monuments and no single tiles; relics only with Artifacts; nothing laid last', () => {
    const family = setup({ variant: 'family' });
    expect(family.monuments).toEqual([]);
    expect(family.singleStack).toEqual([]);
    expect(family.relics).toEqual([]);
    expect(family.lastPlaced).toEqual([]);
    expect(setup({ start: 'chosen' }).lastPlaced).toEqual([]);
  });

  it('the printed spaces: E3 mountain 2, F9 forest 2, M5 hills 2, I11 city 2', () => {
    const s = setup({});
    expect([s.land.E3, s.land.F9, s.land.M5, s.land.I11]).toEqual([
      { terrain: 'mountain', symbols: 2, tile: 'P', printed: true },
      { terrain: 'forest', symbols: 2, tile: 'P', printed: true },
      { terrain: 'hills', symbols: 2, tile: 'P', printed: true },
      { terrain: 'city', symbols: 2, tile: 'P', printed: true },
    ]);
    const overlay = setup({ artifacts: true });
    expect([overlay.land.N7?.tile, overlay.land.N8?.tile, overlay.land.N7?.printed]).toEqual(['P', 'P', true]);
  });

  it('the start tiles (forest|mountain, hills|city) go on their spaces either way round: H6 shows all four terrains over 40 games', () => {
    const seen = new Set(seeds.map((seed) => setup({}, 2, seed).land.H6?.terrain));
    expect([...seen].sort()).toEqual(['city', 'forest', 'hills', 'mountain']);
  });

  it('random start tiles lie inland: every neighbour of their spaces is unprinted land', () => {
    for (const seed of seeds.slice(0, 10)) {
      const s = setup({ start: 'random' }, 2, seed);
      const laid = Object.keys(s.land).filter((cell) => !s.land[cell].printed);
      expect(laid).toHaveLength(4);
      for (const cell of laid) for (const n of neighbours(cell)) expect(isLand(n) && !s.land[n]?.printed).toBe(true);
    }
  });

  it('realms "random": everyone gets one of the set; "same": everyone the same one', () => {
    const base = ['dwarves', 'elves', 'halflings', 'humans', 'mages'];
    for (const seed of seeds.slice(0, 5)) {
      expect(setup({ realms: 'random' }, 3, seed).players.every((p) => base.includes(p.realm ?? ''))).toBe(true);
      const same = setup({ realms: 'same' }, 3, seed).players.map((p) => p.realm);
      expect(base).toContain(same[0]);
      expect(new Set(same).size).toBe(1);
    }
    const differs = seeds.slice(0, 5).some((seed) => new Set(setup({ realms: 'random' }, 3, seed).players.map((p) => p.realm)).size > 1);
    expect(differs).toBe(true);
  });
});
