/**
 * The printed numbers of pass VP, income and round rewards (facts.md §3.5, §4.3, §4.4, §4.6), pinned as literals:
 * the expectations never read the tile or faction tables the engine uses, so a wrong entry or a wrong lookup fails.
 */
import { describe, expect, it } from 'vitest';
import type { BuildingKind, FactionId } from '../../../data/terra-mystica/factions';
import type { BonusId, FavorId, ScoringId } from '../../../data/terra-mystica/tiles';
import { cultRewardTimes, incomeOf, networkSize, nextRoundPower, passVp } from '../../../src/games/terra-mystica/scoring';
import type { TmState } from '../../../src/games/terra-mystica/types';
import { edited, TWO } from './helpers';

const SEAT = 0;

/** Seat 0 as `faction` with exactly `counts` buildings (on made-up hexes: only counts matter here), no tiles. */
function holding(counts: Partial<Record<BuildingKind, number>>, patch: (s: TmState) => void = () => {}): TmState {
  return edited(TWO(), (s) => {
    for (const hex of Object.keys(s.buildings)) if (s.buildings[hex].seat === SEAT) delete s.buildings[hex];
    for (const [kind, n] of Object.entries(counts)) {
      for (let i = 0; i < n; i++) s.buildings[`${kind}-${i}`] = { seat: SEAT, kind: kind as BuildingKind };
    }
    s.players[SEAT].bonus = null;
    s.players[SEAT].favors = [];
    patch(s);
  });
}
const as = (faction: FactionId) => (s: TmState) => (s.players[SEAT].faction = faction);

describe('pass VP of the returned bonus tile and FAV12 (facts §4.3, §4.4)', () => {
  const withBonus = (bonus: BonusId, counts: Partial<Record<BuildingKind, number>>, shipping = 0) =>
    passVp(holding(counts, (s) => { s.players[SEAT].bonus = bonus; s.players[SEAT].shipping = shipping; }), SEAT);

  it('BON6: 4 VP for the stronghold and 4 VP for the sanctuary on the map', () => {
    expect(withBonus('BON6', {}).bonus).toBe(0);
    expect(withBonus('BON6', { SH: 1 }).bonus).toBe(4);
    expect(withBonus('BON6', { SA: 1 }).bonus).toBe(4);
    expect(withBonus('BON6', { SH: 1, SA: 1, TP: 2, D: 3 }).bonus).toBe(8);
  });

  it('BON7: 2 VP per trading house (0/2/4/6/8)', () => {
    expect([0, 1, 2, 3, 4].map((n) => withBonus('BON7', { TP: n, D: 1 }).bonus)).toEqual([0, 2, 4, 6, 8]);
  });

  it('BON9: 1 VP per dwelling (0 … 8)', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((n) => withBonus('BON9', { D: n, TP: 1 }).bonus)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('BON10: 3 VP per shipping level (0 … 5)', () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => withBonus('BON10', { D: 2 }, n).bonus)).toEqual([0, 3, 6, 9, 12, 15]);
  });

  it('tiles without pass VP give none', () => {
    for (const bonus of ['BON1', 'BON2', 'BON3', 'BON4', 'BON5', 'BON8'] as BonusId[]) {
      expect(withBonus(bonus, { D: 3, TP: 2, SH: 1, SA: 1 }, 2)).toEqual({ bonus: 0, favor: 0, faction: 0 });
    }
  });

  it('FAV12: by trading houses 0→0, 1→2, 2→3, 3→3, 4→4, counted apart from the bonus tile', () => {
    const fav12 = (n: number) => passVp(holding({ TP: n, D: 2 }, (s) => { s.players[SEAT].favors = ['FAV12']; s.players[SEAT].bonus = 'BON7'; }), SEAT);
    expect([0, 1, 2, 3, 4].map((n) => fav12(n).favor)).toEqual([0, 2, 3, 3, 4]);
    expect(fav12(3)).toEqual({ bonus: 6, favor: 3, faction: 0 });
  });

  it('other favor tiles give no pass VP', () => {
    const favors: FavorId[] = ['FAV5', 'FAV6', 'FAV7', 'FAV8', 'FAV9', 'FAV10', 'FAV11'];
    expect(passVp(holding({ TP: 4, D: 2 }, (s) => (s.players[SEAT].favors = favors)), SEAT).favor).toBe(0);
  });
});

describe('Engineers after their stronghold: 3 VP per bridge between two of their buildings when passing', () => {
  function engineers(sh: boolean, bridges: [string, string, number][], own: string[]): number {
    return passVp(holding({}, (s) => {
      as('engineers')(s);
      for (const hex of own) s.buildings[hex] = { seat: SEAT, kind: 'D' };
      if (sh) s.buildings['SH-0'] = { seat: SEAT, kind: 'SH' };
      s.bridges = bridges.map(([a, b, seat]) => ({ a, b, seat }));
    }), SEAT).faction;
  }

  it('counts each own bridge whose two ends hold an own building', () => {
    expect(engineers(true, [['A1', 'A2', SEAT], ['B1', 'B2', SEAT]], ['A1', 'A2', 'B1', 'B2'])).toBe(6);
  });

  it('not before the stronghold, not for a bridge with an empty or foreign end, not for another seat’s bridge', () => {
    expect(engineers(false, [['A1', 'A2', SEAT]], ['A1', 'A2'])).toBe(0);
    expect(engineers(true, [['A1', 'A2', SEAT]], ['A1'])).toBe(0);
    expect(engineers(true, [['A1', 'A2', SEAT]], ['A2'])).toBe(0);
    expect(engineers(true, [['A1', 'A2', 1]], ['A1', 'A2'])).toBe(0);
  });

  it('other factions score nothing for bridges', () => {
    const witches = passVp(holding({ SH: 1 }, (s) => {
      s.buildings.A1 = { seat: SEAT, kind: 'D' };
      s.buildings.A2 = { seat: SEAT, kind: 'D' };
      s.bridges = [{ a: 'A1', b: 'A2', seat: SEAT }];
    }), SEAT);
    expect(witches.faction).toBe(0);
  });
});

describe('income by buildings on the map (facts §3.5)', () => {
  type Row = Required<{ c: number; w: number; p: number; pw: number }>;
  const income = (faction: FactionId, counts: Partial<Record<BuildingKind, number>>): Row =>
    incomeOf(holding(counts, as(faction)), SEAT);

  it('standard board (Witches): dwellings 1…8 W with the 9th slot empty, trading houses 2 C and 1/1/2/2 PW, temples 1 P', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((n) => income('witches', { D: n }).w)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 8]);
    expect([0, 1, 2, 3, 4].map((n) => income('witches', { TP: n }))).toEqual([
      { c: 0, w: 1, p: 0, pw: 0 },
      { c: 2, w: 1, p: 0, pw: 1 },
      { c: 4, w: 1, p: 0, pw: 2 },
      { c: 6, w: 1, p: 0, pw: 4 },
      { c: 8, w: 1, p: 0, pw: 6 },
    ]);
    expect([0, 1, 2, 3].map((n) => income('witches', { TE: n }).p)).toEqual([0, 1, 2, 3]);
    expect(income('witches', { SH: 1 })).toEqual({ c: 0, w: 1, p: 0, pw: 2 });
    expect(income('witches', { SA: 1 })).toEqual({ c: 0, w: 1, p: 1, pw: 0 });
  });

  it('Engineers: dwellings 0,1,2,2,3,4,4,5,6 W; temples 0,1,1,2 P and 0,0,5,5 PW', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((n) => income('engineers', { D: n }).w)).toEqual([0, 1, 2, 2, 3, 4, 4, 5, 6]);
    expect([0, 1, 2, 3].map((n) => income('engineers', { TE: n }))).toEqual([
      { c: 0, w: 0, p: 0, pw: 0 },
      { c: 0, w: 0, p: 1, pw: 0 },
      { c: 0, w: 0, p: 1, pw: 5 },
      { c: 0, w: 0, p: 2, pw: 5 },
    ]);
  });

  it('Swarmlings: dwellings 2…9 W, trading houses 0,2,4,6,9 C and 0,2,4,6,8 PW, stronghold 4 PW, sanctuary 2 P', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((n) => income('swarmlings', { D: n }).w)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 9]);
    expect([0, 1, 2, 3, 4].map((n) => income('swarmlings', { TP: n }).c)).toEqual([0, 2, 4, 6, 9]);
    expect([0, 1, 2, 3, 4].map((n) => income('swarmlings', { TP: n }).pw)).toEqual([0, 2, 4, 6, 8]);
    expect(income('swarmlings', { SH: 1 }).pw).toBe(4);
    expect(income('swarmlings', { SA: 1 }).p).toBe(2);
  });

  it('Alchemists and Nomads: trading houses 0,2,4,7,11 C and 0,1,2,3,4 PW; Dwarves 0,3,5,7,10 C', () => {
    for (const faction of ['alchemists', 'nomads'] as FactionId[]) {
      expect([0, 1, 2, 3, 4].map((n) => income(faction, { TP: n }).c)).toEqual([0, 2, 4, 7, 11]);
      expect([0, 1, 2, 3, 4].map((n) => income(faction, { TP: n }).pw)).toEqual([0, 1, 2, 3, 4]);
    }
    expect([0, 1, 2, 3, 4].map((n) => income('dwarves', { TP: n }).c)).toEqual([0, 3, 5, 7, 10]);
  });

  it('strongholds: Alchemists 6 C, Chaos Magicians 2 W, Fakirs 1 P, Giants and Mermaids 4 PW; Darklings’ sanctuary 2 P', () => {
    expect(income('alchemists', { SH: 1 })).toEqual({ c: 6, w: 1, p: 0, pw: 0 });
    expect(income('chaosmagicians', { SH: 1 })).toEqual({ c: 0, w: 3, p: 0, pw: 0 });
    expect(income('fakirs', { SH: 1 })).toEqual({ c: 0, w: 1, p: 1, pw: 0 });
    expect(income('giants', { SH: 1 }).pw).toBe(4);
    expect(income('mermaids', { SH: 1 }).pw).toBe(4);
    expect(income('darklings', { SA: 1 }).p).toBe(2);
  });

  it('adds the bonus tile held and every favor tile’s income', () => {
    const tiles = (bonus: BonusId | null, favors: FavorId[]) =>
      incomeOf(holding({ D: 1 }, (s) => { s.players[SEAT].bonus = bonus; s.players[SEAT].favors = favors; }), SEAT);
    const base = { c: 0, w: 2, p: 0, pw: 0 };
    const bonus: [BonusId, Partial<Row>][] = [
      ['BON1', { c: 2 }], ['BON2', { c: 4 }], ['BON3', { c: 6 }], ['BON4', { pw: 3 }], ['BON5', { pw: 3, w: 3 }],
      ['BON6', { w: 4 }], ['BON7', { w: 3 }], ['BON8', { p: 1 }], ['BON9', { c: 2 }], ['BON10', { pw: 3 }],
    ];
    for (const [id, gain] of bonus) expect(tiles(id, [])).toEqual({ ...base, ...gain });
    expect(tiles(null, ['FAV7'])).toEqual({ c: 0, w: 3, p: 0, pw: 1 });
    expect(tiles(null, ['FAV8'])).toEqual({ c: 0, w: 2, p: 0, pw: 4 });
    expect(tiles(null, ['FAV9'])).toEqual({ c: 3, w: 2, p: 0, pw: 0 });
    expect(tiles('BON4', ['FAV7', 'FAV8', 'FAV9', 'FAV12'])).toEqual({ c: 3, w: 3, p: 0, pw: 8 });
  });
});

describe('round tiles’ cult rewards (facts §4.6): once per full requirement, rounds 1–5', () => {
  function at(scoring: ScoringId, round: number, patch: (s: TmState) => void): TmState {
    return edited(TWO(), (s) => {
      s.scoring = [scoring, scoring, scoring, scoring, scoring, scoring];
      s.round = round;
      patch(s);
    });
  }
  const cults = (fire: number, water: number, earth: number, air: number) => (s: TmState) =>
    (s.players[SEAT].cults = [fire, water, earth, air]);

  it('counts full multiples of the tile’s step on its track', () => {
    const times = (id: ScoringId, c: [number, number, number, number]) => cultRewardTimes(at(id, 2, cults(...c)), SEAT);
    expect(times('SCORE1', [9, 9, 3, 9])).toBe(3);
    expect(times('SCORE2', [9, 9, 7, 9])).toBe(1);
    expect(times('SCORE2', [9, 9, 8, 9])).toBe(2);
    expect(times('SCORE3', [9, 7, 9, 9])).toBe(1);
    expect(times('SCORE4', [5, 9, 9, 9])).toBe(2);
    expect(times('SCORE5', [8, 9, 9, 9])).toBe(2);
    expect(times('SCORE6', [9, 3, 9, 9])).toBe(0);
    expect(times('SCORE7', [9, 9, 9, 7])).toBe(3);
    expect(times('SCORE8', [9, 9, 9, 4])).toBe(1);
  });

  it('SCORE9 counts the priests on order spaces', () => {
    expect(cultRewardTimes(at('SCORE9', 3, (s) => (s.players[SEAT].priestsOnCults = 3)), SEAT)).toBe(3);
  });

  it('nothing before round 1 or after round 6', () => {
    expect(cultRewardTimes(at('SCORE1', 0, cults(5, 5, 5, 5)), SEAT)).toBe(0);
    expect(cultRewardTimes(at('SCORE1', 7, cults(5, 5, 5, 5)), SEAT)).toBe(0);
    expect(cultRewardTimes(at('SCORE1', 6, cults(5, 5, 5, 5)), SEAT)).toBe(5);
  });

  it('next round’s power: SCORE5 gives 4 PW per 4 FIRE on top of income; none after round 6', () => {
    // Witches with their two start dwellings and BON4: income 3 PW.
    const fire8 = (round: number) => at('SCORE5', round, (s) => { cults(8, 0, 0, 0)(s); s.players[SEAT].bonus = 'BON4'; });
    expect(nextRoundPower(fire8(1), SEAT)).toBe(8 + 3);
    expect(nextRoundPower(fire8(5), SEAT)).toBe(8 + 3);
    expect(nextRoundPower(fire8(6), SEAT)).toBe(0);
    expect(nextRoundPower(fire8(0), SEAT)).toBe(0);
    expect(nextRoundPower(at('SCORE7', 2, (s) => { cults(8, 0, 0, 8)(s); s.players[SEAT].bonus = 'BON4'; }), SEAT)).toBe(3);
  });
});

describe('final network (facts §5): direct, shipping, carpet range, Mermaids’ declared rivers', () => {
  /** Seat 0 as `faction` with dwellings on `hexes` of the base map (C3's distances: C4 2, D6 3, D3 4; river r2 joins C3 and A6). */
  const network = (faction: FactionId, hexes: string[], patch: (s: TmState) => void = () => {}) =>
    networkSize(holding({}, (s) => {
      as(faction)(s);
      s.players[SEAT].shipping = 0;
      for (const hex of hexes) s.buildings[hex] = { seat: SEAT, kind: 'D' };
      patch(s);
    }), SEAT);

  it('Fakirs link within carpet range + 1 hexes, whatever their shipping', () => {
    expect(network('fakirs', ['C3', 'D6'], (s) => (s.players[SEAT].carpetRange = 1))).toBe(1);
    expect(network('fakirs', ['C3', 'C4'], (s) => (s.players[SEAT].carpetRange = 1))).toBe(2);
    expect(network('fakirs', ['C3', 'D6'], (s) => (s.players[SEAT].carpetRange = 2))).toBe(2);
    expect(network('fakirs', ['C3', 'D3'], (s) => (s.players[SEAT].carpetRange = 2))).toBe(1);
    expect(network('fakirs', ['C3', 'D3'], (s) => (s.players[SEAT].carpetRange = 3))).toBe(2);
  });

  it('shipping links by river distance only (no link where no river leads)', () => {
    expect(network('witches', ['C3', 'E6'], (s) => (s.players[SEAT].shipping = 1))).toBe(1);
    expect(network('witches', ['C3', 'E6'], (s) => (s.players[SEAT].shipping = 2))).toBe(2);
    expect(network('witches', ['C3', 'A5'], (s) => (s.players[SEAT].shipping = 3))).toBe(1);
  });

  it('Mermaids: a declared river joins its banks', () => {
    expect(network('mermaids', ['C3', 'A6'])).toBe(1);
    expect(network('mermaids', ['C3', 'A6'], (s) => (s.mermaidRivers = ['r2']))).toBe(2);
    expect(network('witches', ['C3', 'A6'], (s) => (s.mermaidRivers = ['r2']))).toBe(1);
  });

  it('the largest of several groups counts, whichever is found first', () => {
    expect(network('witches', ['C3', 'D3', 'D2', 'E3'])).toBe(3);
    expect(network('witches', ['D3', 'D2', 'E3', 'C3'])).toBe(3);
  });
});
