import { describe, expect, it } from 'vitest';
import { catalogs } from '../setup/all-catalogs';

/** One word per thing, the seed's word per game: texts of a game (by key prefix) never use the other word. */
const RULES: { game: string; prefixes: string[]; word: Record<'en' | 'de', string>; not: Record<'en' | 'de', RegExp> }[] = [
  { game: 'City of Rome', prefixes: ['cor.', 'render.cor.'], word: { en: 'builder', de: 'Baumeister' }, not: { en: /emissar/i, de: /gesandt|emissär/i } },
  // The seed counts City of Rome's money in "Geld" (the coins are only its pieces): the resource line said "Münzen".
  { game: 'City of Rome', prefixes: ['cor.', 'render.cor.'], word: { en: 'coin', de: 'Geld' }, not: { en: /\bmoney\b/i, de: /münze/i } },
  { game: 'Pandoria', prefixes: ['pan.', 'render.pan.'], word: { en: 'figure', de: 'Figur' }, not: { en: /\bworkers?\b/i, de: /arbeiter/i } },
];

describe('one word per thing', () => {
  for (const rule of RULES) {
    it(`${rule.game}: “${rule.word.en}” / “${rule.word.de}” throughout`, () => {
      for (const locale of ['en', 'de'] as const) {
        let uses = 0;
        for (const catalog of Object.values(catalogs)) {
          for (const [key, text] of Object.entries(catalog[locale])) {
            if (!rule.prefixes.some((prefix) => key.startsWith(prefix))) continue;
            expect({ key, other: rule.not[locale].test(text) }).toEqual({ key, other: false });
            if (text.toLowerCase().includes(rule.word[locale].toLowerCase())) uses++;
          }
        }
        expect(uses).toBeGreaterThan(2);
      }
    });
  }
});
