import { describe, expect, it } from 'vitest';
import { expectedFinalVp, incomeVp } from '../../../src/games/terra-mystica/search-points';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import { TWO, edited } from './helpers';

const preview = (state: ReturnType<typeof TWO>) => terraMystica.scores(state).map((line) => line.preview);

describe('what the computer players compare in Terra Mystica: the preview plus the income to come', () => {
  it('values a round of income at 0.35 VP a coin, 1 a worker, 1.6 a priest, 0.2 a power', () => {
    expect(incomeVp({ c: 3, w: 2, p: 1, pw: 5 })).toBeCloseTo(1.05 + 2 + 1.6 + 1, 10);
    expect(incomeVp({ c: 0, w: 0, p: 0, pw: 0 })).toBe(0);
  });

  it('in round 1 adds five incomes: Witches 3 workers + 6 coins (BON3), Nomads 5 workers (3 dwellings, BON7)', () => {
    const state = TWO();
    expect(preview(state)).toEqual([53, 59]);
    const [witches, nomads] = expectedFinalVp(state);
    expect(witches).toBeCloseTo(53 + 5 * (3 + 6 * 0.35), 10);
    expect(nomads).toBeCloseTo(59 + 5 * 5, 10);
  });

  it('adds fewer incomes in later rounds and none in round 6', () => {
    const round4 = edited(TWO(), (s) => (s.round = 4));
    expect(expectedFinalVp(round4)[1]).toBeCloseTo(preview(round4)[1] + 2 * 5, 10);
    const round6 = edited(TWO(), (s) => (s.round = 6));
    expect(expectedFinalVp(round6)).toEqual(preview(round6));
  });

  it('is the preview alone while factions are still being chosen', () => {
    const state = terraMystica.setup({}, 3, 'choosing');
    expect(state.phase).toBe('factions');
    expect(expectedFinalVp(state)).toEqual(preview(state));
  });
});
