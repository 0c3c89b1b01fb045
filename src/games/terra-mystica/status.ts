/** Who must decide now, and the short public status line. */
import type { Seat, Text } from '../../engine/types';
import { seatText, tx } from '../../i18n/text';
import { tmText } from './text-helpers';
import type { TmState } from './types';

/**
 * Seats that must decide: the set-up step's seat, the active player, and every player with an open
 * power offer or free cult steps (their own decisions, taken in any order); in phase III the next seat
 * with cult-reward spades.
 */
export function awaitingSeats(state: TmState): Seat[] {
  switch (state.phase) {
    case 'end':
      return [];
    case 'factions':
    case 'dwellings':
    case 'bonus':
    case 'cultSpades':
      return state.setupQueue.length > 0 ? [state.setupQueue[0]] : [];
    default:
      break;
  }
  const active = state.turn ? state.turn.seat : -1;
  const out: Seat[] = active >= 0 ? [active] : [];
  for (let seat = 0; seat < state.seats; seat++) {
    if (seat !== active && decides(state, seat)) out.push(seat);
  }
  return out;
}

/** `seat` has an open power offer or a pending tile or cult step (plain loops: called for every seat on every move). */
function decides(state: TmState, seat: Seat): boolean {
  const p = state.players[seat];
  if (p.pendingCult > 0 || p.pendingFavors > 0 || p.pendingTowns > 0) return true;
  for (const offer of state.leech) if (offer.seat === seat) return true;
  return false;
}

/** A seat by its faction, or before factions are chosen as the seat (which the bot shows as the player's name). */
export function who(state: TmState, seat: Seat): Text {
  const f = state.players[seat]?.faction;
  return f ? tmText(`faction.${f}`) : seatText(seat);
}

export function statusText(state: TmState): Text {
  if (state.phase === 'end') return tmText('st.end');
  if (state.phase === 'factions' || state.phase === 'dwellings' || state.phase === 'bonus') {
    return tmText(`st.${state.phase}`, { who: who(state, state.setupQueue[0] ?? 0) });
  }
  if (state.phase === 'cultSpades') return tmText('st.cultSpades', { round: state.round, who: who(state, state.setupQueue[0] ?? 0) });
  if (!state.turn) return tmText('st.decisions', { round: state.round });
  return tmText('st.actions', { round: state.round, who: who(state, state.turn.seat) });
}
