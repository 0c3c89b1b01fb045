/** A seat's resources in one line for its panels: crystals, gold, wood, figures in supply, hand cards, points. */
import type { Seat, Text } from '../../engine/types';
import { tx } from '../../i18n/text';
import type { PandoriaState } from './types';

export function resourceLine(state: PandoriaState, seat: Seat): Text {
  const player = state.players[seat];
  if (!player) return tx('pan.res.none');
  const { crystal, gold, wood } = player.res;
  return tx('pan.res.line', { crystal, gold, wood, figures: player.workers, hand: player.hand.length, score: player.score });
}
