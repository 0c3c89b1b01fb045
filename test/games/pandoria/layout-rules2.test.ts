/**
 * The placement index carried from board to board (layout.ts carryBoardIndex) leaves the board before as it was, and
 * a tile move naming a space that is no land space is refused like any other unlisted move.
 */
import { describe, expect, it } from 'vitest';
import { castleSpots, frontier, tileSpots } from '../../../src/games/pandoria/layout';
import { layCastle, layDouble } from '../../../src/games/pandoria/placement';
import { placePrompt } from '../../../src/games/pandoria/moves/place-tree';
import type { PandoriaState } from '../../../src/games/pandoria/types';
import { act, bareGame, lay } from './helpers';

type Board = Pick<PandoriaState, 'land' | 'pieces' | 'closed'>;
const boardOf = (s: PandoriaState): Board => ({ land: s.land, pieces: s.pieces, closed: s.closed });
/** The same board in new objects: its index is worked out anew. */
const afresh = (b: Board): Board => ({ land: { ...b.land }, pieces: { ...b.pieces }, closed: b.closed });

describe('the board before a placement keeps its own spots', () => {
  it('a double tile laid on H8–H9: the board before still offers its spots on H8 and H9', () => {
    const s = lay(bareGame(), { H6: 'F1', H7: 'M1' });
    // Only the masks of the board before are worked out (not its tile spots) when the tile is laid.
    expect(frontier(s).has('H8')).toBe(true);
    const before = boardOf(s);
    layDouble(s, 'D01', 'H8', 'H9', 0);
    expect(tileSpots(before)).toContainEqual(['H8', 'H9']);
    expect(tileSpots(before)).toEqual(tileSpots(afresh(before)));
    expect(tileSpots(s)).not.toContainEqual(['H8', 'H9']);
  });

  it('a castle laid on H8: the board before still offers H8 for a tile', () => {
    const s = lay(bareGame(), { H6: 'F1', H7: 'M1' });
    expect(castleSpots(s)).toContain('H8');
    const before = boardOf(s);
    layCastle(s, 0, 'H8');
    expect(tileSpots(before)).toContainEqual(['H8', 'H9']);
    expect(tileSpots(before)).toEqual(tileSpots(afresh(before)));
  });
});

describe('a tile move on a space that is no land space', () => {
  /** Player 0 in step 1 with one double tile and a layout of H6 (forest) and H7 (mountain). */
  function oneTile(): PandoriaState {
    const s = lay(bareGame(), { H6: 'F1', H7: 'M1' });
    s.players[0].tiles = ['D01'];
    return s;
  }

  it('a first half on the lake space Z9 or the path A5 is refused with the illegal-move message and changes nothing', () => {
    for (const a of ['Z9', 'A5', '']) {
      const s = oneTile();
      const before = JSON.stringify(s);
      expect(() => act(s, { t: 'tile', index: 0, a, b: 'H8' }), a).toThrow('pan.err.illegal');
      expect(JSON.stringify(s)).toBe(before);
      expect(placePrompt(s, ['T0', a, 'H8'])).toBeNull();
    }
  });

  it('the same tile on H8–H9 is taken', () => {
    const after = act(oneTile(), { t: 'tile', index: 0, a: 'H8', b: 'H9' });
    expect(after.land.H8?.tile).toBe('D01');
    expect(after.land.H9?.tile).toBe('D01');
  });
});
