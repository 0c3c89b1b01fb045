import type { Locale, Text, TextParam } from '../engine/types';
import type { Catalog, Messages } from './catalog';
import { LOCALES } from './catalog';
import { catalogs } from './catalogs';
import { isSeatRef, SEAT_KEY } from './text';

export * from './text';

const installed: Record<string, Catalog> = { ...catalogs };

function merged(locale: Locale): Messages {
  const out: Messages = {};
  for (const catalog of Object.values(installed)) Object.assign(out, catalog[locale]);
  return out;
}

let messages: Record<Locale, Messages> = { en: merged('en'), de: merged('de') };

/**
 * Adds areas of texts (each game's, under its id) to the house's. The composition root (src/composition.ts) does
 * this once per process for the games of the registry, which this layer does not import.
 */
export function installCatalogs(areas: Readonly<Record<string, Catalog>>): void {
  Object.assign(installed, areas);
  messages = { en: merged('en'), de: merged('de') };
}

/** Every area of texts installed so far, by name: what the catalog checks read. */
export function installedCatalogs(): Readonly<Record<string, Catalog>> {
  return installed;
}

/** Maps a Discord locale ("de", "en-US", "en-GB", …) to one we ship; English otherwise. */
export function toLocale(discordLocale: string | null | undefined): Locale {
  const base = (discordLocale ?? 'en').slice(0, 2).toLowerCase();
  return (LOCALES as readonly string[]).includes(base) ? (base as Locale) : 'en';
}

export function hasKey(key: string): boolean {
  return key in messages.en;
}

function renderParam(locale: Locale, value: TextParam): string {
  if (typeof value !== 'object') return String(value);
  // A seat nobody named (no names at hand): the shared "Seat n".
  return isSeatRef(value) ? t(locale, { key: SEAT_KEY, params: { n: value.seat + 1 } }) : t(locale, value);
}

/** Renders a localized text. Unknown keys fall back to English, then to the key itself (visible in tests). */
export function t(locale: Locale, text: Text): string {
  const template = messages[locale][text.key] ?? messages.en[text.key] ?? text.key;
  return fill(locale, template, text.params ?? {});
}

const pluralRules: Record<Locale, Intl.PluralRules> = { en: new Intl.PluralRules('en'), de: new Intl.PluralRules('de') };

/**
 * Fills a template: `{name}` takes a parameter; `{name, plural, one {# brick} other {# bricks}}` picks the case for
 * the number by the language's plural rules (`=0` style exact cases first, `other` as the fallback) and puts the
 * number where `#` stands.
 */
function fill(locale: Locale, template: string, params: Record<string, TextParam>): string {
  let out = '';
  let index = 0;
  while (index < template.length) {
    const open = template.indexOf('{', index);
    if (open < 0) break;
    out += template.slice(index, open);
    const close = matchingBrace(template, open);
    const body = close < 0 ? '' : template.slice(open + 1, close);
    const plural = /^(\w+),\s*plural,/.exec(body);
    const simple = /^(\w+)$/.exec(body);
    if (plural && plural[1] in params) out += pluralCase(locale, body.slice(plural[0].length), params[plural[1]], params);
    else if (simple && simple[1] in params) out += renderParam(locale, params[simple[1]]);
    else out += close < 0 ? template.slice(open) : template.slice(open, close + 1);
    index = close < 0 ? template.length : close + 1;
  }
  return out + template.slice(index);
}

function matchingBrace(template: string, open: number): number {
  let depth = 0;
  for (let index = open; index < template.length; index++) {
    if (template[index] === '{') depth++;
    else if (template[index] === '}' && --depth === 0) return index;
  }
  return -1;
}

function pluralCase(locale: Locale, cases: string, value: TextParam, params: Record<string, TextParam>): string {
  const options = new Map<string, string>();
  let index = 0;
  while (index < cases.length) {
    const selector = /^\s*(=\d+|\w+)\s*\{/.exec(cases.slice(index));
    if (!selector) break;
    const open = index + selector[0].length - 1;
    const close = matchingBrace(cases, open);
    if (close < 0) break;
    options.set(selector[1], cases.slice(open + 1, close));
    index = close + 1;
  }
  const n = typeof value === 'number' ? value : Number(typeof value === 'string' ? value : NaN);
  const shown = typeof value === 'object' ? renderParam(locale, value) : String(value);
  const chosen = (Number.isFinite(n) ? (options.get(`=${n}`) ?? options.get(pluralRules[locale].select(n))) : undefined) ?? options.get('other') ?? '';
  return fill(locale, chosen.replace(/#/g, shown), params);
}
