/**
 * The checks of apply.ts, each refusal pinned as the player reads it (its reason and what it names): exchanges, the
 * priest on a cult track, the two tracks, power and special actions, bridges, passing, favor and town tiles, free cult
 * steps, giving up, the end of the turn, the faction pick, offers and leaving ([seed] Phase II, facts.md §4).
 */
import { describe, expect, it } from 'vitest';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import type { TmMove, TmState } from '../../../src/games/terra-mystica/types';
import { act, edited, game, refusalText, TWO } from './helpers';

/** Witches (seat 0, to act) on E9 and F4 against Nomads; rich, with 12 power in bowl III. */
const witches = (patch: (s: TmState) => void = () => {}) =>
  edited(TWO(), (s) => {
    Object.assign(s.players[0], { c: 20, w: 10, p: 3, bowls: [0, 0, 12] });
    patch(s);
  });
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
