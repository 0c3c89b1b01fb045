/** Card lookup and the card metadata the view carries. */
import { ALL_CARDS, PUBLIC_COLOURS, type CardData } from '../../../data/city-of-rome/cards';
import type { CorCardInfo } from './view';

const BY_ID: ReadonlyMap<string, CardData> = new Map(ALL_CARDS.map((card) => [card.id, card]));

export function card(id: string): CardData {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`city-of-rome: unknown card ${id}`);
  return found;
}

/** Deck I "special" public buildings give +1 on their build effect. */
export function isSpecial(data: CardData): boolean {
  return data.origin === 'I';
}

const INFO_CACHE = new Map<string, CorCardInfo>();

/** The renderer's metadata for a card (cached: it is static). */
export function cardInfo(id: string): CorCardInfo {
  const cached = INFO_CACHE.get(id);
  if (cached) return cached;
  const data = card(id);
  const info: CorCardInfo = {
    id,
    name: { key: `cor.card.${id}` },
    origin: data.origin,
    kind: data.kind,
    cost: data.cost,
    stars: data.stars,
    effect: { key: `cor.effect.${data.effect}` },
  };
  if (data.value !== undefined) info.value = data.value;
  if (data.production) info.production = data.production;
  if (data.publicType) {
    info.publicType = data.publicType;
    info.colour = PUBLIC_COLOURS[data.publicType];
  }
  if (data.temple) info.temple = data.temple;
  if (data.playerColour) info.playerColour = data.playerColour;
  INFO_CACHE.set(id, info);
  return info;
}

/** The i18n name of a card, for log lines and prompt labels. */
export function cardName(id: string) {
  return { key: `cor.card.${id}` };
}
