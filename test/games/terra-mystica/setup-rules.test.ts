/**
 * The set-up of a new game ([seed] Der Spielaufbau in Abweichung zur Einsteigerversion, Die Wertungsplättchen,
 * Die Rundenbonuskarten, Die Wahl des Völkertableaus, Startvorgaben), drawn with the seeded PRNG: 6 scoring tiles,
 * the spade tile never on rounds 5 or 6, players + 3 of the 9 bonus tiles, a start player and clockwise order; the
 * favor and town tiles; each faction's start resources (facts.md §3.1) and the variable VP variant.
 */
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/engine/rule-error';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import { emptyPlayer } from '../../../src/games/terra-mystica/setup';
import type { TmState } from '../../../src/games/terra-mystica/types';
import { act } from './helpers';

const SEEDS = Array.from({ length: 120 }, (_, i) => `setup-rules-${i}`);
const BASE_SCORING = ['SCORE1', 'SCORE2', 'SCORE3', 'SCORE4', 'SCORE5', 'SCORE6', 'SCORE7', 'SCORE8'];
const BASE_BONUS = ['BON1', 'BON2', 'BON3', 'BON4', 'BON5', 'BON6', 'BON7', 'BON8', 'BON9'];

function setupKey(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof RuleError) return `${error.key} ${JSON.stringify(error.params ?? {})}`;
    throw error;
  }
  return 'accepted';
}

describe('the scoring tiles ([seed] Die Wertungsplättchen)', () => {
  it('six different tiles of the eight, the spade tile (SCORE1) never on round 5 or 6', () => {
    for (const seed of SEEDS) {
      const s = terraMystica.setup({}, 4, seed);
      expect(s.scoring).toHaveLength(6);
      expect(new Set(s.scoring).size).toBe(6);
      for (const tile of s.scoring) expect(BASE_SCORING).toContain(tile);
      expect(s.scoring.indexOf('SCORE1')).toBeLessThan(4);
    }
  });

  it('the draw is random: every tile but the spade tile lies on round 6 for some seed, the spade tile on each of rounds 1–4', () => {
    const draws = SEEDS.map((seed) => terraMystica.setup({}, 3, seed).scoring);
    expect(new Set(draws.map((d) => d[5])).size).toBe(7);
    expect([0, 1, 2, 3].map((round) => draws.some((d) => d[round] === 'SCORE1'))).toEqual([true, true, true, true]);
    // Drawn for round 5 or 6, the spade tile is set aside and another drawn: it is then missing from the game.
    expect(draws.some((d) => !d.includes('SCORE1'))).toBe(true);
  });

  it('the same seed draws the same tiles and start player', () => {
    const a = terraMystica.setup({}, 5, 'same-seed');
    const b = terraMystica.setup({}, 5, 'same-seed');
    expect([b.scoring, b.bonusPool, b.order]).toEqual([a.scoring, a.bonusPool, a.order]);
  });

  it('the temple tile (SCORE9) only with its option; with it, nine tiles are drawn from', () => {
    const plain = SEEDS.map((seed) => terraMystica.setup({}, 2, seed).scoring);
    expect(plain.some((d) => d.includes('SCORE9'))).toBe(false);
    const temple = SEEDS.map((seed) => terraMystica.setup({ 'temple-scoring-tile': true }, 2, seed).scoring);
    expect(temple.some((d) => d.includes('SCORE9'))).toBe(true);
    for (const d of temple) {
      expect(d).toHaveLength(6);
      expect(d.indexOf('SCORE1')).toBeLessThan(4);
    }
  });

  it('a game may name its six tiles (any case, spaces allowed); another count or an unknown tile is refused', () => {
    const s = terraMystica.setup({ scoring: 'score2, SCORE1,SCORE3 ,SCORE4,SCORE5,SCORE6' }, 2, 'named');
    expect(s.scoring).toEqual(['SCORE2', 'SCORE1', 'SCORE3', 'SCORE4', 'SCORE5', 'SCORE6']);
    expect(setupKey(() => terraMystica.setup({ scoring: 'SCORE1,SCORE2,SCORE3,SCORE4,SCORE5' }, 2, 'x'))).toBe(
      'tm.err.setupTiles {"tile":"SCORE1,SCORE2,SCORE3,SCORE4,SCORE5"}',
    );
    expect(setupKey(() => terraMystica.setup({ scoring: 'SCORE1,SCORE2,SCORE3,SCORE4,SCORE5,SCORE99' }, 2, 'x'))).toBe(
      'tm.err.setupTiles {"tile":"SCORE99"}',
    );
    // An empty or blank list (or a flag) draws as usual.
    for (const scoring of ['', '  ', true]) expect(terraMystica.setup({ scoring }, 2, 'blank').scoring).toEqual(terraMystica.setup({}, 2, 'blank').scoring);
  });
});

describe('the bonus tiles ([seed] Die Rundenbonuskarten)', () => {
  it('2, 3, 4, 5 players: 5, 6, 7, 8 different tiles of the nine, none with coins yet', () => {
    const wanted: Record<number, number> = { 2: 5, 3: 6, 4: 7, 5: 8 };
    for (const seats of [2, 3, 4, 5]) {
      for (const seed of SEEDS.slice(0, 30)) {
        const pool = terraMystica.setup({}, seats, seed).bonusPool;
        const ids = Object.keys(pool);
        expect(ids).toHaveLength(wanted[seats]);
        for (const id of ids) expect(BASE_BONUS).toContain(id);
        expect(Object.values(pool).every((coins) => coins === 0)).toBe(true);
      }
    }
  });

  it('drawn at random: each of the nine is left out for some seed', () => {
    const left = new Set(SEEDS.flatMap((seed) => BASE_BONUS.filter((id) => !(id in terraMystica.setup({}, 2, seed).bonusPool))));
    expect([...left].sort()).toEqual([...BASE_BONUS].sort());
  });

  it('BON10 (shipping) only with its option', () => {
    expect(SEEDS.some((seed) => 'BON10' in terraMystica.setup({}, 5, seed).bonusPool)).toBe(false);
    const withOption = SEEDS.map((seed) => terraMystica.setup({ 'shipping-bonus': true }, 5, seed).bonusPool);
    expect(withOption.some((pool) => 'BON10' in pool)).toBe(true);
    for (const pool of withOption) expect(Object.keys(pool)).toHaveLength(8);
  });

  it('a game may name its tiles; a tile not in play is refused', () => {
    const s = terraMystica.setup({ bonus: 'bon1,BON4, BON9' }, 2, 'named');
    expect(s.bonusPool).toEqual({ BON1: 0, BON4: 0, BON9: 0 });
    expect(setupKey(() => terraMystica.setup({ bonus: 'BON1,BON10' }, 2, 'x'))).toBe('tm.err.setupTiles {"tile":"BON10"}');
    expect(terraMystica.setup({ bonus: 'BON1,BON10', 'shipping-bonus': true }, 2, 'x').bonusPool).toEqual({ BON1: 0, BON10: 0 });
  });
});

describe('the start player and the order ([seed] Die Wahl des Völkertableaus)', () => {
  it('drawn with the PRNG: every seat starts for some seed; the others follow clockwise', () => {
    for (const seats of [2, 3, 4, 5]) {
      const starts = new Set<number>();
      for (const seed of SEEDS.slice(0, 40)) {
        const s = terraMystica.setup({}, seats, seed);
        const start = s.order[0];
        starts.add(start);
        expect(s.order).toEqual(Array.from({ length: seats }, (_, i) => (start + i) % seats));
        expect(s.setupQueue).toEqual(s.order);
        expect(terraMystica.awaiting(s)).toEqual([start]);
      }
      expect([...starts].sort()).toEqual(Array.from({ length: seats }, (_, i) => i));
    }
  });

  it('a game may name the start seat (one digit; counted round the table)', () => {
    expect(terraMystica.setup({ start: '1' }, 3, 'x').order).toEqual([1, 2, 0]);
    expect(terraMystica.setup({ start: '7' }, 3, 'x').order).toEqual([1, 2, 0]);
    expect(terraMystica.setup({ start: '0' }, 5, 'x').order).toEqual([0, 1, 2, 3, 4]);
    // Anything else is drawn as usual.
    for (const start of ['12', 'x', ' 1', '']) expect(terraMystica.setup({ start }, 4, 'drawn').order).toEqual(terraMystica.setup({}, 4, 'drawn').order);
  });

  it('the set-up begins with the faction choice in round 0, nothing on the board', () => {
    const s = terraMystica.setup({}, 3, 'fresh');
    expect([s.phase, s.round, s.turn, s.active]).toEqual(['factions', 0, null, null]);
    expect(s.buildings).toEqual({});
    expect(s.leech).toEqual([]);
    expect(s.players.map((p) => p.faction)).toEqual([null, null, null]);
    // No power action used, nobody passed, nothing announced yet.
    expect([s.powerActionsUsed, s.passOrder, s.bridges, s.mermaidRivers, s.cultistEvents]).toEqual([[], [], [], [], []]);
    expect(terraMystica.events(s)).toEqual([]);
  });
});

describe('the favor and town tiles', () => {
  it('favor tiles: FAV1–4 once, the others three times (28 tiles)', () => {
    const pool = terraMystica.setup({}, 2, 'pool').favorPool;
    expect(pool).toEqual({ FAV1: 1, FAV2: 1, FAV3: 1, FAV4: 1, FAV5: 3, FAV6: 3, FAV7: 3, FAV8: 3, FAV9: 3, FAV10: 3, FAV11: 3, FAV12: 3 });
  });

  it('town tiles: two of TW1–5; the mini expansion adds TW6 and TW8 once and TW7 twice', () => {
    expect(terraMystica.setup({}, 2, 'pool').townPool).toEqual({ TW1: 2, TW2: 2, TW3: 2, TW4: 2, TW5: 2, TW6: 1, TW7: 2, TW8: 1 });
    expect(terraMystica.setup({ 'mini-expansion-1': false }, 2, 'pool').townPool).toEqual({ TW1: 2, TW2: 2, TW3: 2, TW4: 2, TW5: 2 });
  });
});

describe('a faction’s start ([seed] Startvorgaben; facts.md §3.1)', () => {
  function chosen(faction: string, options = {}): TmState['players'][number] {
    const s = terraMystica.setup({ start: '0', ...options }, 2, 'start');
    return act(s, 0, { t: 'faction', faction } as never).players[0];
  }

  it('a seat before its choice: nothing but three bridges', () => {
    const p = emptyPlayer();
    expect(p).toEqual({
      faction: null, c: 0, w: 0, p: 0, vp: 0, vpBy: {}, bowls: [0, 0, 0], cults: [0, 0, 0, 0], keys: 0, shipping: 0, dig: 0,
      carpetRange: 0, favors: [], towns: [], bonus: null, bridgesLeft: 3, priestsOnCults: 0, passed: false, usedActions: [],
      spades: 0, boughtSpades: 0, pendingFavors: 0, pendingTowns: 0, pendingCult: 0, pendingCultSameTrack: false,
      darklingConvert: 0, cultBlocked: [],
    });
    // Each seat its own lists.
    expect(emptyPlayer().bowls).not.toBe(p.bowls);
  });

  it.each([
    ['witches', 15, 3, 0, [5, 7, 0], [0, 0, 0, 2], 0],
    ['darklings', 15, 1, 1, [5, 7, 0], [0, 1, 1, 0], 0],
    ['engineers', 10, 2, 0, [3, 9, 0], [0, 0, 0, 0], 0],
    ['swarmlings', 20, 8, 0, [3, 9, 0], [1, 1, 1, 1], 0],
    ['fakirs', 15, 3, 0, [7, 5, 0], [1, 0, 0, 1], 0],
    ['mermaids', 15, 3, 0, [3, 9, 0], [0, 2, 0, 0], 1],
  ] as const)('%s: %i C, %i W, %i P, bowls %j, cults %j, shipping %i, 20 VP', (faction, c, w, priests, bowls, cults, shipping) => {
    const p = chosen(faction);
    expect([p.c, p.w, p.p, p.bowls, p.cults, p.shipping]).toEqual([c, w, priests, bowls, cults, shipping]);
    expect(p.vp).toBe(20);
    expect(p.vpBy).toEqual({ start: 20 });
    // Only the Fakirs fly carpets (range 1 at the start).
    expect(p.carpetRange).toBe(faction === 'fakirs' ? 1 : 0);
  });

  it('variable VP ([seed] Varianten): by map; a faction the table leaves out starts with 20', () => {
    expect(chosen('darklings', { 'variable-vp': true }).vp).toBe(15);
    expect(chosen('fakirs', { 'variable-vp': true }).vp).toBe(33);
    expect(chosen('halflings', { 'variable-vp': true }).vp).toBe(20);
    expect(chosen('fakirs', { 'variable-vp': true, map: 'fjords' }).vp).toBe(25);
    expect(chosen('dwarves', { 'variable-vp': true, map: 'lakes' }).vp).toBe(30);
    expect(chosen('dwarves', { 'variable-vp': true, map: 'lakes' }).vpBy).toEqual({ start: 30 });
    // Without the variant every faction starts with 20.
    expect(chosen('fakirs', { map: 'lakes' }).vp).toBe(20);
  });
});

describe('seats', () => {
  it('2 to 5 players ([seed]); 1 or 6 is refused', () => {
    expect(setupKey(() => terraMystica.setup({}, 1, 'x'))).toBe('tm.err.seats {}');
    expect(setupKey(() => terraMystica.setup({}, 6, 'x'))).toBe('tm.err.seats {}');
    expect(terraMystica.setup({}, 5, 'x').players).toHaveLength(5);
    expect(terraMystica.setup({}, 2, 'x').players).toHaveLength(2);
  });
});
