/**
 * Helios's "which row?" and "which tile?" steps say what each choice is and costs: a row how full it is and that its
 * 4th tile brings a bonus action; a land tile that it is free and the resource it brings; a special tile how it scores
 * at the end and how many are left.
 */
import { describe, expect, it } from 'vitest';
import { t } from '../../../src/i18n';
import { onTurn, promptAt, startedGame, updatePlayer } from './helpers';

describe('Helios choice hints', () => {
  it('which row: each row says how many tiles lie there and what its 4th brings', () => {
    let state = onTurn(startedGame(3, 'hints'), 0, 'take');
    state = { ...state, columns: { ...state.columns, land: [{ sym: 'land', color: 'grey' }, ...state.columns.land.slice(1)] } };
    state = updatePlayer(state, 0, (player) => {
      player.rows.red = [];
      player.rows.blue = [{ sym: 'sun', color: 'blue' }];
      player.rows.yellow = [
        { sym: 'land', color: 'yellow' },
        { sym: 'build', color: 'yellow' },
        { sym: 'sun', color: 'grey' },
      ];
    });
    const prompt = promptAt(state, 0, ['L']);
    expect(prompt.title.key).toBe('hel.p.row');
    expect(prompt.options.map((option) => [t('en', option.label), t('en', option.hint!)])).toEqual([
      ['Red row', 'Free · no tile here yet; the 4th brings a bonus action'],
      ['Blue row', 'Free · 1 tile here; the 4th brings a bonus action'],
      ['Yellow row', 'Free · the 4th tile here: a bonus action, then the row is cleared'],
    ]);
    expect(t('de', prompt.options[1].hint!)).toBe('Kostenlos · 1 Plättchen hier; das 4. bringt eine Bonusaktion');
  });

  it('which tile: a land tile is free and brings its resource; a special tile says how it scores and how many are left', () => {
    const state = onTurn(startedGame(3, 'hints'), 0, 'act', 'land');
    const prompt = promptAt(state, 0, []);
    expect(prompt.title.key).toBe('hel.p.landTile');
    const hints = Object.fromEntries(prompt.options.filter((option) => option.hint).map((option) => [option.id, t('en', option.hint!)]));
    const slot = state.offer.findIndex((tile) => tile !== null && tile.res.length === 1);
    const tile = state.offer[slot]!;
    expect(hints[`o${slot}`]).toBe(`Free · brings the resource on it: ${t('en', { key: `hel.res.${tile.res[0]}` })}`);
    expect(hints.sf).toBe('Free · end: 1 VP per empty field next to it · 2 left');
    expect(hints.sl).toBe('Free · end: 2 VP + 2 per land or special tile next to it · 2 left');
    expect(hints.sg).toBe('Free · end: 2 VP per resource on it and next to it · 2 left');
    expect(hints.st).toBe('Free · end: 4 VP per temple on it and next to it · 2 left');
    expect(t('de', prompt.options.find((option) => option.id === 'st')!.hint!)).toBe('Kostenlos · Ende: 4 SP je Tempel darauf und daneben · noch 2');
    // Every hint fits a select menu's description (100 characters).
    for (const option of prompt.options) if (option.hint) for (const locale of ['en', 'de'] as const) expect(t(locale, option.hint).length).toBeLessThanOrEqual(100);
  });
});
