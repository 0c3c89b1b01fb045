/** A seat's resources in one line for its panels: cubes by colour, mana, temples and VP scored in play. */
import type { Seat, Text } from '../../engine/types';
import { tx } from '../../i18n/text';
import { colorCounts } from './accessors';
import type { HeliosState } from './types';

export function resourceLine(state: HeliosState, seat: Seat): Text {
  const player = state.players[seat];
  if (!player) return tx('hel.res.none');
  const cubes = colorCounts(player);
  return tx('hel.res.line', { ...cubes, mana: player.mana, temples: player.temples, vp: player.vp });
}
