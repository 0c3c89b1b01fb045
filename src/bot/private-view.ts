import type { AnyEngine, Locale, Seat, Text } from '../engine/types';
import { t } from '../i18n';

const MAX_LINES = 8;
const MAX_VALUE = 300;

function isText(value: unknown): value is Text {
  return typeof value === 'object' && value !== null && typeof (value as Text).key === 'string' && Object.keys(value).every((k) => k === 'key' || k === 'params');
}

type Json = Record<string, unknown>;

/**
 * Fields that only say whose view it is (the viewer's seat): they differ from the public view for every seat of every
 * game, yet tell the player nothing secret. The dictionary of card names (`cards`) is no information of its own either.
 */
const NOT_PRIVATE = new Set(['you', 'viewer', 'viewerSeat', 'seat', 'me', 'self', 'cards']);

/** A readable value: texts localized, ids named through a `cards`-style dictionary of `{ name: Text }` when the view has one. */
function valueText(value: unknown, names: Json, locale: Locale): string | null {
  if (isText(value)) return t(locale, value);
  if (typeof value === 'string') {
    const entry = names[value];
    return entry && typeof entry === 'object' && isText((entry as Json).name) ? t(locale, (entry as Json).name as Text) : value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const parts = value.map((item) => valueText(item, names, locale));
    return parts.every((part) => part !== null) ? parts.join(', ') || '—' : null;
  }
  return null;
}

/** The fields of the seat's own view that the public view lacks or shows differently, as "field: value" lines. */
function viewDifference(publicView: unknown, ownView: unknown, names: Json, locale: Locale, label: string, out: string[]): void {
  if (out.length >= MAX_LINES || JSON.stringify(publicView) === JSON.stringify(ownView)) return;
  const readable = valueText(ownView, names, locale);
  if (readable !== null && label !== '') {
    out.push(`${label}: ${readable.slice(0, MAX_VALUE)}`);
    return;
  }
  if (typeof ownView !== 'object' || ownView === null) return;
  const publicFields = (typeof publicView === 'object' && publicView !== null ? publicView : {}) as Json;
  for (const [key, value] of Object.entries(ownView as Json)) {
    if (NOT_PRIVATE.has(key)) continue;
    // Array positions are not worth a label of their own.
    viewDifference(publicFields[key], value, names, locale, /^\d+$/.test(key) ? label : key, out);
  }
}

/**
 * What only this seat sees, as short lines for its ephemeral panel: the engine's own summary when it gives one,
 * else the fields of the seat's view that differ from the public view (who is looking left out). Empty for a game
 * without hidden information, so its panel shows no private block.
 */
export function privateLines(engine: AnyEngine, state: unknown, seat: Seat, locale: Locale, rename: (text: Text) => Text = (text) => text): string[] {
  if (engine.privateSummary) return engine.privateSummary(state, seat).map((line) => t(locale, rename(line)));
  const own = engine.view(state, seat);
  const names = (typeof own === 'object' && own !== null && typeof (own as Json).cards === 'object' ? (own as Json).cards : {}) as Json;
  const out: string[] = [];
  viewDifference(engine.view(state, null), own, names ?? {}, locale, '', out);
  return out;
}
