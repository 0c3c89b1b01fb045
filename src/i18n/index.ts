import type { Locale, Text, TextParam } from '../engine/types';
import type { Messages } from './catalog';
import { LOCALES } from './catalog';
import { catalogs } from './catalogs';

function merged(locale: Locale): Messages {
  const out: Messages = {};
  for (const catalog of Object.values(catalogs)) Object.assign(out, catalog[locale]);
  return out;
}

const messages: Record<Locale, Messages> = { en: merged('en'), de: merged('de') };

/** Maps a Discord locale ("de", "en-US", "en-GB", …) to one we ship; English otherwise. */
export function toLocale(discordLocale: string | null | undefined): Locale {
  const base = (discordLocale ?? 'en').slice(0, 2).toLowerCase();
  return (LOCALES as readonly string[]).includes(base) ? (base as Locale) : 'en';
}

export function hasKey(key: string): boolean {
  return key in messages.en;
}

function renderParam(locale: Locale, value: TextParam): string {
  return typeof value === 'object' ? t(locale, value) : String(value);
}

/** Renders a localized text. Unknown keys fall back to English, then to the key itself (visible in tests). */
export function t(locale: Locale, text: Text): string {
  const template = messages[locale][text.key] ?? messages.en[text.key] ?? text.key;
  const params = text.params ?? {};
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? renderParam(locale, params[name]) : whole,
  );
}

/** Shorthand for building a Text. */
export function tx(key: string, params?: Record<string, TextParam>): Text {
  return params ? { key, params } : { key };
}

/** The key engines use for "the player in seat n" (n 1-based); the bot swaps in the player's name. */
export const SEAT_KEY = 'common.seat';

/** Replaces every seat reference inside a text (at any depth) by the seated player's name. */
export function withSeatNames(text: Text, names: readonly string[]): Text {
  if (text.key === SEAT_KEY) {
    const n = Number(text.params?.n);
    if (Number.isInteger(n) && names[n - 1] !== undefined) return { key: 'common.name', params: { name: names[n - 1] } };
  }
  if (!text.params) return text;
  const params: Record<string, TextParam> = {};
  for (const [name, value] of Object.entries(text.params)) params[name] = typeof value === 'object' ? withSeatNames(value, names) : value;
  return { key: text.key, params };
}
