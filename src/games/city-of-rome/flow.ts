/**
 * Round flow: upkeep (strip, offer, influence card), emissary placement, action-turn order, round end with
 * influence scoring, game end. Every function here mutates the working copy it is given.
 */
import { PLAYER_COUNT_RULES } from '../../../data/city-of-rome/rules';
import { seatText, tx } from '../../i18n/text';
import type { Seat, Text } from '../../engine/types';
import { freePoints, rotateStrips, stripFace } from './strips';
import { leftOf } from './seats';
import { influenceValue, type CorState } from './types';

/** A seat in a text: the typed placeholder the bot fills with the player's name. */
export function playerText(seat: Seat): Text {
  return seatText(seat);
}

export function rulesFor(state: CorState) {
  return PLAYER_COUNT_RULES[state.seats];
}

/** Moves influence cards lying on top of deck I next to the offer. */
function revealInfluence(state: CorState): void {
  const deck = state.decks.I ?? [];
  while (deck.length > 0) {
    const value = influenceValue(deck[0]);
    if (value === null) return;
    deck.shift();
    state.influenceDisplay.push(value);
    state.events.push(tx('cor.event.influenceRevealed', { value }));
  }
}

/**
 * Draws the round's offer from every deck in play (facts.md A19: the top of deck I is checked after drawing).
 * The previous offer is always used up: every emissary turn takes one card.
 */
function drawOffer(state: CorState): void {
  const rules = rulesFor(state);
  for (const deckId of rules.decks) {
    const deck = state.decks[deckId] ?? [];
    for (let i = 0; i < (rules.offerDraws[deckId] ?? 0); i++) {
      if (deckId === 'I') revealInfluence(state);
      const drawn = deck.shift();
      if (drawn !== undefined) state.offer.push(drawn);
    }
  }
  revealInfluence(state);
}

/** Upkeep of a new round, then the emissary phase begins with the start player. */
export function beginRound(state: CorState): void {
  state.round++;
  state.phase = 'place';
  state.events.push(tx('cor.event.round', { round: state.round, rounds: state.rounds }));
  rotateStrips(state.strips);
  drawOffer(state);
  state.fields = [null, null, null, null, null];
  const order: Seat[] = [];
  for (let pass = 0; pass < rulesFor(state).emissaries; pass++) {
    let seat = state.startPlayer;
    for (let i = 0; i < state.seats; i++, seat = leftOf(seat, state.seats)) order.push(seat);
  }
  state.placing = order;
  state.placed = 0;
  state.turn = null;
}

/** Which of a seat's emissaries is placed next (the first one not on the strip). */
function nextEmissary(state: CorState, seat: Seat): number {
  const onStrip = new Set(state.fields.flatMap((f) => (f && f.seat === seat ? [f.emissary] : [])));
  let index = 0;
  while (onStrip.has(index)) index++;
  return index;
}

export function placeEmissary(state: CorState, field: number): void {
  const seat = state.placing[state.placed];
  state.fields[field] = { seat, emissary: nextEmissary(state, seat) };
  state.placed++;
}

export function activeFace(state: CorState) {
  return stripFace(state.strips[0]);
}

/** Starts the turn of the emissary closest to the emperor, or returns false when none is left. */
export function startNextTurn(state: CorState): boolean {
  const field = state.fields.findIndex((f) => f !== null);
  if (field < 0) return false;
  const occupant = state.fields[field];
  if (!occupant) return false;
  const free = freePoints(activeFace(state), field);
  state.turn = {
    seat: occupant.seat,
    emissary: occupant.emissary,
    field,
    freeBricks: free.bricks,
    freeCogs: free.cogs,
    tookCard: false,
    built: false,
    produced: false,
    builtCell: null,
  };
  return true;
}

/** Ends the running turn: the emissary leaves the strip and stands on the card built this turn, if any. */
export function endTurn(state: CorState): void {
  const turn = state.turn;
  if (!turn) return;
  state.players[turn.seat].emissaryHomes[turn.emissary] = turn.builtCell;
  state.fields[turn.field] = null;
  state.turn = null;
}

/**
 * Influence scoring (seed "Einflusswertung"): the one player with strictly the most tokens returns them all and
 * takes every displayed influence card; on a tie the cards wait — after the last round they are lost.
 */
export function influenceScoring(state: CorState, lastRound: boolean): void {
  if (state.influenceDisplay.length === 0) return;
  const most = Math.max(...state.players.map((p) => p.influence));
  const leaders = state.players.filter((p) => p.influence === most);
  const cards = state.influenceDisplay.join(', ');
  if (leaders.length === 1) {
    const winner = leaders[0];
    state.events.push(tx('cor.event.influenceWon', { player: playerText(winner.seat), cards, tokens: winner.influence }));
    winner.influenceCards.push(...state.influenceDisplay);
    winner.influence = 0;
    state.influenceDisplay = [];
  } else if (lastRound) {
    state.events.push(tx('cor.event.influenceLost', { cards }));
    state.influenceLost.push(...state.influenceDisplay);
    state.influenceDisplay = [];
  } else {
    state.events.push(tx('cor.event.influenceTie', { cards }));
  }
}

export function endRound(state: CorState): void {
  state.startPlayer = leftOf(state.startPlayer, state.seats);
  const last = state.round >= state.rounds;
  influenceScoring(state, last);
  if (last) {
    state.phase = 'end';
    state.events.push(tx('cor.event.gameOver'));
  } else {
    beginRound(state);
  }
}

/** Seats awaited now. */
export function awaitingSeats(state: CorState): Seat[] {
  switch (state.phase) {
    case 'draft':
      return state.draft ? [state.draft.holder] : [];
    case 'place':
      return state.placed < state.placing.length ? [state.placing[state.placed]] : [];
    case 'action':
      if (state.school) return [state.school.seat];
      return state.turn ? [state.turn.seat] : [];
    case 'end':
      return [];
  }
}
