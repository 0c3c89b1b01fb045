/**
 * The score chart's category colours never look like a player (issue 19: colours distinct from player colours):
 * renderers/kit.test.ts keeps them apart in RGB, also for protanopes and deuteranopes; here they must read as another
 * colour, not a tint of a player's — the old light blue #88DDFF was ΔE 18 from player B's sky blue #56B4E9.
 */
import { describe, expect, it } from 'vitest';
import { CATEGORY_COLOURS, deltaE, PLAYER_STYLES } from '../../renderers/kit';

describe('category colours', () => {
  it('CIE76 ΔE: near 0 for the same colour, large for black and white; the old light blue close to sky blue', () => {
    expect(deltaE('#56B4E9', '#56B4E9')).toBe(0);
    expect(deltaE('#000000', '#FFFFFF')).toBeCloseTo(100, 0);
    expect(deltaE('#88DDFF', '#56B4E9')).toBeLessThan(20);
  });

  it('are at least ΔE 30 from every player colour', () => {
    for (const category of CATEGORY_COLOURS) {
      for (const style of PLAYER_STYLES) {
        expect({ category, player: style.colour, apart: deltaE(category, style.colour) >= 30 }).toEqual({ category, player: style.colour, apart: true });
      }
    }
  });
});
