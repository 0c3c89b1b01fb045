/**
 * snellman's `randomize v2 seed <text>` (facts.md §9.7). The facts' vector (seed "testgame", 4 players, no options) is
 * snellman's own; the others were computed outside this code with CPython's MT19937 (`random.seed` of the digest's
 * five little-endian words as one integer runs the same init_by_array; `getrandbits(32) / 2**32` is each number), which
 * gives the facts' vector too.
 */
import { describe, expect, it } from 'vitest';
import { importSnellman } from '../../../src/games/terra-mystica/snellman/import';
import { shuffle, snellmanRandomize } from '../../../src/games/terra-mystica/snellman/randomize';

const none = { templeScoring: false, shippingBonus: false };

describe('snellman randomize', () => {
  it('draws the facts’ test vector: seed "testgame", 4 players, no options', () => {
    expect(snellmanRandomize('testgame', 4, none)).toEqual({
      scoring: ['SCORE1', 'SCORE8', 'SCORE6', 'SCORE5', 'SCORE3', 'SCORE7'],
      removed: ['BON3', 'BON6'],
    });
  });

  it('removes bonus tiles from the front of the shuffle until players + 3 remain', () => {
    expect(snellmanRandomize('testgame', 5, none).removed).toEqual(['BON3']);
    expect(snellmanRandomize('seed0', 3, none)).toEqual({
      scoring: ['SCORE3', 'SCORE8', 'SCORE2', 'SCORE5', 'SCORE7', 'SCORE6'],
      removed: ['BON3', 'BON8', 'BON1'],
    });
  });

  it('shuffles SCORE9 in with the temple scoring tile', () => {
    expect(snellmanRandomize('testgame', 4, { templeScoring: true, shippingBonus: false })).toEqual({
      scoring: ['SCORE1', 'SCORE9', 'SCORE8', 'SCORE6', 'SCORE5', 'SCORE3'],
      removed: ['BON2', 'BON5'],
    });
  });

  it('shuffles BON10 in with the shipping bonus, the tiles sorted as strings first', () => {
    expect(snellmanRandomize('testgame', 4, { templeScoring: false, shippingBonus: true })).toEqual({
      scoring: ['SCORE1', 'SCORE8', 'SCORE6', 'SCORE5', 'SCORE3', 'SCORE7'],
      removed: ['BON2', 'BON5', 'BON6'],
    });
    expect(snellmanRandomize('testgame', 2, { templeScoring: true, shippingBonus: true })).toEqual({
      scoring: ['SCORE1', 'SCORE9', 'SCORE8', 'SCORE6', 'SCORE5', 'SCORE3'],
      removed: ['BON10', 'BON4', 'BON5', 'BON3', 'BON8'],
    });
  });

  it('shuffles the scoring tiles again while SCORE1 lies on round 5 or 6', () => {
    // seed0's first two shuffles put SCORE1 on round 5 or 6, seed17's first four.
    expect(snellmanRandomize('seed17', 3, none)).toEqual({
      scoring: ['SCORE4', 'SCORE1', 'SCORE5', 'SCORE6', 'SCORE7', 'SCORE2'],
      removed: ['BON7', 'BON2', 'BON3'],
    });
    for (let i = 0; i < 40; i++) {
      const { scoring } = snellmanRandomize(`seed${i}`, 3, none);
      expect(scoring.slice(4), `seed${i}`).not.toContain('SCORE1');
      expect(new Set(scoring).size).toBe(6);
    }
  });

  it('is drawn by the importer with the tile options the log declares', () => {
    const game = importSnellman(
      ['option temple-scoring-tile', 'option shipping-bonus', 'randomize v2 seed testgame', 'setup giants', 'setup mermaids'].join('\n'),
    );
    expect(game.state.scoring).toEqual(['SCORE1', 'SCORE9', 'SCORE8', 'SCORE6', 'SCORE5', 'SCORE3']);
    expect(game.options.bonus).toBe('BON1,BON2,BON6,BON7,BON9');
  });

  it('sorts by the drawn numbers, equal numbers by name as strings', () => {
    const draws = (...numbers: number[]) => () => numbers.shift() ?? 0;
    expect(shuffle(draws(0.7, 0.2, 0.5), ['BON1', 'BON2', 'BON3'])).toEqual(['BON2', 'BON3', 'BON1']);
    expect(shuffle(draws(0.5, 0.9, 0.5), ['BON3', 'BON1', 'BON2'])).toEqual(['BON2', 'BON3', 'BON1']);
    expect(shuffle(draws(0, 0, 0, 0), ['BON2', 'BON3', 'BON10', 'BON1'])).toEqual(['BON1', 'BON10', 'BON2', 'BON3']);
  });
});
