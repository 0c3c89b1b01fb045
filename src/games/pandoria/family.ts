/** Family version with spells: a participant of a scoring may take a card from the deck instead of its points [seed]. */
import type { Seat } from '../../engine/types';
import type { PandoriaState } from './types';

/** Settles the player's oldest open trade: give its points back for a card, or keep them. */
export function settleTrade(s: PandoriaState, seat: Seat, take: boolean): void {
  const player = s.players[seat];
  const points = player.trades.shift();
  if (points === undefined) throw new Error('no trade open');
  if (!take) return;
  const card = s.deck.pop();
  if (card === undefined) throw new Error('no card to take');
  player.score -= points;
  player.points.family = (player.points.family ?? 0) - points;
  player.hand.push(card);
}
