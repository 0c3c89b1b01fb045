/** Public log lines and the short status. */
import type { Seat, Text } from '../../engine/types';
import { seatList, seatText as sharedSeatText, tx } from '../../i18n/text';
import { personSeat } from './accessors';
import type { HeliosMove, HeliosState, LandSource } from './types';

/** A seat in a text: the typed placeholder the bot fills with the player's name. */
export const seatText = (seat: Seat): Text => sharedSeatText(seat);
const res = (color: string) => tx(`hel.res.${color}`);

function landTileText(state: HeliosState, src: LandSource): Text {
  if ('special' in src) return tx(`hel.special.${src.special}`);
  const tile = 'offer' in src ? state.offer[src.offer] : state.turn?.pendingLand[src.pending];
  return tx('hel.o.landTile', { color: res(tile?.color ?? 'brown') });
}

export function describeMove(state: HeliosState, seat: Seat, move: HeliosMove): Text {
  const who = seatText(seat);
  switch (move.t) {
    case 'startTile':
      return tx('hel.log.startTile', { seat: who, color: res(move.color) });
    case 'gift':
      return tx('hel.log.gift', { seat: who, color: res(move.color), cell: move.cell });
    case 'take': {
      const tile = state.columns[move.sym][0];
      return tx('hel.log.take', {
        seat: who,
        sym: tx(`hel.sym.${move.sym}`),
        color: tx(`hel.tile.${tile?.color ?? move.row}`),
        row: tx(`hel.row.${move.row}`),
      });
    }
    case 'skip':
      return tx('hel.log.skip', { seat: who });
    case 'land':
      return move.bonus
        ? tx('hel.log.landBonus', { seat: who, tile: landTileText(state, move.src), cell: move.cell, color: res(move.bonus) })
        : tx('hel.log.land', { seat: who, tile: landTileText(state, move.src), cell: move.cell });
    case 'temple':
      return tx('hel.log.temple', { seat: who, cell: move.cell, n: move.pay.length });
    case 'building':
      return move.id === 'bazaar'
        ? tx('hel.log.bazaar', { seat: who, n: move.trade ?? 0 })
        : tx('hel.log.building', { seat: who, building: tx(`hel.building.${move.id}`) });
    case 'sun':
      return tx('hel.log.sun', { seat: who, from: state.players[seat].sun, to: move.to });
    case 'buy':
      return tx('hel.log.buy', { seat: who, person: tx(`hel.person.${move.person}`) });
    case 'activate':
      return tx('hel.log.activate', { seat: who, person: tx(`hel.person.${move.person}`) });
    case 'done':
      return tx(state.personPhase?.acted ? 'hel.log.endTurn' : 'hel.log.pass', { seat: who });
    case 'drop':
      return tx('common.dropped', { player: who });
  }
}

export function statusOf(state: HeliosState): Text {
  const round = { round: state.round, rounds: state.rounds };
  switch (state.phase) {
    case 'startTiles':
      return tx('hel.status.startTiles', { seat: seatText(state.startQueue[0] ?? 0) });
    case 'gifts':
      return tx('hel.status.gifts', { ...round, seats: seatList(state.gifts) });
    case 'actions':
      return tx('hel.status.actions', {
        ...round,
        seat: seatText(state.turn?.seat ?? 0),
        n: state.turnsTaken + 1,
        total: state.turnsPerRound * state.seats,
      });
    case 'persons':
      return tx('hel.status.persons', { ...round, seat: seatText(personSeat(state) ?? 0) });
    case 'finished':
      return tx('common.finished');
  }
}
