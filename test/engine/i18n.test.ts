import { describe, expect, it } from 'vitest';
import { catalogs } from '../setup/all-catalogs';
import { SEAT_KEY, seatList, seatRef, seatText, t, toLocale, withSeatNames } from '../../src/i18n';

const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)(?:\}|,\s*plural,)/g)].map((m) => m[1]))].sort();

describe('i18n catalogs', () => {
  for (const [area, catalog] of Object.entries(catalogs)) {
    it(`${area}: English and German have the same keys`, () => {
      expect(Object.keys(catalog.de).sort()).toEqual(Object.keys(catalog.en).sort());
    });
    it(`${area}: every key has the same placeholders in both languages`, () => {
      for (const key of Object.keys(catalog.en)) {
        expect({ key, ph: placeholders(catalog.de[key] ?? '') }).toEqual({ key, ph: placeholders(catalog.en[key]) });
      }
    });
    it(`${area}: no text is empty`, () => {
      for (const locale of ['en', 'de'] as const) {
        for (const [key, value] of Object.entries(catalog[locale])) expect({ key, empty: value.trim() === '' }).toEqual({ key, empty: false });
      }
    });
  }

  it('keys are unique across areas', () => {
    const seen = new Map<string, string>();
    for (const [area, catalog] of Object.entries(catalogs)) {
      for (const key of Object.keys(catalog.en)) {
        expect(seen.get(key), `${key} in ${area}`).toBeUndefined();
        seen.set(key, area);
      }
    }
  });

  it('renders nested texts and parameters in the chosen language', () => {
    expect(t('de', { key: 'common.round', params: { round: 3, rounds: 14 } })).toBe('Runde 3 von 14');
    expect(t('en', { key: 'common.seat', params: { n: { key: 'common.total' } } })).toBe('Seat Total');
  });

  it('falls back to the key for unknown texts and to English for unknown locales', () => {
    expect(t('en', { key: 'no.such.key' })).toBe('no.such.key');
    expect(toLocale('de')).toBe('de');
    expect(toLocale('en-GB')).toBe('en');
    expect(toLocale('fr')).toBe('en');
    expect(toLocale(undefined)).toBe('en');
  });

  it('puts player names in place of seat references at any depth', () => {
    const text = { key: 'common.round', params: { round: { key: 'common.seat', params: { n: 2 } }, rounds: { key: 'common.seat', params: { n: 9 } } } };
    expect(t('en', withSeatNames(text, ['Ann', 'Ben']))).toBe('Round Ben of Seat 9');
    expect(t('de', withSeatNames({ key: 'common.seat', params: { n: 1 } }, ['Ann']))).toBe('Ann');
  });

  it('a seat placeholder shows the seated player, "Seat n" when no names are at hand', () => {
    const text = { key: 'common.round', params: { round: seatRef(1), rounds: seatText(0) } };
    expect(t('en', text)).toBe('Round Seat 2 of Seat 1');
    expect(t('de', text)).toBe('Runde Platz 2 von Platz 1');
    expect(t('en', withSeatNames(text, ['Ann', 'Ben']))).toBe('Round Ben of Ann');
    expect(t('de', withSeatNames({ key: 'common.name', params: { name: seatList([2, 0, 1]) } }, ['Ann', 'Ben', 'Cy']))).toBe('Cy, Ann, Ben');
    expect(t('en', withSeatNames(text, ['Ann']))).toBe('Round Seat 2 of Ann'); // a seat without a name keeps "Seat n"
  });

  it('no catalog numbers seats itself: only the shared "Seat n" does', () => {
    const own = /\b(player|seat|spieler|platz) \{\w+\}/i;
    for (const [area, catalog] of Object.entries(catalogs)) {
      for (const locale of ['en', 'de'] as const) {
        for (const [key, value] of Object.entries(catalog[locale])) {
          if (key !== SEAT_KEY) expect({ area, key, invents: own.test(value) }).toEqual({ area, key, invents: false });
        }
      }
    }
  });
});
