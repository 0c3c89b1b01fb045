import type { Locale } from '../engine/types';

/** One catalog per area (core, bot, each game): the same keys in every locale. */
export type Messages = Record<string, string>;
export type Catalog = Record<Locale, Messages>;

export const LOCALES: readonly Locale[] = ['en', 'de'];

/** Several catalogs of one area as one (their keys must not overlap). */
export function mergeCatalogs(...parts: readonly Catalog[]): Catalog {
  const merged = (locale: Locale): Messages => Object.fromEntries(parts.flatMap((part) => Object.entries(part[locale])));
  return { en: merged('en'), de: merged('de') };
}
