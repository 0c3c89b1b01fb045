import { describe, expect, it } from 'vitest';
import { expectedFinalVp, incomeVp, stockVp } from '../../../src/games/terra-mystica/search-points';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import { terraMysticaModule } from '../../../src/games/terra-mystica/module';
import { TWO, edited } from './helpers';

const preview = (state: ReturnType<typeof TWO>) => terraMystica.scores(state).map((line) => line.preview);

describe('what the computer players compare in Terra Mystica: the preview plus the income to come', () => {
  it('values a round of income at 0.35 VP a coin, 1 a worker, 1.6 a priest, 0.2 a power', () => {
    expect(incomeVp({ c: 3, w: 2, p: 1, pw: 5 })).toBeCloseTo(1.05 + 2 + 1.6 + 1, 10);
    expect(incomeVp({ c: 0, w: 0, p: 0, pw: 0 })).toBe(0);
  });

  it('values a stock at the same rates, power at 0.2 in bowl II and 0.35 in bowl III, bowl I nothing', () => {
    const witches = TWO().players[0];
    expect(stockVp({ ...witches, c: 15, w: 3, p: 1, bowls: [5, 7, 2] })).toBeCloseTo(5.25 + 3 + 1.6 + 1.4 + 0.7, 10);
  });

  it('in round 1 adds five lasting incomes at 1.5 times, the bonus tile once and the stock at half, not its end value', () => {
    const state = TWO();
    expect(preview(state)).toEqual([53, 59]);
    // Witches: 3 workers a round (1 + 2 dwellings); BON3's 6 coins once; after round 1's income 21 coins,
    // 6 workers, 7 power in bowl II, which the preview counts as (21 + 6 + 3) / 3 = 10 VP.
    const [witches, nomads] = expectedFinalVp(state);
    expect(witches).toBeCloseTo(53 - 10 + 5 * 3 * 1.5 + 6 * 0.35 + (21 * 0.35 + 6 + 7 * 0.2) / 2, 10);
    // Nomads: 4 workers a round (1 + 3 dwellings); BON7's worker once; 15 coins, 7 workers, 7 power in bowl II
    // (the preview's (15 + 7 + 3) / 3 = 8 VP).
    expect(nomads).toBeCloseTo(59 - 8 + 5 * 4 * 1.5 + 1 + (15 * 0.35 + 7 + 7 * 0.2) / 2, 10);
  });

  it('adds fewer incomes in later rounds and nothing at all in round 6', () => {
    const round4 = edited(TWO(), (s) => (s.round = 4));
    expect(expectedFinalVp(round4)[1]).toBeCloseTo(preview(round4)[1] - 8 + 2 * 4 * 1.5 + 1 + (15 * 0.35 + 7 + 7 * 0.2) / 2, 10);
    const round6 = edited(TWO(), (s) => (s.round = 6));
    expect(expectedFinalVp(round6)).toEqual(preview(round6));
  });

  it('at the end of the game is each seat\'s VP as they stand', () => {
    const ended = edited(TWO(), (s) => (s.phase = 'end'));
    expect(expectedFinalVp(ended)).toEqual(ended.players.map((p) => p.vp));
    expect(expectedFinalVp(ended)).toEqual(preview(ended));
  });

  it('is the preview alone while factions are still being chosen', () => {
    const state = terraMystica.setup({}, 3, 'choosing');
    expect(state.phase).toBe('factions');
    expect(expectedFinalVp(state)).toEqual(preview(state));
    const oneChosen = terraMystica.apply(state, terraMystica.awaiting(state)[0], { t: 'faction', faction: 'witches' });
    expect(oneChosen.players.filter((p) => p.faction !== null)).toHaveLength(1);
    expect(expectedFinalVp(oneChosen)).toEqual(preview(oneChosen));
  });
});

describe('how the Terra Mystica module rewards its computer players', () => {
  it('each seat plays for the gain of its own points, squashed at a scale of 10 VP, after two random moves', () => {
    expect(terraMysticaModule.search?.gainScale).toBe(10);
    expect(terraMysticaModule.search?.playoutMoves).toBe(2);
  });
});
