/**
 * The seed's printed numbers, pinned as literals (facts.md §4 "Stadtgebäude", §5 "Personen"): what each building and
 * person costs, what it gives and what it scores. The expectations never read the data tables the engine uses, so a
 * wrong table entry fails here.
 */
import { describe, expect, it } from 'vitest';
import { endScoring } from '../../../src/games/helios/scoring';
import type { BuildingId, HeliosState, PersonId, PlacedTile, Resource } from '../../../src/games/helios/types';
import { apply, at, expectRuleError, landTile, onTurn, startedGame, toPersonPhase, updatePlayer, withBoard } from './helpers';

const SEAT = 0;
const base = startedGame(3, 'printed-values');
const CELLS = [at(0, 0), at(1, 0), at(0, 1), at(-1, 1), at(-1, 0), at(1, -1), at(2, -1)];

/** A board with one cube per tile, in the given colours. */
function board(colors: readonly Resource[]): Record<string, PlacedTile> {
  return Object.fromEntries(colors.map((color, i) => [CELLS[i], landTile('brown', [color])]));
}
const payWith = (colors: readonly Resource[]) => colors.map((color, i) => ({ cell: CELLS[i], color }));
const cubesLeft = (state: HeliosState) => Object.values(state.players[SEAT].tiles).reduce((n, t) => n + t.res.length, 0);

/** Seed table: the colours paid (a white cube paid with the colour after the printed ones), range, mana, end VP. */
const BUILDING_ROWS: [BuildingId, Resource[], number, number, number][] = [
  ['observatory', ['black'], 3, 0, 3],
  ['sunLodge', ['grey'], 2, 0, 1],
  ['powerPlant', ['blue'], 0, 1, 2],
  ['sanctuary', ['brown', 'green'], 0, 4, 3],
  ['bazaar', ['green', 'grey'], 0, 0, 1],
  ['grove', ['green'], 0, 2, 2],
  ['council', ['brown', 'grey'], 1, 0, 2],
  ['citadel', ['blue'], 0, 0, 2],
  ['watchtower', ['black', 'blue'], 0, 1, 2],
  ['storehouse', ['black', 'blue'], 0, 0, 3],
  ['landOffice', ['brown', 'green'], 0, 0, 2],
  ['palace', ['green', 'grey', 'black'], 1, 1, 2],
];

function buildTurn(colors: readonly Resource[]): HeliosState {
  return onTurn(withBoard(base, SEAT, board(colors), at(0, -1)), SEAT, 'act', 'build');
}

describe('city buildings: printed cost, range, mana and VP', () => {
  it.each(BUILDING_ROWS)('%s costs %j and gives +%i range, %i mana, %i VP', (id, paid, range, mana, vp) => {
    const state = buildTurn(paid);
    const move = { t: 'building' as const, id, pay: payWith(paid), ...(id === 'bazaar' ? { trade: 0 } : {}) };
    const after = apply(state, SEAT, move);
    const before = state.players[SEAT];
    const player = after.players[SEAT];
    expect(cubesLeft(after)).toBe(0);
    expect({ range: player.range - before.range, mana: player.mana - before.mana }).toEqual({ range, mana });
    const buildingsLine = endScoring(player, after.options).find((item) => item.label.key === 'hel.score.buildings');
    expect(buildingsLine?.points).toBe(vp);
  });

  it.each(BUILDING_ROWS)('%s is refused when one cube of %j is missing', (id, paid) => {
    const short = paid.slice(0, -1);
    const state = buildTurn(short);
    expect(() => apply(state, SEAT, { t: 'building', id, pay: payWith(short), trade: 0 })).toThrow();
  });

  it('the Zitadelle takes black as well as blue, but not another colour', () => {
    expect(cubesLeft(apply(buildTurn(['black']), SEAT, { t: 'building', id: 'citadel', pay: payWith(['black']) }))).toBe(0);
    const green = buildTurn(['green', 'blue']);
    expectRuleError(() => apply(green, SEAT, { t: 'building', id: 'citadel', pay: payWith(['green']) }), 'hel.error.cannotPay');
  });

  it('the Tauschbasar gives 4 VP per mana, at most 3 mana', () => {
    const state = updatePlayer(buildTurn(['black', 'blue']), SEAT, (p) => (p.mana = 6));
    const after = apply(state, SEAT, { t: 'building', id: 'bazaar', pay: payWith(['black', 'blue']), trade: 3 });
    expect(after.players[SEAT].vp - state.players[SEAT].vp).toBe(12);
    expect(after.players[SEAT].mana).toBe(3);
    expectRuleError(() => apply(state, SEAT, { t: 'building', id: 'bazaar', pay: payWith(['black', 'blue']), trade: 4 }), 'hel.error.trade');
  });
});

/** Seed table: mana to buy, colours paid to activate (white cubes paid with the last colours), range, mana. */
const PERSON_ROWS: [PersonId, number, Resource[], number, number][] = [
  ['architect', 2, ['blue', 'grey', 'black'], 0, 0],
  ['inventor', 2, ['black', 'grey', 'green'], 2, 1],
  ['priestess', 2, ['brown', 'green', 'blue'], 2, 2],
  ['explorer', 2, ['black', 'brown', 'green'], 0, 0],
  ['prophetess', 3, ['blue', 'green', 'grey'], 0, 0],
  ['cartographer', 2, ['grey', 'brown', 'green'], 0, 0],
  ['princess', 3, ['blue', 'brown', 'black'], 1, 0],
  ['treasurer', 4, ['black', 'green', 'grey'], 0, 0],
];

/** The person phase with the start player first: `mana`, one cube per tile in `colors`, and `owned` persons. */
function personPhase(mana: number, colors: readonly Resource[], owned: PersonId[] = []): { state: HeliosState; seat: number } {
  const state = toPersonPhase(base, (s) => {
    s.players.forEach((p, seat) => {
      p.mana = seat === s.startPlayer ? mana : 0;
      p.tiles = board(colors);
    });
    s.players[s.startPlayer].persons = owned.map((id) => ({ id, active: false }));
  });
  return { state, seat: state.startPlayer };
}

describe('persons: printed price, activation cost and bonuses', () => {
  it.each(PERSON_ROWS)('%s costs %i mana', (id, buy) => {
    const enough = personPhase(buy, []);
    expect(apply(enough.state, enough.seat, { t: 'buy', person: id }).players[enough.seat].mana).toBe(0);
    // One mana short; the player still has something to do (an owned person it can activate), so it is on turn.
    const short = personPhase(buy - 1, ['black', 'brown', 'green'], [id === 'priestess' ? 'explorer' : 'priestess']);
    expectRuleError(() => apply(short.state, short.seat, { t: 'buy', person: id }), 'hel.error.cannotBuy');
  });

  it.each(PERSON_ROWS)('%s activates for %j (+%i range, %i mana)', (id, _buy, paid, range, mana) => {
    const { state: owned, seat } = personPhase(9, paid, [id]);
    const gift = id === 'architect' || id === 'cartographer' ? { color: 'brown' as const, cell: CELLS[0] } : undefined;
    const after = apply(owned, seat, { t: 'activate', person: id, pay: payWith(paid), ...(gift ? { gift } : {}) });
    const before = owned.players[seat];
    const player = after.players[seat];
    expect(Object.values(player.tiles).reduce((n, t) => n + t.res.length, 0)).toBe(gift ? 1 : 0);
    expect({ range: player.range - before.range, mana: player.mana - before.mana }).toEqual({ range, mana });
    const short = paid.slice(0, -1);
    const poor = personPhase(9, short, [id]).state;
    expect(() => apply(poor, seat, { t: 'activate', person: id, pay: payWith(short), ...(gift ? { gift } : {}) })).toThrow();
  });
});
