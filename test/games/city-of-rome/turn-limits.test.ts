/** Once per action turn (seed "Aktionen"): one offer card, one build, one production; apply refuses a second. */
import { describe, expect, it } from 'vitest';
import { play, turnState } from './helpers';

describe('once per turn', () => {
  it('a second offer card is refused', () => {
    const { state, seat } = turnState({ tookCard: false, hand: ['II-04'], freeBricks: 3 });
    const [first, second] = state.offer;
    const took = play(state, seat, { type: 'take', card: first });
    expect(took.players[seat].hand).toContain(first);
    expect(() => play(took, seat, { type: 'take', card: second })).toThrow('error.unknownMove');
  });

  it('a second build is refused even with a card in hand and bricks to spare', () => {
    // Two free cogs keep production open, so the turn does not end by itself after the build.
    const { state, seat } = turnState({ hand: ['II-04', 'II-05'], freeBricks: 9, freeCogs: 2 });
    const built = play(state, seat, { type: 'build', card: 'II-04', row: 2, col: 2 });
    expect(built.turn?.seat).toBe(seat);
    expect(() => play(built, seat, { type: 'build', card: 'II-05', row: 2, col: 3 })).toThrow('cor.error.alreadyBuilt');
  });
});
