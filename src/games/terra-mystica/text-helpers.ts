import type { Text, TextParam } from '../../engine/types';

/** Builds a localized text of this game (keys carry the `tm.` prefix). */
export function tmText(key: string, params?: Record<string, TextParam>): Text {
  return params ? { key: `tm.${key}`, params } : { key: `tm.${key}` };
}

/** Kinds of things counted in texts: resources, spades, cult steps, actions. */
export type Countable = 'C' | 'W' | 'P' | 'PW' | 'VP' | 'spade' | 'step' | 'action';

/** "1 coin", "3 coins": an amount with its noun in the right number. */
export function amountText(kind: Countable, n: number): Text {
  return n === 1 ? tmText(`n1.${kind}`) : tmText(`n.${kind}`, { n });
}
