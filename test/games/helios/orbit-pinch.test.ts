/**
 * Sun destinations on boards where the coast passes a field twice (a pinch: the field touches the coast at two
 * places), where the sun sits deep in a tube, and where two bay mouths compete (facts §1.3, the DESIGNED model of the
 * seed's sun rules, as `orbit-rules.test.ts`). A field met twice along the coast is reached at its first, cheaper
 * pass; a sun on a pinch field may go on along either coast; a sun three fields deep in a tube steps out field by
 * field; of two shortcuts the cheaper wins. Each destination is "field steps path", cheapest first, then by field.
 * The boards were found by random play from the start position (land grown only where the game allows it).
 */
import { describe, expect, it } from 'vitest';
import { CELL_COUNT, CELLS, cellAt, cellId } from '../../../src/games/helios/hex';
import { sunReach } from '../../../src/games/helios/orbit';

/** Land (axial q, r) of each board; the start tile (0,0) is E5. */
const BOARDS: Record<string, [number, number][]> = {
  /** C5 (-2,2) lies on the coast twice: after C6, and again after C4 (the sun on C3 reaches it first that way). */
  pinchNorth: [[-3, 0], [-3, 1], [-3, 2], [-2, -1], [-1, -1], [-1, 2], [0, -1], [0, 0], [0, 1]],
  /** The same with land on C7 (-2,3): B5 (-3,3) is now the pinch, between B6 and C5 and again between C5 and A4. */
  pinchSouth: [[-3, 0], [-3, 1], [-3, 2], [-2, -1], [-2, 3], [-1, -1], [-1, 2], [0, -1], [0, 0], [0, 1]],
  /** A tube three fields long: D4 (-1,0) opens only onto C4, C4 onto C5, C5 onto B5 on the coast. */
  deepTube: [[-3, 1], [-3, 2], [-2, 0], [-2, 3], [-1, -1], [-1, 1], [-1, 2], [0, -1], [0, 0]],
  /** Two bays in a row (E3–F3 behind the mouth E2–F2): the shortcut across the first mouth is the cheaper way to F2. */
  twoBays: [[-1, -2], [-1, -1], [0, -1], [0, 0], [1, -1], [2, -3], [2, -2], [3, -2]],
};

const CASES: [board: string, sun: string, range: number, reach: string[]][] = [
  ['pinchNorth', 'C3', 3, ['C4 1 C4', 'C5 2 C4>C5', 'B5 3 C4>C5>B5']],
  ['pinchSouth', 'B5', 2, ['A4 1 A4', 'C5 1 C5', 'A3 2 A4>A3', 'C4 2 C5>C4', 'D5 2 C5>D5']],
  ['deepTube', 'D4', 3, ['C4 1 C4', 'C5 2 C4>C5', 'B5 3 C4>C5>B5']],
];

function reachOf(board: string, sun: string, range: number): string[] {
  const land = new Array<boolean>(CELL_COUNT).fill(false);
  for (const [q, r] of BOARDS[board]) land[cellAt(q, r)] = true;
  const from = CELLS.findIndex((c) => c.id === sun);
  return sunReach(land, from, range).map((t) => `${cellId(t.cell)} ${t.steps} ${t.path.map(cellId).join('>')}`);
}

describe('sun destinations at pinch fields, deep tubes and bays in a row', () => {
  it.each(CASES)('%s, sun on %s, range %i', (board, sun, range, reach) => {
    expect(reachOf(board, sun, range)).toEqual(reach);
  });

  it('with unlimited range a field met twice keeps its first pass (C5 after 2 steps, not after 19)', () => {
    const reach = reachOf('pinchNorth', 'C3', Infinity);
    expect(reach.slice(0, 2)).toEqual(['C4 1 C4', 'C5 2 C4>C5']);
    expect(reach.slice(-3)).toEqual([
      'C6 18 C4>C5>B5>A4>A3>A2>A1>B1>C1>D2>E3>F3>F4>F5>F6>E7>D7>C6',
      'D5 20 C4>C5>B5>A4>A3>A2>A1>B1>C1>D2>E3>F3>F4>F5>F6>E7>D7>C6>C5>D5',
      'D4 21 C4>C5>B5>A4>A3>A2>A1>B1>C1>D2>E3>F3>F4>F5>F6>E7>D7>C6>C5>D5>D4',
    ]);
    expect(reach).toHaveLength(20);
  });

  it('with unlimited range the cheaper of two shortcuts wins: F2 across the mouth E2–F2 in 13, F3 round the bay in 14', () => {
    const reach = reachOf('twoBays', 'I2', Infinity);
    expect(reach.slice(11)).toEqual([
      'E2 12 I3>H4>G4>F5>E6>D5>D4>C3>C2>C1>D1>E2',
      'E3 13 I3>H4>G4>F5>E6>D5>D4>C3>C2>C1>D1>E2>E3',
      'F2 13 I3>H4>G4>F5>E6>D5>D4>C3>C2>C1>D1>E2>F2',
      'F3 14 I3>H4>G4>F5>E6>D5>D4>C3>C2>C1>D1>E2>E3>F3',
      'G1 14 I3>H4>G4>F5>E6>D5>D4>C3>C2>C1>D1>E2>F2>G1',
      'H1 15 I3>H4>G4>F5>E6>D5>D4>C3>C2>C1>D1>E2>F2>G1>H1',
      'H2 16 I3>H4>G4>F5>E6>D5>D4>C3>C2>C1>D1>E2>F2>G1>H1>H2',
    ]);
  });
});
