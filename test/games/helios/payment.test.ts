/**
 * Paying printed costs (seed: "Nicht vorhandene Rohstoffe können durch 2 beliebige Rohstoffe ersetzt werden"):
 * the payment walk of the choice tree and the check of a finished payment, on hand-made holdings.
 */
import { describe, expect, it } from 'vitest';
import { checkPayment, minimumCubes, paymentProgress } from '../../../src/games/helios/payment';
import type { CubeRef, PlayerState, Resource } from '../../../src/games/helios/types';
import { at, expectRuleError, landTile, startedGame } from './helpers';

const CELLS = [at(0, 0), at(1, 0), at(0, 1), at(-1, 1)];
const template = startedGame(2, 'payment').players[0];

/** A player whose tiles hold the given cubes, one tile per entry. */
function holding(...tiles: Resource[][]): PlayerState {
  const player = structuredClone(template);
  player.tiles = Object.fromEntries(tiles.map((res, i) => [CELLS[i], landTile('brown', res)]));
  return player;
}
const cube = (tile: number, color: Resource): CubeRef => ({ cell: CELLS[tile], color });
const counts = (c: Partial<Record<Resource, number>>) => ({ brown: 0, grey: 0, green: 0, blue: 0, black: 0, ...c });

describe('the fewest cubes a cost needs', () => {
  it('a colour held costs 1, a colour missing 2, a white unit 1; "black or blue" counts as held with either', () => {
    expect(minimumCubes(['grey', 'any'], counts({ grey: 1 }))).toBe(2);
    expect(minimumCubes(['blue', 'any'], counts({ grey: 3 }))).toBe(3);
    expect(minimumCubes([['black', 'blue']], counts({ black: 1 }))).toBe(1);
    expect(minimumCubes([['black', 'blue']], counts({ green: 1 }))).toBe(2);
  });
});

describe('the payment walk', () => {
  it('coloured units first; a missing colour turns into two white units at the end', () => {
    const player = holding(['black', 'green']);
    expect(paymentProgress(player, ['blue'], 'missing', [])).toEqual({ next: { colors: null, canExchange: false } });
    expect(paymentProgress(player, ['blue'], 'missing', [cube(0, 'black'), cube(0, 'green')])).toEqual({
      paid: [cube(0, 'black'), cube(0, 'green')],
    });
  });

  it('too few cubes for the whole cost are refused at once (a missing colour counts 2)', () => {
    expectRuleError(() => paymentProgress(holding(['black', 'green']), ['blue', 'any'], 'missing', []), 'hel.error.cannotPay');
    expectRuleError(() => paymentProgress(holding(['grey']), ['grey', 'any'], 'missing', []), 'hel.error.cannotPay');
  });

  it('a cube of another colour than the unit asks for is refused even when enough cubes remain', () => {
    const player = holding(['green', 'grey'], ['black', 'blue']);
    expectRuleError(() => paymentProgress(player, ['green', 'grey', 'any'], 'missing', [cube(1, 'blue')]), 'hel.error.cannotPay');
  });

  it('a cube of the wrong colour, a cube already used, and a choice too many are refused', () => {
    const player = holding(['green', 'grey'], ['black']);
    const palace = ['green', 'grey', 'any'] as const;
    expectRuleError(() => paymentProgress(player, palace, 'missing', [cube(0, 'grey')]), 'hel.error.cannotPay');
    expectRuleError(
      () => paymentProgress(player, palace, 'missing', [cube(0, 'green'), cube(0, 'grey'), cube(0, 'green')]),
      'hel.error.cannotPay',
    );
    expectRuleError(
      () => paymentProgress(player, palace, 'missing', [cube(0, 'green'), cube(0, 'grey'), cube(1, 'black'), cube(1, 'black')]),
      'hel.error.cannotPay',
    );
  });

  it('"2 of any instead" is offered only under the "always" rule and only when one more cube than needed is left', () => {
    expect(paymentProgress(holding(['grey', 'black']), ['grey'], 'always', [])).toEqual({ next: { colors: ['grey'], canExchange: true } });
    expect(paymentProgress(holding(['grey']), ['grey'], 'always', [])).toEqual({ next: { colors: ['grey'], canExchange: false } });
    expect(paymentProgress(holding(['grey', 'black']), ['grey'], 'missing', [])).toEqual({ next: { colors: ['grey'], canExchange: false } });
    expectRuleError(() => paymentProgress(holding(['grey', 'black']), ['grey'], 'missing', ['exchange']), 'hel.error.cannotPay');
    // Grey held, blue missing (2 of any): 3 cubes are exactly what the cost needs, so no exchange on top.
    expect(paymentProgress(holding(['grey', 'black'], ['green']), ['grey', 'blue'], 'always', [])).toEqual({
      next: { colors: ['grey'], canExchange: false },
    });
    expect(paymentProgress(holding(['grey', 'black']), ['grey'], 'always', ['exchange'])).toEqual({
      next: { colors: null, canExchange: false },
    });
  });
});

describe('checking a finished payment', () => {
  it('every cube must lie on the player’s tiles, each used once', () => {
    const player = holding(['grey', 'grey'], ['black']);
    expect(() => checkPayment(player, ['grey', 'any'], 'missing', [cube(0, 'grey'), cube(0, 'grey')])).not.toThrow();
    expectRuleError(() => checkPayment(player, ['grey', 'any'], 'missing', [cube(0, 'grey'), cube(1, 'grey')]), 'hel.error.cannotPay');
    expectRuleError(() => checkPayment(player, ['black', 'any'], 'missing', [cube(1, 'black'), cube(1, 'black')]), 'hel.error.cannotPay');
  });

  it('default rule: a colour held must be paid in it; a colour missing takes exactly 2 of any', () => {
    const player = holding(['grey', 'black'], ['green']);
    expectRuleError(() => checkPayment(player, ['grey'], 'missing', [cube(0, 'black'), cube(1, 'green')]), 'hel.error.cannotPay');
    expect(() => checkPayment(player, ['blue'], 'missing', [cube(0, 'black'), cube(1, 'green')])).not.toThrow();
    expectRuleError(() => checkPayment(player, ['blue'], 'missing', [cube(0, 'black')]), 'hel.error.cannotPay');
    expectRuleError(() => checkPayment(player, ['grey'], 'missing', [cube(0, 'grey'), cube(1, 'green')]), 'hel.error.cannotPay');
  });

  it('"black or blue" with a black cube held must be paid in black or blue', () => {
    const player = holding(['black', 'green'], ['grey']);
    expectRuleError(() => checkPayment(player, [['black', 'blue']], 'missing', [cube(0, 'green'), cube(1, 'grey')]), 'hel.error.cannotPay');
  });

  it('"always" rule: a held colour may be paid with exactly 2 of any, never 1 and never 3', () => {
    const player = holding(['grey', 'black'], ['green', 'blue']);
    expect(() => checkPayment(player, ['grey'], 'always', [cube(0, 'black'), cube(1, 'green')])).not.toThrow();
    expect(() => checkPayment(player, ['grey'], 'always', [cube(0, 'grey')])).not.toThrow();
    expectRuleError(() => checkPayment(player, ['grey'], 'always', [cube(0, 'black')]), 'hel.error.cannotPay');
    expectRuleError(
      () => checkPayment(player, ['grey'], 'always', [cube(0, 'black'), cube(1, 'green'), cube(1, 'blue')]),
      'hel.error.cannotPay',
    );
    expectRuleError(() => checkPayment(player, ['any'], 'always', [cube(0, 'black'), cube(1, 'green')]), 'hel.error.cannotPay');
    expect(() => checkPayment(player, ['any'], 'always', [cube(0, 'black')])).not.toThrow();
  });
});
