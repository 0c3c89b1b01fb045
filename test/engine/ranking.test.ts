import { describe, expect, it } from 'vitest';
import { bestSeats } from '../../src/engine/ranking';

describe('bestSeats', () => {
  it('picks the highest points', () => {
    expect(bestSeats(3, (s) => [[5, 9, 7][s]])).toEqual([1]);
  });
  it('breaks ties by the next key, in order', () => {
    expect(bestSeats(3, (s) => [[9, 9, 9][s], [1, 3, 3][s], [0, 1, 2][s]])).toEqual([2]);
  });
  it('lets seats with equal keys share the win', () => {
    expect(bestSeats(4, (s) => [[8, 9, 9, 9][s], [0, 2, 1, 2][s]])).toEqual([1, 3]);
  });
  it('handles a first seat that stays best and negative values', () => {
    expect(bestSeats(3, (s) => [[-1, -2, -3][s]])).toEqual([0]);
  });
});
