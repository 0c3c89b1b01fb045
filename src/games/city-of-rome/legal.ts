/** What the acting player may do now: school decks, emissary fields, buildable cards, production. */
import { SCHOOL_DECKS } from '../../../data/city-of-rome/rules';
import { card } from './cards';
import { buildTargets } from './city';
import { buildPayment, produceOffered } from './economy';
import { rulesFor } from './flow';
import type { CorState, PlayerState } from './types';
import type { CorDeckId } from './view';

/** Decks a school may draw from now: II–IV in play and not empty (facts.md A3). */
export function schoolDecks(state: CorState): CorDeckId[] {
  const inPlay = rulesFor(state).decks;
  return SCHOOL_DECKS.filter((deck) => inPlay.includes(deck) && (state.decks[deck]?.length ?? 0) > 0);
}

/**
 * Legal fields (0-based) for the seat placing now. For the last emissary of the round only the "sensible"
 * ones: the farthest field of each run of free fields, where a run is broken only by an opponent's emissary
 * (facts.md 5.3).
 */
export function placementFields(state: CorState): number[] {
  if (state.placed !== state.placing.length - 1) {
    // A loop, not flatMap: this is asked at every step of every playout.
    const free: number[] = [];
    for (let i = 0; i < state.fields.length; i++) if (state.fields[i] === null) free.push(i);
    return free;
  }
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

/** Whether the player could build some hand card now (buildableCards is not empty), stopping at the first. */
export function canBuildAny(state: CorState, player: PlayerState): boolean {
  return buildableCards(state, player, true).length > 0;
}

/** Hand cards the player could build now (affordable with automatic purchase, with a legal cell); `firstOnly`: at most one. */
export function buildableCards(state: CorState, player: PlayerState, firstOnly = false): string[] {
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
      ok = buildTargets(player.city, data, true).length > 0;
      hasCells.set(aqueduct, ok);
    }
    if (ok) out.push(id);
    if (ok && firstOnly) break;
  }
  return out;
}

export function canProduce(state: CorState, player: PlayerState): boolean {
  const turn = state.turn;
  return !!turn && !turn.produced && produceOffered(player, turn.freeCogs);
}
