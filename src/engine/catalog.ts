import type { Locale } from './types';

/** One catalog per area (core, bot, each game): the same keys in every locale. */
export type Messages = Record<string, string>;
export type Catalog = Record<Locale, Messages>;
