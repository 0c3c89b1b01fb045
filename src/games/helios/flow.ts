/**
 * The course of a game: the action phase turn by turn, the person phase, the refill and the end. Automatic
 * steps happen here and are reported as events.
 */
import { BONUS_RESOURCE_POSITIONS, TWO_PLAYER_NO_REFILL_ROUNDS } from '../../../data/helios/rules';
import { ROW_BONUS_AT, SPECIAL_KINDS } from '../../../data/helios/tiles';
import type { Seat } from '../../engine/types';
import { tx } from '../../i18n/text';
import { canBuild } from './build';
import { legalLandCells } from './land';
import { canActInPersonPhase, personOrder } from './persons';
import { changedPlayer, giftCells } from './accessors';
import { seatText } from './texts';
import { discardActionTiles, discardColumns, refillColumns, refillLandOffer } from './supply';
import type { ActionSymbol, ActionTurn, HeliosState } from './types';


export function newTurn(seat: Seat): ActionTurn {
  return { seat, stage: 'take', sym: null, bonus: 0, fullRow: null, pendingLand: [], circuitScored: false };
}

/** Whether a "create land" is possible: a tile to take and a field to put it on. */
export function canCreateLand(state: HeliosState, seat: Seat): boolean {
  const anyTile = state.offer.some((t) => t !== null) || SPECIAL_KINDS.some((k) => state.specials[k] > 0);
  return anyTile && legalLandCells(state.players[seat]).length > 0;
}

/** Whether the action of a symbol can be carried out now (moving the sun always can). */
export function canDoAction(state: HeliosState, seat: Seat, sym: ActionSymbol): boolean {
  if (sym === 'land') return canCreateLand(state, seat);
  if (sym === 'build') return canBuild(state.players[seat]);
  return true;
}

/** Starts phase 1 of the current round with the start player. */
export function startActionPhase(state: HeliosState): void {
  state.phase = 'actions';
  state.turnsTaken = 0;
  state.turn = newTurn(state.startPlayer);
}

/** After the tile is taken: an action nobody could carry out is forfeited at once. */
export function afterTake(state: HeliosState): void {
  const turn = state.turn as ActionTurn;
  if (turn.sym && !canDoAction(state, turn.seat, turn.sym)) {
    state.events.push(tx('hel.ev.forfeit', { seat: seatText(turn.seat), sym: tx(`hel.sym.${turn.sym}`) }));
    afterStep(state);
  }
}

/**
 * Moves the turn on after an action, a bonus action or a Landverwaltung tile: the Landverwaltung tiles come
 * first (lost when no field can take them), then owed bonus actions, then the end of the turn.
 */
export function afterStep(state: HeliosState): void {
  const turn = state.turn as ActionTurn;
  if (turn.pendingLand.length > 0) {
    if (legalLandCells(state.players[turn.seat]).length > 0) {
      turn.stage = 'extra';
      return;
    }
    state.landOut += turn.pendingLand.length;
    state.events.push(tx('hel.ev.landLost', { n: turn.pendingLand.length }));
    turn.pendingLand = [];
  }
  if (turn.bonus > 0) {
    turn.stage = 'bonus';
    return;
  }
  endTurn(state);
}

/** Ends the action turn: a full row is discarded, and the next player (or the next phase) follows. */
function endTurn(state: HeliosState): void {
  const turn = state.turn as ActionTurn;
  if (turn.fullRow) {
    const player = changedPlayer(state, turn.seat);
    discardActionTiles(state, player.rows[turn.fullRow]);
    player.rows[turn.fullRow] = [];
  }
  state.turnsTaken++;
  if (state.turnsTaken < state.turnsPerRound * state.seats) {
    state.turn = newTurn((state.startPlayer + state.turnsTaken) % state.seats);
    return;
  }
  state.turn = null;
  const keepDisplay = state.seats === 2 && TWO_PLAYER_NO_REFILL_ROUNDS.includes(state.round);
  if (!keepDisplay) discardColumns(state);
  startPersonPhase(state);
}

/** A row reaching its 4th tile owes a bonus action this turn. */
export function rowFilled(turn: ActionTurn, length: number, row: ActionTurn['fullRow']): void {
  if (length >= ROW_BONUS_AT) {
    turn.bonus += 1;
    turn.fullRow = row;
  }
}

function startPersonPhase(state: HeliosState): void {
  state.phase = 'persons';
  state.personPhase = {
    order: personOrder(state),
    current: 0,
    passed: new Array<boolean>(state.seats).fill(false),
    bought: false,
    acted: false,
  };
  settlePersonTurn(state);
}

/**
 * Makes sure the player on turn can do something. A player with nothing (more) to do ends the turn; when the
 * turn was empty that is their final pass (nobody else's moves can give them new options). After the last
 * pass the round ends.
 */
export function settlePersonTurn(state: HeliosState): void {
  const phase = state.personPhase;
  if (!phase) return;
  for (let guard = 0; guard <= state.seats * 2 + 1; guard++) {
    if (phase.passed.every(Boolean)) {
      endRound(state);
      return;
    }
    const seat = phase.order[phase.current];
    if (!phase.passed[seat]) {
      if (canActInPersonPhase(state, seat, phase.bought)) return;
      if (!phase.acted) {
        phase.passed[seat] = true;
        state.events.push(tx('hel.ev.autoPass', { seat: seatText(seat) }));
      }
    }
    nextPersonTurn(state);
  }
  throw new Error('helios: person phase did not settle');
}

function nextPersonTurn(state: HeliosState): void {
  const phase = state.personPhase;
  if (!phase) return;
  phase.current = (phase.current + 1) % state.seats;
  phase.bought = false;
  phase.acted = false;
}

/** Ends the person-phase turn of the player on turn; a turn without a purchase or activation is a final pass. */
export function endPersonTurn(state: HeliosState): void {
  const phase = state.personPhase;
  if (!phase) return;
  if (!phase.acted) phase.passed[phase.order[phase.current]] = true;
  nextPersonTurn(state);
  settlePersonTurn(state);
}

/** Phase 3, or the end of the game after the last round. */
function endRound(state: HeliosState): void {
  state.personPhase = null;
  if (state.round >= state.rounds) {
    state.phase = 'finished';
    state.events.push(tx('hel.ev.gameOver'));
    return;
  }
  refillLandOffer(state);
  const keepDisplay = state.seats === 2 && TWO_PLAYER_NO_REFILL_ROUNDS.includes(state.round);
  if (!keepDisplay) {
    discardColumns(state);
    refillColumns(state);
  }
  state.startPlayer = (state.startPlayer + 1) % state.seats;
  state.round++;
  state.events.push(tx('hel.ev.newRound', { round: state.round, seat: seatText(state.startPlayer) }));
  queueGifts(state);
}

/**
 * The players in the 3rd and 4th seat counted clockwise from the start player each place a bonus resource of
 * their choice (lost when no own tile can take one); then phase 1 begins.
 */
export function queueGifts(state: HeliosState): void {
  state.gifts = [];
  for (const position of BONUS_RESOURCE_POSITIONS) {
    if (position >= state.seats) continue;
    const seat = (state.startPlayer + position) % state.seats;
    if (giftCells(state.players[seat]).length > 0) state.gifts.push(seat);
    else state.events.push(tx('hel.ev.giftLost', { seat: seatText(seat) }));
  }
  if (state.gifts.length > 0) state.phase = 'gifts';
  else startActionPhase(state);
}
