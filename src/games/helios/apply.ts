/** apply(): checks a move against the state and carries it out on a copy. */
import { RESOURCES, ROW_COLORS } from '../../../data/helios/tiles';
import { RuleError } from '../../engine/rule-error';
import type { Seat } from '../../engine/types';
import { buildBuilding, buildTemple } from './build';
import { afterStep, afterTake, endPersonTurn, rowFilled, settlePersonTurn, startActionPhase } from './flow';
import { createTile, type NewTile } from './land';
import { activatePerson, buyPerson } from './persons';
import { chooseStartTile } from './setup';
import { changedPlayer, changedTile, cloneState, giftCells, personSeat } from './accessors';
import { moveSun } from './sun';
import type { ActionSymbol, ActionTurn, HeliosMove, HeliosState, LandSource, Resource, RowColor } from './types';

const isResource = (value: unknown): value is Resource => (RESOURCES as readonly unknown[]).includes(value);

export function applyMove(state: HeliosState, seat: Seat, move: HeliosMove): HeliosState {
  const next = cloneState(state);
  next.events = [];
  switch (next.phase) {
    case 'startTiles':
      if (move.t !== 'startTile') throw new RuleError('error.unknownMove');
      chooseStartTile(next, seat, move.color);
      break;
    case 'gifts':
      applyGift(next, seat, move);
      break;
    case 'actions':
      applyActionMove(next, seat, move);
      break;
    case 'persons':
      applyPersonMove(next, seat, move);
      break;
    case 'finished':
      throw new RuleError('error.unknownMove');
  }
  return next;
}

/** A bonus resource of any colour on an own tile without temple and with fewer than 2 resources. */
function applyGift(state: HeliosState, seat: Seat, move: HeliosMove): void {
  if (!state.gifts.includes(seat)) throw new RuleError('error.notYourTurn');
  if (move.t !== 'gift' || !isResource(move.color)) throw new RuleError('error.unknownMove');
  if (!giftCells(state.players[seat]).includes(move.cell)) throw new RuleError('hel.error.badCell');
  changedTile(changedPlayer(state, seat), move.cell).res.push(move.color);
  state.gifts = state.gifts.filter((s) => s !== seat);
  if (state.gifts.length === 0) startActionPhase(state);
}

function applyActionMove(state: HeliosState, seat: Seat, move: HeliosMove): void {
  const turn = state.turn;
  if (!turn || turn.seat !== seat) throw new RuleError('error.notYourTurn');
  switch (turn.stage) {
    case 'take':
      if (move.t !== 'take') throw new RuleError('error.unknownMove');
      takeActionTile(state, turn, move.sym, move.row);
      afterTake(state);
      return;
    case 'act':
      if (move.t !== 'skip' && actionSymbolOf(move) !== turn.sym) throw new RuleError('error.unknownMove');
      doAction(state, turn, move);
      afterStep(state);
      return;
    case 'extra':
      if (move.t !== 'land' || !('pending' in move.src)) throw new RuleError('error.unknownMove');
      doAction(state, turn, move);
      afterStep(state);
      return;
    case 'bonus':
      if (move.t !== 'skip' && actionSymbolOf(move) === null) throw new RuleError('error.unknownMove');
      if (move.t === 'land' && 'pending' in move.src) throw new RuleError('error.unknownMove');
      turn.bonus -= 1;
      doAction(state, turn, move);
      afterStep(state);
      return;
  }
}

/** Takes the lowest tile of a column and lays it on its colour's row (a grey tile on the row of choice). */
function takeActionTile(state: HeliosState, turn: ActionTurn, sym: ActionSymbol, row: RowColor): void {
  const column = state.columns[sym];
  if (!column || column.length === 0) throw new RuleError('hel.error.emptyColumn');
  const tile = column[0];
  if (!ROW_COLORS.includes(row) || (tile.color !== 'grey' && tile.color !== row)) {
    throw new RuleError('hel.error.badRow');
  }
  state.columns[sym] = column.slice(1);
  const rows = changedPlayer(state, turn.seat).rows;
  rows[row].push(tile);
  turn.sym = sym;
  turn.stage = 'act';
  rowFilled(turn, rows[row].length, row);
}

function actionSymbolOf(move: HeliosMove): 'land' | 'build' | 'sun' | null {
  if (move.t === 'land') return 'land';
  if (move.t === 'temple' || move.t === 'building') return 'build';
  if (move.t === 'sun') return 'sun';
  return null;
}

function doAction(state: HeliosState, turn: ActionTurn, move: HeliosMove): void {
  switch (move.t) {
    case 'skip':
      return;
    case 'land':
      if (move.bonus !== undefined && !isResource(move.bonus)) throw new RuleError('hel.error.bonusColor');
      createTile(state, turn.seat, takeLandTile(state, turn, move.src), move.cell, move.bonus);
      return;
    case 'temple':
      buildTemple(state, turn.seat, move.cell, move.pay);
      return;
    case 'building':
      buildBuilding(state, turn.seat, move.id, move.pay, move.trade, turn);
      return;
    case 'sun':
      moveSun(state, turn.seat, move.to, turn);
      return;
    default:
      throw new RuleError('error.unknownMove');
  }
}

/** Removes the chosen tile from the offer, the special tiles or the Landverwaltung tiles. */
function takeLandTile(state: HeliosState, turn: ActionTurn, src: LandSource): NewTile {
  if ('offer' in src) {
    const tile = state.offer[src.offer];
    if (!tile) throw new RuleError('hel.error.noTile');
    state.offer[src.offer] = null;
    return { kind: 'land', color: tile.color, res: tile.res };
  }
  if ('special' in src) {
    if (!(state.specials[src.special] > 0)) throw new RuleError('hel.error.noTile');
    state.specials[src.special]--;
    return { kind: 'special', special: src.special };
  }
  const tile = turn.pendingLand[src.pending];
  if (!tile) throw new RuleError('hel.error.noTile');
  turn.pendingLand.splice(src.pending, 1);
  return { kind: 'land', color: tile.color, res: tile.res };
}

function applyPersonMove(state: HeliosState, seat: Seat, move: HeliosMove): void {
  const phase = state.personPhase;
  if (!phase || personSeat(state) !== seat) throw new RuleError('error.notYourTurn');
  switch (move.t) {
    case 'buy':
      if (phase.bought) throw new RuleError('hel.error.oneBuy');
      buyPerson(state, seat, move.person);
      phase.bought = true;
      phase.acted = true;
      settlePersonTurn(state);
      return;
    case 'activate':
      if (move.gift && !isResource(move.gift.color)) throw new RuleError('hel.error.bonusColor');
      activatePerson(state, seat, move.person, move.pay, move.gift);
      phase.acted = true;
      settlePersonTurn(state);
      return;
    case 'done':
      endPersonTurn(state);
      return;
    default:
      throw new RuleError('error.unknownMove');
  }
}
