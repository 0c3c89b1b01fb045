import { describe, expect, it } from 'vitest';
import { playout } from '../../../src/engine/driver';
import { engineById } from '../../../src/games';
import { helios } from '../../../src/games/helios/engine';
import { heliosCatalog } from '../../../src/games/helios/catalog';
import { hasKey, t } from '../../../src/i18n';
import type { Text } from '../../../src/engine/types';
import { at, completePath, landTile, onTurn, play, startedGame, withBoard } from './helpers';

/** Every i18n key inside a text, nested parameters included. */
function keysOf(text: Text): string[] {
  const nested = Object.values(text.params ?? {}).flatMap((p) => (typeof p === 'object' && 'key' in p ? keysOf(p) : []));
  return [text.key, ...nested];
}

describe('the engine contract', () => {
  it('is registered under its id with 2–4 seats', () => {
    expect(engineById('helios')).toBe(helios);
    expect([helios.minSeats, helios.maxSeats]).toEqual([2, 4]);
  });

  it('the rules summary stays under 1800 characters in both languages', () => {
    for (const locale of ['en', 'de'] as const) {
      const text = t(locale, helios.rulesSummary);
      expect(text.length).toBeLessThan(1800);
      expect(text.length).toBeGreaterThan(500);
    }
    expect(Object.keys(heliosCatalog.en).every((key) => key.startsWith('hel.'))).toBe(true);
  });

  it('the lobby options: the 2-for-1 rule and whether Freie Felder counts dark fields', () => {
    expect(helios.options.map((o) => [o.id, o.default])).toEqual([
      ['exchange', 'missing'],
      ['freeFieldsDark', true],
    ]);
    expect(helios.setup({ exchange: 'always', freeFieldsDark: false }, 2, 's').options).toEqual({ exchange: 'always', freeFieldsDark: false });
  });

  it('every text a game produces (log lines, events, status, prompts, scores) exists in the catalog', () => {
    const missing = new Set<string>();
    const check = (text: Text) => keysOf(text).forEach((key) => hasKey(key) || missing.add(key));
    for (const seats of [2, 3, 4]) {
      playout(
        helios,
        {},
        seats,
        `texts-${seats}`,
        (prompt) => {
          check(prompt.title);
          prompt.options.forEach((o) => (check(o.label), o.hint && check(o.hint)));
          return 0;
        },
        ({ before, after, seat, move }) => {
          check(helios.describe(before, seat, move));
          helios.events(after).forEach(check);
          check(helios.status(after));
          helios.scores(after).forEach((line) => line.breakdown.forEach((item) => check(item.label)));
        },
      );
    }
    check(helios.name);
    check(helios.rulesSummary);
    helios.options.forEach((o) => (check(o.label), o.choices?.forEach((c) => check(c.label))));
    expect([...missing]).toEqual([]);
  });

  it('revealsHidden: true for the move that reveals land tiles or draws, false for an open move', () => {
    let state = helios.setup({}, 2, 'reveal');
    const first = state.startPlayer;
    expect(helios.revealsHidden(state, first, { t: 'startTile', color: 'brown' })).toBe(false);
    state = helios.apply(state, first, { t: 'startTile', color: 'brown' });
    // The last start tile choice builds and reveals the land stacks.
    expect(helios.revealsHidden(state, 1 - first, { t: 'startTile', color: 'grey' })).toBe(true);
    state = helios.apply(state, 1 - first, { t: 'startTile', color: 'grey' });
    const sunMove = onTurn(state, first, 'act', 'sun');
    expect(helios.revealsHidden(sunMove, first, { t: 'sun', to: at(1, -1) })).toBe(false);
    // Landverwaltung draws the bottom of the extra stack.
    const office = onTurn(withBoard(state, first, { [at(0, 0)]: landTile('brown', ['brown', 'grey']) }), first, 'act', 'build');
    const path = completePath(office, first, ['B', 'off']);
    const result = helios.prompt(office, first, path);
    expect('move' in result && helios.revealsHidden(office, first, result.move)).toBe(true);
  });

  it('describe, status and progress speak about the game', () => {
    const state = startedGame(3, 'texts');
    const seat = state.startPlayer;
    const line = helios.describe(state, seat, { t: 'take', sym: 'sun', row: 'red' });
    expect(line.key).toBe('hel.log.take');
    expect(t('en', helios.status(state))).toContain('Round 1/3');
    expect(helios.progress(state)).toEqual({ round: 1, rounds: 3 });
    const moved = play(onTurn(state, seat, 'act', 'sun'), seat, ['S', at(1, -1)]);
    expect(t('de', helios.describe(onTurn(state, seat, 'act', 'sun'), seat, { t: 'sun', to: at(1, -1) }))).toContain('E4');
    expect(moved.players[seat].sun).toBe(at(1, -1));
  });

  it('apply never changes the state it is given', () => {
    const state = startedGame(3, 'pure');
    const before = JSON.stringify(state);
    play(state, state.startPlayer, completePath(state, state.startPlayer, []));
    expect(JSON.stringify(state)).toBe(before);
  });
});
