/** Public log lines and status texts. A draft pick or a school keep never names the hidden card. */
import type { Seat, Text } from '../../engine/types';
import { tx } from '../../i18n/text';
import { cardName } from './cards';
import { awaitingSeats, playerText } from './flow';
import type { CorMove } from './moves';
import type { CorState } from './types';
import { cellLabel } from './view';

export function describeMove(state: CorState, seat: Seat, move: CorMove): Text {
  const player = playerText(seat);
  switch (move.type) {
    case 'draft':
      return tx('cor.log.draft', { player });
    case 'place':
      return tx('cor.log.place', { player, field: move.field });
    case 'take':
      return tx('cor.log.take', { player, card: cardName(move.card) });
    case 'build': {
      const replaced = state.players[seat]?.city.find((c) => c.row === move.row && c.col === move.col);
      const cell = cellLabel(move.row, move.col);
      return replaced
        ? tx('cor.log.overbuild', { player, card: cardName(move.card), cell, replaced: cardName(replaced.card) })
        : tx('cor.log.build', { player, card: cardName(move.card), cell });
    }
    case 'produce':
      return tx('cor.log.produce', { player });
    case 'end':
      return tx('cor.log.end', { player });
    case 'drop':
      return tx('common.dropped', { player });
    case 'school':
      return tx('cor.log.school', { player, count: move.under.length, deck: state.school?.deck ?? '' });
  }
}

export function statusText(state: CorState): Text {
  const [seat] = awaitingSeats(state);
  const player = seat === undefined ? '' : playerText(seat);
  switch (state.phase) {
    case 'draft':
      return tx('cor.status.draft', { player });
    case 'place':
      return tx('cor.status.place', { round: state.round, rounds: state.rounds, player });
    case 'action':
      return tx('cor.status.action', { round: state.round, rounds: state.rounds, player });
    case 'end':
      return tx('common.finished');
  }
}
