/** The name to print for a card. */
import type { Locale } from '../../src/engine/types';
import type { CorCardInfo } from '../../src/games/city-of-rome/view';
import { t } from '../../src/i18n';
import { cardLook } from './card-style';

/**
 * Starting buildings and shrines carry the box colour of their owner in their full name ("Shrine (purple)"),
 * but the picture marks players with the kit's palette; naming another colour would only confuse, so
 * such cards go by their short label. Every other card uses its catalog name.
 */
export function cardTitle(card: CorCardInfo, locale: Locale): string {
  return card.playerColour || card.origin === 'shrine' ? t(locale, { key: cardLook(card).shortLabel }) : t(locale, card.name);
}
