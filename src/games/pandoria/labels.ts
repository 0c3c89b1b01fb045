/** Localized texts for game things (cards, tiles, realms) used by prompts, events and the log. */
import type { Text } from '../../engine/types';
import { tx } from '../../i18n/text';
import type { Resource } from '../../../data/pandoria/terrain';
import { cardSpec } from './buildings';
import { doubleTile, singleTile } from './placement';

export const resText = (res: Resource): Text => tx(`pan.res.${res}`);
export const spellText = (cardId: string): Text => tx(`pan.${cardSpec(cardId).spell}`);
export const buildingText = (cardId: string): Text => tx(`pan.${cardSpec(cardId).building}`);
export const cardText = (cardId: string): Text => tx('pan.card', { spell: spellText(cardId), building: buildingText(cardId) });

export function tileText(id: string): Text {
  const [a, b] = doubleTile(id).halves;
  return tx('pan.tile', { a: tx(`pan.terrain.${a.terrain}`), sa: a.symbols, b: tx(`pan.terrain.${b.terrain}`), sb: b.symbols });
}

export function halfText(id: string, half: 0 | 1): Text {
  const h = doubleTile(id).halves[half];
  return tx('pan.half', { terrain: tx(`pan.terrain.${h.terrain}`), n: h.symbols });
}

export function singleText(id: string): Text {
  const tile = singleTile(id);
  return tx('pan.half', { terrain: tx(`pan.terrain.${tile.terrain}`), n: tile.symbols });
}
