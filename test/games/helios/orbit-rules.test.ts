/**
 * Where the sun may go, with the fields it crosses on the way (the path decides whether a move passes the yellow
 * fields and scores a circuit), on boards with a bay, a dead end, a tube, an enclosed lake, a dead end between two
 * arms and land reaching the dark rim (facts §1.3, the DESIGNED model of the seed's sun rules: clockwise along the
 * coast, never onto or past its own field, never into a dead end, out of a dead end first, shortcuts across bay
 * mouths only). Each destination is written "field steps path"; destinations come cheapest first, then by field.
 * Fields are the board's ids (column letter, row number); (0,0) is E5, (0,-1) is E4.
 */
import { describe, expect, it } from 'vitest';
import { CELL_COUNT, CELLS, cellAt, cellId } from '../../../src/games/helios/hex';
import { sunReach } from '../../../src/games/helios/orbit';

/** Land (axial q, r) of each board; the start tile (0,0) is always land. */
const BOARDS: Record<string, [number, number][]> = {
  /** Only the start tile. */
  centre: [[0, 0]],
  /** F4 (1,-1) has land on four sides; its two free sides (F3, G3) are neighbours: a bay with its mouth. */
  bay: [[0, 0], [0, -1], [1, 0], [2, -1]],
  /** F4 (1,-1) has land on five sides: a dead end opening north onto F3. */
  deadEnd: [[0, 0], [0, -1], [2, -2], [2, -1], [1, 0]],
  /** F3 (1,-2) opens only onto F4 (1,-1), which opens south onto F5: a tube into a dead end. */
  tube: [[0, 0], [0, -1], [0, -2], [1, -3], [2, -3], [2, -2], [2, -1]],
  /** A ring of land round F5 (1,0): an enclosed lake, no part of the coast. */
  lake: [[0, 0], [1, -1], [2, -1], [2, 0], [1, 1], [0, 1]],
  /** Two arms leaving a dead end E6 (0,1) between them, its mouth F6. */
  arms: [[0, 0], [1, 0], [2, 0], [-1, 1], [-1, 2], [0, 2]],
  /** E4 (0,-1), on the yellow ray, has land on four sides: a bay whose mouth E3–F3 crosses the ray. */
  rayBay: [[0, 0], [1, -1], [-1, 0], [-1, -1]],
  /** The bay turned to the south-west: D5 (-1,1) is the bay, its mouth C5–D6; the coast runs westwards there. */
  bayWest: [[0, 0], [0, 1], [-1, 0], [-2, 1]],
  /** The bay turned to the north: E4 (0,-1) on the yellow ray is the bay, its mouth D3–E3. */
  bayNorth: [[0, 0], [-1, 0], [1, -1], [1, -2]],
  /** A column reaching the dark rim: the coast runs over rim fields (row 1). */
  rim: [[0, 0], [0, -1], [0, -2], [0, -3], [1, -3], [-1, -2]],
};

const CASES: [board: string, sun: string, range: number, reach: string[]][] = [
    ['centre', 'E4', 9, ['F4 1 F4', 'F5 2 F4>F5', 'E6 3 F4>F5>E6', 'D5 4 F4>F5>E6>D5', 'D4 5 F4>F5>E6>D5>D4']],
    ['bay', 'E3', 3, ['F3 1 F3', 'F4 2 F3>F4', 'G3 2 F3>G3', 'H3 3 F3>G3>H3']],
    ['bay', 'F4', 4, ['G3 1 G3', 'H3 2 G3>H3', 'H4 3 G3>H3>H4', 'G5 4 G3>H3>H4>G5']],
    ['deadEnd', 'E3', 3, ['F3 1 F3', 'G2 2 F3>G2', 'H2 3 F3>G2>H2']],
    ['deadEnd', 'F4', 3, ['F3 1 F3', 'G2 2 F3>G2', 'H2 3 F3>G2>H2']],
    ['tube', 'F3', 4, ['F4 1 F4', 'F5 2 F4>F5', 'E6 3 F4>F5>E6', 'D5 4 F4>F5>E6>D5']],
    ['tube', 'F4', 3, ['F5 1 F5', 'E6 2 F5>E6', 'D5 3 F5>E6>D5']],
    ['tube', 'G5', 4, ['F5 1 F5', 'E6 2 F5>E6', 'D5 3 F5>E6>D5', 'D4 4 F5>E6>D5>D4']],
    ['lake', 'E4', 11, ['F3 1 F3', 'G3 2 F3>G3', 'H3 3 F3>G3>H3', 'H4 4 F3>G3>H3>H4', 'H5 5 F3>G3>H3>H4>H5', 'G6 6 F3>G3>H3>H4>H5>G6', 'F7 7 F3>G3>H3>H4>H5>G6>F7', 'E7 8 F3>G3>H3>H4>H5>G6>F7>E7', 'D6 9 F3>G3>H3>H4>H5>G6>F7>E7>D6', 'D5 10 F3>G3>H3>H4>H5>G6>F7>E7>D6>D5', 'D4 11 F3>G3>H3>H4>H5>G6>F7>E7>D6>D5>D4']],
    ['arms', 'E4', 13, ['F4 1 F4', 'G4 2 F4>G4', 'H4 3 F4>G4>H4', 'H5 4 F4>G4>H4>H5', 'G6 5 F4>G4>H4>H5>G6', 'F6 6 F4>G4>H4>H5>G6>F6', 'F7 6 F4>G4>H4>H5>G6>F7', 'E8 7 F4>G4>H4>H5>G6>F7>E8', 'D7 8 F4>G4>H4>H5>G6>F7>E8>D7', 'C6 9 F4>G4>H4>H5>G6>F7>E8>D7>C6', 'C5 10 F4>G4>H4>H5>G6>F7>E8>D7>C6>C5', 'C4 11 F4>G4>H4>H5>G6>F7>E8>D7>C6>C5>C4', 'D4 12 F4>G4>H4>H5>G6>F7>E8>D7>C6>C5>C4>D4']],
    ['arms', 'E6', 4, ['F6 1 F6', 'F7 2 F6>F7', 'E8 3 F6>F7>E8', 'D7 4 F6>F7>E8>D7']],
    ['rim', 'F4', 4, ['F5 1 F5', 'E6 2 F5>E6', 'D5 3 F5>E6>D5', 'D4 4 F5>E6>D5>D4']],
    ['rim', 'G2', 5, ['F3 1 F3', 'F4 2 F3>F4', 'F5 3 F3>F4>F5', 'E6 4 F3>F4>F5>E6', 'D5 5 F3>F4>F5>E6>D5']],
    ['rayBay', 'C4', 5, ['C3 1 C3', 'C2 2 C3>C2', 'D2 3 C3>C2>D2', 'E3 4 C3>C2>D2>E3', 'E4 5 C3>C2>D2>E3>E4', 'F3 5 C3>C2>D2>E3>F3']],
    ['rayBay', 'E4', 3, ['F3 1 F3', 'G3 2 F3>G3', 'G4 3 F3>G3>G4']],
    ['rayBay', 'F3', 12, ['G3 1 G3', 'G4 2 G3>G4', 'F5 3 G3>G4>F5', 'E6 4 G3>G4>F5>E6', 'D5 5 G3>G4>F5>E6>D5', 'C4 6 G3>G4>F5>E6>D5>C4', 'C3 7 G3>G4>F5>E6>D5>C4>C3', 'C2 8 G3>G4>F5>E6>D5>C4>C3>C2', 'D2 9 G3>G4>F5>E6>D5>C4>C3>C2>D2', 'E3 10 G3>G4>F5>E6>D5>C4>C3>C2>D2>E3', 'E4 11 G3>G4>F5>E6>D5>C4>C3>C2>D2>E3>E4']],
    ['bayWest', 'F6', 3, ['E7 1 E7', 'D6 2 E7>D6', 'C5 3 E7>D6>C5', 'D5 3 E7>D6>D5']],
    ['bayWest', 'E7', 3, ['D6 1 D6', 'C5 2 D6>C5', 'D5 2 D6>D5', 'B4 3 D6>C5>B4']],
    ['bayWest', 'D6', 3, ['C5 1 C5', 'D5 1 D5', 'B4 2 C5>B4', 'B3 3 C5>B4>B3']],
    ['bayNorth', 'D3', 3, ['E3 1 E3', 'E4 1 E4', 'F2 2 E3>F2', 'G2 3 E3>F2>G2']],
    ['bayNorth', 'C4', 3, ['C3 1 C3', 'D3 2 C3>D3', 'E3 3 C3>D3>E3', 'E4 3 C3>D3>E4']],
    ['bayNorth', 'C3', 3, ['D3 1 D3', 'E3 2 D3>E3', 'E4 2 D3>E4', 'F2 3 D3>E3>F2']],
];

function reachOf(board: string, sun: string, range: number): string[] {
  const land = new Array<boolean>(CELL_COUNT).fill(false);
  for (const [q, r] of BOARDS[board]) land[cellAt(q, r)] = true;
  const from = CELLS.findIndex((c) => c.id === sun);
  return sunReach(land, from, range).map((t) => `${cellId(t.cell)} ${t.steps} ${t.path.map(cellId).join('>')}`);
}

describe('sun destinations and the fields crossed', () => {
  it('(0,0) is E5 and (0,-1) is E4', () => {
    expect([cellId(cellAt(0, 0)), cellId(cellAt(0, -1))]).toEqual(['E5', 'E4']);
  });

  it.each(CASES)('%s, sun on %s, range %i', (board, sun, range, reach) => {
    expect(reachOf(board, sun, range)).toEqual(reach);
  });

  it('a range of 0 reaches nothing; without land there is no coast to follow', () => {
    expect(reachOf('centre', 'E4', 0)).toEqual([]);
    expect(sunReach(new Array<boolean>(CELL_COUNT).fill(false), cellAt(0, -1), 5)).toEqual([]);
  });
});
