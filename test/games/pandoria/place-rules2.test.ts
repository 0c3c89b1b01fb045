/**
 * Step 1 on a board with no empty land space left (made by hand: a real game ends long before): a player with
 * castles and no tile has nothing to place, so the step offers nothing and is skipped.
 */
import { describe, expect, it } from 'vitest';
import { LAND_CELLS } from '../../../src/games/pandoria/geometry';
import { castleSpots, frontier } from '../../../src/games/pandoria/layout';
import { hasPlacement, otherPlacements, placeMoves } from '../../../src/games/pandoria/moves/place';
import { placePrompt } from '../../../src/games/pandoria/moves/place-tree';
import type { PandoriaState } from '../../../src/games/pandoria/types';
import { bareGame, castle, copy, lay } from './helpers';

/** Player 0 with two castles and no tile; every land space covered (H6 by a tile, the rest by player 1's castles). */
function fullBoard(): PandoriaState {
  const s = lay(bareGame(), { H6: 'F1' });
  s.players[0].tiles = [];
  s.players[0].castles = 2;
  s.players[1].castles = 200;
  for (const cell of LAND_CELLS) if (!s.land[cell] && !s.pieces[cell]) castle(s, cell, 1);
  return copy(s);
}

describe('step 1 with no empty land space', () => {
  it('castles in hand but nowhere to go: no placement, no castle option, no prompt', () => {
    const s = fullBoard();
    expect(frontier(s).size).toBe(0);
    expect(castleSpots(s)).toEqual([]);
    expect(hasPlacement(s)).toBe(false);
    expect(otherPlacements(s)).toEqual([]);
    expect(placeMoves(s)).toEqual([]);
    expect(placePrompt(s, [])).toBeNull();
  });

  it('the same board with one space left open (M10): a castle goes there and only there', () => {
    const s = fullBoard();
    delete s.pieces.M10;
    const open = copy(s);
    expect(hasPlacement(open)).toBe(true);
    expect(placeMoves(open).map((m) => m.move)).toEqual([{ t: 'castle', cell: 'M10' }]);
    expect(placePrompt(open, [])).toMatchObject({ prompt: { options: [{ id: 'K' }] } });
  });
});
