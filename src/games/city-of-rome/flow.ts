/**
 * Round flow: upkeep (strip, offer, influence card), emissary placement, action-turn order, round end with
 * influence scoring, game end — plus the automatic steps Yucata takes when a player has no real choice
 * (facts.md 5.3, 5.4). Every function here mutates the working copy it is given.
 */
import { PLAYER_COUNT_RULES } from '../../../data/city-of-rome/rules';
import { tx } from '../../i18n';
import type { Seat, Text } from '../../engine/types';
import { card, cardName } from './cards';
import { buildTargets } from './city';
import { buildPayment, produceOffered } from './economy';
import { freePoints, rotateStrips, stripFace } from './strips';
import { influenceValue, type CorState, type PlayerState } from './state';

export function playerText(seat: Seat): Text {
  return tx('common.seat', { n: seat + 1 });
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

/** Draws the round's offer from every deck in play (facts.md A19: the top of deck I is checked after drawing). */
function drawOffer(state: CorState): void {
  const rules = rulesFor(state);
  state.offer = [];
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
    for (let i = 0; i < state.seats; i++) order.push((state.startPlayer + i) % state.seats);
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

/**
 * Legal fields (0-based) for the seat placing now. For the last emissary of the round only the "sensible"
 * ones: the farthest field of each run of free fields, where a run is broken only by an opponent's emissary
 * (facts.md 5.3).
 */
export function placementFields(state: CorState): number[] {
  const free = state.fields.flatMap((f, i) => (f === null ? [i] : []));
  if (state.placed !== state.placing.length - 1) return free;
  const seat = state.placing[state.placed];
  const sensible: number[] = [];
  let runEnd: number | null = null;
  for (let i = 0; i < state.fields.length; i++) {
    const occupant = state.fields[i];
    if (occupant === null) runEnd = i;
    else if (occupant.seat !== seat) {
      if (runEnd !== null) sensible.push(runEnd);
      runEnd = null;
    }
  }
  if (runEnd !== null) sensible.push(runEnd);
  return sensible;
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
function startNextTurn(state: CorState): boolean {
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

function endRound(state: CorState): void {
  state.startPlayer = (state.startPlayer + 1) % state.seats;
  const last = state.round >= state.rounds;
  influenceScoring(state, last);
  if (last) {
    state.phase = 'end';
    state.offer = [];
    state.events.push(tx('cor.event.gameOver'));
  } else {
    beginRound(state);
  }
}

/** Hand cards the player could build now (affordable with automatic purchase, with a legal cell). */
export function buildableCards(state: CorState, player: PlayerState): string[] {
  const turn = state.turn;
  if (!turn || turn.built) return [];
  // Every card but an aqueduct has the same legal cells, so the cell check runs at most twice.
  const hasCells = new Map<boolean, boolean>();
  const out: string[] = [];
  for (const id of player.hand) {
    const data = card(id);
    if (!buildPayment(player, data.cost, turn.freeBricks)) continue;
    const aqueduct = data.kind === 'aqueduct';
    let ok = hasCells.get(aqueduct);
    if (ok === undefined) {
      ok = buildTargets(player.city, data).length > 0;
      hasCells.set(aqueduct, ok);
    }
    if (ok) out.push(id);
  }
  return out;
}

export function canProduce(state: CorState, player: PlayerState): boolean {
  const turn = state.turn;
  return !!turn && !turn.produced && produceOffered(player, turn.freeCogs);
}

/** Keeps a school draw's only card for the player (no choice left). */
function autoSchool(state: CorState): boolean {
  const school = state.school;
  if (!school || school.drawn.length !== 1) return false;
  state.players[school.seat].hand.push(school.drawn[0]);
  state.events.push(tx('cor.event.schoolAuto', { player: playerText(school.seat) }));
  state.school = null;
  return true;
}

/** One automatic step if the rules leave no choice; false when a player must decide (or the game is over). */
function autoStep(state: CorState): boolean {
  switch (state.phase) {
    case 'draft': {
      const draft = state.draft;
      if (!draft || draft.packet.length !== 1) return false;
      const [last] = draft.packet;
      const player = state.players[draft.holder];
      player.hand.push(last);
      // Every other player has held the packet with this card in it, so it is public (facts.md 5.4).
      player.known.push(last);
      state.events.push(tx('cor.event.draftAuto', { player: playerText(draft.holder), card: cardName(last) }));
      state.draft = null;
      beginRound(state);
      return true;
    }
    case 'place': {
      if (state.placed >= state.placing.length) {
        state.phase = 'action';
        return true;
      }
      const fields = placementFields(state);
      if (fields.length !== 1) return false;
      const seat = state.placing[state.placed];
      placeEmissary(state, fields[0]);
      state.events.push(tx('cor.event.placeAuto', { player: playerText(seat), field: fields[0] + 1 }));
      return true;
    }
    case 'action': {
      if (state.school) return autoSchool(state);
      const turn = state.turn;
      if (!turn) {
        if (!startNextTurn(state)) endRound(state);
        return true;
      }
      const player = state.players[turn.seat];
      if (!turn.tookCard) {
        if (state.offer.length > 1) return false;
        turn.tookCard = true;
        const taken = state.offer.shift();
        if (taken !== undefined) {
          player.hand.push(taken);
          player.known.push(taken);
          state.events.push(tx('cor.event.takeAuto', { player: playerText(turn.seat), card: cardName(taken) }));
        }
        return true;
      }
      if (buildableCards(state, player).length > 0 || canProduce(state, player)) return false;
      state.events.push(tx('cor.event.endAuto', { player: playerText(turn.seat) }));
      endTurn(state);
      return true;
    }
    case 'end':
      return false;
  }
}

/** Runs automatic steps until a player has to decide. */
export function settle(state: CorState): void {
  while (autoStep(state)) {
    // keep going
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
