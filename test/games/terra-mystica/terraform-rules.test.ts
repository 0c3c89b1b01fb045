/**
 * Transform and build ([seed] Aktionsmöglichkeit 1, facts.md §3.3–§3.6): the checks of terraform.ts pinned with
 * hand-built positions and the seed's numbers as literals.
 */
import { describe, expect, it } from 'vitest';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import type { TmMove, TmState } from '../../../src/games/terra-mystica/types';
import { act, acts, cultSpadePhase, edited, game, refusal, refusalText, TWO, witches } from './helpers';

describe('the Chaos Magicians’ double action (facts: ACTC, two actions in a row)', () => {
  /** Chaos Magicians (home R) with their stronghold on E3 and two free wasteland hexes next to it, E2 and D3. */
  const chaos = () =>
    edited(game({ factions: ['chaosmagicians', 'witches'], dwellings: { chaosmagicians: ['E3'], witches: ['A10', 'I11'] } }), (s) => {
      s.buildings.E3 = { seat: 0, kind: 'SH' };
      s.terrain = { ...s.terrain, E2: 'R', D3: 'R' };
      Object.assign(s.players[0], { c: 10, w: 5 });
    });

  it('builds a dwelling as each of the two actions, paying 1 worker and 2 coins each', () => {
    const s = acts(chaos(), [
      [0, { t: 'action', id: 'ACTC' }],
      [0, { t: 'build', hex: 'E2' }],
      [0, { t: 'build', hex: 'D3' }],
    ]);
    expect([s.buildings.E2, s.buildings.D3]).toEqual([
      { seat: 0, kind: 'D' },
      { seat: 0, kind: 'D' },
    ]);
    expect([s.players[0].w, s.players[0].c, s.turn?.actions]).toEqual([3, 6, 0]);
    // A third dwelling would be a third action.
    const third = edited(s, (x) => (x.terrain = { ...x.terrain, D2: 'R' }));
    expect(refusal(third, 0, { t: 'build', hex: 'D2' })).toBe('tm.err.oneAction');
    expect(act(s, 0, { t: 'done' }).turn?.seat).toBe(1);
  });
});

/**
 * Witches (seat 0, home forest G) on E9 and F4, Nomads on A5, F3 and G4; rich, with 12 power in bowl III. Witches reach
 * E7 and F6 (mountain, 1 spade to forest), E10 (swamp, 2 spades), E6 (plains, 3 spades); the forest hex G3 lies out of reach.
 */

describe('every refusal of transform and build names its reason', () => {
  it('hexes: not land, built on, out of reach, already of that terrain', () => {
    expect(refusalText(witches(), 0, { t: 'transform', hex: 'r19', to: 'G' })).toBe('r19 is not a land hex.');
    expect(refusalText(witches(), 0, { t: 'build', hex: 'Q9' })).toBe('Q9 is not a land hex.');
    expect(refusalText(witches(), 0, { t: 'build', hex: 'E9' })).toBe('E9 is already built on.');
    expect(refusalText(witches(), 0, { t: 'build', hex: 'G3' })).toBe('You cannot reach G3.');
    expect(refusalText(witches(), 0, { t: 'transform', hex: 'E7', to: 'S' })).toBe('E7 already has that terrain.');
  });

  it('spades: none held, too few, bought where none may be bought, left over', () => {
    expect(refusalText(witches(), 0, { t: 'transform', hex: 'E7', to: 'G' })).toBe('No transformation is possible in this action.');
    expect(refusalText(witches(), 0, { t: 'build', hex: 'E10' })).toBe('That needs 2 spades.');
    expect(refusalText(witches(), 0, { t: 'dig', n: 0 })).toBe('That move is not possible now.');
    expect(refusalText(witches(), 0, { t: 'dig', n: 1.5 })).toBe('That move is not possible now.');
    const act5 = act(witches(), 0, { t: 'action', id: 'ACT5' });
    expect(refusalText(act5, 0, { t: 'transform', hex: 'E10', to: 'G' })).toBe('That needs 2 spades.');
    // Spades bought on top of a free one go on the same hex, into home terrain.
    expect(refusalText(act5, 0, { t: 'transform', hex: 'E7', to: 'R', dig: 1 })).toBe('Spades bought must all be used on this hex.');
    const forest = witches((s) => (s.terrain = { ...s.terrain, E7: 'G' }));
    expect(refusalText(forest, 0, { t: 'build', hex: 'E7', dig: 1 })).toBe('Spades cannot be bought now.');
  });

  it('an open bridge is not a spade action', () => {
    const bridge = witches((s) => (s.turn = { seat: 0, actions: 0, acted: true, ctx: { k: 'bridge' }, teleportTo: null }));
    expect(refusalText(bridge, 0, { t: 'transform', hex: 'E7', to: 'G' })).toBe('No transformation is possible in this action.');
  });

  it('the dwelling of a transform action stands on the transformed hex, after every spade is used', () => {
    const act5 = act(witches((s) => (s.terrain = { ...s.terrain, F6: 'G' })), 0, { t: 'action', id: 'ACT5' });
    const transformed = act(act5, 0, { t: 'transform', hex: 'E7', to: 'G' });
    expect(refusalText(transformed, 0, { t: 'build', hex: 'F6' })).toBe('The dwelling must stand on the hex transformed in this action, not F6.');
    const act6 = act(act(witches(), 0, { t: 'action', id: 'ACT6' }), 0, { t: 'transform', hex: 'E7', to: 'G' });
    expect(refusalText(act6, 0, { t: 'build', hex: 'E7' })).toBe('First use or give up the spades.');
  });

  it('free spades with one bought on top: all three for one hex, never more than a reachable hex takes', () => {
    const act6 = act(witches(), 0, { t: 'action', id: 'ACT6' });
    const three = act(act6, 0, { t: 'dig', n: 1 });
    // E7 (mountain) takes 1 of the 3: the bought spade would be left over.
    expect(refusalText(three, 0, { t: 'transform', hex: 'E7', to: 'G' })).toBe('Spades bought must all be used on this hex.');
    expect(refusalText(three, 0, { t: 'transform', hex: 'E10', to: 'G' })).toBe('Spades bought must all be used on this hex.');
    const home = act(three, 0, { t: 'transform', hex: 'E6', to: 'G' });
    expect([home.terrain.E6, home.players[0].spades]).toEqual(['G', 0]);
    // Spades bought on top make the action one hex: ACT6's second transform is gone.
    expect(refusalText(home, 0, { t: 'transform', hex: 'E7', to: 'G' })).toBe('No transformation is possible in this action.');
    // The dearest change of terrain is 5 spades (2 steps the long way round the wheel): a 6th fits no hex.
    expect(refusalText(act6, 0, { t: 'dig', n: 4 })).toBe('No hex you can reach takes 6 spades.');
    expect(refusal(act6, 0, { t: 'dig', n: 4 })).toBe('tm.err.tooManySpades');
    expect(act(act6, 0, { t: 'dig', n: 3 }).players[0].spades).toBe(5);
  });

  it('only reachable free land hexes count: with every hex but the far G3 forest, a 4th spade fits nowhere', () => {
    // Forest hexes take at most 3 spades (to plains, desert); G3 as mountain (next to forest) could take 5.
    const forest = witches((s) => {
      s.terrain = Object.fromEntries(Object.keys(s.terrain).map((hex) => [hex, hex === 'G3' ? 'S' : 'G']));
      s.buildings.E10 = { seat: 1, kind: 'D' };
      s.terrain.E10 = 'S';
    });
    const act6 = act(forest, 0, { t: 'action', id: 'ACT6' });
    expect(refusalText(act6, 0, { t: 'dig', n: 2 })).toBe('No hex you can reach takes 4 spades.');
    expect(act(act6, 0, { t: 'dig', n: 1 }).players[0].spades).toBe(3);
  });

  it('the Giants turn every hex home for exactly 2 spades: a 3rd is never bought', () => {
    const giants = edited(game({ factions: ['giants', 'witches'], dwellings: { giants: ['E3', 'G2'], witches: ['A10', 'I11'] } }), (s) =>
      Object.assign(s.players[0], { w: 10, bowls: [0, 0, 12] }),
    );
    const act6 = act(giants, 0, { t: 'action', id: 'ACT6' });
    expect(refusalText(act6, 0, { t: 'dig', n: 1 })).toBe('No hex you can reach takes 3 spades.');
    expect(refusalText(giants, 0, { t: 'dig', n: 3 })).toBe('No hex you can reach takes 3 spades.');
    expect(act(giants, 0, { t: 'dig', n: 2 }).players[0].spades).toBe(2);
  });

  it('the dwelling supply: 8 per player', () => {
    const eight = witches((s) => {
      for (const hex of ['A3', 'A10', 'C3', 'C4', 'D1', 'F2']) s.buildings[hex] = { seat: 0, kind: 'D' };
      s.terrain = { ...s.terrain, E7: 'G' };
    });
    expect(refusalText(eight, 0, { t: 'build', hex: 'E7' })).toBe('No Dwelling left on your board.');
  });

  it('the Witches’ free dwelling and the set-up dwellings go on home terrain only, in turn', () => {
    const free = witches((s) => (s.turn = { seat: 0, actions: 0, acted: true, ctx: { k: 'freeD' }, teleportTo: null }));
    expect(refusalText(free, 0, { t: 'build', hex: 'E10' })).toBe('E10 is not your home terrain.');
    let setup = terraMystica.setup({ start: '0' }, 2, 'test');
    setup = act(act(setup, 0, { t: 'faction', faction: 'witches' }), 1, { t: 'faction', faction: 'nomads' });
    expect(setup.phase).toBe('dwellings');
    expect(refusalText(setup, 1, { t: 'build', hex: 'A5' })).toBe('It is not your turn.');
    expect(refusalText(setup, 0, { t: 'build', hex: 'E10' })).toBe('E10 is not your home terrain.');
  });

  it('cult-reward spades: the seat first in line with spades, reachable hexes, enough spades', () => {
    expect(refusalText(cultSpadePhase([1, 1]), 1, { t: 'transform', hex: 'F5', to: 'Y' })).toBe('It is not your turn.');
    expect(refusalText(cultSpadePhase([0, 1]), 0, { t: 'transform', hex: 'E7', to: 'G' })).toBe('It is not your turn.');
    expect(refusalText(cultSpadePhase([1, 0]), 0, { t: 'transform', hex: 'G3', to: 'S' })).toBe('You cannot reach G3.');
    expect(refusalText(cultSpadePhase([1, 0]), 0, { t: 'transform', hex: 'E10', to: 'G' })).toBe('That needs 2 spades.');
    expect(refusalText(cultSpadePhase([1, 0]), 0, { t: 'transform', hex: 'E7', to: 'G' })).toBe('accepted');
  });
});

describe('the Nomads’ sandstorm (facts: ACTN)', () => {
  it('turns a hex next to a Nomad building into desert, nothing else', () => {
    // Nomads (home desert Y) on A5, F3 (their stronghold) and G4; E6 touches F3, D7 touches none of them.
    const nomads = edited(game({ factions: ['nomads', 'witches'], dwellings: { nomads: ['A5', 'F3', 'G4'], witches: ['E9', 'F4'] } }), (s) => {
      s.buildings.F3 = { seat: 0, kind: 'SH' };
    });
    const storm = act(nomads, 0, { t: 'action', id: 'ACTN' });
    expect(refusalText(storm, 0, { t: 'transform', hex: 'E6', to: 'K' })).toBe('The remaining spades must turn a hex into your home terrain.');
    expect(refusalText(storm, 0, { t: 'transform', hex: 'D7', to: 'Y' })).toBe('The sandstorm needs a hex next to your building: D7 is not.');
    expect(act(storm, 0, { t: 'transform', hex: 'E6', to: 'Y' }).terrain.E6).toBe('Y');
    // The sandstorm is the action: no spades may be bought for it, and no other action may start instead.
    expect(refusal(storm, 0, { t: 'transform', hex: 'E6', to: 'Y', dig: 1 })).toBe('tm.err.noDig');
  });
});

describe('tunnelling (facts §3.6, snellman check_reachable)', () => {
  it('Dwarves tunnel once per turn: a second hex out of direct reach is refused', () => {
    // Dwarves (home mountain S) on E7 and A2: C3 and G2 lie one hex beyond, 1 spade each from mountain.
    const dwarves = edited(game({ factions: ['dwarves', 'witches'], dwellings: { dwarves: ['E7', 'A2'], witches: ['A10', 'I11'] } }), (s) =>
      Object.assign(s.players[0], { c: 20, w: 10, bowls: [0, 0, 12] }),
    );
    const first = acts(dwarves, [
      [0, { t: 'action', id: 'ACT6' }],
      [0, { t: 'transform', hex: 'C3', to: 'S' }],
    ]);
    expect([first.players[0].w, first.players[0].vp - dwarves.players[0].vp]).toEqual([8, 4]);
    expect(refusalText(first, 0, { t: 'transform', hex: 'G2', to: 'S' })).toBe('Only one tunnel or carpet flight per turn.');
  });
});

describe('bought spades (snellman: only spades gained for free may be given up)', () => {
  it('the Darklings’ priest-bought spades score as faction VP: 2 per spade', () => {
    const darklings = edited(game({ factions: ['darklings', 'witches'], dwellings: { darklings: ['E5', 'H5'], witches: ['A10', 'I11'] } }), (s) =>
      Object.assign(s.players[0], { p: 3 }),
    );
    const dug = act(darklings, 0, { t: 'dig', n: 2 });
    expect([dug.players[0].p, (dug.players[0].vpBy.faction ?? 0) - (darklings.players[0].vpBy.faction ?? 0)]).toEqual([1, 4]);
  });

  it('a spade left of those bought cannot be given up; free spades gained after all bought ones are used can', () => {
    // Buying 2 for E7's 1 is refused; a bought spade held (e.g. bought for a hex and not yet used) cannot be dropped.
    expect(refusalText(witches(), 0, { t: 'transform', hex: 'E7', to: 'G', dig: 2 })).toBe('Spades bought must all be used on this hex.');
    const left = act(witches(), 0, { t: 'dig', n: 2 });
    expect(left.players[0].spades).toBe(2);
    expect(refusalText(left, 0, { t: 'forfeit' })).toBe('There is nothing to give up.');
    expect(act(left, 0, { t: 'transform', hex: 'E10', to: 'G' }).players[0].spades).toBe(0);
    // The Chaos Magicians' double action: a bought spade used up, then a free one from the power action.
    const chaos = edited(game({ factions: ['chaosmagicians', 'witches'], dwellings: { chaosmagicians: ['E3'], witches: ['A10', 'I11'] } }), (s) => {
      s.buildings.E3 = { seat: 0, kind: 'SH' };
      Object.assign(s.players[0], { c: 20, w: 10, bowls: [0, 0, 12] });
    });
    const free = acts(chaos, [
      [0, { t: 'action', id: 'ACTC' }],
      [0, { t: 'transform', hex: 'E4', to: 'K', dig: 1 }],
      [0, { t: 'action', id: 'ACT5' }],
    ]);
    expect(free.players[0].spades).toBe(1);
    expect(refusalText(free, 0, { t: 'forfeit' })).toBe('accepted');
  });
});
