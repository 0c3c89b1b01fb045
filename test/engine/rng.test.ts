import { describe, expect, it } from 'vitest';
import { createRng, nextFloat, nextInt, shuffle } from '../../src/engine/rng';

describe('seeded PRNG', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = createRng('x');
    const b = createRng('x');
    const c = createRng('y');
    const seqA = Array.from({ length: 5 }, () => nextFloat(a));
    expect(Array.from({ length: 5 }, () => nextFloat(b))).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => nextFloat(c))).not.toEqual(seqA);
  });

  it('keeps its whole state in a JSON value, so a game resumes mid-sequence', () => {
    const a = createRng('resume');
    nextFloat(a);
    const copy = JSON.parse(JSON.stringify(a));
    expect(nextFloat(copy)).toBe(nextFloat(a));
  });

  it('stays within bounds and covers every value', () => {
    const rng = createRng('bounds');
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const v = nextInt(rng, 7);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(7);
      seen.add(v);
    }
    expect(seen.size).toBe(7);
  });

  it('shuffles into a permutation', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const shuffled = shuffle(createRng('s'), [...items]);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(items);
    expect(shuffled).not.toEqual(items);
  });
});
