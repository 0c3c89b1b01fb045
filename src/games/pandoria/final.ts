/**
 * The end of the game [seed]: 1 point per card in hand, every 3 of a resource 1 point (or the better rate of a
 * visible Lumberyard, Repository or Vault); Hanbok prisoners 1 point each. Ties: most resources left.
 */
import { bestSeats } from '../../engine/ranking';
import type { Seat } from '../../engine/types';
import { RESOURCES } from '../../../data/pandoria/terrain';
import { isFamily } from './options';
import { addPoints, conversionPoints } from './resources';
import type { PandoriaState, PointSource } from './types';

export interface EndItem {
  source: PointSource;
  points: number;
}

export function endItems(s: PandoriaState, seat: Seat): EndItem[] {
  const player = s.players[seat];
  const items: EndItem[] = [{ source: 'endCards', points: player.hand.length }];
  if (!isFamily(s.options)) {
    const points = RESOURCES.reduce((sum, r) => sum + conversionPoints(s, seat, r, player.res[r]), 0);
    items.push({ source: 'endResources', points });
  }
  if (player.prisoners.length > 0) items.push({ source: 'prisoners', points: player.prisoners.length });
  return items;
}

export function finishGame(s: PandoriaState): void {
  for (let seat = 0; seat < s.seats; seat++) {
    for (const item of endItems(s, seat)) addPoints(s, seat, item.points, item.source);
  }
  s.over = true;
  s.turn.step = 'over';
}

export const resourcesLeft = (s: PandoriaState, seat: Seat): number =>
  RESOURCES.reduce((sum, r) => sum + s.players[seat].res[r], 0);

/** Highest score; ties broken by the most resources left; still equal = shared win [seed]. */
export function winnersOf(s: PandoriaState): Seat[] {
  if (!s.over) return [];
  // A dropped seat counts as last (RULINGS.md): it keeps its points but cannot win.
  const staying = (seat: Seat) => (s.dropped?.includes(seat) ? 0 : 1);
  return bestSeats(s.players.length, (seat) => [staying(seat), s.players[seat].score, resourcesLeft(s, seat)]);
}
