import type { Catalog, Messages } from '../engine/catalog';
import type { Locale } from '../engine/types';

export type { Catalog, Messages } from '../engine/catalog';

export const LOCALES: readonly Locale[] = ['en', 'de'];

/** Several catalogs of one area as one (their keys must not overlap). */
export function mergeCatalogs(...parts: readonly Catalog[]): Catalog {
  const merged = (locale: Locale): Messages => Object.fromEntries(parts.flatMap((part) => Object.entries(part[locale])));
  return { en: merged('en'), de: merged('de') };
}
