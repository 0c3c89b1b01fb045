/**
 * Step 1's lazily walked choice tree (moves/place-tree.ts) at its edges: a hand position past the last tile names no
 * tile, and a full path must end on a spot the board allows, not merely on two neighbouring land spaces.
 */
import { describe, expect, it } from 'vitest';
import { pandoria } from '../../../src/games/pandoria/engine';
import { placePrompt } from '../../../src/games/pandoria/moves/place-tree';
import type { PandoriaState } from '../../../src/games/pandoria/types';
import { act, bareGame, lay, options } from './helpers';

/** Player 0 in step 1 with two double tiles in hand and a layout of one forest space on H6. */
function twoTiles(): PandoriaState {
  const s = lay(bareGame(), { H6: 'F1' });
  s.players[0].tiles = ['D01', 'D02'];
  return s;
}

describe('step 1 walked without its list: paths off the board', () => {
  it('with two tiles in hand, T0 and T1 are offered and T2 names no tile', () => {
    const s = twoTiles();
    expect(options(s)).toEqual(['T0', 'T1', 'K']);
    expect(options(s, ['T1'])).toContain('H5');
    expect(placePrompt(s, ['T2'])).toBeNull();
    expect(() => pandoria.prompt(s, 0, ['T2'])).toThrow('error.invalidPath');
  });

  it('two neighbouring land spaces away from the layout (M10, N10) are no place for a tile', () => {
    const s = twoTiles();
    // The first half's options are the spaces touching H6 and their neighbours; M10 is far from it.
    expect(options(s, ['T0'])).not.toContain('M10');
    expect(placePrompt(s, ['T0', 'M10', 'N10'])).toBeNull();
    expect(() => pandoria.prompt(s, 0, ['T0', 'M10', 'N10'])).toThrow('error.invalidPath');
    expect(() => act(s, { t: 'tile', index: 0, a: 'M10', b: 'N10' })).toThrow('pan.err.illegal');
    // Next to the layout the same tile goes: H5 and H4 are neighbouring land, H5 touching H6.
    expect(placePrompt(s, ['T0', 'H5', 'H4'])).toEqual({ move: { t: 'tile', index: 0, a: 'H5', b: 'H4' } });
  });
});
