import { describe, expect, it } from 'vitest';
import { describePlayouts, runGame } from './playouts';

describePlayouts(1, 2);

describe('seeded random playouts as a whole', () => {
  it('the same seed gives the same game', () => {
    const a = runGame(3, 'same-seed', true);
    const b = runGame(3, 'same-seed', true);
    expect(a.moves).toEqual(b.moves);
    expect(a.final).toEqual(b.final);
  });
});
