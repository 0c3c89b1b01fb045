/** A seat's resources in one line for its panels: coins, workers, priests, the three power bowls and VP. */
import type { Seat, Text } from '../../engine/types';
import { tx } from '../../i18n/text';
import type { TmState } from './types';

export function resourceLine(state: TmState, seat: Seat): Text {
  const player = state.players[seat];
  if (!player?.faction) return tx('tm.res.none');
  const [one, two, three] = player.bowls;
  return tx('tm.res.line', { c: player.c, w: player.w, p: player.p, one, two, three, vp: player.vp });
}
