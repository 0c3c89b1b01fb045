/** apply(): validates a move against the rules and plays it on a copy of the state. */
import { RuleError } from '../../engine/rule-error';
import type { Seat } from '../../engine/types';
import { card, isSpecial } from './cards';
import { buildTargets, cityGrid, neighbours, placedCard } from './city';
import { buildPayment, produceCost, produceOffered } from './economy';
import { settle } from './automation';
import { awaitingSeats, endTurn, placeEmissary } from './flow';
import { placementFields, schoolDecks } from './legal';
import { rightOf } from './seats';
import type { CorMove } from './moves';
import { cloneState, type CityCell, type CorState, type PlayerState } from './types';
import type { CorDeckId } from './view';

function removeOne(list: string[], id: string): void {
  const index = list.indexOf(id);
  if (index >= 0) list.splice(index, 1);
}

/** The turn of `seat`, checked to be open for an action after the offer card was taken. */
function actionTurn(state: CorState, seat: Seat) {
  const turn = state.turn;
  if (state.phase !== 'action' || !turn || turn.seat !== seat || state.school) throw new RuleError('error.unknownMove');
  if (!turn.tookCard) throw new RuleError('cor.error.takeFirst');
  return turn;
}

/** Pays brick tokens: the one on a card being replaced first (it would be lost), then in board order. */
function spendTokens(player: PlayerState, count: number, replaced: CityCell | undefined): void {
  let left = count;
  const holders = player.city.filter((cell) => cell.brickToken).sort((a, b) => a.row - b.row || a.col - b.col);
  if (replaced?.brickToken) holders.unshift(...holders.splice(holders.indexOf(replaced), 1));
  for (const cell of holders) {
    if (left === 0) break;
    cell.brickToken = false;
    left--;
  }
}

function build(state: CorState, seat: Seat, move: Extract<CorMove, { type: 'build' }>): void {
  const turn = actionTurn(state, seat);
  if (turn.built) throw new RuleError('cor.error.alreadyBuilt');
  const player = state.players[seat];
  if (!player.hand.includes(move.card)) throw new RuleError('cor.error.notInHand');
  const data = card(move.card);
  const payment = buildPayment(player, data.cost, turn.freeBricks);
  if (!payment) throw new RuleError('cor.error.cannotAfford');
  const target = buildTargets(player.city, data).find((t) => t.row === move.row && t.col === move.col);
  if (!target) throw new RuleError('cor.error.illegalCell');
  const decks = data.publicType === 'school' ? schoolDecks(state) : [];
  let deck: CorDeckId | undefined = move.deck;
  if (deck !== undefined && !decks.includes(deck)) throw new RuleError('cor.error.illegalDeck');
  if (deck === undefined && decks.length > 1) throw new RuleError('cor.error.chooseDeck');
  if (deck === undefined) deck = decks[0];

  const replaced = target.overbuild ? player.city.find((c) => c.row === move.row && c.col === move.col) : undefined;
  spendTokens(player, payment.tokens, replaced);
  player.coins -= payment.coins;
  removeOne(player.hand, move.card);
  removeOne(player.known, move.card);
  if (replaced) {
    // The replaced card leaves the game; tokens on it go back to the supply (facts.md A2).
    state.boxed.push(replaced.card);
    player.city.splice(player.city.indexOf(replaced), 1);
  }
  const placed = placedCard(move.row, move.col, move.card);
  player.city.push(placed);
  turn.built = true;
  turn.builtCell = { row: move.row, col: move.col };
  player.influence += data.stars;

  const adjacent = neighbours(cityGrid(player.city), move.row, move.col).length;
  const bonus = isSpecial(data) ? 1 : 0;
  switch (data.publicType) {
    case 'market':
      player.coins += adjacent + bonus;
      break;
    case 'arena':
      player.influence += adjacent + bonus;
      break;
    case 'baths':
      placed.pointTokens = adjacent + bonus;
      break;
    case 'school': {
      if (deck === undefined) break;
      const pile = state.decks[deck] ?? [];
      const drawn = pile.splice(0, adjacent + bonus);
      if (drawn.length > 0) state.school = { seat, deck, drawn };
      break;
    }
    case undefined:
      break;
  }
}

function produce(state: CorState, seat: Seat): void {
  const turn = actionTurn(state, seat);
  if (turn.produced) throw new RuleError('cor.error.alreadyProduced');
  const player = state.players[seat];
  if (!produceOffered(player, turn.freeCogs)) throw new RuleError('cor.error.produceSenseless');
  player.coins -= produceCost(turn.freeCogs);
  turn.produced = true;
  for (const cell of player.city) {
    switch (card(cell.card).production) {
      case 'vegetable':
        player.coins++;
        break;
      case 'grain':
        cell.brickToken = true;
        break;
      case 'sheep':
        player.influence++;
        break;
      case 'vineyard':
        player.coins++;
        cell.brickToken = true;
        break;
      case undefined:
        break;
    }
  }
}

function school(state: CorState, seat: Seat, move: Extract<CorMove, { type: 'school' }>): void {
  const pending = state.school;
  if (!pending || pending.seat !== seat) throw new RuleError('error.unknownMove');
  const rest = [...pending.drawn];
  if (!rest.includes(move.keep)) throw new RuleError('cor.error.notDrawn');
  removeOne(rest, move.keep);
  const under = [...move.under];
  if (under.length !== rest.length || [...under].sort().join() !== [...rest].sort().join()) {
    throw new RuleError('cor.error.notDrawn');
  }
  state.players[seat].hand.push(move.keep);
  state.decks[pending.deck]?.push(...under);
  state.school = null;
}

export function applyMove(before: CorState, seat: Seat, move: CorMove): CorState {
  if (!awaitingSeats(before).includes(seat)) throw new RuleError('error.notYourTurn');
  const state = cloneState(before);
  state.events = [];
  switch (move.type) {
    case 'draft': {
      const draft = state.draft;
      if (state.phase !== 'draft' || !draft) throw new RuleError('error.unknownMove');
      if (!draft.packet.includes(move.card)) throw new RuleError('cor.error.notInPacket');
      removeOne(draft.packet, move.card);
      state.players[seat].hand.push(move.card);
      // The packet travels on to the right (counter-clockwise).
      draft.holder = rightOf(draft.holder, state.seats);
      break;
    }
    case 'place': {
      if (state.phase !== 'place') throw new RuleError('error.unknownMove');
      if (!placementFields(state).includes(move.field - 1)) throw new RuleError('cor.error.illegalField');
      placeEmissary(state, move.field - 1);
      break;
    }
    case 'take': {
      const turn = state.turn;
      if (state.phase !== 'action' || !turn || turn.tookCard || state.school) throw new RuleError('error.unknownMove');
      if (!state.offer.includes(move.card)) throw new RuleError('cor.error.notInOffer');
      removeOne(state.offer, move.card);
      const player = state.players[seat];
      player.hand.push(move.card);
      player.known.push(move.card);
      turn.tookCard = true;
      break;
    }
    case 'build':
      build(state, seat, move);
      break;
    case 'produce':
      produce(state, seat);
      break;
    case 'end':
      actionTurn(state, seat);
      endTurn(state);
      break;
    case 'school':
      school(state, seat, move);
      break;
    default:
      throw new RuleError('error.unknownMove');
  }
  settle(state);
  return state;
}
