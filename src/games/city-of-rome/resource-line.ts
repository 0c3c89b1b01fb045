/** A seat's resources in one line for its panels: coins, influence, hand cards, and the points its city scores now. */
import type { Seat, Text } from '../../engine/types';
import { tx } from '../../i18n/text';
import { scoreCity } from './scoring';
import type { CorState } from './types';

export function resourceLine(state: CorState, seat: Seat): Text {
  const player = state.players[seat];
  if (!player) return tx('cor.res.none');
  return tx('cor.res.line', { coins: player.coins, influence: player.influence, hand: player.hand.length, points: scoreCity(player.city, player).total });
}
