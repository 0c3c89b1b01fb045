import { describe, expect, it } from 'vitest';
import type { CorState } from '../../../src/games/city-of-rome/types';
import { engine, startCity } from './helpers';

/** An ended 3-player game with identical starting cities and the given coins and influence tokens. */
function ended(players: { coins: number; influence: number }[]): CorState {
  const s = structuredClone(engine.setup({}, players.length, 'tie'));
  s.phase = 'end';
  s.draft = null;
  players.forEach((p, seat) => {
    Object.assign(s.players[seat], { ...p, city: startCity(s.players[seat].colour), hand: [], influenceCards: [] });
  });
  return s;
}

describe('winners and tie-breaks', () => {
  it('no winner before the end', () => {
    expect(engine.winners(engine.setup({}, 3, 'early'))).toEqual([]);
  });

  it('most points wins', () => {
    expect(engine.winners(ended([{ coins: 3, influence: 0 }, { coins: 5, influence: 0 }, { coins: 4, influence: 0 }]))).toEqual([1]);
  });

  it('on equal points the most influence tokens wins', () => {
    // 4 coins + 1 token = 4 points, 3 coins + 2 tokens = 4 points: the second has more tokens.
    expect(engine.winners(ended([{ coins: 4, influence: 1 }, { coins: 3, influence: 2 }, { coins: 0, influence: 0 }]))).toEqual([1]);
  });

  it('then the most coins', () => {
    // Seat 0: 5 coins + 1 (2 tokens) = 6. Seat 1: 2 coins + 1 (2 tokens) + influence card 3 = 6. Same tokens.
    const s = ended([{ coins: 5, influence: 2 }, { coins: 2, influence: 2 }, { coins: 0, influence: 0 }]);
    s.players[1].influenceCards = [3];
    expect(engine.scores(s).map((l) => l.preview).slice(0, 2)).toEqual([6, 6]);
    expect(engine.winners(s)).toEqual([0]);
  });

  it('still tied players share the win', () => {
    expect(engine.winners(ended([{ coins: 5, influence: 2 }, { coins: 5, influence: 2 }, { coins: 1, influence: 0 }]))).toEqual([0, 1]);
  });
});
