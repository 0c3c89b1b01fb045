import { describe, expect, it } from 'vitest';
import { upgradeCost } from '../../../src/games/terra-mystica/buildings';
import { incomeOf } from '../../../src/games/terra-mystica/scoring';
import { act, edited, refusal, TWO } from './helpers';
import type { TmState } from '../../../src/games/terra-mystica/types';

const rich = (patch: (s: TmState) => void = () => {}): TmState =>
  edited(TWO(), (x) => {
    Object.assign(x.players[0], { c: 40, w: 20, p: 5, bowls: [0, 0, 12] });
    patch(x);
  });

describe('upgrades ([seed] Aktionsmöglichkeit 4)', () => {
  it('dwelling → trading house: 2 workers and 6 coins, 3 coins next to another player’s building', () => {
    const s = rich();
    expect(upgradeCost(s, 0, 'E9', 'TP')).toEqual({ w: 2, c: 6 });
    expect(upgradeCost(s, 0, 'F4', 'TP')).toEqual({ w: 2, c: 3 });
    const t = act(s, 0, { t: 'upgrade', hex: 'E9', to: 'TP' });
    expect(t.players[0]).toMatchObject({ c: 34, w: 18 });
    expect(t.buildings.E9.kind).toBe('TP');
  });

  it('the replaced building returns to the board: dwelling income drops, trading house income rises', () => {
    const s = rich();
    const t = act(s, 0, { t: 'upgrade', hex: 'E9', to: 'TP' });
    const before = incomeOf(s, 0);
    const after = incomeOf(t, 0);
    expect(after.w).toBe(before.w - 1);
    expect(after.c).toBe(before.c + 2);
    expect(after.pw).toBe(before.pw + 1);
  });

  it('only along the upgrade paths D→TP→TE→SA and TP→SH', () => {
    const s = rich((x) => (x.buildings.E9.kind = 'TP'));
    expect(refusal(s, 0, { t: 'upgrade', hex: 'F4', to: 'TE' })).toBe('tm.err.upgradeFrom');
    expect(refusal(s, 0, { t: 'upgrade', hex: 'E9', to: 'SA' })).toBe('tm.err.upgradeFrom');
    expect(refusal(s, 0, { t: 'upgrade', hex: 'E9', to: 'TE' })).toBe('accepted');
    expect(refusal(s, 0, { t: 'upgrade', hex: 'E9', to: 'SH' })).toBe('accepted');
    expect(refusal(s, 1, { t: 'upgrade', hex: 'E9', to: 'TE' })).toBe('error.notYourTurn');
  });

  it('temple and sanctuary each give one favor tile, usable at once; a favor is held only once', () => {
    const s = act(rich((x) => (x.buildings.E9.kind = 'TP')), 0, { t: 'upgrade', hex: 'E9', to: 'TE' });
    expect(s.players[0].pendingFavors).toBe(1);
    const t = act(s, 0, { t: 'favor', tile: 'FAV1' });
    expect(t.players[0].cults[0]).toBe(3);
    expect(t.favorPool.FAV1).toBe(0);
    const again = edited(t, (x) => (x.players[0].pendingFavors = 1));
    expect(refusal(again, 0, { t: 'favor', tile: 'FAV1' })).toBe('tm.err.favorTile');
  });

  it('FAV10: +3 VP per trading house built; FAV11: +2 VP per dwelling built', () => {
    const s = rich((x) => (x.players[0].favors = ['FAV10', 'FAV11']));
    expect(act(s, 0, { t: 'upgrade', hex: 'E9', to: 'TP' }).players[0].vpBy.favor).toBe(3);
    expect(act(s, 0, { t: 'build', hex: 'E7', dig: 1 }).players[0].vpBy.favor).toBe(2);
  });

  it('round tiles: trading house 3 VP (SCORE6), stronghold/sanctuary 5 VP (SCORE4), temple 4 VP (SCORE9)', () => {
    const tp = rich((x) => (x.scoring[0] = 'SCORE6'));
    expect(act(tp, 0, { t: 'upgrade', hex: 'E9', to: 'TP' }).players[0].vpBy.round).toBe(3);
    const sh = rich((x) => {
      x.scoring[0] = 'SCORE4';
      x.buildings.E9.kind = 'TP';
    });
    expect(act(sh, 0, { t: 'upgrade', hex: 'E9', to: 'SH' }).players[0].vpBy.round).toBe(5);
    const te = rich((x) => {
      x.scoring[0] = 'SCORE9';
      x.buildings.E9.kind = 'TP';
    });
    expect(act(te, 0, { t: 'upgrade', hex: 'E9', to: 'TE' }).players[0].vpBy.round).toBe(4);
  });

  it('shipping: 1 priest + 4 coins per level, VP of the level reached; terraforming: +6 VP', () => {
    const s = rich();
    const ship = act(s, 0, { t: 'advance', track: 'ship' });
    expect(ship.players[0]).toMatchObject({ shipping: 1, p: 4, c: 36 });
    expect(ship.players[0].vpBy.track).toBe(2);
    const dig = act(s, 0, { t: 'advance', track: 'dig' });
    expect(dig.players[0]).toMatchObject({ dig: 1, p: 4, c: 35, w: 18 });
    expect(dig.players[0].vpBy.track).toBe(6);
    expect(refusal(edited(s, (x) => (x.players[0].shipping = 3)), 0, { t: 'advance', track: 'ship' })).toBe('tm.err.trackMax');
  });
});
