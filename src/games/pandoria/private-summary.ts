/**
 * What only one seat sees, as short lines for its ephemeral panel: the hand with each card's spell and building
 * (name, cost, effect) and the double tiles held — in the player's language, never raw ids.
 */
import type { Seat, Text } from '../../engine/types';
import { listText, tx } from '../../i18n/text';
import { cardSpec } from './buildings';
import { spellCost } from './costs';
import { buildingText, spellText, tileText } from './labels';
import type { PandoriaState } from './types';

function cardLine(s: PandoriaState, seat: Seat, card: string): Text {
  const spec = cardSpec(card);
  const spell = { spell: spellText(card), crystals: spellCost(s, seat, card), spellFx: tx(`pan.${spec.spell}.fx`) };
  // The family version with spells plays the cards as free spells only [seed].
  if (s.options.variant === 'famspell') return tx('pan.private.spellCard', spell);
  return tx('pan.private.card', { ...spell, building: buildingText(card), wood: spec.wood, buildingFx: tx(`pan.${spec.building}.fx`) });
}

/** The ids of the cards in this seat's hand (none in the family version, which plays without cards in hand). */
export function privateCards(s: PandoriaState, seat: Seat): string[] {
  return s.options.variant === 'family' ? [] : [...(s.players[seat]?.hand ?? [])];
}

export function privateSummary(s: PandoriaState, seat: Seat): Text[] {
  const player = s.players[seat];
  if (!player) return [];
  const lines: Text[] = [];
  if (s.options.variant !== 'family') lines.push(tx('pan.private.hand', { count: player.hand.length }), ...player.hand.map((card) => cardLine(s, seat, card)));
  if (player.tiles.length > 0) lines.push(tx('pan.private.tiles', { count: player.tiles.length, tiles: listText(player.tiles.map(tileText)) }));
  return lines;
}
