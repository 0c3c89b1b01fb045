import type { Locale } from '../engine/types';

/** One catalog per area (core, bot, each game): the same keys in every locale. */
export type Messages = Record<string, string>;
export type Catalog = Record<Locale, Messages>;

export const LOCALES: readonly Locale[] = ['en', 'de'];

/** Several catalogs of one area as one (their keys must not overlap). */
export function mergeCatalogs(...parts: readonly Catalog[]): Catalog {
  return { en: Object.assign({}, ...parts.map((part) => part.en)), de: Object.assign({}, ...parts.map((part) => part.de)) };
}
