import { describe, expect, it } from 'vitest';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import { transformCost } from '../../../src/games/terra-mystica/terraform';
import { act, acts, edited, game, refusal, TWO, withPlayer } from './helpers';
import type { TmState } from '../../../src/games/terra-mystica/types';

/** Witches (E9, F4) to act with plenty of resources. */
const witches = (patch = {}): TmState => withPlayer(TWO(), 0, { c: 30, w: 20, p: 3, bowls: [0, 0, 12], ...patch });

describe('transform and build ([seed] Aktionsmöglichkeit 1)', () => {
  it('pays workers per spade by the terraforming level, then the dwelling', () => {
    // E6 plains → forest: 3 spades at 3 workers each, then 1 W + 2 C.
    const s = witches();
    const t = act(s, 0, { t: 'build', hex: 'E6', dig: 3 });
    expect(t.terrain.E6).toBe('G');
    expect(t.buildings.E6).toEqual({ seat: 0, kind: 'D' });
    expect(t.players[0].w).toBe(s.players[0].w - 9 - 1);
    expect(t.players[0].c).toBe(s.players[0].c - 2);
    const cheaper = act(withPlayer(s, 0, { dig: 2 }), 0, { t: 'build', hex: 'E6', dig: 3 });
    expect(cheaper.players[0].w).toBe(s.players[0].w - 3 - 1);
  });

  it('spades bought must match: too few is refused', () => {
    expect(refusal(witches(), 0, { t: 'build', hex: 'E6', dig: 2 })).toBe('tm.err.spades');
    expect(refusal(witches(), 0, { t: 'build', hex: 'E6' })).toBe('tm.err.spades');
  });

  it('a hex must be reachable: directly adjacent or across rivers within the shipping level', () => {
    const s = witches();
    expect(refusal(s, 0, { t: 'build', hex: 'A10' })).toBe('tm.err.unreachable');
    // D6 lies across river cell r17 from the Witches' E9.
    expect(refusal(s, 0, { t: 'transform', hex: 'D6', to: 'G', dig: 2 })).toBe('tm.err.unreachable');
    expect(refusal(withPlayer(s, 0, { shipping: 1 }), 0, { t: 'transform', hex: 'D6', to: 'G', dig: 2 })).toBe('accepted');
  });

  it('BON4 adds one shipping in the action phase', () => {
    const s = edited(witches(), (x) => {
      x.players[0].bonus = 'BON4';
    });
    expect(refusal(s, 0, { t: 'transform', hex: 'D6', to: 'G', dig: 2 })).toBe('accepted');
  });

  it('the power action ACT5 gives a free spade; missing spades are bought ("partly free")', () => {
    // E6 plains → forest needs 3: 1 free + 2 bought.
    let s = act(witches(), 0, { t: 'action', id: 'ACT5' });
    expect(s.players[0].spades).toBe(1);
    s = act(s, 0, { t: 'transform', hex: 'E6', to: 'G', dig: 2 });
    expect(s.players[0].w).toBe(20 - 6);
    s = act(s, 0, { t: 'build', hex: 'E6' });
    expect(s.buildings.E6?.seat).toBe(0);
    expect(refusal(s, 0, { t: 'build', hex: 'D4' })).not.toBe('accepted');
  });

  it('ACT6: a spare spade may turn a second hex, which gets no dwelling', () => {
    // E7 mountains → forest takes 1 spade; the other turns E10 swamp into lakes.
    let s = act(witches(), 0, { t: 'action', id: 'ACT6' });
    s = act(s, 0, { t: 'transform', hex: 'E7', to: 'G' });
    s = act(s, 0, { t: 'transform', hex: 'E10', to: 'B' });
    expect(s.players[0].spades).toBe(0);
    expect(refusal(s, 0, { t: 'build', hex: 'E10' })).not.toBe('accepted');
    const built = act(s, 0, { t: 'build', hex: 'E7' });
    expect(built.buildings.E7?.seat).toBe(0);
  });

  it('after a non-home transform, remaining spades must make home terrain', () => {
    let s = act(witches(), 0, { t: 'action', id: 'ACT6' });
    s = act(s, 0, { t: 'transform', hex: 'E10', to: 'B' });
    expect(refusal(s, 0, { t: 'transform', hex: 'E7', to: 'R' })).toBe('tm.err.mustBeHome');
    expect(refusal(s, 0, { t: 'transform', hex: 'E7', to: 'G' })).toBe('accepted');
  });

  it('a dwelling built in a transform action stands on the transformed hex', () => {
    let s = act(witches(), 0, { t: 'action', id: 'ACT5' });
    s = act(s, 0, { t: 'transform', hex: 'E7', to: 'G' });
    const other = edited(s, (x) => (x.terrain.E10 = 'G'));
    expect(refusal(other, 0, { t: 'build', hex: 'E10' })).toBe('tm.err.buildTransformed');
  });

  it('spades cannot be kept: free spades may be given up, bought ones must be used', () => {
    const free = act(witches(), 0, { t: 'action', id: 'ACT5' });
    expect(refusal(free, 0, { t: 'done' })).toBe('tm.err.unfinished');
    expect(act(act(free, 0, { t: 'forfeit' }), 0, { t: 'done' }).turn?.seat).toBe(1);
    const bought = act(witches(), 0, { t: 'dig', n: 1 });
    expect(refusal(bought, 0, { t: 'forfeit' })).toBe('tm.err.nothingToForfeit');
  });

  it('transforming without building is an action on its own (intermediate terrain allowed)', () => {
    const s = act(witches(), 0, { t: 'transform', hex: 'E6', to: 'B', dig: 2 });
    expect(s.terrain.E6).toBe('B');
    expect(act(s, 0, { t: 'done' }).turn?.seat).toBe(1);
  });

  it('built hexes cannot be transformed', () => {
    expect(refusal(witches(), 0, { t: 'transform', hex: 'F3', to: 'G', dig: 2 })).toBe('tm.err.occupied');
  });

  it('the round tile with spades scores 2 VP per spade received, from any source (SCORE1)', () => {
    const s = witches();
    const scored = edited(s, (x) => (x.scoring[0] = 'SCORE1'));
    const t = acts(scored, [
      [0, { t: 'action', id: 'ACT6' }],
      [0, { t: 'transform', hex: 'E7', to: 'G' }],
      [0, { t: 'transform', hex: 'E10', to: 'B' }],
    ]);
    expect(t.players[0].vp).toBe(s.players[0].vp + 4);
  });

  it('the round tile with dwellings scores 2 VP per dwelling built (SCORE3)', () => {
    const s = witches();
    const t = act(s, 0, { t: 'build', hex: 'E7', dig: 1 });
    expect(t.players[0].vpBy.round).toBe(2);
  });
});

describe('cult-reward spades in phase III ([seed] Details zum Kultbonus Spaten)', () => {
  function phase3(): TmState {
    let s = game({
      factions: ['witches', 'nomads'],
      dwellings: { witches: ['E9', 'F4'], nomads: ['A5', 'F3', 'G4'] },
      scoring: 'SCORE8,SCORE3,SCORE4,SCORE5,SCORE6,SCORE7',
    });
    s = edited(s, (x) => (x.players[0].cults[3] = 8));
    s = act(s, 0, { t: 'pass', bonus: 'BON5' });
    s = act(s, 1, { t: 'pass', bonus: 'BON6' });
    return s;
  }

  it('gives 1 spade per 4 steps, used at once, in the next round’s order', () => {
    const s = phase3();
    expect(s.phase).toBe('cultSpades');
    expect(s.players[0].spades).toBe(2);
    const t = act(s, 0, { t: 'transform', hex: 'E10', to: 'G' });
    expect(t.players[0].spades).toBe(0);
    expect(t.phase).toBe('actions');
    expect(t.round).toBe(2);
  });

  it('allows no dwelling, no buying, no tunnelling and may be split over hexes', () => {
    const s = phase3();
    expect(refusal(s, 0, { t: 'build', hex: 'E7' })).not.toBe('accepted');
    expect(refusal(s, 0, { t: 'transform', hex: 'E6', to: 'G', dig: 1 })).toBe('tm.err.noDig');
    const split = acts(s, [
      [0, { t: 'transform', hex: 'E7', to: 'G' }],
      [0, { t: 'transform', hex: 'E10', to: 'B' }],
    ]);
    expect(split.terrain.E7).toBe('G');
    expect(split.terrain.E10).toBe('B');
  });

  it('may be given up', () => {
    expect(act(phase3(), 0, { t: 'forfeit' }).round).toBe(2);
  });

  it('shipping counts without the BON4 bonus; a single spade is lost for the Giants', () => {
    const s = edited(phase3(), (x) => (x.players[0].bonus = 'BON4'));
    expect(refusal(s, 0, { t: 'transform', hex: 'D6', to: 'G' })).toBe('tm.err.unreachable');
    const giants = edited(
      game({ factions: ['giants', 'nomads'], dwellings: { giants: ['E3', 'G2'], nomads: ['A5', 'F3', 'G4'] }, scoring: 'SCORE8,SCORE3,SCORE4,SCORE5,SCORE6,SCORE7' }),
      (x) => (x.players[0].cults[3] = 5),
    );
    const t = acts(giants, [
      [0, { t: 'pass', bonus: 'BON5' }],
      [1, { t: 'pass', bonus: 'BON6' }],
    ]);
    expect(t.players[0].spades).toBe(1);
    expect(refusal(t, 0, { t: 'transform', hex: 'E4', to: 'R' })).toBe('tm.err.spades');
    expect(terraMystica.prompt(t, 0, [])).toMatchObject({ prompt: { options: [{ id: 'f' }] } });
  });

  it('no cult reward after round 6', () => {
    const last = edited(
      game({ factions: ['witches', 'nomads'], dwellings: { witches: ['E9', 'F4'], nomads: ['A5', 'F3', 'G4'] }, scoring: 'SCORE3,SCORE4,SCORE5,SCORE6,SCORE7,SCORE8' }),
      (x) => {
        x.round = 6;
        x.players[0].cults[3] = 8;
      },
    );
    const end = acts(last, [
      [0, { t: 'pass' }],
      [1, { t: 'pass' }],
    ]);
    expect(end.phase).toBe('end');
    expect(end.players[0].spades).toBe(0);
  });
});

describe('spade costs and order within an action', () => {
  it('a dwelling waits until every held spade is used', () => {
    let s = act(witches(), 0, { t: 'action', id: 'ACT6' });
    s = act(s, 0, { t: 'transform', hex: 'E7', to: 'G' });
    expect(refusal(s, 0, { t: 'build', hex: 'E7' })).toBe('tm.err.unfinished');
    expect(refusal(act(s, 0, { t: 'forfeit' }), 0, { t: 'build', hex: 'E7' })).toBe('accepted');
  });

  it('an intermediate terrain is reached the long way round when home lies on the short way (snellman)', () => {
    const s = witches();
    // Witches (forest): mountains → lakes passes forest on the short way, so it takes 5 spades.
    expect(transformCost(s, 0, 'S', 'B')).toBe(5);
    expect(transformCost(s, 0, 'S', 'G')).toBe(1);
    expect(transformCost(s, 0, 'Y', 'K')).toBe(2);
  });

  it('Giants only turn hexes into wasteland, always for 2 spades', () => {
    const giants = game({ factions: ['giants', 'nomads'], dwellings: { giants: ['E3', 'G2'], nomads: ['A5', 'F3', 'G4'] } });
    expect(transformCost(giants, 0, 'B', 'R')).toBe(2);
    expect(transformCost(giants, 0, 'S', 'R')).toBe(2);
    expect(refusal(withPlayer(giants, 0, { w: 20 }), 0, { t: 'transform', hex: 'E4', to: 'K', dig: 2 })).toBe('tm.err.giantsHome');
  });
});
