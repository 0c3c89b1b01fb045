/**
 * The seed's round numbers, pinned as literals (seed "Spielvorbereitung", "Einflusswertung"; facts.md 3): the offer
 * of each player count, rounds and emissaries, and influence scoring at the end of every round, not only the last.
 */
import { describe, expect, it } from 'vitest';
import { advance, engine } from './helpers';

const deckOf = (id: string) => id.split('-')[0];

describe('the offer of a round', () => {
  it('3 players: one card each from decks I, II and III', () => {
    const s = advance(engine.setup({}, 3, 'offer3'), (x) => x.phase === 'place');
    expect(s.offer.map(deckOf)).toEqual(['I', 'II', 'III']);
  });

  it('4 players: one card each from decks I, II, III and IV', () => {
    const s = advance(engine.setup({}, 4, 'offer4'), (x) => x.phase === 'place');
    expect(s.offer.map(deckOf)).toEqual(['I', 'II', 'III', 'IV']);
  });

  it('2 players: two cards each from decks I and II', () => {
    const s = advance(engine.setup({}, 2, 'offer2b'), (x) => x.phase === 'place');
    expect(s.offer.map(deckOf)).toEqual(['I', 'I', 'II', 'II']);
  });
});

describe('rounds and emissaries', () => {
  it('each round is announced with its number and the number of rounds', () => {
    const s = advance(engine.setup({}, 4, 'announce'), (x) => x.phase === 'place');
    expect(engine.events(s)).toContainEqual({ key: 'cor.event.round', params: { round: 1, rounds: 14 } });
  });

  it('3–4 players play 14 rounds with one emissary each; 2 players 7 rounds with two each', () => {
    for (const [seats, rounds, placements] of [
      [3, 14, 3],
      [4, 14, 4],
      [2, 7, 4],
    ] as const) {
      const s = advance(engine.setup({}, seats, `rounds${seats}`), (x) => x.phase === 'place');
      expect({ seats, progress: engine.progress(s), placements: s.placing.length }).toEqual({
        seats,
        progress: { round: 1, rounds },
        placements,
      });
    }
  });
});

describe('influence scoring at the end of every round', () => {
  it('a displayed influence card goes to the lone leader already at the end of round 1', () => {
    const start = structuredClone(advance(engine.setup({}, 3, 'early-influence'), (x) => x.phase === 'action'));
    start.influenceDisplay = [3];
    start.players.forEach((p, seat) => (p.influence = seat === 1 ? 30 : 0));
    const next = advance(start, (x) => x.round === 2);
    expect(next.players[1].influenceCards).toEqual([3]);
    expect(next.players[1].influence).toBe(0);
    expect(next.influenceDisplay).toEqual([]);
    expect(next.influenceLost).toEqual([]);
  });

  it('a tie at the end of round 1 keeps the card on display; nobody pays', () => {
    const start = structuredClone(advance(engine.setup({}, 3, 'early-tie'), (x) => x.phase === 'action'));
    start.influenceDisplay = [3];
    start.players.forEach((p, seat) => (p.influence = seat === 2 ? 0 : 30));
    const next = advance(start, (x) => x.round === 2);
    expect(next.influenceDisplay).toEqual([3]);
    expect(next.influenceLost).toEqual([]);
    expect(next.players.every((p) => p.influenceCards.length === 0)).toBe(true);
  });
});
