import { describe, expect, it } from 'vitest';
import {
  ADJACENT,
  BONUS_CELLS,
  CELLS,
  CORNER_CELLS,
  DARK_CELLS,
  MANA_CELLS,
  START_CELL,
  SUN_START_CELL,
  YELLOW_CELLS,
  cellAt,
  cellIndex,
  windingStep,
} from '../../../src/games/helios/hex';
import { at } from './helpers';

describe('the designed player board', () => {
  it('37 light fields (distance ≤ 3) and a dark rim of 24', () => {
    expect(CELLS.filter((c) => c.light)).toHaveLength(37);
    expect(DARK_CELLS).toHaveLength(24);
    expect(CELLS.every((c) => (c.d <= 3) === c.light && c.d <= 4)).toBe(true);
  });

  it('cell ids are a column letter and a number, unique, and name cells north to south', () => {
    expect(new Set(CELLS.map((c) => c.id)).size).toBe(CELLS.length);
    expect(CELLS.every((c) => /^[A-I][1-9]$/.test(c.id))).toBe(true);
    expect(at(0, 0)).toBe('E5');
    expect(at(0, -1)).toBe('E4');
    expect(at(-4, 0)).toBe('A1');
    expect(cellIndex('Z9')).toBe(-1);
  });

  it('the start tile lies in the middle and the sun starts directly north of it, on the yellow ray', () => {
    expect(CELLS[START_CELL]).toMatchObject({ q: 0, r: 0 });
    expect(CELLS[SUN_START_CELL]).toMatchObject({ q: 0, r: -1 });
    expect(YELLOW_CELLS.has(SUN_START_CELL)).toBe(true);
    expect([...YELLOW_CELLS].map((i) => CELLS[i]).every((c) => c.q === 0 && c.r < 0)).toBe(true);
    expect(YELLOW_CELLS.size).toBe(4);
  });

  it('4 bonus-resource and 2 mana fields, all light', () => {
    expect(BONUS_CELLS.size).toBe(4);
    expect(MANA_CELLS.size).toBe(2);
    for (const cell of [...BONUS_CELLS, ...MANA_CELLS]) expect(CELLS[cell].light).toBe(true);
  });

  it('5 corner fields on the dark rim, each touching exactly one light field', () => {
    expect(CORNER_CELLS).toHaveLength(5);
    for (const corner of CORNER_CELLS) {
      expect(CELLS[corner].light).toBe(false);
      expect(ADJACENT[corner].filter((n) => CELLS[n].light)).toHaveLength(1);
    }
  });

  it('the marked fields are mirror-symmetric about the north–south axis', () => {
    const mirror = (i: number) => cellAt(-CELLS[i].q, CELLS[i].r + CELLS[i].q);
    for (const set of [BONUS_CELLS, MANA_CELLS, new Set(CORNER_CELLS), YELLOW_CELLS]) {
      expect(new Set([...set].map(mirror))).toEqual(new Set(set));
    }
  });

  it('the circuit counter adds 1 for a clockwise lap round the start tile and nothing for a step back and forth', () => {
    const ring = [at(0, -1), at(1, -1), at(1, 0), at(0, 1), at(-1, 1), at(-1, 0), at(0, -1)].map(cellIndex);
    let winding = 0;
    for (let i = 1; i < ring.length; i++) winding += windingStep(ring[i - 1], ring[i]);
    expect(winding).toBe(1);
    expect(windingStep(cellIndex(at(-1, 0)), cellIndex(at(0, -1))) + windingStep(cellIndex(at(0, -1)), cellIndex(at(-1, 0)))).toBe(0);
  });
});
