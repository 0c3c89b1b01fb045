/**
 * Upgrading ([seed] Aktionsmöglichkeit 4, appendix Völker; facts §3.6, §4.4, §4.6): what each upgrade gives at once —
 * favor tiles, round-tile VP, the strongholds' one-off effects — and what the free trading house may be.
 */
import { describe, expect, it } from 'vitest';
import type { FactionId } from '../../../data/terra-mystica/factions';
import type { ScoringId } from '../../../data/terra-mystica/tiles';
import type { TmState } from '../../../src/games/terra-mystica/types';
import { act, edited, refusal, TWO } from './helpers';

/** Seat 0 (rich) as `faction`, F4 made `from`, round tile `tile`, then `patch`. */
function ready(faction: FactionId, from: 'D' | 'TP' | 'TE', tile: ScoringId = 'SCORE3', patch: (s: TmState) => void = () => {}): TmState {
  return edited(TWO(), (x) => {
    x.players[0].faction = faction;
    Object.assign(x.players[0], { c: 50, w: 30, p: 5, bowls: [5, 7, 0] });
    x.buildings.F4 = { seat: 0, kind: from };
    x.scoring[0] = tile;
    patch(x);
  });
}

describe('what an upgrade gives at once', () => {
  it('a dwelling cannot be "upgraded to"', () => {
    expect(refusal(ready('witches', 'D'), 0, { t: 'upgrade', hex: 'F4', to: 'D' })).toBe('error.unknownMove');
  });

  it('temple and sanctuary: one favor tile, the Chaos Magicians two; trading house and stronghold none', () => {
    const favors = (faction: FactionId, from: 'D' | 'TP' | 'TE', to: 'TP' | 'TE' | 'SH' | 'SA') =>
      act(ready(faction, from), 0, { t: 'upgrade', hex: 'F4', to }).players[0].pendingFavors;
    expect(favors('witches', 'TP', 'TE')).toBe(1);
    expect(favors('witches', 'TE', 'SA')).toBe(1);
    expect(favors('chaosmagicians', 'TE', 'SA')).toBe(2);
    expect(favors('witches', 'D', 'TP')).toBe(0);
    expect(favors('witches', 'TP', 'SH')).toBe(0);
  });

  it('round tiles: 5 VP for a sanctuary (SCORE7), nothing for a trading house on SCORE3, FAV10 only with the tile', () => {
    expect(act(ready('witches', 'TE', 'SCORE7'), 0, { t: 'upgrade', hex: 'F4', to: 'SA' }).players[0].vpBy.round).toBe(5);
    const tp = act(ready('witches', 'D', 'SCORE3'), 0, { t: 'upgrade', hex: 'F4', to: 'TP' }).players[0];
    expect(tp.vpBy.round ?? 0).toBe(0);
    expect(tp.vpBy.favor ?? 0).toBe(0);
    expect(act(ready('witches', 'TP', 'SCORE3', (x) => (x.players[0].favors = ['FAV10'])), 0, { t: 'upgrade', hex: 'F4', to: 'TE' }).players[0].vpBy.favor ?? 0).toBe(0);
  });

  it('Fakirs’ stronghold: carpet range +1, at most 4', () => {
    const range = (start: number) =>
      act(ready('fakirs', 'TP', 'SCORE3', (x) => (x.players[0].carpetRange = start)), 0, { t: 'upgrade', hex: 'F4', to: 'SH' }).players[0].carpetRange;
    expect(range(1)).toBe(2);
    expect(range(3)).toBe(4);
    expect(range(4)).toBe(4);
  });

  it('Halflings’ stronghold: 3 spades that cannot be topped up by buying more', () => {
    const sh = act(ready('halflings', 'TP'), 0, { t: 'upgrade', hex: 'F4', to: 'SH' });
    expect(sh.players[0].spades).toBe(3);
    expect(refusal(sh, 0, { t: 'dig', n: 1 })).toBe('tm.err.noDig');
  });

  it('other factions’ strongholds change nothing at once but the building', () => {
    const before = ready('witches', 'TP');
    const after = act(before, 0, { t: 'upgrade', hex: 'F4', to: 'SH' });
    expect(after.players[0]).toMatchObject({ c: 44, w: 26, p: 5, bowls: [5, 7, 0], shipping: 0, carpetRange: before.players[0].carpetRange, pendingFavors: 0, spades: 0 });
    expect(after.players[0].vp).toBe(before.players[0].vp);
  });
});

describe('the Swarmlings’ free trading house', () => {
  it('is a trading house only', () => {
    const s = edited(ready('swarmlings', 'TP'), (x) => {
      x.buildings.E9 = { seat: 0, kind: 'D' };
      x.turn = { seat: 0, actions: 0, acted: true, ctx: { k: 'freeTP' }, teleportTo: null };
    });
    expect(refusal(s, 0, { t: 'upgrade', hex: 'F4', to: 'TE' })).toBe('tm.err.freeTP');
    const t = act(s, 0, { t: 'upgrade', hex: 'E9', to: 'TP' });
    expect(t.buildings.E9.kind).toBe('TP');
    expect(t.players[0]).toMatchObject({ c: 50, w: 30 });
    expect(t.turn?.ctx).toBeNull();
  });
});

describe('upgrade refusals name what is wrong', () => {
  const error = (s: TmState, hex: string, to: 'TP' | 'TE' | 'SH' | 'SA') => {
    try {
      act(s, 0, { t: 'upgrade', hex, to });
    } catch (e) {
      return { key: (e as { key?: string }).key, params: (e as { params?: unknown }).params };
    }
    return 'accepted';
  };

  it('no own building of the kind below: the hex and the kind wanted', () => {
    const s = ready('witches', 'D');
    expect(error(s, 'E10', 'TP')).toEqual({ key: 'tm.err.upgradeFrom', params: { hex: 'E10', kind: { key: 'tm.bld.TP' } } });
    expect(error(s, 'F3', 'TP')).toEqual({ key: 'tm.err.upgradeFrom', params: { hex: 'F3', kind: { key: 'tm.bld.TP' } } });
    expect(error(s, 'F4', 'TE')).toEqual({ key: 'tm.err.upgradeFrom', params: { hex: 'F4', kind: { key: 'tm.bld.TE' } } });
  });

  it('supply used up: the kind', () => {
    const s = ready('witches', 'TP', 'SCORE3', (x) => (x.buildings['SH-0'] = { seat: 0, kind: 'SH' }));
    expect(error(s, 'F4', 'SH')).toEqual({ key: 'tm.err.supply', params: { kind: { key: 'tm.bld.SH' } } });
  });
});

describe('the Cultists’ stronghold', () => {
  it('7 VP, booked as the faction’s', () => {
    const before = ready('cultists', 'TP');
    const after = act(before, 0, { t: 'upgrade', hex: 'F4', to: 'SH' }).players[0];
    expect(after.vp - before.players[0].vp).toBe(7);
    expect(after.vpBy.faction).toBe(7);
  });
});
