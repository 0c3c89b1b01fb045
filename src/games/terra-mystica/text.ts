import type { Text, TextParam } from '../../engine/types';

/** Builds a localized text of this game (keys carry the `tm.` prefix). */
export function tmText(key: string, params?: Record<string, TextParam>): Text {
  return params ? { key: `tm.${key}`, params } : { key: `tm.${key}` };
}
