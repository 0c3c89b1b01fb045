/** Step 5: scoring closed regions [seed] and the worked examples of facts §7.1. */
import { describe, expect, it } from 'vitest';
import type { PandoriaState } from '../../../src/games/pandoria/types';
import { act, bareGame, closeC10, keysOf, lay, put } from './helpers';

const zero = (s: PandoriaState) => {
  for (const p of s.players) p.res = { crystal: 0, gold: 0, wood: 0 };
  return s;
};

/** Region B8-B9-C9 (codes given) walled by `wall` spaces B7, C8, D8, D9; the hole C10 is left for a castle. */
function enclosed(codes: [string, string, string], wall = 'M1') {
  const s = zero(bareGame());
  lay(s, { B8: codes[0], B9: codes[1], C9: codes[2], B7: wall, C8: wall, D8: wall, D9: wall });
  return s;
}

const closeWithCastle = closeC10;

describe('scoring closed regions', () => {
  it('[BG] example 1: forest with 4 wood symbols, 2 adjacent figures → +8 wood', () => {
    const s = enclosed(['F1', 'F2', 'F1']);
    put(s, 'C8', 1);
    put(s, 'D8', 1);
    const after = closeWithCastle(s);
    expect(after.players[1].res.wood).toBe(8);
  });

  it('example 3: mountain with 3 symbols, a worker and the leader adjacent → 9 crystals', () => {
    const s = enclosed(['M1', 'M1', 'M1'], 'F1');
    put(s, 'C8', 1);
    put(s, 'D8', 1, true);
    expect(closeWithCastle(s).players[1].res.crystal).toBe(9);
  });

  it('everyone adjacent takes part, also players whose turn it is not; figures inside the region get nothing', () => {
    const s = enclosed(['M1', 'M1', 'M1'], 'F1');
    put(s, 'B9', 1); // inside: removed at once, does not score
    put(s, 'C8', 0);
    put(s, 'D8', 1);
    const after = closeWithCastle(s);
    expect(after.players[0].res.crystal).toBe(3);
    expect(after.players[1].res.crystal).toBe(3);
  });

  it('a figure placed in step 3 next to the region just closed takes part', () => {
    const s = enclosed(['F1', 'F1', 'F1']);
    expect(closeWithCastle(s, true).players[0].res.wood).toBe(3);
  });

  it('a city yields points', () => {
    const s = enclosed(['C1', 'C2', 'C1'], 'F1');
    put(s, 'C8', 1);
    const after = closeWithCastle(s);
    expect(after.players[1].score).toBe(4);
    expect(after.players[1].points.city).toBe(4);
  });

  it('figures on a ship next to the region take part', () => {
    const s = zero(bareGame());
    lay(s, { D8: 'C2', C8: 'F1', C9: 'F1', D9: 'F1', E8: 'F1' });
    s.figures.D7 = { main: { seat: 1, leader: false } };
    s.players[1].workers -= 1;
    const after = act(s, { t: 'castle', cell: 'E9' });
    const done = act(after, { t: 'pass' });
    expect(done.figures.D7).toEqual({ main: { seat: 1, leader: false } });
    expect(done.players[1].score).toBe(2);
  });

  it('a closed region without adjacent figures is not scored', () => {
    const s = enclosed(['F1', 'F1', 'F1']);
    const after = closeWithCastle(s);
    expect(keysOf(after)).toContain('pan.ev.noScoring');
    expect(after.players[0].res.wood + after.players[1].res.wood).toBe(0);
  });
});

describe('the resource cap', () => {
  it('example 4: 8 wood + 8 → marker on 10 and 2 points; + 7 → 1 point (the rest is lost)', () => {
    for (const [symbols, points] of [
      [4, 2],
      [3, 1],
    ] as const) {
      const s = enclosed(['F1', `F${symbols - 2}`, 'F1']);
      s.players[1].res.wood = 8;
      put(s, 'C8', 1);
      put(s, 'D8', 1);
      const after = closeWithCastle(s);
      expect(after.players[1].res.wood).toBe(10);
      expect(after.players[1].points.overflow).toBe(points);
    }
  });

  it('example 5: at 9 wood, two forests of +2 in one turn convert once: 13 → 1 point', () => {
    const s = zero(bareGame());
    // forest B9 walled by B8, C9; forest D10 walled by D9, D11, E10, E11; C10 is the hole of both
    lay(s, { B9: 'F2', B8: 'M1', C9: 'M1', D10: 'F2', D9: 'M1', D11: 'M1', E10: 'M1', E11: 'M1' });
    s.players[0].res.wood = 9;
    const after = closeWithCastle(s, true);
    expect(after.players[0].res.wood).toBe(10);
    expect(after.players[0].points.overflow).toBe(1);
  });
});
