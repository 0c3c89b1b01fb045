import { describe, expect, it } from 'vitest';
import type { HeliosState, PlacedTile } from '../../../src/games/helios/types';
import { at, expectRuleError, landTile, onTurn, optionIds, play, apply, startedGame, withBoard, specialTile } from './helpers';

const SEAT = 0;
const base = startedGame(3, 'land-tests');

function landTurn(tiles: Record<string, PlacedTile>, sun: string, change: (s: HeliosState) => void = () => {}): HeliosState {
  const state = onTurn(withBoard(base, SEAT, tiles, sun), SEAT, 'act', 'land');
  change(state);
  return state;
}

const centre = { [at(0, 0)]: landTile('brown', ['brown']) };
/** The first face-up land tile's slot step. */
const firstOffer = (state: HeliosState) => `o${state.offer.findIndex((t) => t !== null)}`;

describe('where land may be created', () => {
  it('on a free light field next to the land, but not under the sun', () => {
    const state = landTurn(centre, at(0, -1));
    const cells = optionIds(state, SEAT, ['L', firstOffer(state)]).sort();
    expect(cells).toEqual([at(1, -1), at(1, 0), at(0, 1), at(-1, 1), at(-1, 0)].sort());
  });

  it('never alone, away from the land', () => {
    const state = landTurn(centre, at(0, -1));
    expectRuleError(() => apply(state, SEAT, { t: 'land', src: { offer: 0 }, cell: at(2, 0) }), 'hel.error.badCell');
  });

  it('never on the sun field', () => {
    const state = landTurn(centre, at(0, -1));
    expectRuleError(() => apply(state, SEAT, { t: 'land', src: { offer: 0 }, cell: at(0, -1) }), 'hel.error.badCell');
  });

  it('never on the dark rim, even next to the land', () => {
    const tiles = { ...centre, [at(1, -1)]: landTile('grey'), [at(2, -2)]: landTile('grey'), [at(3, -3)]: landTile('grey') };
    const state = landTurn(tiles, at(0, -1));
    const cells = optionIds(state, SEAT, ['L', firstOffer(state)]);
    expect(cells).toContain(at(2, -3));
    for (const dark of [at(4, -4), at(3, -4), at(4, -3)]) expect(cells).not.toContain(dark);
    expectRuleError(() => apply(state, SEAT, { t: 'land', src: { offer: 0 }, cell: at(4, -4) }), 'hel.error.badCell');
  });

  it('never enclosing the sun, but a dead end round the sun is allowed', () => {
    // The sun sits in a bay (1,-1) with free sides north (1,-2) and north-east (2,-2).
    const bay = { ...centre, [at(0, -1)]: landTile('grey'), [at(1, 0)]: landTile('grey'), [at(2, -1)]: landTile('grey') };
    const open = landTurn(bay, at(1, -1));
    const cells = optionIds(open, SEAT, ['L', firstOffer(open)]);
    expect(cells).toContain(at(1, -2));
    expect(cells).toContain(at(2, -2));
    // With (1,-2) built the sun is in a dead end; closing (2,-2) would enclose it.
    const deadEnd = landTurn({ ...bay, [at(1, -2)]: landTile('green') }, at(1, -1));
    expect(optionIds(deadEnd, SEAT, ['L', firstOffer(deadEnd)])).not.toContain(at(2, -2));
    expectRuleError(() => apply(deadEnd, SEAT, { t: 'land', src: { offer: 0 }, cell: at(2, -2) }), 'hel.error.badCell');
  });

  it('enclosing an empty field away from the sun is allowed', () => {
    // (1,-1) has land on five sides; the sixth (north, (1,-2)) may be closed when the sun is elsewhere.
    const ring = {
      ...centre,
      [at(0, -1)]: landTile('grey'),
      [at(2, -2)]: landTile('grey'),
      [at(2, -1)]: landTile('grey'),
      [at(1, 0)]: landTile('grey'),
    };
    const state = landTurn(ring, at(-1, 0));
    expect(optionIds(state, SEAT, ['L', firstOffer(state)])).toContain(at(1, -2));
  });
});

describe('taking the tile', () => {
  it('a face-up land tile comes with its resource and is not replaced during the round', () => {
    const state = landTurn(centre, at(0, -1));
    const slot = state.offer.findIndex((t) => t !== null);
    const color = state.offer[slot]?.color;
    const after = play(state, SEAT, ['L', `o${slot}`, at(1, 0)]);
    expect(after.players[SEAT].tiles[at(1, 0)]).toEqual({ kind: 'land', color, res: [color], temple: false });
    expect(after.offer[slot]).toBeNull();
  });

  it('a special tile carries no resource and leaves the display', () => {
    const state = landTurn(centre, at(0, -1));
    const after = play(state, SEAT, ['L', 'st', at(1, 0)]);
    expect(after.players[SEAT].tiles[at(1, 0)]).toEqual(specialTile('temples'));
    expect(after.specials.temples).toBe(1);
  });

  it('the last special tile of a kind is no longer offered', () => {
    const state = landTurn(centre, at(0, -1), (s) => (s.specials.free = 0));
    expect(optionIds(state, SEAT, ['L'])).not.toContain('sf');
    expectRuleError(() => apply(state, SEAT, { t: 'land', src: { special: 'free' }, cell: at(1, 0) }), 'hel.error.noTile');
  });

  it('a taken offer slot cannot be taken again', () => {
    const state = landTurn(centre, at(0, -1), (s) => (s.offer[0] = null));
    expect(optionIds(state, SEAT, ['L'])).not.toContain('o0');
    expectRuleError(() => apply(state, SEAT, { t: 'land', src: { offer: 0 }, cell: at(1, 0) }), 'hel.error.noTile');
  });
});

describe('marked fields', () => {
  const nearBonus = { ...centre, [at(1, -1)]: landTile('grey') };

  it('a bonus-resource field adds 1 resource of the chosen colour (also on special tiles)', () => {
    const state = landTurn(nearBonus, at(0, -1));
    const slot = firstOffer(state);
    expect(optionIds(state, SEAT, ['L', slot, at(2, -2)])).toEqual(['br', 'gy', 'gn', 'bl', 'bk']);
    const after = play(state, SEAT, ['L', slot, at(2, -2), 'bk']);
    const tile = after.players[SEAT].tiles[at(2, -2)];
    expect(tile.res).toHaveLength(2);
    expect(tile.res[1]).toBe('black');
    const special = play(state, SEAT, ['L', 'sg', at(2, -2), 'bl']);
    expect(special.players[SEAT].tiles[at(2, -2)].res).toEqual(['blue']);
  });

  it('a move on a bonus field must name the colour, and elsewhere must not', () => {
    const state = landTurn(nearBonus, at(0, -1));
    expectRuleError(() => apply(state, SEAT, { t: 'land', src: { special: 'free' }, cell: at(2, -2) }), 'hel.error.bonusColor');
    expectRuleError(() => apply(state, SEAT, { t: 'land', src: { special: 'free' }, cell: at(1, 0), bonus: 'blue' }), 'hel.error.bonusColor');
  });

  it('a mana field gives 2 mana', () => {
    const tiles = { ...centre, [at(1, 0)]: landTile('grey'), [at(2, -1)]: landTile('grey') };
    const state = landTurn(tiles, at(0, -1));
    const after = play(state, SEAT, ['L', 'sf', at(3, -1)]);
    expect(after.players[SEAT].mana - state.players[SEAT].mana).toBe(2);
    const plain = play(state, SEAT, ['L', 'sf', at(3, -2)]);
    expect(plain.players[SEAT].mana).toBe(state.players[SEAT].mana);
  });
});
