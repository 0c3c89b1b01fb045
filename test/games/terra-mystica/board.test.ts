import { describe, expect, it } from 'vitest';
import { boardOf, compareHex, hexDistance } from '../../../src/games/terra-mystica/board';
import { BRIDGE_PAIRS, MAPS, type MapId } from '../../../data/terra-mystica/maps';
import { WHEEL, spadeDistance } from '../../../data/terra-mystica/terrain';

describe('map geometry (facts §2)', () => {
  it('the base map has 77 land hexes, 11 of each terrain, and 36 river cells', () => {
    const board = boardOf('base');
    expect(board.land).toHaveLength(77);
    expect(board.rivers).toHaveLength(36);
    for (const t of WHEEL) expect(board.land.filter((h) => board.cells[h].terrain === t)).toHaveLength(11);
  });

  it('numbers land hexes per row skipping river cells (C1 sits in slot 2)', () => {
    const board = boardOf('base');
    expect(board.cells.C1).toMatchObject({ row: 2, slot: 2, terrain: 'K' });
    expect(board.cells.r0).toMatchObject({ row: 1, slot: 1, river: true });
    expect(board.cells.I12.terrain).toBe('R');
  });

  it('reproduces snellman adjacency test vectors', () => {
    const board = boardOf('base');
    const n = (h: string) => [...board.neighbors[h]].sort();
    expect(n('A1')).toEqual(['A2', 'B1']);
    expect(n('B1')).toEqual(['A1', 'A2', 'r0', 'r6', 'r7']);
    expect(n('C1')).toEqual(['D2', 'D3', 'r0', 'r1', 'r7', 'r8']);
    expect(n('D5')).toEqual(['C3', 'D4', 'E7', 'E8', 'r10', 'r16']);
    expect(n('E5')).toEqual(['E4', 'E6', 'F3', 'r14', 'r15', 'r21']);
    expect(n('I12')).toEqual(['H8', 'I11']);
    expect(n('r0')).toEqual(['A2', 'A3', 'B1', 'C1', 'r1', 'r7']);
  });

  it('measures shipping distance over river cells only', () => {
    const d = boardOf('base').shipDistance;
    expect(d.C1.A3).toBe(1);
    expect(d.F4.G3).toBe(1);
    expect(d.G2.H4).toBe(1);
    expect(d.E8.E9).toBe(2);
    expect(d.D5.F5).toBe(3);
  });

  it('measures hex distance (tunnel and carpet range)', () => {
    const board = boardOf('base');
    expect(hexDistance(board, 'A1', 'A2')).toBe(1);
    expect(hexDistance(board, 'A1', 'B1')).toBe(1);
    expect(hexDistance(board, 'E5', 'E7')).toBe(2);
    expect(hexDistance(board, 'A1', 'C1')).toBe(3);
    expect(hexDistance(board, 'B1', 'C1')).toBe(2);
  });

  for (const id of Object.keys(MAPS) as MapId[]) {
    it(`derives exactly the bridgeable pairs of the ${id} map`, () => {
      const board = boardOf(id);
      const derived: string[] = [];
      for (const a of board.land) for (const b of board.bridgeable[a]) if (compareHex(a, b) < 0) derived.push(`${a}:${b}`);
      expect(derived.sort()).toEqual(BRIDGE_PAIRS[id].split(' ').sort());
    });
  }

  it('the Fjords map has 80 land hexes and the Lakes map starts at row B', () => {
    expect(boardOf('fjords').land).toHaveLength(80);
    const lakes = boardOf('lakes');
    expect(lakes.land).toHaveLength(77);
    expect(lakes.land[0]).toBe('B1');
  });

  it('spade distance on the wheel: neighbours 1, others 2 or 3 ([seed] Umwandlungskreis)', () => {
    expect(spadeDistance('S', 'R')).toBe(1);
    expect(spadeDistance('G', 'R')).toBe(2);
    expect(spadeDistance('Y', 'B')).toBe(3);
    expect(spadeDistance('R', 'Y')).toBe(1);
  });
});
