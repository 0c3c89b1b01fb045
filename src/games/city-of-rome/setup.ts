/**
 * Game setup (seed "Spielvorbereitung", facts.md 3): decks per player count with influence cards in deck I,
 * starting buildings and coins, strips shuffled in random orientation, a random start player, and the
 * opening draft from deck II.
 */
import { DECKS, shrineCard, startingCards } from '../../../data/city-of-rome/cards';
import { DRAFT_DECK, STARTING_COINS } from '../../../data/city-of-rome/rules';
import { STRIPS } from '../../../data/city-of-rome/strips';
import { createRng, nextInt, shuffle, type RngState } from '../../engine/rng';
import type { GameOptions } from '../../engine/types';
import { placedCard, START_FARM_COL, START_HOUSE_COL, START_ROW } from './city';
import { settle } from './automation';
import { rulesFor } from './flow';
import { rightOf } from './seats';
import { influenceEntry, type CorState, type DeckEntry, type PlayerState } from './types';

/** Deck I with each influence card inserted right after the given number of building cards. */
function deckOne(rng: RngState, influence: readonly { value: number; afterCards: number }[]): DeckEntry[] {
  const buildings = shuffle(rng, DECKS.I.map((c) => c.id));
  const deck: DeckEntry[] = [];
  buildings.forEach((id, index) => {
    deck.push(id);
    for (const entry of influence) if (entry.afterCards === index + 1) deck.push(influenceEntry(entry.value));
  });
  return deck;
}

export function setupGame(options: GameOptions, seats: number, seed: string): CorState {
  const rng = createRng(seed);
  const shrine = options.shrine === true;
  const state: CorState = {
    seats,
    shrine,
    rng,
    rounds: 0,
    round: 0,
    phase: 'draft',
    startPlayer: 0,
    decks: {},
    offer: [],
    influenceDisplay: [],
    influenceLost: [],
    strips: [],
    fields: [null, null, null, null, null],
    placing: [],
    placed: 0,
    turn: null,
    school: null,
    draft: null,
    players: [],
    boxed: [],
    events: [],
  };
  const rules = rulesFor(state);
  if (!rules) throw new Error(`city-of-rome: ${seats} seats are not supported`);
  state.rounds = rules.rounds;
  state.startPlayer = nextInt(rng, seats);
  for (const deck of rules.decks) {
    state.decks[deck] = deck === 'I' ? deckOne(rng, rules.influence) : shuffle(rng, DECKS[deck].map((c) => c.id));
  }
  state.strips = shuffle(rng, STRIPS.map((s) => s.id)).map((id) => ({ id, flipped: nextInt(rng, 2) === 1 }));
  state.players = rules.colours.slice(0, seats).map((colour, seat): PlayerState => {
    const [house, farm] = startingCards(colour);
    const hand = shrine ? [shrineCard(colour).id] : [];
    return {
      seat,
      colour,
      coins: STARTING_COINS,
      influence: 0,
      influenceCards: [],
      hand,
      // Everyone knows everyone holds their own shrine.
      known: [...hand],
      city: [
        placedCard(START_ROW, START_HOUSE_COL, house.id),
        placedCard(START_ROW, START_FARM_COL, farm.id),
      ],
      emissaryHomes: Array.from({ length: rules.emissaries }, () => null),
    };
  });
  const draftDeck = state.decks[DRAFT_DECK] ?? [];
  state.draft = { holder: rightOf(state.startPlayer, seats), packet: draftDeck.splice(0, seats) };
  settle(state);
  return state;
}
