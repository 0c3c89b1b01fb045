import { describe, expect, it } from 'vitest';
import { act, acts, edited, game, mermaidsAcrossRiver, refusal, TWO } from './helpers';
import type { TmState } from '../../../src/games/terra-mystica/types';
import type { BuildingKind } from '../../../data/terra-mystica/factions';

/** Witches with extra buildings (kind by hex) on forest, rich, to act. */
function witchesWith(buildings: Record<string, BuildingKind>, patch: (s: TmState) => void = () => {}): TmState {
  return edited(TWO(), (s) => {
    for (const [hex, kind] of Object.entries(buildings)) {
      s.buildings[hex] = { seat: 0, kind };
      s.terrain[hex] = 'G';
    }
    s.terrain.D7 = 'G';
    Object.assign(s.players[0], { c: 40, w: 20, p: 5, bowls: [0, 0, 12] });
    patch(s);
  });
}

describe('towns ([seed] Stadtgründungen)', () => {
  it('form at once with total power 7 from at least 4 connected buildings; the player takes a town tile', () => {
    const s = act(witchesWith({ E9: 'TP', E10: 'TP', F6: 'TP' }), 0, { t: 'build', hex: 'D7' });
    expect(s.players[0].pendingTowns).toBe(1);
    expect(refusal(s, 0, { t: 'done' })).toBe('tm.err.unfinished');
    const t = act(s, 0, { t: 'town', tile: 'TW1' });
    expect(t.players[0].keys).toBe(1);
    expect(t.players[0].vpBy.town).toBe(5);
    expect(t.players[0].vpBy.faction).toBe(5);
    expect(t.townOf.D7).toBe(t.townOf.E9);
  });

  it('power 6 is not enough, and 3 buildings are not enough without a sanctuary', () => {
    expect(act(witchesWith({ E9: 'TP', E10: 'TP', F6: 'D' }), 0, { t: 'build', hex: 'D7' }).players[0].pendingTowns).toBe(0);
    const three = act(witchesWith({ E9: 'TP', E10: 'TP', F6: 'TP' }), 0, { t: 'upgrade', hex: 'F6', to: 'SH' });
    expect(three.players[0].pendingTowns).toBe(0);
  });

  it('a sanctuary counts as two buildings, so three suffice', () => {
    const s = act(witchesWith({ E9: 'TE', E10: 'TP', F6: 'TP' }), 0, { t: 'upgrade', hex: 'E9', to: 'SA' });
    expect(s.players[0].pendingTowns).toBe(1);
  });

  it('FAV5 lowers the power to 6 and turns an existing group into a town at once', () => {
    const s = act(witchesWith({ E9: 'TP', E10: 'TP', F6: 'D' }), 0, { t: 'build', hex: 'D7' });
    expect(s.players[0].pendingTowns).toBe(0);
    const t = act(edited(s, (x) => (x.players[0].pendingFavors = 1)), 0, { t: 'favor', tile: 'FAV5' });
    expect(t.players[0].pendingTowns).toBe(1);
  });

  it('a building next to an existing town joins it instead of founding another', () => {
    const s = act(act(witchesWith({ E9: 'TP', E10: 'TP', F6: 'TP' }), 0, { t: 'build', hex: 'D7' }), 0, { t: 'town', tile: 'TW2' });
    const t = acts(edited(s, (x) => (x.terrain.D8 = 'G')), [
      [0, { t: 'done' }],
      [1, { t: 'pass', bonus: 'BON4' }],
      [0, { t: 'build', hex: 'D8' }],
    ]);
    expect(t.players[0].pendingTowns).toBe(0);
    expect(t.townOf.D8).toBe(t.townOf.E9);
  });

  it('a bridge joins its two hexes and can complete a town', () => {
    // E9, D7 on one side; the bridge D6:E9 over the river links D6.
    const s = witchesWith({ E9: 'TP', D7: 'TP', E10: 'TP' }, (x) => {
      x.buildings.D6 = { seat: 0, kind: 'D' };
      x.terrain.D6 = 'G';
    });
    expect(s.players[0].pendingTowns).toBe(0);
    const t = act(act(s, 0, { t: 'action', id: 'ACT1' }), 0, { t: 'bridge', a: 'D6', b: 'E9' });
    expect(t.players[0].pendingTowns).toBe(1);
    expect(t.players[0].bridgesLeft).toBe(2);
  });

  it('town tiles: VP, resources, cult steps, keys (TW6 two), shipping (TW7)', () => {
    const base = edited(TWO(), (x) => (x.players[0].pendingTowns = 1));
    expect(act(base, 0, { t: 'town', tile: 'TW4' }).players[0].bowls).toEqual([0, 9, 3]);
    const tw5 = act(base, 0, { t: 'town', tile: 'TW5' });
    expect(tw5.players[0].cults).toEqual([1, 1, 1, 3]);
    const tw6 = act(base, 0, { t: 'town', tile: 'TW6' });
    expect(tw6.players[0].keys).toBe(2);
    expect(tw6.players[0].cults).toEqual([2, 2, 2, 4]);
    const tw7 = act(base, 0, { t: 'town', tile: 'TW7' });
    expect(tw7.players[0].shipping).toBe(1);
    expect(tw7.players[0].vp).toBe(base.players[0].vp + 4 + 2 + 5);
  });

  it('the town round tile scores 5 VP per town (SCORE2); Swarmlings take 3 workers', () => {
    const s = game({
      factions: ['swarmlings', 'nomads'],
      dwellings: { swarmlings: ['D5', 'H2'], nomads: ['A5', 'F3', 'G4'] },
      scoring: 'SCORE2,SCORE3,SCORE4,SCORE5,SCORE6,SCORE7',
    });
    const t = act(edited(s, (x) => (x.players[0].pendingTowns = 1)), 0, { t: 'town', tile: 'TW8' });
    expect(t.players[0].vp).toBe(s.players[0].vp + 11 + 5);
    expect(t.players[0].w).toBe(s.players[0].w + 3);
  });

  it('at most 10 towns per game with the town-limit option; none beyond the tiles', () => {
    const capped = edited(witchesWith({ E9: 'TP', E10: 'TP', F6: 'TP' }), (x) => (x.townsFounded = 10));
    expect(act(capped, 0, { t: 'build', hex: 'D7' }).players[0].pendingTowns).toBe(0);
    const open = edited(capped, (x) => (x.rules.townLimit = false));
    expect(act(open, 0, { t: 'build', hex: 'D7' }).players[0].pendingTowns).toBe(1);
    const noTiles = edited(open, (x) => (x.townPool = {}));
    expect(act(noTiles, 0, { t: 'build', hex: 'D7' }).players[0].pendingTowns).toBe(0);
  });
});

describe('Mermaids’ river towns ([seed] Nixen)', () => {
  it('may declare one river cell between their buildings as connection; the town needs it', () => {
    const s = mermaidsAcrossRiver();
    expect(s.players[0].pendingTowns).toBe(0);
    const t = act(s, 0, { t: 'connect', river: 'r16' });
    expect(t.players[0].pendingTowns).toBe(1);
    expect(t.mermaidRivers).toEqual(['r16']);
    expect(refusal(s, 0, { t: 'connect', river: 'r0' })).toBe('tm.err.connect');
  });
});

describe('owed tiles that are gone', () => {
  it('a town or favor owed when no tile is left is given up', () => {
    const noTown = edited(TWO(), (x) => {
      x.players[0].pendingTowns = 1;
      x.townPool = {};
    });
    expect(act(noTown, 0, { t: 'forfeit' }).players[0].pendingTowns).toBe(0);
    const withTown = edited(noTown, (x) => (x.townPool = { TW1: 1 }));
    expect(refusal(withTown, 0, { t: 'forfeit' })).not.toBe('accepted');
  });
});
