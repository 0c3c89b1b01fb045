import { describe, expect, it } from 'vitest';
import { playout } from '../../../src/engine/driver';
import { engine } from './helpers';
import { describePlayouts } from './playouts';

describePlayouts(1, 2);

describe('random playouts as a whole', () => {
  it('the same seed gives the same game; another seed a different one', () => {
    for (const seats of [2, 3, 4]) {
      const a = playout(engine, { shrine: true }, seats, `same-${seats}`);
      const b = playout(engine, { shrine: true }, seats, `same-${seats}`);
      expect(b.moves).toEqual(a.moves);
      expect(b.final).toEqual(a.final);
      const c = playout(engine, { shrine: true }, seats, `other-${seats}`);
      expect(c.moves).not.toEqual(a.moves);
    }
  });

  it('revealsHidden is true exactly for moves that draw from a deck or pass a draft packet', () => {
    let reveals = 0;
    playout(engine, {}, 3, 'reveal', undefined, ({ before, after, seat, move }) => {
      const drew = Object.keys(before.decks).some(
        (d) => (after.decks[d as 'I'] ?? []).length < (before.decks[d as 'I'] ?? []).length,
      );
      const expected = before.phase === 'draft' || drew;
      expect(engine.revealsHidden(before, seat, move)).toBe(expected);
      if (expected) reveals++;
    });
    expect(reveals).toBeGreaterThanOrEqual(14);
  });
});
