/**
 * Town founding edge cases ([seed] Stadtgründungen) that the main towns suite leaves open: the count of towns
 * against the cap of 10, a single kind of tile left, a new building pulling loose neighbours into a town, and
 * the Mermaids' river choices. Numbers are the seed's: power 7 (6 with FAV5), 4 buildings, at most 10 towns.
 */
import { describe, expect, it } from 'vitest';
import { act, acts, edited, game, refusal, TWO } from './helpers';
import { mermaidTownRivers } from '../../../src/games/terra-mystica/towns';
import type { TmState } from '../../../src/games/terra-mystica/types';
import type { BuildingKind } from '../../../data/terra-mystica/factions';

/** Witches with extra buildings (kind by hex) on forest, rich, to act; D7 and F7 are forest too. */
function witchesWith(buildings: Record<string, BuildingKind>, patch: (s: TmState) => void = () => {}): TmState {
  return edited(TWO(), (s) => {
    for (const [hex, kind] of Object.entries(buildings)) {
      s.buildings[hex] = { seat: 0, kind };
      s.terrain[hex] = 'G';
    }
    s.terrain.D7 = 'G';
    s.terrain.F7 = 'G';
    Object.assign(s.players[0], { c: 40, w: 20, p: 5, bowls: [0, 0, 12] });
    patch(s);
  });
}

/** E9, E10 and F6 hold trading houses; a dwelling on D7 makes power 7 from 4 buildings. */
const nearTown = (patch?: (s: TmState) => void) => witchesWith({ E9: 'TP', E10: 'TP', F6: 'TP' }, patch);

describe('the count of towns ([seed] "nicht mehr als 10 Städte")', () => {
  it('each founding counts once towards the cap', () => {
    const s = act(nearTown(), 0, { t: 'build', hex: 'D7' });
    expect(s.townsFounded).toBe(1);
  });

  it('the 10th town may still be founded with the town-limit option', () => {
    const s = act(nearTown((x) => (x.townsFounded = 9)), 0, { t: 'build', hex: 'D7' });
    expect(s.players[0].pendingTowns).toBe(1);
    expect(s.townsFounded).toBe(10);
  });
});

describe('town tiles left', () => {
  it('one kind of tile left is enough for a town', () => {
    const s = act(nearTown((x) => (x.townPool = { TW3: 1 })), 0, { t: 'build', hex: 'D7' });
    expect(s.players[0].pendingTowns).toBe(1);
  });

  it('a tile kind with none left does not allow a town', () => {
    const s = act(nearTown((x) => (x.townPool = { TW3: 0 })), 0, { t: 'build', hex: 'D7' });
    expect(s.players[0].pendingTowns).toBe(0);
  });
});

describe('joining a town', () => {
  it('a building next to a town joins it together with its own loose neighbours', () => {
    // Town E9, E10, F6, D7; G7 stands alone (next to F7 only); F7 touches the town and G7.
    const founded = act(nearTown((x) => {
      x.buildings.G7 = { seat: 0, kind: 'D' };
      x.terrain.G7 = 'G';
    }), 0, { t: 'build', hex: 'D7' });
    expect(founded.townOf.G7).toBeUndefined();
    const s = acts(act(founded, 0, { t: 'town', tile: 'TW2' }), [
      [0, { t: 'done' }],
      [1, { t: 'pass', bonus: 'BON4' }],
      [0, { t: 'build', hex: 'F7' }],
    ]);
    expect(s.players[0].pendingTowns).toBe(0);
    expect(s.townOf.F7).toBe(s.townOf.E9);
    expect(s.townOf.G7).toBe(s.townOf.E9);
    expect(s.townsFounded).toBe(1);
  });
});

/** Mermaids with buildings (kind by hex) on lake; r16 lies between D5 (with C3, D4 behind it) and D6. */
function mermaidsWith(buildings: Record<string, BuildingKind>, patch: (s: TmState) => void = () => {}): TmState {
  const s = game({ factions: ['mermaids', 'nomads'], dwellings: { mermaids: ['D5', 'H2'], nomads: ['A5', 'F3', 'G4'] } });
  return edited(s, (x) => {
    for (const [hex, kind] of Object.entries(buildings)) {
      x.buildings[hex] = { seat: 0, kind };
      x.terrain[hex] = 'B';
    }
    patch(x);
  });
}

describe('Mermaids’ river towns ([seed] Nixen: "ein beliebiges Flussfeld zwischen den Gebäuden")', () => {
  it('a river is offered when the joined group has power 7 from 4 buildings', () => {
    expect(mermaidTownRivers(mermaidsWith({ D5: 'TP', C3: 'TP', D6: 'TP', D4: 'D' }), 0)).toEqual(['r16']);
  });

  it('power 7 from 3 buildings is not a town', () => {
    expect(mermaidTownRivers(mermaidsWith({ D5: 'SH', C3: 'TP', D6: 'TP' }), 0)).toEqual([]);
  });

  it('power 6 from 4 buildings is a town only with FAV5', () => {
    const six = mermaidsWith({ D5: 'TP', C3: 'TP', D6: 'D', D4: 'D' });
    expect(mermaidTownRivers(six, 0)).toEqual([]);
    expect(mermaidTownRivers(edited(six, (x) => (x.players[0].favors = ['FAV5'])), 0)).toEqual(['r16']);
  });

  it('no river when a building of the group is already in a town', () => {
    const s = mermaidsWith({ D5: 'TP', C3: 'TP', D6: 'TP', D4: 'D' }, (x) => {
      x.townOf = { D5: 1, C3: 1, D4: 1 };
    });
    expect(mermaidTownRivers(s, 0)).toEqual([]);
  });

  it('no river when no town tile is left', () => {
    const s = mermaidsWith({ D5: 'TP', C3: 'TP', D6: 'TP', D4: 'D' }, (x) => (x.townPool = {}));
    expect(mermaidTownRivers(s, 0)).toEqual([]);
  });

  it('other factions never connect over a river', () => {
    const s = mermaidsWith({ D5: 'TP', C3: 'TP', D6: 'TP', D4: 'D' }, (x) => (x.players[0].faction = 'witches'));
    expect(mermaidTownRivers(s, 0)).toEqual([]);
  });
});

describe('declaring a river ([seed] Nixen)', () => {
  it('is refused when the joined group is too weak for a town (power 6, no FAV5)', () => {
    const s = mermaidsWith({ D5: 'TP', C3: 'TP', D6: 'D', D4: 'D' });
    expect(refusal(s, 0, { t: 'connect', river: 'r16' })).toBe('tm.err.connect');
  });

  it('is refused when it only adds a building to an existing town', () => {
    const s = mermaidsWith({ D5: 'TP', C3: 'TP', D6: 'D', D4: 'D' }, (x) => (x.townOf = { D5: 1, C3: 1, D4: 1 }));
    expect(refusal(s, 0, { t: 'connect', river: 'r16' })).toBe('tm.err.connect');
  });
});

describe('a bridge to an empty hex', () => {
  it('is built without founding or joining anything', () => {
    const s = witchesWith({ E10: 'TP', F6: 'TP' });
    const t = act(act(s, 0, { t: 'action', id: 'ACT1' }), 0, { t: 'bridge', a: 'D6', b: 'E9' });
    expect(t.bridges).toEqual([{ a: 'D6', b: 'E9', seat: 0 }]);
    expect(t.players[0].pendingTowns).toBe(0);
    expect(t.townOf).toEqual({});
  });
});

describe('other players’ buildings never join a town', () => {
  it('a rival building on the bank of a declared river stays outside the new town', () => {
    // E8 is a bank of r16 and touches D5; the Nomads' dwelling there is no part of the Mermaids' town.
    const s = mermaidsWith({ D5: 'TP', C3: 'TP', D6: 'TP', D4: 'D' }, (x) => {
      x.buildings.E8 = { seat: 1, kind: 'D' };
    });
    const t = act(s, 0, { t: 'connect', river: 'r16' });
    expect(t.players[0].pendingTowns).toBe(1);
    expect(t.townOf.D5).toBeDefined();
    expect(t.townOf.E8).toBeUndefined();
  });
});
