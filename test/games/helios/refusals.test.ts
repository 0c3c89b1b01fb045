/** apply refuses moves that do not fit the phase or stage, with the exact reason, and changes nothing. */
import { describe, expect, it } from 'vitest';
import { helios } from '../../../src/games/helios/engine';
import type { HeliosState } from '../../../src/games/helios/types';
import { apply, at, expectRuleError, landTile, onTurn, optionIds, startedGame, toPersonPhase, withBoard } from './helpers';

const base = startedGame(3, 'refusals');
const first = base.startPlayer;

function giftsPhase(): HeliosState {
  let state = helios.setup({}, 4, 'refusal-gifts');
  while (state.phase === 'startTiles') state = helios.apply(state, state.startQueue[0], { t: 'startTile', color: 'brown' });
  return state;
}

describe('setup phases', () => {
  it('while start tiles are chosen, any other move is unknown', () => {
    const state = helios.setup({}, 3, 'refusal-start');
    expectRuleError(() => apply(state, state.startQueue[0], { t: 'skip' }), 'error.unknownMove');
  });

  it('a bonus resource: only the seats owed one, only as a gift of a real colour', () => {
    const state = giftsPhase();
    expect(state.phase).toBe('gifts');
    const owed = state.gifts[0];
    const cell = Object.keys(state.players[owed].tiles)[0];
    const notOwed = [0, 1, 2, 3].find((s) => !state.gifts.includes(s)) ?? -1;
    expectRuleError(() => apply(state, notOwed, { t: 'gift', color: 'black', cell }), 'error.notYourTurn');
    expectRuleError(() => apply(state, owed, { t: 'skip' }), 'error.unknownMove');
    expectRuleError(() => apply(state, owed, { t: 'gift', color: 'purple' as 'black', cell }), 'error.unknownMove');
    // The start tile came with its brown resource.
    expect(apply(state, owed, { t: 'gift', color: 'black', cell }).players[owed].tiles[cell].res).toEqual(['brown', 'black']);
  });
});

describe('the stages of an action turn', () => {
  it('before a tile is taken only taking one is possible', () => {
    expectRuleError(() => apply(onTurn(base, first), first, { t: 'skip' }), 'error.unknownMove');
  });

  it('Landverwaltung tiles: only creating one of them; a missing one is refused', () => {
    const state = onTurn(base, first, 'act', 'land');
    state.turn = { ...state.turn!, stage: 'extra', pendingLand: [{ color: 'grey', res: ['grey'] }] };
    expectRuleError(() => apply(state, first, { t: 'skip' }), 'error.unknownMove');
    expectRuleError(() => apply(state, first, { t: 'land', src: { offer: 0 }, cell: at(0, 0) }), 'error.unknownMove');
    expectRuleError(() => apply(state, first, { t: 'land', src: { pending: 3 }, cell: at(0, 0) }), 'hel.error.noTile');
  });

  it('a bonus action is one of the three actions or skipping, never a Landverwaltung tile or another move', () => {
    const state = onTurn(base, first, 'bonus');
    expectRuleError(() => apply(state, first, { t: 'done' }), 'error.unknownMove');
    expectRuleError(() => apply(state, first, { t: 'take', sym: 'sun', row: 'red' }), 'error.unknownMove');
    expectRuleError(() => apply(state, first, { t: 'land', src: { pending: 0 }, cell: at(0, 0) }), 'error.unknownMove');
  });

  it('a land tile: a bonus resource must be a real colour; a special tile must be left in the supply', () => {
    const state = onTurn(base, first, 'act', 'land');
    // Both checks come before the field is looked at.
    const cell = at(0, 1);
    expectRuleError(
      () => apply(state, first, { t: 'land', src: { offer: 0 }, cell, bonus: 'purple' as 'black' }),
      'hel.error.bonusColor',
    );
    const none = structuredClone(state);
    none.specials.free = 0;
    expectRuleError(() => apply(none, first, { t: 'land', src: { special: 'free' }, cell }), 'hel.error.noTile');
  });

  it('the build prompt names each building by its step id', () => {
    const rich = Object.fromEntries(
      [at(0, 0), at(1, 0), at(0, 1), at(-1, 1), at(-1, 0)].map((c, i) => [
        c,
        landTile('brown', [(['black', 'blue', 'green', 'grey', 'brown'] as const)[i], (['grey', 'brown', 'black', 'blue', 'green'] as const)[i]]),
      ]),
    );
    const state = onTurn(withBoard(base, first, rich, at(0, -1)), first, 'act', 'build');
    expect(optionIds(state, first, ['B'])).toEqual(['T', 'obs', 'lod', 'pow', 'san', 'baz', 'gro', 'cou', 'cit', 'wat', 'sto', 'off', 'pal']);
  });
});

describe('the person phase', () => {
  const state = toPersonPhase(base, (s) => s.players.forEach((p) => (p.mana = 9)));
  const seat = helios.awaiting(state)[0];

  it('only the seat on turn acts, and only with person moves', () => {
    expectRuleError(() => apply(state, (seat + 1) % 3, { t: 'done' }), 'error.notYourTurn');
    expectRuleError(() => apply(state, seat, { t: 'skip' }), 'error.unknownMove');
    expectRuleError(
      () => apply(state, seat, { t: 'activate', person: 'architect', pay: [], gift: { color: 'purple' as 'black', cell: at(0, 0) } }),
      'hel.error.bonusColor',
    );
  });

  it('the persons are offered by their step ids', () => {
    expect(optionIds(state, seat, []).filter((id) => id.startsWith('b'))).toEqual(['barc', 'binv', 'bpri', 'bexp', 'bpro', 'bcar', 'bprc', 'btre']);
  });
});
