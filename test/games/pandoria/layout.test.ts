/** Step 1 placement rules and when regions close [seed], [FAQ]. */
import { describe, expect, it } from 'vitest';
import { closeRegionsAround, isClosed, regionAt } from '../../../src/games/pandoria/layout';
import { settle } from '../../../src/games/pandoria/turn';
import { act, at, bareGame, castle, copy, hasMove, keysOf, lay, legal, options } from './helpers';

/** Forest B8-B9-C9 walled in by mountains except the one-space hole C10 (and the hills path A8 next to B8). */
function forestWithHole() {
  const s = bareGame();
  lay(s, { B8: 'F1', B9: 'F2', C9: 'F1', B7: 'M1', C8: 'M1', D8: 'M1', D9: 'M1' });
  s.players[0].tiles = ['D01'];
  return s;
}

describe('placing a double tile', () => {
  const s = bareGame();
  lay(s, { H6: 'F1', H7: 'M1' });
  s.players[0].tiles = ['D01'];
  const tileMoves = legal(s).filter((m) => m.t === 'tile');

  it('must touch the layout along an edge', () => {
    expect(hasMove(s, { t: 'tile', index: 0, a: 'H8', b: 'H9' })).toBe(true);
    expect(hasMove(s, { t: 'tile', index: 0, a: 'H9', b: 'H8' })).toBe(true);
    expect(hasMove(s, { t: 'tile', index: 0, a: 'H9', b: 'H10' })).toBe(false);
  });

  it('covers two neighbouring empty land spaces: never a tile, a lake, a printed space or off the board', () => {
    const covered = new Set(tileMoves.flatMap((m) => (m.t === 'tile' ? [m.a, m.b] : [])));
    expect(covered.has('H7')).toBe(false);
    expect(covered.has('E3')).toBe(false);
    for (const lake of ['C7', 'D6', 'D7', 'J3', 'K3', 'K4', 'K9', 'L9', 'L10']) expect(covered.has(lake)).toBe(false);
    expect(tileMoves.every((m) => m.t === 'tile' && /^[B-O]/.test(m.a) && /^[B-O]/.test(m.b))).toBe(true);
  });

  it('lays both halves as printed on the tile, in the chosen orientation', () => {
    const after = act(s, { t: 'tile', index: 0, a: 'H9', b: 'H8' });
    expect(after.land.H9).toMatchObject({ terrain: 'forest', symbols: 1, tile: 'D01' });
    expect(after.land.H8).toMatchObject({ terrain: 'mountain', symbols: 1, tile: 'D01' });
    expect(after.players[0].tiles).toEqual([]);
    expect(after.turn.step).toBe('figure');
  });

  it('is compulsory: step 1 offers no pass while something fits', () => {
    expect(options(s)).toEqual(['T0', 'K']);
  });

  it('is skipped only when nothing at all fits', () => {
    const stuck = bareGame();
    lay(stuck, { H6: 'F1', H7: 'M1' });
    stuck.players[0].tiles = [];
    stuck.players[0].castles = 0;
    at(stuck, 0, 'place');
    settle(stuck);
    expect(keysOf(stuck)).toContain('pan.ev.cannotPlace');
    expect(stuck.active).toBe(1);
  });
});

describe('printed terrain spaces', () => {
  it('join the layout only once a laid piece touches them', () => {
    const s = bareGame();
    lay(s, { H6: 'F1', H7: 'M1' });
    s.players[0].tiles = ['D01'];
    // E1–E2 touches only the printed mountain E3, which nothing laid touches yet
    expect(hasMove(s, { t: 'tile', index: 0, a: 'E2', b: 'E1' })).toBe(false);
    const joined = copy(s);
    lay(joined, { E4: 'F1', E5: 'H1' });
    expect(hasMove(joined, { t: 'tile', index: 0, a: 'E2', b: 'E1' })).toBe(true);
  });
});

describe('castles', () => {
  it('go on one empty space touching the layout, replace the tile, and no tile is drawn afterwards', () => {
    const s = bareGame();
    lay(s, { H6: 'F1', H7: 'M1' });
    s.players[0].tiles = ['D01'];
    s.players[0].hand = [];
    expect(hasMove(s, { t: 'castle', cell: 'H8' })).toBe(true);
    expect(hasMove(s, { t: 'castle', cell: 'H9' })).toBe(false);
    const stack = s.tileStack.length;
    let after = act(s, { t: 'castle', cell: 'H8' });
    expect(after.pieces.H8).toEqual({ kind: 'castle', seat: 0 });
    expect(after.players[0].castles).toBe(1);
    after = act(after, { t: 'pass' });
    expect(after.active).toBe(1);
    expect(after.players[0].tiles).toEqual(['D01']);
    expect(after.tileStack.length).toBe(stack);
  });

  it('after a double tile one is drawn at the end of the turn', () => {
    const s = bareGame();
    lay(s, { H6: 'F1', H7: 'M1' });
    s.players[0].tiles = ['D01'];
    s.players[0].hand = [];
    const top = s.tileStack[s.tileStack.length - 1];
    let after = act(s, { t: 'tile', index: 0, a: 'H8', b: 'H9' });
    after = act(after, { t: 'pass' });
    expect(after.active).toBe(1);
    expect(after.players[0].tiles).toEqual([top]);
  });
});

describe('closing regions', () => {
  it('a region of one terrain spans neighbouring spaces of that terrain', () => {
    const s = forestWithHole();
    expect(regionAt(s, 'B9').sort()).toEqual(['B8', 'B9', 'C9']);
  });

  it('a single empty space next to it keeps it open; filling it (castle) closes it [FAQ]', () => {
    const s = forestWithHole();
    expect(isClosed(s, ['B8', 'B9', 'C9'], 'forest')).toBe(false);
    castle(s, 'C10', 1);
    expect(isClosed(s, ['B8', 'B9', 'C9'], 'forest')).toBe(true);
  });

  it('board edge, lakes and other terrains enclose; the check marks the region closed for good', () => {
    const s = forestWithHole();
    lay(s, { C10: 'C1' });
    const closed = closeRegionsAround(s, ['C10']);
    expect(closed.map((r) => r.terrain)).toContain('forest');
    expect(s.closed.B8 && s.closed.B9 && s.closed.C9).toBe(true);
  });

  it('a region touching an outer path of its own terrain never closes [seed]', () => {
    const s = bareGame();
    // forest B4-B5 next to the forest path A5, walled in by mountains
    lay(s, { B4: 'F1', B5: 'F1', B6: 'M1', C4: 'M1', C5: 'M1', C6: 'M1' });
    expect(isClosed(s, ['B4', 'B5'], 'forest')).toBe(false);
    expect(closeRegionsAround(s, ['B6', 'C4', 'C5', 'C6']).map((r) => r.terrain)).not.toContain('forest');
  });

  it('a region next to a path of another terrain closes normally', () => {
    const s = forestWithHole();
    lay(s, { C10: 'H1' }); // B8 touches the hills path A8; the forest region still closes
    expect(isClosed(s, ['B8', 'B9', 'C9'], 'forest')).toBe(true);
  });
});
