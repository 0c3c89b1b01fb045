import { describe, expect, it } from 'vitest';
import { templePoints } from '../../../src/games/city-of-rome/scoring';
import { cell, engine, optionIds, play, startCity, turnState } from './helpers';

describe('the Shrine mini-expansion', () => {
  it('costs no bricks: buildable with no free brick and no coin', () => {
    const { state, seat } = turnState({ hand: ['SH-white'], coins: 0, freeBricks: 0 });
    expect(optionIds(state, seat, ['build'])).toEqual(['SH-white']);
    const after = play(state, seat, { type: 'build', card: 'SH-white', row: 2, col: 2 });
    expect(after.players[seat].coins).toBe(0);
    expect(after.players[seat].city).toContainEqual(cell(2, 2, 'SH-white'));
  });

  it('scores 2 points per adjacent card', () => {
    expect(templePoints([...startCity(), cell(2, 2, 'SH-white')], 0)).toBe(2);
    expect(templePoints([...startCity(), cell(2, 2, 'SH-white'), cell(2, 1, 'II-04'), cell(1, 2, 'II-05')], 0)).toBe(6);
  });

  it('is a temple for Jupiter and Juno (facts.md A11)', () => {
    const city = [cell(0, 0, 'SH-white'), cell(5, 5, 'I-13')];
    expect(templePoints(city, 0)).toBe(4);
    const juno = [cell(0, 0, 'SH-white'), cell(2, 2, 'IV-17'), cell(4, 4, 'II-22'), cell(6, 0, 'III-18')];
    expect(templePoints(juno, 0)).toBe(10);
  });

  it('counts as a card for Minerva', () => {
    const fifteen = Array.from({ length: 15 }, (_, i) => cell(i >> 2, i % 4, i === 0 ? 'II-22' : 'II-04'));
    expect(templePoints(fifteen, 0)).toBe(0);
    expect(templePoints([...fifteen, cell(3, 3, 'SH-white')], 0)).toBe(10 + 2 * 2);
  });

  it('each player holds their own shrine openly from the start', () => {
    const s = engine.setup({ shrine: true }, 3, 'open');
    const view = engine.view(s, null);
    for (const p of view.players) expect(p.knownHand).toEqual([`SH-${p.colour}`]);
  });
});
