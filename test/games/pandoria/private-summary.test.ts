/** The private block of a Pandoria player's panel: hand cards and held tiles by name, cost and effect, never ids. */
import { describe, expect, it } from 'vitest';
import { pandoria } from '../../../src/games/pandoria/engine';
import { t } from '../../../src/i18n';
import { bareGame } from './helpers';

const lines = (s: ReturnType<typeof bareGame>, locale: 'en' | 'de', seat = 0) => (pandoria.privateSummary?.(s, seat) ?? []).map((line) => t(locale, line));

describe('private summary', () => {
  it('lists the hand with each card’s spell and building, their costs and effects, and the held tiles (English)', () => {
    const s = bareGame();
    s.players[0].hand = ['C15', 'I07'];
    s.players[0].tiles = ['D01'];
    expect(lines(s, 'en')).toEqual([
      'Your hand (2):',
      '• Conjure 6 (3 crystals): Raise one resource below 6 to 6. — Carpenter −2 (4 wood): Buildings and monuments cost 2 wood less (min. 1).',
      '• Teleport I (2 crystals): Move 1 of your figures to any free space (not ship, castle, closed region). — Great Tower (5 wood): Taking part in a mountain scoring: +2 crystals per mountain space.',
      'Your double tiles (1): Forest 1 | Mountain 1',
    ]);
  });

  it('speaks German and shows the spell cost after the School', () => {
    const s = bareGame();
    s.players[0].hand = ['C15'];
    s.players[0].slots[0] = [{ card: 'C10' }]; // School −1
    s.players[0].tiles = [];
    expect(lines(s, 'de')).toEqual([
      'Deine Hand (1):',
      '• Beschwören 6 (2 Kristalle): Setze eine Ressource unter 6 auf 6. — Zimmermann −2 (4 Holz): Spare 2 Holz pro Gebäude/Monument (mind. 1).',
    ]);
  });

  it('shows only what the seat itself holds, and no card ids', () => {
    const s = bareGame();
    s.players[0].hand = ['C15'];
    s.players[1].hand = ['C41', 'C42'];
    const other = lines(s, 'en', 1);
    expect(other[0]).toBe('Your hand (2):');
    expect(other.join('\n')).not.toMatch(/\b[CI]\d\d\b|Conjure/);
  });

  it('family versions: spells alone with spells, no hand without', () => {
    const spells = bareGame({ variant: 'famspell' });
    spells.players[0].hand = ['C37'];
    spells.players[0].tiles = [];
    expect(lines(spells, 'en')).toEqual(['Your hand (1):', '• Teleport I: Move 1 of your figures to any free space (not ship, castle, closed region).']);
    const family = bareGame({ variant: 'family' });
    family.players[0].tiles = [];
    expect(lines(family, 'en')).toEqual([]);
  });
});
