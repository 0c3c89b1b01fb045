/** What only one seat sees, as short lines for the ephemeral panel: the hand, a draft packet, a school draw. */
import type { Seat, Text } from '../../engine/types';
import { tx } from '../../i18n/text';
import { cardInfo, cardName } from './cards';
import type { CorState } from './types';

function cardLine(id: string): Text {
  const info = cardInfo(id);
  return tx('cor.private.card', { card: cardName(id), cost: info.cost, effect: info.effect });
}

/** The ids of the cards only this seat holds now: its hand, the draft packet it looks at, its school draw. */
export function privateCards(state: CorState, seat: Seat): string[] {
  const player = state.players[seat];
  if (!player) return [];
  return [...player.hand, ...(state.draft?.holder === seat ? state.draft.packet : []), ...(state.school?.seat === seat ? state.school.drawn : [])];
}

export function privateSummary(state: CorState, seat: Seat): Text[] {
  const player = state.players[seat];
  if (!player) return [];
  const lines: Text[] = [tx('cor.private.hand', { count: player.hand.length }), ...player.hand.map(cardLine)];
  if (state.draft?.holder === seat) lines.push(tx('cor.private.packet', { count: state.draft.packet.length }), ...state.draft.packet.map(cardLine));
  if (state.school?.seat === seat) lines.push(tx('cor.private.school', { count: state.school.drawn.length }), ...state.school.drawn.map(cardLine));
  return lines;
}
