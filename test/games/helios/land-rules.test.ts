/** Creating land on the printed fields (facts.md §1: bonus-resource fields (2,−2) …, mana fields (3,−1), (−3,2)), with their log lines. */
import { describe, expect, it } from 'vitest';
import { tx } from '../../../src/i18n';
import { apply, at, landTile, onTurn, startedGame, withBoard } from './helpers';

const SEAT = 0;
const base = startedGame(3, 'land-rules');

describe('printed fields', () => {
  it('a mana field gives 2 mana and says so', () => {
    const tiles = { [at(0, 0)]: landTile('brown'), [at(1, 0)]: landTile('brown'), [at(2, -1)]: landTile('brown') };
    const state = structuredClone(onTurn(withBoard(base, SEAT, tiles, at(0, -1)), SEAT, 'act', 'land'));
    state.specials.free = 1;
    const after = apply(state, SEAT, { t: 'land', src: { special: 'free' }, cell: at(3, -1) });
    expect(after.players[SEAT].mana - state.players[SEAT].mana).toBe(2);
    expect(after.events).toContainEqual(tx('hel.ev.manaField', { n: 2 }));
  });

  it('a plain field gives no mana and logs nothing of fields', () => {
    const tiles = { [at(0, 0)]: landTile('brown'), [at(1, 0)]: landTile('brown') };
    const state = structuredClone(onTurn(withBoard(base, SEAT, tiles, at(0, -1)), SEAT, 'act', 'land'));
    state.specials.free = 1;
    const after = apply(state, SEAT, { t: 'land', src: { special: 'free' }, cell: at(2, -1) });
    expect(after.players[SEAT].mana).toBe(state.players[SEAT].mana);
    expect(after.events.map((e) => e.key).filter((k) => k === 'hel.ev.manaField' || k === 'hel.ev.bonusField')).toEqual([]);
  });

  it('a bonus-resource field logs the colour chosen', () => {
    const tiles = { [at(0, 0)]: landTile('brown'), [at(1, -1)]: landTile('brown') };
    const state = structuredClone(onTurn(withBoard(base, SEAT, tiles, at(0, -1)), SEAT, 'act', 'land'));
    state.specials.free = 1;
    const after = apply(state, SEAT, { t: 'land', src: { special: 'free' }, cell: at(2, -2), bonus: 'black' });
    expect(after.events).toContainEqual(tx('hel.ev.bonusField', { color: tx('hel.res.black') }));
    expect(after.players[SEAT].tiles[at(2, -2)].res).toEqual(['black']);
  });
});
