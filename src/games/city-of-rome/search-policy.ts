/**
 * How a City of Rome computer player's playouts choose their steps (the module's `search.policy`). Uniformly random
 * playouts put each card on any free cell, so most of them break up the districts a player would build, and the
 * search scored its moves by what random building made of the city afterwards. The policy builds as a player would:
 * a card goes where the city then scores the most, and a turn with building or producing still open seldom ends
 * early. A share of the steps stays random so that the playouts still try what the policy would not.
 */
import { nextInt, type RngState } from '../../engine/rng';
import type { Seat } from '../../engine/types';
import { placedCard } from './city';
import { cityTotal } from './scoring';
import type { CorState, PlayerState } from './types';
import { cellOfId } from './view';

/**
 * How often a playout puts a card on the best cell rather than on any (DESIGNED, measured against random playouts in
 * docs/computer-players.md): random building breaks up the districts a player builds, always the best cell leaves
 * the search blind to the rest.
 */
export const BEST_CELL_SHARE = 0.75;
/** How often a playout ends a turn where building or producing is offered as well (DESIGNED, as above). */
export const EARLY_END_SHARE = 0.15;

/** Shares are drawn in thousandths. */
const SCALE = 1000;

export function playoutChoice(state: CorState, seat: Seat, optionIds: readonly string[], rng: RngState, path: readonly string[]): number {
  // The action menu's path is [build, card] where it asks for the card's cell (prompt.ts).
  if (path.length === 2 && path[0] === 'build' && nextInt(rng, SCALE) < BEST_CELL_SHARE * SCALE) {
    const best = bestCell(state.players[seat], path[1], optionIds, rng);
    if (best >= 0) return best;
  }
  const end = optionIds.indexOf('end');
  if (end >= 0 && optionIds.length > 1) {
    if (nextInt(rng, SCALE) < EARLY_END_SHARE * SCALE) return end;
    const other = nextInt(rng, optionIds.length - 1);
    return other >= end ? other + 1 : other;
  }
  return nextInt(rng, optionIds.length);
}

/**
 * The index of the cell where `cardId` leaves the city scoring the most at the end scoring as it stands (ties at
 * random), or −1 when no option is a cell. An aqueduct built over a card replaces it.
 */
function bestCell(player: PlayerState, cardId: string, optionIds: readonly string[], rng: RngState): number {
  let best = -1;
  let bestTotal = Number.NEGATIVE_INFINITY;
  let ties = 0;
  optionIds.forEach((id, index) => {
    const at = cellOfId(id);
    if (!at) return;
    const city = player.city.filter((cell) => cell.row !== at.row || cell.col !== at.col);
    city.push(placedCard(at.row, at.col, cardId));
    const total = cityTotal(city, player);
    if (total > bestTotal) {
      bestTotal = total;
      best = index;
      ties = 1;
    } else if (total === bestTotal && nextInt(rng, ++ties) === 0) {
      best = index;
    }
  });
  return best;
}
