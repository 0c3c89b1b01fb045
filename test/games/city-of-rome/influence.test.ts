import { describe, expect, it } from 'vitest';
import { playout } from '../../../src/engine/driver';
import { influenceScoring } from '../../../src/games/city-of-rome/flow';
import type { CorState } from '../../../src/games/city-of-rome/types';
import { engine } from './helpers';

function withInfluence(tokens: number[], display: number[]): CorState {
  const s = structuredClone(engine.setup({}, tokens.length, 'inf'));
  tokens.forEach((n, seat) => {
    s.players[seat].influence = n;
  });
  s.influenceDisplay = [...display];
  return s;
}

describe('influence scoring at the end of a round', () => {
  it('the one player with the most tokens returns them all and takes every displayed card; others keep theirs', () => {
    const s = withInfluence([2, 5, 4], [3, 6]);
    influenceScoring(s, false);
    expect(s.players.map((p) => p.influence)).toEqual([2, 0, 4]);
    expect(s.players[1].influenceCards).toEqual([3, 6]);
    expect(s.influenceDisplay).toEqual([]);
    expect(s.events.map((e) => e.key)).toEqual(['cor.event.influenceWon']);
  });

  it('a tie postpones: the cards wait and nobody pays (facts.md A5/A6)', () => {
    const s = withInfluence([5, 5, 1], [3]);
    influenceScoring(s, false);
    expect(s.players.map((p) => p.influence)).toEqual([5, 5, 1]);
    expect(s.influenceDisplay).toEqual([3]);
    expect(s.events.map((e) => e.key)).toEqual(['cor.event.influenceTie']);
  });

  it('everyone at 0 is a tie; a lone player above 0 wins', () => {
    const zero = withInfluence([0, 0], [4]);
    influenceScoring(zero, false);
    expect(zero.influenceDisplay).toEqual([4]);
    const lone = withInfluence([0, 1], [4]);
    influenceScoring(lone, false);
    expect(lone.players[1].influenceCards).toEqual([4]);
  });

  it('a tie after the last round loses the cards for good', () => {
    const s = withInfluence([3, 3, 0, 0], [10, 14]);
    influenceScoring(s, true);
    expect(s.influenceDisplay).toEqual([]);
    expect(s.influenceLost).toEqual([10, 14]);
    expect(s.players.every((p) => p.influenceCards.length === 0)).toBe(true);
    expect(s.players.map((p) => p.influence)).toEqual([3, 3, 0, 0]);
  });

  it('nothing happens without a displayed card', () => {
    const s = withInfluence([3, 1], []);
    influenceScoring(s, false);
    expect(s.players[0].influence).toBe(3);
    expect(s.events).toEqual([]);
  });
});

/** The rounds in which each influence card was laid out, over a whole random game. */
function revealRounds(seats: number, seed: string): Record<number, number> {
  const rounds: Record<number, number> = {};
  playout(engine, {}, seats, seed, undefined, ({ after }) => {
    for (const e of engine.events(after)) {
      if (e.key === 'cor.event.influenceRevealed') rounds[Number(e.params?.value)] = after.round;
    }
  });
  return rounds;
}

describe('influence cards appear when they reach the top of deck I', () => {
  it('3–4 players: cards 3, 6, 10, 14 in rounds 3, 6, 10, 14', () => {
    expect(revealRounds(4, 'reveal4')).toEqual({ 3: 3, 6: 6, 10: 10, 14: 14 });
    expect(revealRounds(3, 'reveal3')).toEqual({ 3: 3, 6: 6, 10: 10, 14: 14 });
  });

  it('2 players: cards 4, 8, 14 in rounds 2, 4, 7', () => {
    expect(revealRounds(2, 'reveal2')).toEqual({ 4: 2, 8: 4, 14: 7 });
  });

  it('every influence card ends with a player or lost after a final tie', () => {
    for (const seed of ['e1', 'e2', 'e3', 'e4']) {
      const { final } = playout(engine, {}, 3, seed);
      const awarded = final.players.flatMap((p) => p.influenceCards);
      expect([...awarded, ...final.influenceLost].sort((a, b) => a - b)).toEqual([3, 6, 10, 14]);
      expect(final.influenceDisplay).toEqual([]);
    }
  });
});
