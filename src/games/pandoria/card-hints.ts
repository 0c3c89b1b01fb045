/**
 * The second line of an option that is a card (issue 19, "cards as cards"): not only its price but what it does, so a
 * player choosing from a hand or the market reads the card as it is printed.
 */
import type { Text } from '../../engine/types';
import { tx } from '../../i18n/text';
import { cardSpec } from './buildings';

/** A spell played from the hand: its crystal cost and effect. */
export function spellHint(card: string, crystals: number): Text {
  return tx('pan.o.spellHint', { n: crystals, fx: tx(`pan.${cardSpec(card).spell}.fx`) });
}

/** A building played from the hand: its printed wood cost and effect (the slot step shows what it costs there). */
export function buildingHint(card: string): Text {
  const spec = cardSpec(card);
  return tx('pan.o.buildingHint', { n: spec.wood, fx: tx(`pan.${spec.building}.fx`) });
}

/** A market card: its gold price and both its sides' effects. */
export function marketHint(card: string, gold: number): Text {
  const spec = cardSpec(card);
  return tx('pan.o.marketHint', { n: gold, spellFx: tx(`pan.${spec.spell}.fx`), buildingFx: tx(`pan.${spec.building}.fx`) });
}
