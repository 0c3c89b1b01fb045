/**
 * The three maps as facts.md §2 prints them, pinned as literals: every row's cells in slot order (land hex id with its
 * terrain, river id), neighbours worked out by hand from §2.1's rule, the bridgeable pairs' distances, hex distances.
 * The expectations never read the map table the engine builds from.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAPS, type MapId } from '../../../data/terra-mystica/maps';
import { boardOf, compareHex, hexDistance, type Board } from '../../../src/games/terra-mystica/board';

/** facts §2.2 / §2.3 tables "Cells in slot order", one line per row (Lakes: rows B–J; its row A is empty). */
const ROWS: Record<MapId, string[]> = {
  base: [
    'A1 U, A2 S, A3 G, A4 B, A5 Y, A6 R, A7 U, A8 K, A9 R, A10 G, A11 B, A12 R, A13 K',
    'B1 Y, r0, r1, B2 U, B3 K, r2, r3, B4 Y, B5 K, r4, r5, B6 Y',
    'r6, r7, C1 K, r8, C2 S, r9, C3 G, r10, C4 G, r11, C5 S, r12, r13',
    'D1 G, D2 B, D3 Y, r14, r15, D4 R, D5 B, r16, D6 R, r17, D7 R, D8 U',
    'E1 K, E2 U, E3 R, E4 B, E5 K, E6 U, E7 S, E8 Y, r18, r19, E9 G, E10 K, E11 B',
    'F1 S, F2 G, r20, r21, F3 Y, F4 G, r22, r23, r24, F5 U, F6 S, F7 U',
    'r25, r26, r27, G1 S, r28, G2 R, r29, G3 G, r30, G4 Y, G5 K, G6 B, G7 Y',
    'H1 Y, H2 B, H3 U, r31, r32, r33, H4 B, H5 K, r34, H6 S, H7 U, H8 S',
    'I1 R, I2 K, I3 S, I4 B, I5 R, I6 G, I7 Y, I8 U, I9 S, r35, I10 B, I11 G, I12 R',
  ],
  fjords: [
    'A1 G, A2 K, r0, A3 U, A4 Y, A5 S, A6 K, A7 S, A8 Y, A9 R, A10 K, A11 B, A12 Y',
    'B1 B, B2 U, r1, B3 B, B4 G, B5 R, r2, r3, r4, r5, r6, B6 U',
    'C1 S, C2 G, C3 R, r7, r8, C4 U, r9, C5 K, C6 S, C7 U, C8 Y, r10, C9 S',
    'r11, r12, r13, D1 S, r14, r15, D2 G, D3 R, D4 B, D5 G, D6 R, r16',
    'E1 R, E2 S, E3 Y, r17, E4 B, E5 R, r18, E6 U, E7 Y, E8 S, E9 U, r19, E10 K',
    'F1 K, F2 U, r20, F3 G, F4 Y, F5 G, r21, F6 S, F7 B, F8 G, r22, F9 S',
    'G1 Y, G2 B, r23, G3 K, G4 S, G5 K, G6 B, r24, G7 U, G8 K, r25, G9 G, G10 R',
    'H1 G, r26, H2 U, H3 R, H4 U, H5 Y, H6 R, r27, r28, r29, H7 R, H8 B',
    'I1 K, r30, r31, I2 G, I3 B, I4 S, I5 B, r32, I6 G, I7 Y, I8 K, I9 U, I10 Y',
  ],
  lakes: [
    '',
    'B1 S, B2 B, B3 R, B4 U, B5 Y, B6 B, B7 Y, B8 R, r0, r1, B9 G, B10 B',
    'C1 Y, C2 K, C3 G, r2, r3, C4 K, C5 U, r4, C6 G, C7 S, r5, C8 U, C9 K',
    'D1 U, r6, r7, D2 G, D3 R, D4 S, r8, D5 K, D6 B, D7 R, r9, D8 Y',
    'E1 B, E2 R, E3 S, r10, E4 Y, E5 U, E6 G, r11, r12, E7 Y, r13, E8 K, E9 R',
    'F1 G, F2 Y, r14, F3 K, F4 B, r15, r16, F5 R, r17, F6 S, F7 G, F8 U',
    'G1 S, r18, G2 U, G3 S, r19, G4 Y, r20, G5 S, r21, G6 U, G7 K, G8 B, G9 R',
    'H1 R, r22, r23, r24, H2 R, H3 G, H4 U, H5 K, H6 Y, r25, r26, H7 S',
    'I1 Y, I2 B, I3 K, r27, I4 B, I5 S, I6 B, r28, r29, I7 S, I8 G, r30, I9 B',
    'J1 K, J2 U, r31, J3 G, r32, r33, r34, J4 G, J5 R, J6 U, J7 Y, J8 K',
  ],
};

/** facts §2.2 / §2.3: bridgeable pairs (snellman's setup_valid_bridges). */
const BRIDGES: Record<MapId, string> = {
  base: 'A3:C1 A7:C3 A11:C5 B1:C1 B1:D1 B2:C1 B3:C3 B4:C3 B5:C5 B6:C5 B6:D8 C2:D3 C2:D4 C2:E5 C4:D5 C5:D6 D6:E8 D6:E9 E4:G1 E8:G3 F1:H1 F2:G1 F2:H2 F3:G1 F4:G3 G2:H4 G2:I6 G4:H5 H6:I9',
  fjords: 'A3:B2 A7:C5 A8:C6 A9:C7 A10:C8 B3:C3 B3:D1 B5:C5 B6:C8 C1:E1 C2:E2 C3:D1 C3:E3 C4:D1 C4:D2 C4:E5 C9:D6 C9:E10 D1:E3 D2:E5 D6:E10 E3:F3 E6:F5 E9:F9 F2:G3 F6:G6 F8:G9 G2:H2 G7:H6 G7:I6 G8:H7 G8:I7 H6:I6',
  lakes: 'B4:D2 B9:C7 C3:D2 C3:E3 C5:D5 C8:D7 D2:E3 D5:E6 D5:F5 D7:E8 E3:F3 E6:F5 E7:F5 F5:G6 G2:H1 G2:I3 G3:H2 G7:I8 H5:J4 H7:I8 I3:J3 I6:J4',
};

const MAP_IDS: MapId[] = ['base', 'fjords', 'lakes'];

/** The board's rows written like facts' tables: cells by row, in slot order. */
function rowsOf(board: Board): string[] {
  const rows: string[][] = [];
  for (const cell of Object.values(board.cells)) {
    (rows[cell.row] ??= [])[cell.slot] = cell.river ? cell.id : `${cell.id} ${cell.terrain}`;
  }
  return Array.from(rows, (row) => (row ?? []).join(', '));
}

const pairs = (id: MapId): [string, string][] => BRIDGES[id].split(' ').map((p) => p.split(':') as [string, string]);

describe('the maps cell by cell (facts §2.2, §2.3)', () => {
  it.each(MAP_IDS)('%s: every row, land hexes numbered from 1 skipping river cells, rivers numbered over the map', (id) => {
    expect(rowsOf(boardOf(id))).toEqual(ROWS[id]);
  });

  it.each(MAP_IDS)('%s: land hexes and river cells listed in reading order', (id) => {
    const board = boardOf(id);
    const cells = ROWS[id].flatMap((row) => (row ? row.split(', ').map((c) => c.split(' ')[0]) : []));
    expect(board.land).toEqual(cells.filter((c) => !c.startsWith('r')));
    expect(board.rivers).toEqual(cells.filter((c) => c.startsWith('r')));
  });

  it('a river cell has no terrain; a land hex knows its row and slot (Lakes counts its empty row A)', () => {
    expect(boardOf('base').cells.r35).toEqual({ id: 'r35', row: 8, slot: 9, river: true, terrain: null });
    expect(boardOf('lakes').cells.B1).toEqual({ id: 'B1', row: 1, slot: 0, river: false, terrain: 'S' });
    expect(boardOf('fjords').cells.D1).toEqual({ id: 'D1', row: 3, slot: 3, river: false, terrain: 'S' });
  });

  it('the geometry of a map is built once and kept', () => {
    expect(boardOf('fjords')).toBe(boardOf('fjords'));
    expect(boardOf('base').id).toBe('base');
    expect(boardOf('lakes').id).toBe('lakes');
  });
});

describe('snellman map ids (facts §2.3: SHA-1 of the terrain string)', () => {
  /** facts §2.2, §2.3: the ids snellman logs name the maps by. */
  const IDS: Record<MapId, string> = {
    base: '126fe960806d587c78546b30f1a90853b1ada468',
    fjords: '2afadc63f4d81e850b7c16fb21a1dcd29658c392',
    lakes: 'fdb13a13cd48b7a3c3525f27e4628ff6905aa5b1',
  };
  const COLOUR: Record<string, string> = { Y: 'yellow', U: 'brown', K: 'black', B: 'blue', G: 'green', S: 'gray', R: 'red', '~': 'x' };

  it.each(MAP_IDS)('%s: the layout hashes to its snellman id, which the map carries', (id) => {
    const terrain = MAPS[id].rows.map((row) => [...row].map((c) => `${COLOUR[c]} `).join('') + 'E ').join('').trim();
    expect(createHash('sha1').update(terrain).digest('hex')).toBe(IDS[id]);
    expect(MAPS[id].snellmanId).toBe(IDS[id]);
    expect(MAPS[id].id).toBe(id);
  });
});

describe('neighbours (facts §2.1: odd rows shifted right)', () => {
  /** Worked out by hand from the tables above and §2.1's six directions. */
  const VECTORS: [MapId, string, string[]][] = [
    ['base', 'G1', ['H3', 'r20', 'r21', 'r27', 'r28', 'r31']],
    ['base', 'H8', ['G6', 'G7', 'H7', 'I11', 'I12']],
    ['base', 'r35', ['H6', 'I10', 'I9', 'r34']],
    ['base', 'F7', ['E10', 'E11', 'F6', 'G6', 'G7']],
    ['fjords', 'A3', ['A4', 'B3', 'r0', 'r1']],
    ['fjords', 'D1', ['E4', 'r13', 'r14', 'r17', 'r7', 'r8']],
    ['fjords', 'E10', ['F9', 'r16', 'r19']],
    ['fjords', 'I1', ['H1', 'r30']],
    ['fjords', 'r16', ['C9', 'D6', 'E10', 'r10', 'r19']],
    ['fjords', 'B6', ['A11', 'A12', 'C9', 'r10', 'r6']],
    ['lakes', 'B1', ['B2', 'C1', 'C2']],
    ['lakes', 'C4', ['B5', 'B6', 'C5', 'D3', 'D4', 'r3']],
    ['lakes', 'J8', ['I9', 'J7', 'r30']],
    ['lakes', 'E9', ['D8', 'E8', 'F8']],
    ['lakes', 'r0', ['B8', 'C6', 'C7', 'r1']],
    ['lakes', 'I9', ['H7', 'J8', 'r30']],
  ];
  it.each(VECTORS)('%s %s → %j', (id, hex, expected) => {
    expect([...boardOf(id).neighbors[hex]].sort()).toEqual(expected);
  });
});

describe('shipping distance (facts §2.1: river cells on the shortest all-river path)', () => {
  it.each(MAP_IDS)('%s: every bridgeable pair is one river apart, both ways', (id) => {
    const d = boardOf(id).shipDistance;
    for (const [a, b] of pairs(id)) expect([a, b, d[a][b], d[b][a]]).toEqual([a, b, 1, 1]);
  });

  it('no distance to the hex itself, nor to a land neighbour with no river between', () => {
    const d = boardOf('base').shipDistance;
    expect(d.C1.C1).toBeUndefined();
    expect(d.A1.A2).toBeUndefined();
    expect(d.A1).toEqual({});
    expect(d.I12).toEqual({});
  });

  it('the shortest way counts, however many longer ones there are (base map)', () => {
    const d = boardOf('base').shipDistance;
    expect([d.C1.A3, d.F4.G3, d.G2.H4, d.E8.E9, d.D5.F5]).toEqual([1, 1, 1, 2, 3]);
    expect([d.F5.D5, d.E9.E8, d.C1.B1, d.C1.C2]).toEqual([3, 2, 1, 1]);
  });
});

describe('bridgeable pairs (facts §2.2, §2.3)', () => {
  it.each(MAP_IDS)('%s: exactly the printed pairs, each at hex distance 2', (id) => {
    const board = boardOf(id);
    const derived = board.land.flatMap((a) => board.bridgeable[a].filter((b) => compareHex(a, b) < 0).map((b) => `${a}:${b}`));
    expect(derived.sort()).toEqual(BRIDGES[id].split(' ').sort());
    for (const [a, b] of pairs(id)) expect([a, b, hexDistance(board, a, b)]).toEqual([a, b, 2]);
  });

  it('each hex lists its partners in board order (row, then number)', () => {
    expect(boardOf('base').bridgeable.C1).toEqual(['A3', 'B1', 'B2']);
    expect(boardOf('base').bridgeable.G1).toEqual(['E4', 'F2', 'F3']);
    expect(boardOf('fjords').bridgeable.D1).toEqual(['B3', 'C3', 'C4', 'E3']);
    expect(boardOf('fjords').bridgeable.C8).toEqual(['A10', 'B6']);
    expect(boardOf('lakes').bridgeable.F5).toEqual(['D5', 'E6', 'E7', 'G6']);
    expect(boardOf('base').bridgeable.A1).toEqual([]);
    // Partners two rows down and one row down, found in that order, still listed by row.
    expect(boardOf('base').bridgeable.B1).toEqual(['C1', 'D1']);
    expect(boardOf('base').bridgeable.F2).toEqual(['G1', 'H2']);
  });
});

describe('hex distance (facts §2.1, cube coordinates)', () => {
  it('along a row, down a column, across the board; both ways', () => {
    const base = boardOf('base');
    const d = (a: string, b: string) => [hexDistance(base, a, b), hexDistance(base, b, a)];
    expect(d('B1', 'B6')).toEqual([11, 11]);
    expect(d('A1', 'I1')).toEqual([8, 8]);
    expect(d('A13', 'I1')).toEqual([16, 16]);
    expect(d('B1', 'A2')).toEqual([1, 1]);
    expect(d('B1', 'D1')).toEqual([2, 2]);
    expect(d('E5', 'E5')).toEqual([0, 0]);
    expect(d('D5', 'F5')).toEqual([4, 4]);
  });
});

describe('hex order (A1 < A2 < A10 < B1)', () => {
  it('row letter first, then the number as a number', () => {
    expect(['B1', 'A10', 'A2', 'A1', 'C3', 'B12', 'B2'].sort(compareHex)).toEqual(['A1', 'A2', 'A10', 'B1', 'B2', 'B12', 'C3']);
    expect(Math.sign(compareHex('A2', 'A10'))).toBe(-1);
    expect(Math.sign(compareHex('B1', 'A10'))).toBe(1);
    expect(compareHex('C3', 'C3')).toBe(0);
  });
});
