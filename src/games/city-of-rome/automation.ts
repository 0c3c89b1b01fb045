/**
 * The automatic steps Yucata takes when a player has no real choice (seed "Automatische Aktionen",
 * facts.md 5.3, 5.4): the last draft card, the last sensible emissary field, the last offer card, a lone
 * school card, and the end of a turn with nothing left to do. Each is reported as a public event.
 */
import { tx } from '../../i18n/text';
import { cardName } from './cards';
import { beginRound, endRound, endTurn, placeEmissary, playerText, startNextTurn } from './flow';
import { buildableCards, canProduce, placementFields } from './legal';
import type { CorState } from './types';

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
