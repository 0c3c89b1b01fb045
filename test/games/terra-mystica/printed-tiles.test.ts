/**
 * The printed numbers of the tiles and the cult board (facts.md §4.3–§4.6, §5): favor tiles' cult steps and copies,
 * town tiles' VP, rewards, keys and copies, round tiles' action VP, cult power, order spaces,
 * majority and network VP. Pinned as literals, never read from the tile table the engine uses.
 */
import { describe, expect, it } from 'vitest';
import { BONUS_TILES, FAVOR_TILES, SCORING_TILES, TOWN_TILES, type FavorId, type ScoringId, type TownId } from '../../../data/terra-mystica/tiles';
import { advanceCult } from '../../../src/games/terra-mystica/cults';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import { scoreEvent } from '../../../src/games/terra-mystica/economy';
import { finalScores, incomeOf } from '../../../src/games/terra-mystica/scoring';
import type { TmState } from '../../../src/games/terra-mystica/types';
import { act, edited, TWO } from './helpers';

/** Seat 0 as the Auren (no faction bonus on towns or favors), nothing on the cults, bowls [5, 7, 0]. */
const plain = (patch: (s: TmState) => void = () => {}): TmState =>
  edited(TWO(), (s) => {
    Object.assign(s.players[0], { faction: 'auren', cults: [0, 0, 0, 0], bowls: [5, 7, 0], vp: 20, c: 10, w: 5, p: 1 });
    patch(s);
  });

describe('tile numbering (facts §4.3–§4.6: snellman’s ids, which the logs use)', () => {
  it('each tile carries its own id', () => {
    const range = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
    expect(Object.values(BONUS_TILES).map((tile) => tile.id)).toEqual(range('BON', 10));
    expect(Object.values(FAVOR_TILES).map((tile) => tile.id)).toEqual(range('FAV', 12));
    expect(Object.values(TOWN_TILES).map((tile) => tile.id)).toEqual(range('TW', 8));
    expect(Object.values(SCORING_TILES).map((tile) => tile.id)).toEqual(range('SCORE', 9));
  });
});

describe('favor tiles (facts §4.4)', () => {
  it('cult steps: FAV1–4 three on Fire, Water, Earth, Air; FAV5–8 two; FAV9–12 one', () => {
    const cults = (tile: FavorId) => act(plain((s) => (s.players[0].pendingFavors = 1)), 0, { t: 'favor', tile }).players[0].cults;
    expect(['FAV1', 'FAV2', 'FAV3', 'FAV4'].map((f) => cults(f as FavorId))).toEqual([[3, 0, 0, 0], [0, 3, 0, 0], [0, 0, 3, 0], [0, 0, 0, 3]]);
    expect(['FAV5', 'FAV6', 'FAV7', 'FAV8'].map((f) => cults(f as FavorId))).toEqual([[2, 0, 0, 0], [0, 2, 0, 0], [0, 0, 2, 0], [0, 0, 0, 2]]);
    expect(['FAV9', 'FAV10', 'FAV11', 'FAV12'].map((f) => cults(f as FavorId))).toEqual([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]);
  });

  it('copies: one of FAV1–4, three of every other (28 tiles)', () => {
    const pool = terraMystica.setup({}, 3, 'favors').favorPool;
    expect(pool).toEqual({ FAV1: 1, FAV2: 1, FAV3: 1, FAV4: 1, FAV5: 3, FAV6: 3, FAV7: 3, FAV8: 3, FAV9: 3, FAV10: 3, FAV11: 3, FAV12: 3 });
  });

  it('income: FAV7 +1 worker +1 power, FAV8 +4 power, FAV9 +3 coins, the others none', () => {
    const base = incomeOf(plain(), 0);
    const extra = (tile: FavorId) => {
      const income = incomeOf(plain((s) => (s.players[0].favors = [tile])), 0);
      return { c: income.c - base.c, w: income.w - base.w, p: income.p - base.p, pw: income.pw - base.pw };
    };
    const none = { c: 0, w: 0, p: 0, pw: 0 };
    expect(extra('FAV7')).toEqual({ ...none, w: 1, pw: 1 });
    expect(extra('FAV8')).toEqual({ ...none, pw: 4 });
    expect(extra('FAV9')).toEqual({ ...none, c: 3 });
    for (const tile of ['FAV1', 'FAV2', 'FAV3', 'FAV4', 'FAV5', 'FAV6', 'FAV10', 'FAV11', 'FAV12'] as FavorId[]) expect(extra(tile), tile).toEqual(none);
  });

  it('FAV10: +3 VP per trading house built; FAV11: +2 VP per dwelling built', () => {
    const rich = (tile: FavorId) => plain((s) => Object.assign(s.players[0], { favors: [tile], c: 20, w: 10 }));
    expect(act(rich('FAV10'), 0, { t: 'upgrade', hex: 'E9', to: 'TP' }).players[0].vp).toBe(23);
    expect(act(rich('FAV11'), 0, { t: 'upgrade', hex: 'E9', to: 'TP' }).players[0].vp).toBe(20);
    // E10 made forest (the Auren's home) next to E9; round 1's SCORE3 adds its own 2 VP per dwelling.
    const build = (tile: FavorId) => act(edited(rich(tile), (s) => (s.terrain.E10 = 'G')), 0, { t: 'build', hex: 'E10' }).players[0].vp;
    expect([build('FAV11'), build('FAV10')]).toEqual([24, 22]);
  });
});

describe('town tiles (facts §4.5)', () => {
  /** Seat 0 (Auren) owed one town tile. */
  const town = (tile: TownId) => {
    const before = plain((s) => (s.players[0].pendingTowns = 1));
    const p = act(before, 0, { t: 'town', tile }).players[0];
    return { vp: p.vp - 20, c: p.c - 10, w: p.w - 5, p: p.p - 1, bowls: p.bowls, keys: p.keys, cults: p.cults, shipping: p.shipping };
  };
  const still = { c: 0, w: 0, p: 0, bowls: [5, 7, 0], keys: 1, cults: [0, 0, 0, 0], shipping: 0 };

  it('TW1 5 VP + 6 coins; TW2 7 VP + 2 workers; TW3 9 VP + 1 priest; TW4 6 VP + 8 power', () => {
    expect(town('TW1')).toEqual({ ...still, vp: 5, c: 6 });
    expect(town('TW2')).toEqual({ ...still, vp: 7, w: 2 });
    expect(town('TW3')).toEqual({ ...still, vp: 9, p: 1 });
    expect(town('TW4')).toEqual({ ...still, vp: 6, bowls: [0, 9, 3] });
  });

  it('TW5 8 VP + 1 on each cult; TW6 2 VP, 2 keys, + 2 on each cult; TW7 4 VP + a shipping level; TW8 11 VP', () => {
    expect(town('TW5')).toEqual({ ...still, vp: 8, cults: [1, 1, 1, 1] });
    expect(town('TW6')).toEqual({ ...still, vp: 2, keys: 2, cults: [2, 2, 2, 2] });
    expect(town('TW7')).toEqual({ ...still, vp: 4 + 2, shipping: 1 });
    expect(town('TW8')).toEqual({ ...still, vp: 11 });
  });

  it('copies: two of TW1–5 and TW7, one of TW6 and TW8; without the mini-expansion only TW1–5', () => {
    expect(terraMystica.setup({}, 3, 'towns').townPool).toEqual({ TW1: 2, TW2: 2, TW3: 2, TW4: 2, TW5: 2, TW6: 1, TW7: 2, TW8: 1 });
    expect(terraMystica.setup({ 'mini-expansion-1': false }, 3, 'towns').townPool).toEqual({ TW1: 2, TW2: 2, TW3: 2, TW4: 2, TW5: 2 });
  });
});

describe('round tiles’ action VP (facts §4.6)', () => {
  const vpFor = (tile: ScoringId, event: Parameters<typeof scoreEvent>[2]) => {
    const s = plain((x) => {
      x.scoring = [tile, ...x.scoring.filter((t) => t !== tile)].slice(0, 6);
      x.round = 1;
    });
    scoreEvent(s, 0, event);
    return s.players[0].vp - 20;
  };
  const events = ['spade', 'town', 'D', 'TP', 'TE', 'SH', 'SA'] as const;
  it.each([
    ['SCORE1', [2, 0, 0, 0, 0, 0, 0]],
    ['SCORE2', [0, 5, 0, 0, 0, 0, 0]],
    ['SCORE3', [0, 0, 2, 0, 0, 0, 0]],
    ['SCORE4', [0, 0, 0, 0, 0, 5, 5]],
    ['SCORE5', [0, 0, 2, 0, 0, 0, 0]],
    ['SCORE6', [0, 0, 0, 3, 0, 0, 0]],
    ['SCORE7', [0, 0, 0, 0, 0, 5, 5]],
    ['SCORE8', [0, 0, 0, 3, 0, 0, 0]],
    ['SCORE9', [0, 0, 0, 0, 4, 0, 0]],
  ] as [ScoringId, number[]][])('%s: VP per spade, town, D, TP, TE, SH, SA = %j', (tile, vp) => {
    expect(events.map((e) => vpFor(tile, e))).toEqual(vp);
  });
});

describe('cult board (facts §5)', () => {
  it('power for reaching 3, 5, 7 and 10: 1, 2, 2, 3 (also when jumping past)', () => {
    const gained = (from: number, n: number, keys = 1) => {
      const s = plain((x) => Object.assign(x.players[0], { cults: [from, 0, 0, 0], bowls: [12, 0, 0], keys }));
      advanceCult(s, 0, 'FIRE', n);
      return s.players[0].bowls[1];
    };
    expect([gained(0, 2), gained(0, 3), gained(3, 1), gained(3, 2), gained(5, 2), gained(7, 2), gained(9, 1)]).toEqual([0, 1, 0, 2, 2, 0, 3]);
    expect(gained(0, 10)).toBe(8);
    expect(gained(5, 1)).toBe(0);
  });

  it('order spaces worth 3, 2, 2, 2 steps, then 1 step back to the supply', () => {
    let s = plain((x) => Object.assign(x.players[0], { p: 5, bowls: [12, 0, 0], keys: 1 }));
    const water: number[] = [];
    for (let i = 0; i < 5; i++) {
      s = edited(s, (x) => (x.turn = { seat: 0, actions: 1, acted: false, ctx: null, teleportTo: null }));
      const before = s.players[0].cults[1];
      s = act(s, 0, { t: 'send', cult: 'WATER' });
      water.push(s.players[0].cults[1] - before);
    }
    expect(water).toEqual([3, 2, 2, 2, 1]);
  });

  it('final majorities 8 / 4 / 2 per track; network 18 / 12 / 6', () => {
    const s = edited(terraMystica.setup({}, 4, 'final'), (x) => {
      x.players.forEach((p, i) => (p.cults = [4 - i, 0, 0, 0]));
    });
    expect(finalScores(s).map((f) => f.cults)).toEqual([8, 4, 2, 0]);
    const network = edited(s, (x) => {
      x.buildings = { A1: { seat: 0, kind: 'D' }, A2: { seat: 0, kind: 'D' }, A3: { seat: 0, kind: 'D' }, E1: { seat: 1, kind: 'D' }, E2: { seat: 1, kind: 'D' }, I1: { seat: 2, kind: 'D' } };
    });
    expect(finalScores(network).map((f) => f.network)).toEqual([18, 12, 6, 0]);
  });
});
