import { describe, expect, it } from 'vitest';
import { catalogs } from '../setup/all-catalogs';
import { t, tx } from '../../src/i18n';

/** Every key whose text counts something with the plural syntax, with the names of its counted parameters. */
function countedTexts(): { key: string; counted: string[] }[] {
  const out: { key: string; counted: string[] }[] = [];
  for (const catalog of Object.values(catalogs)) {
    for (const [key, text] of Object.entries(catalog.en)) {
      const counted = [...new Set([...text.matchAll(/\{(\w+),\s*plural,/g)].map((m) => m[1]))];
      if (counted.length > 0) out.push({ key, counted });
    }
  }
  return out;
}

describe('plurals', () => {
  it('picks the singular for 1 and the plural for 2 in both languages', () => {
    expect(t('en', tx('cor.hint.free', { bricks: 1 }))).toBe('1 free brick');
    expect(t('en', tx('cor.hint.free', { bricks: 2 }))).toBe('2 free bricks');
    expect(t('de', tx('cor.hint.free', { bricks: 1 }))).toBe('1 Baupunkt gratis');
    expect(t('de', tx('cor.hint.free', { bricks: 2 }))).toBe('2 Baupunkte gratis');
    expect(t('en', tx('hel.ev.yieldResources', { n: 1 }))).toBe('The sun yields 1 resource.');
    expect(t('en', tx('hel.ev.yieldResources', { n: 2 }))).toBe('The sun yields 2 resources.');
    expect(t('de', tx('hel.ev.yieldResources', { n: 1 }))).toBe('Die Sonne bringt 1 Rohstoff.');
    expect(t('de', tx('hel.ev.yieldResources', { n: 2 }))).toBe('Die Sonne bringt 2 Rohstoffe.');
    expect(t('en', tx('bot.panel.groupSize', { n: 1 }))).toBe('1 option');
    expect(t('en', tx('bot.panel.groupSize', { n: 2 }))).toBe('2 options');
    expect(t('de', tx('bot.panel.groupSize', { n: 1 }))).toBe('1 Möglichkeit');
    expect(t('de', tx('bot.panel.groupSize', { n: 2 }))).toBe('2 Möglichkeiten');
    expect(t('en', tx('pan.ev.removed', { seat: 'Ann', n: 1 }))).toBe('Ann: 1 figure goes back to the supply.');
    expect(t('de', tx('pan.ev.removed', { seat: 'Ann', n: 2 }))).toBe('Ann: 2 Figuren zurück in den Vorrat.');
    expect(t('en', tx('tm.n.W', { n: 1 }))).toBe('1 worker');
    expect(t('en', tx('tm.n.W', { n: 3 }))).toBe('3 workers');
    expect(t('de', tx('tm.n.C', { n: 1 }))).toBe('1 Münze');
    expect(t('en', tx('hel.ev.landLost', { n: 1 }))).toBe('1 Land Office tile finds no field and leaves the game.');
  });

  it('every counted text renders with 1 and 2 in both languages, differently and without leftover syntax', () => {
    const texts = countedTexts();
    expect(texts.length).toBeGreaterThan(40);
    for (const { key, counted } of texts) {
      for (const locale of ['en', 'de'] as const) {
        const params = (n: number) => Object.fromEntries(counted.map((name) => [name, n]));
        const one = t(locale, tx(key, params(1)));
        const two = t(locale, tx(key, params(2)));
        expect({ key, locale, one: /plural|\{\w+,/.test(one) || !one.includes('1') }).toEqual({ key, locale, one: false });
        expect({ key, locale, two: /plural|\{\w+,/.test(two) || !two.includes('2') }).toEqual({ key, locale, two: false });
        // German has words the same in both numbers (Arbeiter, Plättchen): there only English must differ.
        if (locale === 'en') expect({ key, differs: one.replace(/1/g, '2') !== two }).toEqual({ key, differs: true });
      }
    }
  });

  it('exact cases win over the language rule, and a value that is not a number takes "other"', () => {
    expect(t('en', tx('bot.panel.groupSize', { n: 0 }))).toBe('0 options');
    expect(t('en', tx('bot.panel.groupSize', { n: '1' }))).toBe('1 option');
    expect(t('en', tx('bot.panel.groupSize', { n: 'many' }))).toBe('many options');
  });

  it('no English text puts a counted number straight before a plural noun without the plural syntax', () => {
    const bare = /\{\w+\} (bricks|resources|options|cards|points|figures|workers|coins|crystals|tokens|tiles|spaces|steps|priests|spades|artifacts|frames|days)\b/;
    for (const [area, catalog] of Object.entries(catalogs)) {
      for (const [key, text] of Object.entries(catalog.en)) expect({ area, key, bare: bare.test(text) }).toEqual({ area, key, bare: false });
    }
  });
});
