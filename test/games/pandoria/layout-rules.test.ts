/**
 * Board geometry, the layout and laying pieces as the mutation run of the support files found them unpinned
 * (`npm run mutate -- pandoria src/games/pandoria/costs.ts … layout.ts …`): neighbours at the board's rim, printed
 * spaces joining the layout through a castle or through each other, whether any double tile still fits, the mountain
 * fortress beside other pieces and regions, a region held open by its own outer path, artifacts from the supply.
 * Cells and numbers are literals (board: facts §2.2; the hex rule: odd columns sit half a space lower).
 */
import { describe, expect, it } from 'vitest';
import { ALL_CELLS, isShip, LAND_CELLS, neighbours } from '../../../src/games/pandoria/geometry';
import { castleSpots, closeRegionsAround, fortressSpots, tileFits, tileSpots } from '../../../src/games/pandoria/layout';
import { layCastle, layDouble, layFortress, laySingle } from '../../../src/games/pandoria/placement';
import { legalMoves } from '../../../src/games/pandoria/moves';
import type { PandoriaState } from '../../../src/games/pandoria/types';
import { at, bareGame, castle, hasMove, lay, put } from './helpers';

describe('geometry at the rim', () => {
  it('16 columns × 14 rows; the rim spaces have only their on-board neighbours', () => {
    expect(ALL_CELLS).toHaveLength(16 * 14);
    expect(neighbours('A5')).toEqual(['A4', 'A6', 'B4', 'B5']);
    expect(neighbours('E0')).toEqual(['E1', 'D0', 'F0']);
    expect(neighbours('I13')).toEqual(['I12', 'H12', 'H13', 'J12', 'J13']);
    expect(neighbours('P4')).toEqual(['P3', 'P5', 'O4', 'O5']);
    expect(neighbours('H10')).toEqual(['H9', 'H11', 'G10', 'G11', 'I10', 'I11']);
    expect(neighbours('I11')).toEqual(['I10', 'I12', 'H10', 'H11', 'J10', 'J11']);
  });

  it('the four ships are D7, J3, K4 and K9; lake spaces without a ship are no ships', () => {
    expect(ALL_CELLS.filter(isShip)).toEqual(['D7', 'J3', 'K4', 'K9']);
    expect(['C7', 'D6', 'K3', 'L9', 'L10', 'H7'].some(isShip)).toBe(false);
  });
});

describe('printed spaces join the layout', () => {
  it('through a castle: the city I11 touches only the castle on H10, so I12 beyond it is a castle spot', () => {
    const s = bareGame();
    lay(s, { H8: 'F1', H9: 'M1' });
    castle(s, 'H10', 0);
    expect(castleSpots(s)).toContain('I12');
    const without = bareGame();
    lay(without, { H8: 'F1', H9: 'M1' });
    expect(castleSpots(without)).not.toContain('I12');
  });

  it('through each other (Artifacts overlay N7–N8): a tile at N6 touches N7 only, and N9 next to N8 is a castle spot', () => {
    const s = bareGame({ variant: 'a', artifacts: true });
    expect([s.land.N7?.printed, s.land.N8?.printed]).toEqual([true, true]);
    lay(s, { N5: 'F1', N6: 'M1' });
    expect(castleSpots(s)).toContain('N9');
  });
});

describe('does any double tile fit?', () => {
  it('not on a board with only printed spaces (nothing laid touches them)', () => {
    expect(tileFits(bareGame())).toBe(false);
  });

  it('only through a printed space: a tile on the rim at I13 whose land neighbours I12, H12, J12 are printed', () => {
    const s = bareGame();
    lay(s, { I13: 'F1' });
    for (const cell of ['I12', 'H12', 'J12']) s.land[cell] = { terrain: 'hills', symbols: 1, tile: 'P', printed: true };
    expect(tileFits(s)).toBe(true);
  });

  it('not on a board laid full but for lone holes, a castle among the tiles', () => {
    const s = bareGame();
    for (const cell of LAND_CELLS) if (!s.land[cell] && cell !== 'H8' && cell !== 'C4') lay(s, { [cell]: 'F1' });
    delete s.land.H9;
    castle(s, 'H9', 0);
    expect(tileFits(s)).toBe(false);
  });

  it('next to a laid tile; next to a lone castle', () => {
    expect(tileFits(lay(bareGame(), { H6: 'F1', H7: 'M1' }))).toBe(true);
    expect(tileFits(castle(bareGame(), 'C4', 0))).toBe(true);
  });
});

describe('the mountain fortress beside other pieces and regions', () => {
  it('not on a path another fortress already covers', () => {
    const s = bareGame({ variant: 'a', artifacts: true });
    lay(s, { B4: 'F1', B5: 'F2', B6: 'M1', C5: 'M1', C6: 'M1' });
    expect(fortressSpots(s)).toContain('A5');
    s.pieces = { A5: { kind: 'fortress', seat: 1 } };
    expect(fortressSpots(s)).not.toContain('A5');
  });

  it('beside a castle (no land) and an open forest: allowed', () => {
    const s = bareGame({ variant: 'a', artifacts: true });
    lay(s, { B5: 'F1', B6: 'M1' });
    castle(s, 'B4', 1);
    at(s, 0, 'place');
    expect(hasMove(s, { t: 'fortress', cell: 'A5' })).toBe(true);
  });

  it('an enclosed mountain beside the forest path does not stop it while the forest there is open', () => {
    const s = bareGame({ variant: 'a', artifacts: true });
    lay(s, { B4: 'F1', B5: 'M1', B6: 'H1', C5: 'H1', C6: 'H1' }); // B5 cannot grow; B4 can (C4 is free)
    expect(fortressSpots(s)).toContain('A5');
  });

  it('laying it uses up the fortress', () => {
    const s = bareGame({ variant: 'a', artifacts: true });
    lay(s, { B4: 'F1', B5: 'F2', B6: 'M1', C5: 'M1', C6: 'M1' });
    layFortress(s, 0, 'A5');
    expect(s.players[0].fortress).toBe(false);
    expect(s.lastPlaced).toEqual(['A5']);
  });
});

describe('a region held open by its own outer path', () => {
  it('forest B4–C4, walled in, touches the forest path A5 with B4 only: it stays open', () => {
    const s = bareGame();
    lay(s, { B4: 'F1', C4: 'F1', B5: 'M1', C5: 'M1', C3: 'M1', D3: 'M1', D4: 'M1' });
    expect(closeRegionsAround(s, ['C4']).map((r) => r.terrain)).not.toContain('forest');
    expect(s.closed.B4).toBeUndefined();
  });
});

describe('laying', () => {
  it('records what was laid last: both halves, the single tile, the castle', () => {
    const s = bareGame();
    lay(s, { H6: 'F1', H7: 'M1' });
    layDouble(s, 'D01', 'H8', 'H9', 0);
    expect(s.lastPlaced).toEqual(['H8', 'H9']);
    laySingle(s, 'E1', 'G9', 0);
    expect(s.lastPlaced).toEqual(['G9']);
    layCastle(s, 0, 'G10');
    expect(s.lastPlaced).toEqual(['G10']);
  });

  it('an artifact tile brings its artifacts from the supply (at most what is left); other tiles bring none', () => {
    const s = bareGame({ variant: 'a', artifacts: true });
    lay(s, { H6: 'F1', H7: 'M1' });
    s.artifactSupply = 20;
    layDouble(s, 'D01', 'H8', 'H9', 0);
    expect(s.artifactsOn).toEqual({});
    expect(s.artifactSupply).toBe(20);
    layDouble(s, 'A06', 'G8', 'G9', 0); // mountain 1|1, 2 artifacts
    expect(s.artifactsOn).toEqual({ G8: 2 });
    expect(s.artifactSupply).toBe(18);
    s.artifactSupply = 1;
    layDouble(s, 'A09', 'I8', 'I9', 0); // hills 1|1, 2 artifacts, 1 left
    expect(s.artifactsOn).toEqual({ G8: 2, I8: 1 });
    expect(s.artifactSupply).toBe(0);
  });
});

/** The same board in new records: its placement masks are worked out from scratch, not carried. */
const afresh = (s: PandoriaState) => ({ land: { ...s.land }, pieces: { ...s.pieces }, closed: s.closed });
const spots = (s: Pick<PandoriaState, 'land' | 'pieces' | 'closed'>) => ({ castle: castleSpots(s), tiles: tileSpots(s) });

describe('a placement carries the placement masks of the board before forward', () => {
  it('a double tile: its spaces stop being spots, its empty neighbours become spots', () => {
    const s = bareGame();
    lay(s, { H6: 'F1', H7: 'M1' });
    expect(castleSpots(s)).toContain('H8');
    expect(castleSpots(s)).not.toContain('H10');
    layDouble(s, 'D01', 'H8', 'H9', 0);
    expect(castleSpots(s)).not.toContain('H8');
    expect(castleSpots(s)).not.toContain('H9');
    expect(castleSpots(s)).toContain('H10');
    expect(tileSpots(s)).toContainEqual(['H10', 'H11']);
    expect(tileSpots(s)).not.toContainEqual(['H8', 'G8']);
    expect(spots(s)).toEqual(spots(afresh(s)));
  });

  it('a castle next to a printed city: the city joins the layout, so I12 beyond it becomes a spot', () => {
    const s = bareGame();
    lay(s, { H8: 'F1', H9: 'M1' });
    expect(castleSpots(s)).not.toContain('I12');
    layCastle(s, 0, 'H10');
    expect(castleSpots(s)).toContain('I12');
    expect(castleSpots(s)).not.toContain('H10');
    expect(spots(s)).toEqual(spots(afresh(s)));
  });

  it('through a chain of printed spaces (Artifacts overlay N7–N8): a tile at N5–N6 makes N9 a spot', () => {
    const s = bareGame({ variant: 'a', artifacts: true });
    lay(s, { H6: 'F1', H7: 'M1' });
    expect(castleSpots(s)).not.toContain('N9');
    layDouble(s, 'D01', 'N5', 'N6', 0);
    expect(castleSpots(s)).toContain('N9');
    expect(spots(s)).toEqual(spots(afresh(s)));
  });

  it('a single tile and a fortress on a path: the same spots as worked out afresh', () => {
    const s = bareGame({ variant: 'a', artifacts: true });
    lay(s, { B5: 'F1', B6: 'M1', H6: 'F1', H7: 'M1' });
    castleSpots(s);
    laySingle(s, 'E1', 'G9', 0);
    expect(castleSpots(s)).not.toContain('G9');
    expect(castleSpots(s)).toContain('G10');
    expect(spots(s)).toEqual(spots(afresh(s)));
    layFortress(s, 0, 'A5');
    expect(castleSpots(s)).toContain('B4');
    expect(spots(s)).toEqual(spots(afresh(s)));
  });
});

describe('tile moves are made once per tile, hand position and spot', () => {
  /** Two tiles in hand (as the Dwarves hold them) on a board with forest H6 and mountain H7, plus `more` laid. */
  function twoTiles(more: Record<string, string>) {
    const s = bareGame();
    lay(s, { H6: 'F1', H7: 'M1', ...more });
    s.players[0].tiles = ['D01', 'D11'];
    return s;
  }
  const tileMove = (s: PandoriaState, index: number) =>
    legalMoves(s, 0).find((m) => m.move.t === 'tile' && m.move.index === index && m.move.a === 'H8' && m.move.b === 'H9');

  it('two boards offering the same spot offer the same frozen move', () => {
    const s = twoTiles({});
    const other = twoTiles({ C4: 'F1' });
    expect(tileMove(s, 0)).toBeDefined();
    expect(tileMove(other, 0)).toBe(tileMove(s, 0));
    expect(Object.isFrozen(tileMove(s, 0)?.move)).toBe(true);
  });

  it('each tile of the hand has its own moves: its position, option and halves', () => {
    const s = twoTiles({});
    expect(tileMove(s, 0)?.move).toEqual({ t: 'tile', index: 0, a: 'H8', b: 'H9' });
    expect(tileMove(s, 1)?.move).toEqual({ t: 'tile', index: 1, a: 'H8', b: 'H9' });
    expect(tileMove(s, 1)?.levels.map((l) => l.option.id)).toEqual(['T1', 'H8', 'H9']);
    const half = (terrain: string, n: number) => ({ half: { key: 'pan.half', params: { terrain: { key: `pan.terrain.${terrain}` }, n } } });
    expect(tileMove(s, 0)?.levels.map((l) => l.title)).toEqual([
      { key: 'pan.p.place' },
      { key: 'pan.p.halfA', params: half('forest', 1) },
      { key: 'pan.p.halfB', params: half('mountain', 1) },
    ]);
    expect(tileMove(s, 1)?.levels[2].title).toEqual({ key: 'pan.p.halfB', params: half('hills', 2) });
    const swapped = twoTiles({ C4: 'F1' });
    swapped.players[0].tiles = ['D11', 'D01'];
    expect(tileMove(swapped, 0)?.levels[2].title).toEqual({ key: 'pan.p.halfB', params: half('hills', 2) });
    expect(tileMove(swapped, 1)?.move).toEqual({ t: 'tile', index: 1, a: 'H8', b: 'H9' });
    expect(tileMove(swapped, 1)?.levels[2].title).toEqual({ key: 'pan.p.halfB', params: half('mountain', 1) });
  });
});
