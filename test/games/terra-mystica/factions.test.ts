import { describe, expect, it } from 'vitest';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import { act, acts, edited, game, refusal } from './helpers';
import type { TmState } from '../../../src/games/terra-mystica/types';
import type { FactionId } from '../../../data/terra-mystica/factions';

const HOMES: Record<FactionId, string[]> = {
  alchemists: ['E5', 'H5'],
  auren: ['E9', 'F4'],
  chaosmagicians: ['E3', 'G2'],
  cultists: ['E6', 'H3'],
  darklings: ['E5', 'H5'],
  dwarves: ['E7', 'A2'],
  engineers: ['E7', 'A2'],
  fakirs: ['F3', 'A5'],
  giants: ['E3', 'G2'],
  halflings: ['E6', 'H3'],
  mermaids: ['D5', 'H2'],
  nomads: ['F3', 'A5', 'G4'],
  swarmlings: ['D5', 'H2'],
  witches: ['E9', 'F4'],
};

/** `faction` (seat 0, to act, rich) against Witches or Nomads far away. */
function solo(faction: FactionId, patch: (s: TmState) => void = () => {}): TmState {
  const other: FactionId = faction === 'witches' || faction === 'auren' ? 'mermaids' : 'witches';
  const otherHomes: [string, string] = other === 'witches' ? ['A10', 'I11'] : ['A11', 'I10'];
  const dwellings: Partial<Record<FactionId, string[]>> = { [other]: otherHomes };
  dwellings[faction] = faction === 'chaosmagicians' ? [HOMES[faction][0]] : [...HOMES[faction]];
  const s = game({ factions: [faction, other], dwellings });
  return edited(s, (x) => {
    Object.assign(x.players[0], { c: 40, w: 20, p: 5, bowls: [0, 4, 8] });
    patch(x);
  });
}

/** Upgrades the first home hex to a stronghold (it is made a trading house first). */
function withStronghold(faction: FactionId, patch: (s: TmState) => void = () => {}): TmState {
  const hex = HOMES[faction][0];
  return act(solo(faction, (x) => {
    x.buildings[hex].kind = 'TP';
    patch(x);
  }), 0, { t: 'upgrade', hex, to: 'SH' });
}

describe('faction abilities and strongholds ([seed] appendix, Völker)', () => {
  it('Alchemists: 1 VP → 1 coin, 2 coins → 1 VP; SH: 12 power, then 2 power per spade', () => {
    const s = solo('alchemists');
    expect(act(s, 0, { t: 'convert', from: 'VP', to: 'C', n: 3 }).players[0]).toMatchObject({ vp: s.players[0].vp - 3, c: s.players[0].c + 3 });
    expect(act(s, 0, { t: 'convert', from: 'C', to: 'VP', n: 2 }).players[0]).toMatchObject({ vp: s.players[0].vp + 2, c: s.players[0].c - 4 });
    const sh = withStronghold('alchemists', (x) => (x.players[0].bowls = [12, 0, 0]));
    expect(sh.players[0].bowls).toEqual([0, 12, 0]);
    const spade = act(act(edited(sh, (x) => (x.players[0].bowls = [4, 0, 8])), 0, { t: 'done' }), 1, { t: 'pass', bonus: 'BON6' });
    const dug = act(spade, 0, { t: 'dig', n: 1 });
    expect(dug.players[0].bowls).toEqual([2, 2, 8]);
  });

  it('Auren: SH gives a favor tile; the SH action moves 2 steps on one cult (a key still needed for 10)', () => {
    const sh = withStronghold('auren');
    expect(sh.players[0].pendingFavors).toBe(1);
    let s = acts(sh, [
      [0, { t: 'favor', tile: 'FAV9' }],
      [0, { t: 'done' }],
      [1, { t: 'pass', bonus: 'BON6' }],
      [0, { t: 'action', id: 'ACTA' }],
    ]);
    expect(refusal(s, 0, { t: 'cult', cult: 'FIRE', n: 1 })).toBe('tm.err.sameTrack');
    s = act(edited(s, (x) => (x.players[0].cults[0] = 8)), 0, { t: 'cult', cult: 'FIRE', n: 2 });
    expect(s.players[0].cults[0]).toBe(9);
  });

  it('Chaos Magicians: two favor tiles per temple; the SH double action (passing counts as one)', () => {
    const te = act(solo('chaosmagicians', (x) => (x.buildings.E3.kind = 'TP')), 0, { t: 'upgrade', hex: 'E3', to: 'TE' });
    expect(te.players[0].pendingFavors).toBe(2);
    const sh = acts(withStronghold('chaosmagicians'), [
      [0, { t: 'done' }],
      [1, { t: 'pass', bonus: 'BON6' }],
    ]);
    let s = act(sh, 0, { t: 'action', id: 'ACTC' });
    expect(s.turn?.actions).toBe(2);
    s = act(s, 0, { t: 'action', id: 'ACT4' });
    expect(s.turn?.actions).toBe(1);
    s = act(s, 0, { t: 'pass', bonus: 'BON4' });
    expect(s.round).toBe(2);
  });

  it('Cultists: SH gives 7 VP', () => {
    const before = solo('cultists');
    expect(withStronghold('cultists').players[0].vp).toBe(before.players[0].vp + 7);
  });

  it('Darklings: each spade costs a priest and gives 2 VP; no terraforming track; SH: up to 3 workers → priests that turn', () => {
    const s = solo('darklings');
    const dug = act(s, 0, { t: 'dig', n: 2 });
    expect(dug.players[0]).toMatchObject({ p: s.players[0].p - 2, vp: s.players[0].vp + 4, w: s.players[0].w });
    expect(refusal(s, 0, { t: 'advance', track: 'dig' })).toBe('tm.err.trackMax');
    const sh = withStronghold('darklings', (x) => (x.players[0].p = 0));
    const converted = act(sh, 0, { t: 'convert', from: 'W', to: 'P', n: 3 });
    expect(converted.players[0].p).toBe(3);
    expect(refusal(sh, 0, { t: 'convert', from: 'W', to: 'P', n: 4 })).toBe('tm.err.convert');
    const later = act(sh, 0, { t: 'done' });
    expect(later.players[0].darklingConvert).toBe(0);
  });

  it('Dwarves: no shipping; tunnelling costs 2 workers (+4 VP), 1 after the SH, once per turn', () => {
    const s = solo('dwarves');
    expect(refusal(s, 0, { t: 'advance', track: 'ship' })).toBe('tm.err.trackMax');
    // G3 lies two hexes from E7: forest → mountains 1 spade (3 W) + tunnel 2 W.
    const t = act(s, 0, { t: 'build', hex: 'G3', dig: 1 });
    expect(t.players[0].w).toBe(s.players[0].w - 3 - 2 - 1);
    expect(t.players[0].vpBy.faction).toBe(4);
    const sh = withStronghold('dwarves');
    const after = act(acts(sh, [[0, { t: 'done' }], [1, { t: 'pass', bonus: 'BON6' }]]), 0, { t: 'build', hex: 'G3', dig: 1 });
    expect(after.players[0].w).toBe(sh.players[0].w - 3 - 1 - 1);
  });

  it('Engineers: cheaper buildings; SH: 3 VP per bridge between two of their buildings when passing', () => {
    const s = solo('engineers', (x) => {
      x.buildings.D6 = { seat: 0, kind: 'D' };
      x.buildings.E8 = { seat: 0, kind: 'D' };
      x.bridges = [...x.bridges, { a: 'D6', b: 'E8', seat: 0 }];
      x.players[0].bridgesLeft = 2;
    });
    expect(act(s, 0, { t: 'upgrade', hex: 'E7', to: 'TP' }).players[0].w).toBe(s.players[0].w - 1);
    const sh = acts(withStronghold('engineers', (x) => {
      x.buildings.D6 = { seat: 0, kind: 'D' };
      x.buildings.E8 = { seat: 0, kind: 'D' };
      x.bridges = [...x.bridges, { a: 'D6', b: 'E8', seat: 0 }];
      x.players[0].bridgesLeft = 2;
    }), [[0, { t: 'done' }], [1, { t: 'pass', bonus: 'BON6' }]]);
    const passed = act(sh, 0, { t: 'pass', bonus: 'BON5' });
    expect(passed.players[0].vpBy.faction).toBe(3);
  });

  it('Fakirs: carpet flight for 1 priest (+4 VP); range 2 after the SH; no shipping', () => {
    const s = solo('fakirs');
    const t = act(s, 0, { t: 'build', hex: 'D4', dig: 1 });
    expect(t.players[0].p).toBe(s.players[0].p - 1);
    expect(t.players[0].vpBy.faction).toBe(4);
    expect(refusal(s, 0, { t: 'build', hex: 'D3', dig: 0 })).toBe('tm.err.unreachable');
    const sh = acts(withStronghold('fakirs'), [[0, { t: 'done' }], [1, { t: 'pass', bonus: 'BON6' }]]);
    expect(sh.players[0].carpetRange).toBe(2);
    expect(refusal(sh, 0, { t: 'build', hex: 'D3' })).toBe('accepted');
  });

  it('Giants: any terrain to wasteland for exactly 2 spades; SH: 2 free spades', () => {
    const s = solo('giants');
    // E4 lakes would cost 3 spades for others.
    const t = act(s, 0, { t: 'build', hex: 'E4', dig: 2 });
    expect(t.terrain.E4).toBe('R');
    const sh = acts(withStronghold('giants'), [[0, { t: 'done' }], [1, { t: 'pass', bonus: 'BON6' }], [0, { t: 'action', id: 'ACTG' }]]);
    expect(sh.players[0].spades).toBe(2);
    const built = acts(sh, [[0, { t: 'transform', hex: 'E4', to: 'R' }], [0, { t: 'build', hex: 'E4' }]]);
    expect(built.buildings.E4?.seat).toBe(0);
  });

  it('Halflings: +1 VP per spade; SH: 3 spades, one dwelling on a transformed hex', () => {
    const s = solo('halflings');
    expect(act(s, 0, { t: 'dig', n: 2 }).players[0].vpBy.faction).toBe(2);
    const sh = withStronghold('halflings');
    expect(sh.players[0].spades).toBe(3);
    const t = acts(sh, [
      [0, { t: 'transform', hex: 'E5', to: 'U' }],
      [0, { t: 'transform', hex: 'F3', to: 'U' }],
      [0, { t: 'transform', hex: 'F4', to: 'B' }],
      [0, { t: 'build', hex: 'E5' }],
    ]);
    expect(t.buildings.E5?.seat).toBe(0);
    expect(refusal(t, 0, { t: 'build', hex: 'F3' })).not.toBe('accepted');
  });

  it('Mermaids: start with shipping 1; SH advances shipping for free with its VP', () => {
    const s = solo('mermaids');
    expect(s.players[0].shipping).toBe(1);
    const sh = withStronghold('mermaids');
    expect(sh.players[0].shipping).toBe(2);
    expect(sh.players[0].vpBy.track).toBe(2);
  });

  it('Nomads: SH sandstorm turns a directly adjacent hex into desert for free (not across a river), then a dwelling may follow', () => {
    const sh = acts(withStronghold('nomads'), [[0, { t: 'done' }], [1, { t: 'pass', bonus: 'BON6' }], [0, { t: 'action', id: 'ACTN' }]]);
    expect(refusal(sh, 0, { t: 'transform', hex: 'E4', to: 'Y' })).toBe('tm.err.sandstorm');
    const t = act(sh, 0, { t: 'transform', hex: 'E6', to: 'Y' });
    expect(t.players[0].w).toBe(sh.players[0].w);
    expect(t.players[0].vpBy.round ?? 0).toBe(sh.players[0].vpBy.round ?? 0);
    expect(act(t, 0, { t: 'build', hex: 'E6' }).buildings.E6?.seat).toBe(0);
  });

  it('Swarmlings: SH action upgrades a dwelling to a trading house for free', () => {
    const s = solo('swarmlings');
    const built = act(s, 0, { t: 'build', hex: 'H3', dig: 2 });
    expect(built.players[0]).toMatchObject({ c: s.players[0].c - 3, w: s.players[0].w - 6 - 2 });
    const sh = acts(withStronghold('swarmlings'), [[0, { t: 'done' }], [1, { t: 'pass', bonus: 'BON6' }], [0, { t: 'action', id: 'ACTS' }]]);
    const t = act(sh, 0, { t: 'upgrade', hex: 'H2', to: 'TP' });
    expect(t.buildings.H2.kind).toBe('TP');
    expect(t.players[0]).toMatchObject({ c: sh.players[0].c, w: sh.players[0].w });
  });

  it('Witches: SH action places a free dwelling on any free forest hex (already forest), no reach needed', () => {
    const sh = acts(withStronghold('witches'), [[0, { t: 'done' }], [1, { t: 'pass', bonus: 'BON6' }], [0, { t: 'action', id: 'ACTW' }]]);
    expect(refusal(sh, 0, { t: 'build', hex: 'A4' })).toBe('tm.err.notHome');
    const t = act(sh, 0, { t: 'build', hex: 'A3' });
    expect(t.buildings.A3?.seat).toBe(0);
    expect(t.players[0]).toMatchObject({ c: sh.players[0].c, w: sh.players[0].w });
  });

  it('every building kind comes from a limited supply; SH and SA once', () => {
    const sh = withStronghold('witches', (x) => (x.buildings.F4.kind = 'TP'));
    expect(refusal(edited(sh, (x) => (x.turn = { seat: 0, actions: 1, acted: false, ctx: null, teleportTo: null })), 0, { t: 'upgrade', hex: 'F4', to: 'SH' })).toBe('tm.err.supply');
    expect(terraMystica.view(sh, 0).players[0].built.SH).toBe(1);
  });
});

describe('the Darklings’ conversion without strict-darkling-sh', () => {
  it('stays available in later turns until used', () => {
    const sh = withStronghold('darklings', (x) => (x.rules.strictDarklingSh = false));
    const later = acts(sh, [[0, { t: 'done' }], [1, { t: 'pass', bonus: 'BON6' }]]);
    expect(later.players[0].darklingConvert).toBe(3);
    expect(act(later, 0, { t: 'convert', from: 'W', to: 'P', n: 2 }).players[0].darklingConvert).toBe(0);
  });
});
