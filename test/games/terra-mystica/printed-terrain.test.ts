/**
 * The terrains' snellman colour names and the wheel's direction (facts.md §1), pinned as literals: the log notation
 * names terrains by colour (`transform E5 to gray`), and the wheel's signed steps decide which way round a transform goes.
 */
import { describe, expect, it } from 'vitest';
import { spadeDistance, terrainOfColor, wheelDelta, wheelIndex } from '../../../data/terra-mystica/terrain';

describe('colour names (facts §1: snellman colours, `grey` accepted)', () => {
  it('each colour names its terrain, whatever its case', () => {
    const names = ['yellow', 'brown', 'black', 'blue', 'green', 'gray', 'red'];
    expect(names.map((n) => terrainOfColor(n))).toEqual(['Y', 'U', 'K', 'B', 'G', 'S', 'R']);
    expect(['Yellow', 'BROWN', 'Grey', 'grey', 'GRAY'].map((n) => terrainOfColor(n))).toEqual(['Y', 'U', 'S', 'S', 'S']);
  });

  it('no terrain for another word', () => {
    expect(['purple', 'ice', 'river', ''].map((n) => terrainOfColor(n))).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('the wheel Y–U–K–B–G–S–R (facts §1)', () => {
  it('positions 0 … 6', () => {
    expect((['Y', 'U', 'K', 'B', 'G', 'S', 'R'] as const).map(wheelIndex)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('signed steps the short way: forward up to 3, backward down to −3, across the wheel’s end', () => {
    expect(wheelDelta('Y', 'U')).toBe(1);
    expect(wheelDelta('U', 'Y')).toBe(-1);
    expect(wheelDelta('Y', 'B')).toBe(3);
    expect(wheelDelta('B', 'Y')).toBe(-3);
    expect(wheelDelta('Y', 'G')).toBe(-3);
    expect(wheelDelta('G', 'Y')).toBe(3);
    expect(wheelDelta('R', 'Y')).toBe(1);
    expect(wheelDelta('Y', 'R')).toBe(-1);
    expect(wheelDelta('S', 'U')).toBe(3);
    expect(wheelDelta('K', 'K')).toBe(0);
  });

  it('spades are the steps without their sign', () => {
    expect(spadeDistance('B', 'Y')).toBe(3);
    expect(spadeDistance('Y', 'R')).toBe(1);
    expect(spadeDistance('G', 'U')).toBe(3);
  });
});
