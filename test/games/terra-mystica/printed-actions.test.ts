/**
 * The printed numbers of the action board and the tracks (facts.md §4.2, §3.2, §3.3; [seed] Anhang): what each power
 * action costs and gives, the Engineers' bridge price, bridges and priests per player, the shipping and terraforming
 * advances. Pinned as literals, never read from the action table the engine uses.
 */
import { describe, expect, it } from 'vitest';
import type { FactionId } from '../../../data/terra-mystica/factions';
import type { TmState } from '../../../src/games/terra-mystica/types';
import { act, edited, game, refusal, TWO } from './helpers';

/** Witches (seat 0, to act) with 12 power in bowl III and room for everything. */
const ready = (patch: (s: TmState) => void = () => {}): TmState =>
  edited(TWO(), (s) => {
    Object.assign(s.players[0], { c: 10, w: 5, p: 1, bowls: [0, 0, 12] });
    patch(s);
  });

describe('power actions (facts §4.2): power spent from bowl III, and what each gives', () => {
  it.each([
    ['ACT1', 3, 'a bridge'],
    ['ACT2', 3, '1 priest'],
    ['ACT3', 4, '2 workers'],
    ['ACT4', 4, '7 coins'],
    ['ACT5', 4, '1 spade'],
    ['ACT6', 6, '2 spades'],
  ] as const)('%s costs %i power and gives %s', (id, power, _gain) => {
    const after = act(ready(), 0, { t: 'action', id });
    expect(after.players[0].bowls).toEqual([power, 0, 12 - power]);
    expect(after.powerActionsUsed).toEqual([id]);
  });

  it('the gains: bridge, +1 priest, +2 workers, +7 coins, 1 and 2 spades', () => {
    const gain = (id: 'ACT1' | 'ACT2' | 'ACT3' | 'ACT4' | 'ACT5' | 'ACT6') => {
      const after = act(ready(), 0, { t: 'action', id });
      const p = after.players[0];
      return { c: p.c - 10, w: p.w - 5, p: p.p - 1, spades: p.spades, ctx: after.turn?.ctx?.k ?? null };
    };
    expect(gain('ACT1')).toEqual({ c: 0, w: 0, p: 0, spades: 0, ctx: 'bridge' });
    expect(gain('ACT2')).toEqual({ c: 0, w: 0, p: 1, spades: 0, ctx: null });
    expect(gain('ACT3')).toEqual({ c: 0, w: 2, p: 0, spades: 0, ctx: null });
    expect(gain('ACT4')).toEqual({ c: 7, w: 0, p: 0, spades: 0, ctx: null });
    expect(gain('ACT5')).toEqual({ c: 0, w: 0, p: 0, spades: 1, ctx: 'spade' });
    expect(gain('ACT6')).toEqual({ c: 0, w: 0, p: 0, spades: 2, ctx: 'spade' });
  });

  it('with 5 power in bowl III the 6-power action is refused, the 4-power ones are not', () => {
    const five = ready((s) => (s.players[0].bowls = [7, 0, 5]));
    expect(refusal(five, 0, { t: 'action', id: 'ACT6' })).not.toBe('accepted');
    expect(refusal(five, 0, { t: 'action', id: 'ACT5' })).toBe('accepted');
  });
});

describe('Engineers’ bridge action (facts §3.6: 2 workers, repeatable)', () => {
  it('costs 2 workers and no power', () => {
    const s = game({ factions: ['engineers', 'witches'], dwellings: { engineers: ['E7', 'A2'], witches: ['A10', 'I11'] } });
    const ready = edited(s, (x) => Object.assign(x.players[0], { c: 10, w: 5, bowls: [0, 0, 12] }));
    const after = act(ready, 0, { t: 'action', id: 'ACTE' });
    expect(after.players[0]).toMatchObject({ c: 10, w: 3, bowls: [0, 0, 12] });
    expect(after.turn?.ctx?.k).toBe('bridge');
  });
});

describe('supplies per player ([seed] Anhang)', () => {
  it('3 bridges each at the start', () => {
    expect(TWO().players.map((p) => p.bridgesLeft)).toEqual([3, 3]);
  });

  it('7 priests, counting those on the cult tracks’ order spaces: an 8th is not gained', () => {
    const six = ready((s) => Object.assign(s.players[0], { p: 6, priestsOnCults: 0 }));
    expect(act(six, 0, { t: 'action', id: 'ACT2' }).players[0].p).toBe(7);
    const seven = ready((s) => Object.assign(s.players[0], { p: 5, priestsOnCults: 2 }));
    expect(act(seven, 0, { t: 'action', id: 'ACT2' }).players[0].p).toBe(5);
  });
});

describe('track advances (facts §3.2, §3.3)', () => {
  const advance = (faction: FactionId, track: 'ship' | 'dig') => {
    const s = ready((x) => {
      x.players[0].faction = faction;
      Object.assign(x.players[0], { c: 10, w: 5, p: 2, vp: 20 });
    });
    const p = act(s, 0, { t: 'advance', track }).players[0];
    return { c: 10 - p.c, w: 5 - p.w, p: 2 - p.p, vp: p.vp - 20 };
  };

  it('shipping: 1 priest and 4 coins (the VP are the track’s: 2 for level 1)', () => {
    expect(advance('witches', 'ship')).toEqual({ c: 4, w: 0, p: 1, vp: 2 });
  });

  it('terraforming: 2 workers, 5 coins, 1 priest and +6 VP (Fakirs too); Halflings pay 1 coin instead of 5', () => {
    expect(advance('witches', 'dig')).toEqual({ c: 5, w: 2, p: 1, vp: 6 });
    expect(advance('fakirs', 'dig')).toEqual({ c: 5, w: 2, p: 1, vp: 6 });
    expect(advance('halflings', 'dig')).toEqual({ c: 1, w: 2, p: 1, vp: 6 });
  });
});
