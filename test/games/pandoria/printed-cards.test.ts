/**
 * The 54 cards as facts.md §4.4 lists them (the seed's spell list S1–S21 and building list B1–B30 with the designed
 * costs), pinned as literals: what each card costs in crystals, wood and gold, which spell and building it carries,
 * and what those do. The expectations never read the card table the engine uses, so a wrong entry fails here.
 */
import { describe, expect, it } from 'vitest';
import { buildingAt, cardSpec, effectsOf } from '../../../src/games/pandoria/buildings';
import { buildSlots, cardPrice, spellCost } from '../../../src/games/pandoria/costs';
import { pandoria } from '../../../src/games/pandoria/engine';
import { startEffect } from '../../../src/games/pandoria/spells';
import { bareGame } from './helpers';

/** facts §4.4: card, spell, crystals, building, wood, gold, realm (with `A` for the side-A start building). */
const CARD_ROWS = `
I01 S13 2 B1 2 1 humans A
I02 S1 2 B22 4 3 humans
I03 S8 4 B4 2 3 dwarves A
I04 S20 2 B7 3 2 dwarves
I05 S14 3 B16 3 2 elves A
I06 S3 3 B23 3 2 elves
I07 S18 2 B24 5 4 mages A
I08 S11 3 B20 3 2 mages
I09 S10 4 B28 3 3 halflings A
I10 S5 2 B26 5 4 halflings
C01 S1 2 B2 4 3
C02 S1 2 B18 4 3
C03 S2 4 B12 1 3
C04 S2 4 B4 2 3
C05 S3 3 B29 3 2
C06 S3 3 B10 1 2
C07 S4 3 B1 2 2
C08 S4 3 B25 3 2
C09 S4 3 B13 3 2
C10 S4 3 B17 2 2
C11 S5 2 B24 5 4
C12 S5 2 B8 5 4
C13 S6 4 B23 3 3
C14 S6 4 B16 3 3
C15 S7 3 B5 4 3
C16 S7 3 B22 4 3
C17 S8 4 B11 2 3
C18 S9 5 B12 1 4
C19 S10 4 B17 2 3
C20 S10 4 B20 3 3
C21 S11 3 B30 5 4
C22 S11 3 B15 5 4
C23 S12 1 B3 6 5
C24 S12 1 B6 6 5
C25 S12 1 B19 6 5
C26 S13 2 B21 6 5
C27 S13 2 B27 7 5
C28 S14 3 B4 2 2
C29 S14 3 B28 3 2
C30 S15 5 B12 1 4
C31 S15 5 B7 3 4
C32 S16 2 B14 5 4
C33 S16 2 B15 5 4
C34 S16 2 B9 3 2
C35 S17 4 B22 4 3
C36 S17 4 B1 2 3
C37 S18 2 B5 4 3
C38 S18 2 B13 3 2
C39 S19 4 B25 3 3
C40 S19 4 B23 3 3
C41 S20 2 B2 4 3
C42 S20 2 B29 3 2
C43 S21 3 B18 4 3
C44 S21 3 B17 2 2`
  .trim()
  .split('\n')
  .map((line) => {
    const [id, spell, crystals, building, wood, gold, realm, start] = line.split(' ');
    return { id, spell, crystals: Number(crystals), building, wood: Number(wood), gold: Number(gold), realm, start: start === 'A' };
  });

/** The seed's spells S1–S21 as the effect a cast starts (a Terrain spell also draws its tile). */
const SPELL_EFFECTS: Record<string, object> = {
  S1: { name: 'acquire', left: 1 },
  S2: { name: 'acquire', left: 2 },
  S3: { name: 'appropriate' },
  S4: { name: 'astral' },
  S5: { name: 'clone', left: 1 },
  S6: { name: 'clone', left: 2 },
  S7: { name: 'conjure', value: 6 },
  S8: { name: 'conjure', value: 8 },
  S9: { name: 'conjure', value: 10 },
  S10: { name: 'construct' },
  S11: { name: 'castle' },
  S12: { name: 'flee' },
  S13: { name: 'master', built: false, monument: false },
  S14: { name: 'muster', left: 1 },
  S15: { name: 'muster', left: 2 },
  S16: { name: 'rage', factor: 2 },
  S17: { name: 'rage', factor: 3 },
  S18: { name: 'teleport', left: 1 },
  S19: { name: 'teleport', left: 2 },
  S20: { name: 'terrain', size: 1 },
  S21: { name: 'terrain', size: 2 },
};

/** The seed's buildings B1–B30: name (identical buildings share it) and effect. */
const BUILDING_EFFECTS: Record<string, [string, object]> = {
  B1: ['bank', { kind: 'bank', save: 1 }],
  B2: ['bank', { kind: 'bank', save: 2 }],
  B3: ['bank', { kind: 'bank', save: 3 }],
  B4: ['carpenter', { kind: 'carpenter', save: 1 }],
  B5: ['carpenter', { kind: 'carpenter', save: 2 }],
  B6: ['carpenter', { kind: 'carpenter', save: 3 }],
  B7: ['lumberyard', { kind: 'rate', resource: 'wood', points: 1, per: 2 }],
  B8: ['lumberyard', { kind: 'rate', resource: 'wood', points: 2, per: 3 }],
  B9: ['market', { kind: 'market', rate: 1 }],
  B10: ['market', { kind: 'market', rate: 2 }],
  B11: ['market', { kind: 'market', rate: 2 }],
  B12: ['poorhouse', { kind: 'poorhouse' }],
  B13: ['repository', { kind: 'rate', resource: 'crystal', points: 1, per: 2 }],
  B14: ['repository', { kind: 'rate', resource: 'crystal', points: 2, per: 3 }],
  B15: ['sawmillL', { kind: 'yield', terrain: 'forest', perSpace: 2 }],
  B16: ['sawmillS', { kind: 'yield', terrain: 'forest', perSpace: 1 }],
  B17: ['school', { kind: 'school', save: 1 }],
  B18: ['school', { kind: 'school', save: 2 }],
  B19: ['school', { kind: 'school', save: 3 }],
  B20: ['shrine', { kind: 'shrine', points: 1 }],
  B21: ['shrine', { kind: 'shrine', points: 2 }],
  B22: ['statue', { kind: 'yield', terrain: 'city', perSpace: 1 }],
  B23: ['storehouse', { kind: 'storehouse' }],
  B24: ['towerL', { kind: 'yield', terrain: 'mountain', perSpace: 2 }],
  B25: ['towerS', { kind: 'yield', terrain: 'mountain', perSpace: 1 }],
  B26: ['treasuryL', { kind: 'yield', terrain: 'hills', perSpace: 2 }],
  B27: ['treasuryL', { kind: 'yield', terrain: 'hills', perSpace: 2 }],
  B28: ['treasuryS', { kind: 'yield', terrain: 'hills', perSpace: 1 }],
  B29: ['vault', { kind: 'rate', resource: 'gold', points: 1, per: 2 }],
  B30: ['vault', { kind: 'rate', resource: 'gold', points: 2, per: 3 }],
};

describe('the 54 printed cards (facts §4.4)', () => {
  it('54 cards, 10 of them realm-individual', () => {
    expect(CARD_ROWS.length).toBe(54);
    expect(CARD_ROWS.filter((row) => row.realm).length).toBe(10);
  });

  it.each(CARD_ROWS)('$id: spell $spell for $crystals crystals, building $building for $wood wood, $gold gold', (row) => {
    const s = bareGame();
    expect(spellCost(s, 0, row.id)).toBe(row.crystals);
    expect(cardPrice(s, 0, row.id)).toBe(row.gold);
    expect(buildSlots(s, 0, row.id, false)).toEqual([{ slot: 0, cost: row.wood }]);
    expect(cardSpec(row.id).realm).toBe(row.realm);
    expect(cardSpec(row.id).start ?? false).toBe(row.start);

    const { tile: _tile, ...effect } = { tile: undefined, ...(startEffect(s, 0, row.id) ?? {}) };
    expect(effect).toEqual(SPELL_EFFECTS[row.spell]);

    s.players[0].slots[0] = [{ card: row.id }];
    const [name, building] = BUILDING_EFFECTS[row.building];
    expect(buildingAt(s, 0, 0)?.spec.name).toBe(name);
    expect(effectsOf(s, 0)).toEqual([building]);
  });
});

describe('the family version with spells', () => {
  it('plays the 32 cards of Astral Ship, Clone, Enchanted Castle, Muster, Rage, Teleport and Terrain [seed]', () => {
    const s = pandoria.setup({ variant: 'famspell' }, 2, 'famspell-deck');
    const expected = CARD_ROWS.filter((row) => ['S4', 'S5', 'S6', 'S11', 'S14', 'S15', 'S16', 'S17', 'S18', 'S19', 'S20', 'S21'].includes(row.spell));
    expect(expected.length).toBe(32);
    expect([...s.deck, ...s.market].sort()).toEqual(expected.map((row) => row.id).sort());
  });
});
