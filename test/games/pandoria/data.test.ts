/** The data tables agree with the sourced counts of the facts file (and the DESIGNED balance it describes). */
import { describe, expect, it } from 'vitest';
import { LAKES, OUTER_PATHS, PRINTED_SPACES } from '../../../data/pandoria/board';
import { CARDS, SPELLS } from '../../../data/pandoria/cards';
import { MONUMENTS, RELICS } from '../../../data/pandoria/components';
import { REALMS } from '../../../data/pandoria/realms';
import { ARTIFACT_SINGLE_TILES, ARTIFACT_TILES, DOUBLE_TILES, SINGLE_TILES, START_TILES } from '../../../data/pandoria/tiles';
import { TERRAINS } from '../../../data/pandoria/terrain';
import { LAND_CELLS, neighbours, cellKind } from '../../../src/games/pandoria/geometry';

describe('data', () => {
  it('54 cards: 44 common and 2 individual per base realm, one of them the side-A start building', () => {
    expect(CARDS.length).toBe(54);
    expect(new Set(CARDS.map((c) => c.id)).size).toBe(54);
    expect(CARDS.filter((c) => !c.realm).length).toBe(44);
    for (const realm of REALMS.filter((r) => r.set === 'base')) {
      const own = CARDS.filter((c) => c.realm === realm.id);
      expect(own.map((c) => c.id).sort()).toEqual([realm.sideA?.startCard, realm.sideA?.handCard].sort());
      expect(own.filter((c) => c.start).map((c) => c.id)).toEqual([realm.sideA?.startCard]);
    }
    for (const id of Object.keys(SPELLS)) expect(CARDS.some((c) => c.spell === id), id).toBe(true);
  });

  it('50 double tiles with two different terrains (2 start + 48), every terrain on 24 halves with 36 symbols', () => {
    expect(START_TILES.length + DOUBLE_TILES.length).toBe(50);
    for (const tile of [...START_TILES, ...DOUBLE_TILES]) expect(tile.halves[0].terrain).not.toBe(tile.halves[1].terrain);
    for (const terrain of TERRAINS) {
      const halves = DOUBLE_TILES.flatMap((t) => t.halves).filter((h) => h.terrain === terrain);
      expect(halves.length).toBe(24);
      expect(halves.reduce((n, h) => n + h.symbols, 0)).toBe(36);
    }
  });

  it('Artifacts: 12 same-terrain tiles with 1–2 artifacts; 8 + 6 single tiles', () => {
    expect(ARTIFACT_TILES.length).toBe(12);
    for (const tile of ARTIFACT_TILES) {
      expect(tile.halves[0].terrain).toBe(tile.halves[1].terrain);
      expect([1, 2]).toContain(tile.artifacts);
    }
    expect(SINGLE_TILES.length).toBe(8);
    expect(ARTIFACT_SINGLE_TILES.length).toBe(6);
  });

  it('13 monuments of values 3–6; relics need 3–7 artifacts', () => {
    expect(Object.values(MONUMENTS).reduce((a, b) => a + b, 0)).toBe(13);
    expect(RELICS.map((r) => r.artifacts)).toEqual([3, 4, 5, 6, 7]);
  });

  it('the board: 134 land spaces, 4 ships, one printed space per terrain, 8 outer paths touching 1–2 plain spaces', () => {
    expect(LAND_CELLS.length).toBe(134);
    expect(LAKES.flatMap((l) => l.ships).length).toBe(4);
    expect(PRINTED_SPACES.map((p) => p.terrain).sort()).toEqual([...TERRAINS].sort());
    for (const path of OUTER_PATHS) {
      const plain = neighbours(path.cell).filter((n) => cellKind(n) === 'land');
      expect(plain.length, path.cell).toBeGreaterThanOrEqual(1);
      expect(plain.length, path.cell).toBeLessThanOrEqual(2);
    }
    // all land is one connected area
    const seen = new Set([LAND_CELLS[0]]);
    const queue = [LAND_CELLS[0]];
    while (queue.length) for (const n of neighbours(queue.pop() as string)) if (cellKind(n) === 'land' && !seen.has(n)) seen.add(n) && queue.push(n);
    expect(seen.size).toBe(134);
  });
});
