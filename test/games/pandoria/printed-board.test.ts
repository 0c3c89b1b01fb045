/**
 * The board as facts.md §2.2 lays it out (the seed gives the coordinates, the layout is DESIGNED there), pinned as
 * literals: which spaces of each column are plain, the lakes and ships, the outer paths with their terrain, the
 * start spaces, the printed terrain spaces and the Artifacts overlay. Never read from the board table the engine uses.
 */
import { describe, expect, it } from 'vitest';
import { cellKind, outerPath } from '../../../src/games/pandoria/geometry';
import { pandoria } from '../../../src/games/pandoria/engine';

/** facts §2.2: the plain's rows per column (inclusive), lake and ship spaces included. */
const PLAIN: Record<string, [number, number]> = {
  B: [4, 9], C: [3, 10], D: [2, 11], E: [1, 11], F: [1, 12], G: [1, 12], H: [1, 12],
  I: [1, 13], J: [1, 12], K: [1, 12], L: [1, 11], M: [2, 11], N: [3, 10], O: [4, 9],
};
const LAKE = ['C7', 'D6', 'K3', 'L9', 'L10'];
const SHIPS = ['D7', 'J3', 'K4', 'K9'];
const PATHS: Record<string, string> = { A5: 'forest', A8: 'hills', E0: 'mountain', I0: 'city', L0: 'forest', P4: 'mountain', P7: 'city', P9: 'hills' };

const land = (s: ReturnType<typeof pandoria.setup>) =>
  Object.entries(s.land).filter(([, space]) => space.printed).map(([cell, space]) => `${cell} ${space.terrain} ${space.symbols}`).sort();

describe('the board (facts §2.2)', () => {
  it('each column of the plain spans its printed rows; lakes and ships lie where the table says', () => {
    for (const col of 'ABCDEFGHIJKLMNOP') {
      for (let row = 0; row <= 14; row++) {
        const cell = `${col}${row}`;
        const inPlain = PLAIN[col] !== undefined && row >= PLAIN[col][0] && row <= PLAIN[col][1];
        const expected = PATHS[cell] ? 'path' : !inPlain ? 'edge' : SHIPS.includes(cell) ? 'ship' : LAKE.includes(cell) ? 'lake' : 'land';
        expect(cellKind(cell), cell).toBe(expected);
      }
    }
  });

  it('8 outer paths, two per terrain', () => {
    for (const [cell, terrain] of Object.entries(PATHS)) expect(outerPath(cell)?.terrain, cell).toBe(terrain);
  });

  it('the four printed terrain spaces: E3 mountain, F9 forest, M5 hills, I11 city, 2 symbols each', () => {
    const s = pandoria.setup({ variant: 'b' }, 2, 'board');
    expect(land(s)).toEqual(['E3 mountain 2', 'F9 forest 2', 'I11 city 2', 'M5 hills 2']);
  });

  it('the start tiles cover H6, H7, I6 and I7 as two pairs of neighbours', () => {
    const s = pandoria.setup({ variant: 'b' }, 2, 'board');
    const laid = Object.keys(s.land).filter((cell) => !s.land[cell].printed).sort();
    expect(laid).toEqual(['H6', 'H7', 'I6', 'I7']);
    const tile = (cell: string) => s.land[cell].tile;
    const columns = tile('H6') === tile('H7') && tile('I6') === tile('I7');
    const rows = tile('H6') === tile('I6') && tile('H7') === tile('I7');
    expect(columns !== rows).toBe(true);
  });

  it('with Artifacts the overlay lies on N7–N8, one of its two sides', () => {
    const sides = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const s = pandoria.setup({ variant: 'b', artifacts: true }, 2, `overlay-${i}`);
      sides.add(land(s).filter((line) => line.startsWith('N')).join(', '));
    }
    expect([...sides].sort()).toEqual(['N7 forest 2, N8 city 1', 'N7 mountain 2, N8 hills 1']);
  });
});
