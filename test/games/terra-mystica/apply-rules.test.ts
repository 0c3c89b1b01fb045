/**
 * The checks of apply.ts, each refusal pinned as the player reads it (its reason and what it names): exchanges, the
 * priest on a cult track, the two tracks, power and special actions, bridges, passing, favor and town tiles, free cult
 * steps, giving up, the end of the turn, the faction pick, offers and leaving ([seed] Phase II, facts.md §4).
 */
import { describe, expect, it } from 'vitest';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import { canTransform } from '../../../src/games/terra-mystica/legal';
import { spadeContext } from '../../../src/games/terra-mystica/turn';
import type { TmMove, TmState } from '../../../src/games/terra-mystica/types';
import { act, edited, game, refusalText, TWO, witches } from './helpers';

/** Witches (seat 0, to act) on E9 and F4 against Nomads; rich, with 12 power in bowl III. */
/** Seat 0 after its action, with the turn still open. */
const acted = (patch: (s: TmState) => void = () => {}) =>
  witches((s) => {
    s.turn = { seat: 0, actions: 0, acted: true, ctx: null, teleportTo: null };
    patch(s);
  });

describe('every refusal of a move names its reason', () => {
  it('exchanges', () => {
    expect(refusalText(witches(), 0, { t: 'convert', from: 'W', to: 'C', n: 0 })).toBe('That move is not possible now.');
    expect(refusalText(witches(), 0, { t: 'convert', from: 'C', to: 'W', n: 1 })).toBe('That exchange is not possible.');
    const darklings = edited(game({ factions: ['darklings', 'witches'], dwellings: { darklings: ['E5', 'H5'], witches: ['A10', 'I11'] } }), (s) =>
      Object.assign(s.players[0], { w: 5, darklingConvert: 1 }),
    );
    expect(refusalText(darklings, 0, { t: 'convert', from: 'W', to: 'P', n: 2 })).toBe('That exchange is not possible.');
    expect(act(darklings, 0, { t: 'convert', from: 'W', to: 'P', n: 1 }).players[0].darklingConvert).toBe(0);
  });

  it('a priest on a cult track, and the shipping and terraforming tracks', () => {
    expect(refusalText(witches((s) => (s.players[0].p = 0)), 0, { t: 'send', cult: 'FIRE', space: 2 })).toBe('You cannot pay for that.');
    const taken = witches((s) => (s.cultSpaces.FIRE = [1, null, null, null]));
    expect(refusalText(taken, 0, { t: 'send', cult: 'FIRE', space: 3 })).toBe('No free order space worth 3.');
    expect(act(taken, 0, { t: 'send', cult: 'FIRE', space: 2 }).cultSpaces.FIRE).toEqual([1, 0, null, null]);
    expect(refusalText(witches((s) => (s.players[0].shipping = 3)), 0, { t: 'advance', track: 'ship' })).toBe('That track is at its end.');
    expect(refusalText(witches((s) => (s.players[0].dig = 2)), 0, { t: 'advance', track: 'dig' })).toBe('That track is at its end.');
  });

  it('power and special actions', () => {
    expect(refusalText(witches((s) => (s.powerActionsUsed = ['ACT4'])), 0, { t: 'action', id: 'ACT4' })).toBe(
      'This power action is already taken this round.',
    );
    expect(refusalText(witches((s) => (s.players[0].bridgesLeft = 0)), 0, { t: 'action', id: 'ACT1' })).toBe('You have no bridges left.');
    expect(refusalText(witches(), 0, { t: 'action', id: 'ACTW' })).toBe('Witches: free dwelling on forest is not available.');
    const engineers = edited(game({ factions: ['engineers', 'witches'], dwellings: { engineers: ['E7', 'A2'], witches: ['A10', 'I11'] } }), (s) =>
      Object.assign(s.players[0], { w: 5, bridgesLeft: 0 }),
    );
    expect(refusalText(engineers, 0, { t: 'action', id: 'ACTE' })).toBe('You have no bridges left.');
  });

  it('bridges: after the bridge action, over a river spot, not twice, next to an own building, while bridges last', () => {
    expect(refusalText(witches(), 0, { t: 'bridge', a: 'E9', b: 'D6' })).toBe('Build a bridge with a power action first.');
    const open = acted((s) => (s.turn!.ctx = { k: 'bridge' }));
    expect(refusalText(open, 0, { t: 'bridge', a: 'E9', b: 'E10' })).toBe('No bridge can be built between E9 and E10.');
    const built = edited(open, (s) => (s.bridges = [{ a: 'E9', b: 'D6', seat: 0 }]));
    expect(refusalText(built, 0, { t: 'bridge', a: 'D6', b: 'E9' })).toBe('No bridge can be built between D6 and E9.');
    expect(refusalText(built, 0, { t: 'bridge', a: 'E9', b: 'D6' })).toBe('No bridge can be built between E9 and D6.');
    expect(refusalText(open, 0, { t: 'bridge', a: 'G2', b: 'H4' })).toBe('A bridge needs your building on one end.');
    expect(refusalText(edited(open, (s) => (s.players[0].bridgesLeft = 0)), 0, { t: 'bridge', a: 'F4', b: 'G3' })).toBe('You have no bridges left.');
    const bridged = act(open, 0, { t: 'bridge', a: 'F4', b: 'G3' });
    expect([bridged.players[0].bridgesLeft, bridged.bridges, bridged.turn?.ctx]).toEqual([2, [{ a: 'F4', b: 'G3', seat: 0 }], null]);
  });

  it('a river crossing is the Mermaids’ and must found a town', () => {
    expect(refusalText(witches(), 0, { t: 'connect', river: 'r19' })).toBe('That river crossing founds no town.');
    const mermaids = game({ factions: ['mermaids', 'witches'], dwellings: { mermaids: ['D5', 'H2'], witches: ['A10', 'I11'] } });
    expect(refusalText(mermaids, 0, { t: 'connect', river: 'E9' })).toBe('That river crossing founds no town.');
    expect(refusalText(mermaids, 0, { t: 'connect', river: 'r16' })).toBe('That river crossing founds no town.');
  });

  it('passing: in turn, with a bonus tile on display (none in round 6), with nothing left to settle', () => {
    let setup = terraMystica.setup({ start: '0', bonus: 'BON1,BON2,BON3,BON4,BON5' }, 2, 'test');
    setup = act(act(setup, 0, { t: 'faction', faction: 'witches' }), 1, { t: 'faction', faction: 'nomads' });
    for (const [seat, hex] of [[0, 'E9'], [1, 'A5'], [1, 'F3'], [0, 'F4'], [1, 'G4']] as const) setup = act(setup, seat, { t: 'build', hex });
    expect([setup.phase, setup.setupQueue]).toEqual(['bonus', [1, 0]]);
    expect(refusalText(setup, 0, { t: 'pass', bonus: 'BON1' })).toBe('It is not your turn.');
    expect(refusalText(setup, 1, { t: 'pass', bonus: 'BON6' })).toBe('Choose one of the bonus tiles on display.');
    expect(refusalText(setup, 1, { t: 'pass' })).toBe('Choose one of the bonus tiles on display.');

    expect(refusalText(witches(), 0, { t: 'pass' })).toBe('Choose one of the bonus tiles on display.');
    expect(refusalText(witches(), 0, { t: 'pass', bonus: 'BON3' })).toBe('Choose one of the bonus tiles on display.');
    expect(refusalText(witches((s) => (s.players[0].pendingFavors = 1)), 0, { t: 'pass', bonus: 'BON4' })).toBe('First take the favor tile.');
    const last = witches((s) => (s.round = 6));
    expect(refusalText(last, 0, { t: 'pass', bonus: 'BON4' })).toBe('No bonus tile is taken in round 6.');
    expect(act(last, 0, { t: 'pass' }).players[0].passed).toBe(true);
  });

  it('favor and town tiles: only when earned, only what is left and not held', () => {
    expect(refusalText(acted(), 0, { t: 'favor', tile: 'FAV1' })).toBe('You may not take a favor tile now.');
    const favor = acted((s) => {
      s.players[0].pendingFavors = 1;
      s.players[0].favors = ['FAV1'];
      s.favorPool.FAV2 = 0;
    });
    expect(refusalText(favor, 0, { t: 'favor', tile: 'FAV1' })).toBe('FAV1: Fire +3 cannot be taken.');
    expect(refusalText(favor, 0, { t: 'favor', tile: 'FAV2' })).toBe('FAV2: Water +3 cannot be taken.');
    expect(refusalText(acted(), 0, { t: 'town', tile: 'TW1' })).toBe('You may not take a town tile now.');
    const town = acted((s) => {
      s.players[0].pendingTowns = 1;
      s.townPool.TW1 = 0;
    });
    expect(refusalText(town, 0, { t: 'town', tile: 'TW1' })).toBe('TW1: 5 VP, 6 coins is not available.');
  });

  it('free cult steps: only those earned; the Auren’s two go onto one track', () => {
    expect(refusalText(acted(), 0, { t: 'cult', cult: 'AIR', n: 1 })).toBe('You have no cult steps to place.');
    const two = acted((s) => Object.assign(s.players[0], { pendingCult: 2, pendingCultSameTrack: true }));
    expect(refusalText(two, 0, { t: 'cult', cult: 'AIR', n: 1 })).toBe('Both steps go onto the same cult.');
    expect(refusalText(two, 0, { t: 'cult', cult: 'AIR', n: 3 })).toBe('You have no cult steps to place.');
    const free = act(two, 0, { t: 'cult', cult: 'AIR', n: 2 }).players[0];
    expect([free.cults[3], free.pendingCult, free.pendingCultSameTrack]).toEqual([4, 0, false]);
  });

  it('giving up, ending the turn', () => {
    expect(refusalText(acted(), 0, { t: 'forfeit' })).toBe('There is nothing to give up.');
    const phase3 = witches((s) => {
      s.phase = 'cultSpades';
      s.turn = null;
      s.setupQueue = [1, 0];
      s.players[0].spades = 1;
    });
    expect(refusalText(phase3, 0, { t: 'forfeit' })).toBe('It is not your turn.');
    expect(refusalText(witches(), 0, { t: 'done' })).toBe('One action per turn.');
    expect(refusalText(acted((s) => (s.players[0].pendingTowns = 1)), 0, { t: 'done' })).toBe('First take the town tile.');
  });

  it('the faction pick, offers, leaving, seats and moves that do not exist', () => {
    const setup = terraMystica.setup({ start: '0' }, 2, 'test');
    expect(refusalText(setup, 1, { t: 'faction', faction: 'witches' })).toBe('It is not your turn.');
    const picked = act(setup, 0, { t: 'faction', faction: 'witches' });
    expect(refusalText(picked, 1, { t: 'faction', faction: 'auren' })).toBe('Auren cannot be chosen.');
    expect(refusalText(witches(), 1, { t: 'leech', offer: 7, accept: true })).toBe('There is no such power offer.');
    expect(refusalText(witches((s) => (s.phase = 'end')), 1, { t: 'drop' })).toBe('This seat cannot leave the game now.');
    expect(refusalText(witches(), 2, { t: 'done' })).toBe('It is not your turn.');
    expect(refusalText(witches(), 0, { t: 'fly' } as unknown as TmMove)).toBe('That move is not possible now.');
  });
});

describe('exchanges ([seed] Machtaktionen: Materialtausch; facts: Alchemists, Darklings)', () => {
  const alchemists = () =>
    edited(game({ factions: ['alchemists', 'witches'], dwellings: { alchemists: ['E5', 'H5'], witches: ['A10', 'I11'] } }), (s) =>
      Object.assign(s.players[0], { c: 10, w: 5, vp: 20 }),
    );
  const darklings = (convert: number) =>
    edited(game({ factions: ['darklings', 'witches'], dwellings: { darklings: ['E5', 'H5'], witches: ['A10', 'I11'] } }), (s) =>
      Object.assign(s.players[0], { w: 5, p: 0, bowls: [0, 0, 12], darklingConvert: convert }),
    );

  it('Alchemists: 1 VP for 1 coin, 2 coins for 1 VP, and no other exchange with VP', () => {
    const vp = act(alchemists(), 0, { t: 'convert', from: 'VP', to: 'C', n: 3 }).players[0];
    expect([vp.vp, vp.c, vp.vpBy.convert]).toEqual([17, 13, -3]);
    const coins = act(alchemists(), 0, { t: 'convert', from: 'C', to: 'VP', n: 2 }).players[0];
    expect([coins.vp, coins.c, coins.vpBy.convert]).toEqual([22, 6, 2]);
    for (const [from, to] of [['VP', 'W'], ['C', 'W'], ['W', 'VP']] as const) {
      expect(refusalText(alchemists(), 0, { t: 'convert', from, to, n: 1 })).toBe('That exchange is not possible.');
    }
    expect(refusalText(witches(), 0, { t: 'convert', from: 'VP', to: 'C', n: 1 })).toBe('That exchange is not possible.');
  });

  it('Darklings: workers to priests 1:1 only right after their stronghold, no more than it allows; other exchanges as usual', () => {
    expect(refusalText(witches(), 0, { t: 'convert', from: 'W', to: 'P', n: 1 })).toBe('That exchange is not possible.');
    expect(refusalText(darklings(1), 0, { t: 'convert', from: 'W', to: 'PW', n: 1 })).toBe('That exchange is not possible.');
    const priest = act(darklings(1), 0, { t: 'convert', from: 'PW', to: 'P', n: 1 }).players[0];
    expect([priest.bowls[2], priest.p, priest.darklingConvert]).toEqual([7, 1, 1]);
    const coins = act(darklings(1), 0, { t: 'convert', from: 'PW', to: 'C', n: 2 }).players[0];
    expect([coins.bowls[2], coins.darklingConvert]).toEqual([10, 1]);
    const workers = act(darklings(1), 0, { t: 'convert', from: 'W', to: 'C', n: 2 }).players[0];
    expect([workers.w, workers.darklingConvert]).toEqual([3, 1]);
  });
});

describe('actions and their conditions', () => {
  it('the Engineers’ bridge is theirs; a missing bridge stops only bridge actions', () => {
    expect(refusalText(witches(), 0, { t: 'action', id: 'ACTE' })).toBe('Engineers: bridge for 2 workers is not available.');
    const noBridge = witches((s) => {
      s.players[0].bridgesLeft = 0;
      s.players[0].bonus = 'BON2';
    });
    expect(act(noBridge, 0, { t: 'action', id: 'ACT4' }).players[0].c).toBe(27);
    expect(act(noBridge, 0, { t: 'action', id: 'BON2' }).players[0].pendingCult).toBe(1);
  });

  it('BON1’s spade may be topped up with bought ones; the Nomads’ sandstorm is no spade and buys none', () => {
    const bon1 = act(witches((s) => (s.players[0].bonus = 'BON1')), 0, { t: 'action', id: 'BON1' });
    expect(act(bon1, 0, { t: 'transform', hex: 'E10', to: 'G', dig: 1 }).terrain.E10).toBe('G');
    const nomads = edited(game({ factions: ['nomads', 'witches'], dwellings: { nomads: ['A5', 'F3', 'G4'], witches: ['E9', 'F4'] } }), (s) => {
      s.buildings.F3 = { seat: 0, kind: 'SH' };
      Object.assign(s.players[0], { w: 10 });
    });
    expect(refusalText(act(nomads, 0, { t: 'action', id: 'ACTN' }), 0, { t: 'dig', n: 1 })).toBe('Spades cannot be bought now.');
  });

  it('bridges: a hex may carry two bridges; a spot that is no hex is refused', () => {
    const open = acted((s) => {
      s.turn!.ctx = { k: 'bridge' };
      s.buildings.G2 = { seat: 0, kind: 'D' };
    });
    expect(refusalText(edited(open, (s) => (s.bridges = [{ a: 'H4', b: 'G2', seat: 0 }])), 0, { t: 'bridge', a: 'G2', b: 'I6' })).toBe('accepted');
    expect(refusalText(edited(open, (s) => (s.bridges = [{ a: 'G2', b: 'I6', seat: 0 }])), 0, { t: 'bridge', a: 'H4', b: 'G2' })).toBe('accepted');
    expect(refusalText(open, 0, { t: 'bridge', a: 'Q9', b: 'E9' })).toBe('No bridge can be built between Q9 and E9.');
  });

  it('a river crossing must name a river', () => {
    const mermaids = game({ factions: ['mermaids', 'witches'], dwellings: { mermaids: ['D5', 'H2'], witches: ['A10', 'I11'] } });
    expect(refusalText(mermaids, 0, { t: 'connect', river: 'Q9' })).toBe('That river crossing founds no town.');
  });

  it('free cult steps: a whole number of them', () => {
    const one = acted((s) => (s.players[0].pendingCult = 1));
    expect(refusalText(one, 0, { t: 'cult', cult: 'AIR', n: 0 })).toBe('You have no cult steps to place.');
    expect(refusalText(one, 0, { t: 'cult', cult: 'AIR', n: 0.5 })).toBe('You have no cult steps to place.');
  });

  it('passing scores the bonus tile’s and the favor tile’s pass VP under their own headings', () => {
    const s = witches((x) => {
      x.buildings.F4 = { seat: 0, kind: 'TP' };
      x.players[0].bonus = 'BON9';
      x.players[0].favors = ['FAV12'];
    });
    const passed = act(s, 0, { t: 'pass', bonus: 'BON4' }).players[0];
    // BON9: 1 VP per dwelling (E9); FAV12: 2 VP for one trading house.
    expect([(passed.vpBy.bonus ?? 0) - (s.players[0].vpBy.bonus ?? 0), (passed.vpBy.favor ?? 0) - (s.players[0].vpBy.favor ?? 0)]).toEqual([1, 2]);
  });
});

describe('town tiles', () => {
  it('a tile taken leaves one fewer of its kind', () => {
    const two = acted((s) => {
      s.players[0].pendingTowns = 2;
      s.townPool.TW1 = 2;
    });
    const one = act(two, 0, { t: 'town', tile: 'TW1' });
    expect(one.townPool.TW1).toBe(1);
    expect(act(one, 0, { t: 'town', tile: 'TW1' }).townPool.TW1).toBe(0);
  });

  it('TW6 (+2 on every cult): a track the player holds stops at 9, the others move 2', () => {
    const s = acted((x) => {
      x.players[0].pendingTowns = 1;
      x.players[0].cults = [8, 5, 0, 0];
      x.townPool.TW6 = 1;
    });
    expect(act(s, 0, { t: 'town', tile: 'TW6', skip: ['FIRE', 'WATER'] }).players[0].cults).toEqual([9, 7, 2, 2]);
  });

  it('TW7 gives the Fakirs one more carpet range, up to 4, and no shipping', () => {
    const fakirs = (range: number) =>
      edited(game({ factions: ['fakirs', 'witches'], dwellings: { fakirs: ['F3', 'A5'], witches: ['A10', 'I11'] } }), (s) => {
        s.turn = { seat: 0, actions: 0, acted: true, ctx: null, teleportTo: null };
        Object.assign(s.players[0], { pendingTowns: 1, carpetRange: range });
        s.townPool.TW7 = 1;
      });
    const more = act(fakirs(1), 0, { t: 'town', tile: 'TW7' }).players[0];
    expect([more.carpetRange, more.shipping]).toEqual([2, 0]);
    expect(act(fakirs(4), 0, { t: 'town', tile: 'TW7' }).players[0].carpetRange).toBe(4);
  });
});

describe('giving up ([seed] Spaten verfallen; tiles that cannot be taken)', () => {
  it('an owed town or favor tile lapses when none is left to take; nothing else lapses', () => {
    const noTowns = acted((s) => {
      for (const id of Object.keys(s.townPool) as (keyof typeof s.townPool)[]) s.townPool[id] = 0;
    });
    expect(refusalText(noTowns, 0, { t: 'forfeit' })).toBe('There is nothing to give up.');
    expect(act(edited(noTowns, (s) => (s.players[0].pendingTowns = 1)), 0, { t: 'forfeit' }).players[0].pendingTowns).toBe(0);
    // Only FAV1 left, and the player holds it.
    const noFavors = acted((s) => {
      for (const id of Object.keys(s.favorPool) as (keyof typeof s.favorPool)[]) s.favorPool[id] = 0;
      s.favorPool.FAV1 = 1;
      s.players[0].favors = ['FAV1'];
    });
    expect(refusalText(noFavors, 0, { t: 'forfeit' })).toBe('There is nothing to give up.');
    expect(act(edited(noFavors, (s) => (s.players[0].pendingFavors = 1)), 0, { t: 'forfeit' }).players[0].pendingFavors).toBe(0);
    expect(refusalText(edited(noFavors, (s) => Object.assign(s.players[0], { pendingFavors: 1, favors: [] })), 0, { t: 'forfeit' })).toBe(
      'There is nothing to give up.',
    );
  });

  it('cult-reward spades lapse only for the seat holding them; the Swarmlings’ free trading house may lapse; a used sandstorm cannot', () => {
    const phase3 = witches((s) => {
      s.phase = 'cultSpades';
      s.turn = null;
      s.setupQueue = [0, 1];
      s.players[0].spades = 0;
    });
    expect(refusalText(phase3, 0, { t: 'forfeit' })).toBe('It is not your turn.');
    expect(act(acted((s) => (s.turn!.ctx = { k: 'freeTP' })), 0, { t: 'forfeit' }).turn?.ctx).toBeNull();
    const used = acted((s) => (s.turn!.ctx = spadeContext(0, false, { sandstorm: true, transformed: true })));
    expect(refusalText(used, 0, { t: 'forfeit' })).toBe('There is nothing to give up.');
  });

  it('after a free spade is given up no transform is offered', () => {
    const gaveUp = act(act(witches(), 0, { t: 'action', id: 'ACT5' }), 0, { t: 'forfeit' });
    expect(gaveUp.players[0].spades).toBe(0);
    expect(canTransform(gaveUp, 0)).toBe(false);
  });
});

describe('set-up steps and seats', () => {
  const picking = () => terraMystica.setup({ start: '0' }, 2, 'test');
  const placing = () => act(act(picking(), 0, { t: 'faction', faction: 'witches' }), 1, { t: 'faction', faction: 'nomads' });

  it('a faction is picked only in the faction step', () => {
    expect(placing().setupQueue[0]).toBe(0);
    expect(refusalText(placing(), 0, { t: 'faction', faction: 'auren' })).toBe('It is not your turn.');
  });

  it('the starter game: printed dwellings, then the bonus tiles from the last seat back', () => {
    let s = terraMystica.setup({ start: '0', starter: true }, 2, 'test');
    s = act(act(s, 0, { t: 'faction', faction: 'witches' }), 1, { t: 'faction', faction: 'nomads' });
    expect([s.phase, s.setupQueue]).toEqual(['bonus', [1, 0]]);
  });

  it('a seat that leaves in the set-up is skipped: the faction step, the dwellings, the bonus tiles go on without it', () => {
    const left = act(act(picking(), 0, { t: 'faction', faction: 'witches' }), 1, { t: 'drop' });
    expect([left.phase, left.setupQueue]).toEqual(['dwellings', [0, 0]]);
    let dwellings = placing();
    for (const [seat, hex] of [[0, 'E9'], [1, 'A5'], [1, 'F3'], [0, 'F4']] as const) dwellings = act(dwellings, seat, { t: 'build', hex });
    expect(dwellings.setupQueue).toEqual([1]);
    const bonus = act(dwellings, 1, { t: 'drop' });
    expect([bonus.phase, bonus.setupQueue]).toEqual(['bonus', [0]]);
    let picks = placing();
    for (const [seat, hex] of [[0, 'E9'], [1, 'A5'], [1, 'F3'], [0, 'F4'], [1, 'G4']] as const) picks = act(picks, seat, { t: 'build', hex });
    const waiting = act(picks, 0, { t: 'drop' });
    expect([waiting.phase, waiting.setupQueue]).toEqual(['bonus', [1]]);
    const round = act(bonus, 0, { t: 'drop' });
    expect(round.phase === 'bonus').toBe(false);
  });

  it('when every seat leaves in the set-up the rounds run out by themselves, with nothing built', () => {
    for (const starter of [false, true]) {
      const gone = act(act(terraMystica.setup({ start: '0', starter }, 2, 'test'), 0, { t: 'drop' }), 1, { t: 'drop' });
      expect([gone.phase, gone.round, Object.keys(gone.buildings)]).toEqual(['end', 6, []]);
    }
  });

  it('the starter game without a seat that left: the printed dwellings of the others only', () => {
    let s = terraMystica.setup({ start: '0', starter: true }, 3, 'test');
    s = act(act(act(s, 0, { t: 'drop' }), 1, { t: 'faction', faction: 'witches' }), 2, { t: 'faction', faction: 'nomads' });
    expect([s.phase, s.setupQueue, Object.keys(s.buildings).sort()]).toEqual(['bonus', [2, 1], ['A5', 'E9', 'F3', 'F4', 'G4']]);
  });

  it('an offer is answered only by the seat it is made to', () => {
    const offered = act(witches(), 0, { t: 'upgrade', hex: 'F4', to: 'TP' });
    const offer = offered.leech.find((o) => o.seat === 1);
    expect(offer).toBeDefined();
    expect(refusalText(offered, 0, { t: 'leech', offer: offer!.id, accept: true })).toBe('There is no such power offer.');
  });

  it('a seat that does not exist moves nothing', () => {
    for (const seat of [-1, 0.5, 2, 3]) expect(refusalText(witches(), seat, { t: 'favor', tile: 'FAV1' })).toBe('It is not your turn.');
  });
});
