import type { Locale, Seat, SeatRef, Text, TextParam } from '../engine/types';
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

export const isSeatRef = (value: TextParam): value is SeatRef => typeof value === 'object' && 'seat' in value;

function renderParam(locale: Locale, value: TextParam): string {
  if (typeof value !== 'object') return String(value);
  // A seat nobody named (no names at hand): the shared "Seat n".
  return isSeatRef(value) ? t(locale, { key: SEAT_KEY, params: { n: value.seat + 1 } }) : t(locale, value);
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

/** The key of the shared "Seat n" (n 1-based), shown for a seat when no player names are at hand. */
export const SEAT_KEY = 'common.seat';

/** A seat as a text parameter: the bot shows the seated player's display name there. */
export const seatRef = (seat: Seat): SeatRef => ({ seat });

/** A seat as a whole text (e.g. an option label that is just a player). */
export const seatText = (seat: Seat): Text => ({ key: 'common.name', params: { name: seatRef(seat) } });

/** Several values as one text ("Ann, Ben, Cy"); a dash when there are none. */
export function listText(items: readonly TextParam[]): Text {
  if (items.length === 0) return { key: 'common.name', params: { name: '—' } };
  const [first, ...rest] = items;
  return rest.length === 0 ? { key: 'common.name', params: { name: first } } : { key: 'common.list', params: { first, rest: listText(rest) } };
}

/** Several seats as one text ("Ann, Ben, Cy"). */
export const seatList = (seats: readonly Seat[]): Text => listText(seats.map(seatRef));

/**
 * Puts the seated players' names (by seat index) into every seat placeholder of a text, at any depth. The older
 * `common.seat` text (n 1-based) is named the same way.
 */
export function withSeatNames(text: Text, names: readonly string[]): Text {
  if (text.key === SEAT_KEY) {
    const n = Number(text.params?.n);
    if (Number.isInteger(n) && names[n - 1] !== undefined) return { key: 'common.name', params: { name: names[n - 1] } };
  }
  if (!text.params) return text;
  const params: Record<string, TextParam> = {};
  for (const [name, value] of Object.entries(text.params)) params[name] = namedParam(value, names);
  return { key: text.key, params };
}

function namedParam(value: TextParam, names: readonly string[]): TextParam {
  if (typeof value !== 'object') return value;
  if (isSeatRef(value)) return names[value.seat] ?? value;
  return withSeatNames(value, names);
}
