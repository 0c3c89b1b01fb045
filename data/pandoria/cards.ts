/**
 * Cards: a spell on the upper half (paid in crystals) and a building on the lower half (paid in wood), bought
 * from the market for gold [seed]. 54 cards = 44 common + 10 realm-individual [SR], [seed].
 * Effect texts are the seed's two lists (S1–S21, B1–B30 in the seed's order); the name ↔ effect mapping is
 * INFERRED (facts §4.2); every cost and the distribution over the 54 cards is DESIGNED (facts §4.3, §4.4) except
 * the four wood costs the seed prints (B10 = 1, B11 = 2, B26 = 5, B27 = 7).
 */
import type { Resource, Terrain } from './terrain';
import type { RealmId } from './realms';

export type SpellName =
  | 'acquire'
  | 'appropriate'
  | 'astral'
  | 'clone'
  | 'conjure'
  | 'construct'
  | 'castle'
  | 'flee'
  | 'master'
  | 'muster'
  | 'rage'
  | 'teleport'
  | 'terrain';

export type SpellEffect =
  | { name: 'acquire'; count: number }
  | { name: 'appropriate' }
  | { name: 'astral' }
  | { name: 'clone'; count: number }
  | { name: 'conjure'; value: number }
  | { name: 'construct' }
  | { name: 'castle' }
  | { name: 'flee' }
  | { name: 'master' }
  | { name: 'muster'; count: number }
  | { name: 'rage'; factor: number }
  | { name: 'teleport'; count: number }
  | { name: 'terrain'; size: 1 | 2 };

/** The seed's spell list, in its order. */
export const SPELLS: Readonly<Record<string, SpellEffect>> = {
  S1: { name: 'acquire', count: 1 },
  S2: { name: 'acquire', count: 2 },
  S3: { name: 'appropriate' },
  S4: { name: 'astral' },
  S5: { name: 'clone', count: 1 },
  S6: { name: 'clone', count: 2 },
  S7: { name: 'conjure', value: 6 },
  S8: { name: 'conjure', value: 8 },
  S9: { name: 'conjure', value: 10 },
  S10: { name: 'construct' },
  S11: { name: 'castle' },
  S12: { name: 'flee' },
  S13: { name: 'master' },
  S14: { name: 'muster', count: 1 },
  S15: { name: 'muster', count: 2 },
  S16: { name: 'rage', factor: 2 },
  S17: { name: 'rage', factor: 3 },
  S18: { name: 'teleport', count: 1 },
  S19: { name: 'teleport', count: 2 },
  S20: { name: 'terrain', size: 1 },
  S21: { name: 'terrain', size: 2 },
};

/**
 * Building names: two visible buildings with the same name are "identical" and may not be shown together [seed];
 * small and large Sawmill / Tower / Treasury are different buildings [seed].
 */
export type BuildingName =
  | 'bank'
  | 'carpenter'
  | 'lumberyard'
  | 'market'
  | 'poorhouse'
  | 'repository'
  | 'sawmillL'
  | 'sawmillS'
  | 'school'
  | 'shrine'
  | 'statue'
  | 'storehouse'
  | 'towerL'
  | 'towerS'
  | 'treasuryL'
  | 'treasuryS'
  | 'vault';

export type BuildingEffect =
  /** Card purchases cost `save` gold less (min 1). */
  | { kind: 'bank'; save: number }
  /** Buildings and monuments cost `save` wood less (min 1). */
  | { kind: 'carpenter'; save: number }
  /** Over the cap, `resource` converts `points` per `per` instead of 1 per 3 (also at the game end). */
  | { kind: 'rate'; resource: Resource; points: number; per: number }
  /** When the needed resource is at 0, pay the rest with one other resource at `rate`:1. */
  | { kind: 'market'; rate: number }
  /** End of own turn: one resource at 0 goes to 2. */
  | { kind: 'poorhouse' }
  /** Taking part in scoring a region of `terrain`: +`perSpace` of its yield per scored space. */
  | { kind: 'yield'; terrain: Terrain; perSpace: number }
  /** Spells cost `save` crystals less (min 1). */
  | { kind: 'school'; save: number }
  /** `points` per spell cast from now on. */
  | { kind: 'shrine'; points: number }
  /** +1 point every time a resource goes over the cap. */
  | { kind: 'storehouse' };

export interface BuildingSpec {
  name: BuildingName;
  effect: BuildingEffect;
}

/** The seed's building list, in its order. */
export const BUILDINGS: Readonly<Record<string, BuildingSpec>> = {
  B1: { name: 'bank', effect: { kind: 'bank', save: 1 } },
  B2: { name: 'bank', effect: { kind: 'bank', save: 2 } },
  B3: { name: 'bank', effect: { kind: 'bank', save: 3 } },
  B4: { name: 'carpenter', effect: { kind: 'carpenter', save: 1 } },
  B5: { name: 'carpenter', effect: { kind: 'carpenter', save: 2 } },
  B6: { name: 'carpenter', effect: { kind: 'carpenter', save: 3 } },
  B7: { name: 'lumberyard', effect: { kind: 'rate', resource: 'wood', points: 1, per: 2 } },
  B8: { name: 'lumberyard', effect: { kind: 'rate', resource: 'wood', points: 2, per: 3 } },
  B9: { name: 'market', effect: { kind: 'market', rate: 1 } },
  B10: { name: 'market', effect: { kind: 'market', rate: 2 } },
  B11: { name: 'market', effect: { kind: 'market', rate: 2 } },
  B12: { name: 'poorhouse', effect: { kind: 'poorhouse' } },
  B13: { name: 'repository', effect: { kind: 'rate', resource: 'crystal', points: 1, per: 2 } },
  B14: { name: 'repository', effect: { kind: 'rate', resource: 'crystal', points: 2, per: 3 } },
  B15: { name: 'sawmillL', effect: { kind: 'yield', terrain: 'forest', perSpace: 2 } },
  B16: { name: 'sawmillS', effect: { kind: 'yield', terrain: 'forest', perSpace: 1 } },
  B17: { name: 'school', effect: { kind: 'school', save: 1 } },
  B18: { name: 'school', effect: { kind: 'school', save: 2 } },
  B19: { name: 'school', effect: { kind: 'school', save: 3 } },
  B20: { name: 'shrine', effect: { kind: 'shrine', points: 1 } },
  B21: { name: 'shrine', effect: { kind: 'shrine', points: 2 } },
  B22: { name: 'statue', effect: { kind: 'yield', terrain: 'city', perSpace: 1 } },
  B23: { name: 'storehouse', effect: { kind: 'storehouse' } },
  B24: { name: 'towerL', effect: { kind: 'yield', terrain: 'mountain', perSpace: 2 } },
  B25: { name: 'towerS', effect: { kind: 'yield', terrain: 'mountain', perSpace: 1 } },
  B26: { name: 'treasuryL', effect: { kind: 'yield', terrain: 'hills', perSpace: 2 } },
  B27: { name: 'treasuryL', effect: { kind: 'yield', terrain: 'hills', perSpace: 2 } },
  B28: { name: 'treasuryS', effect: { kind: 'yield', terrain: 'hills', perSpace: 1 } },
  B29: { name: 'vault', effect: { kind: 'rate', resource: 'gold', points: 1, per: 2 } },
  B30: { name: 'vault', effect: { kind: 'rate', resource: 'gold', points: 2, per: 3 } },
};

export interface CardSpec {
  id: string;
  spell: string;
  crystals: number;
  building: string;
  wood: number;
  gold: number;
  /** Realm-individual cards: the owning realm; `start` marks the side-A start building ("A"). */
  realm?: RealmId;
  start?: boolean;
}

const c = (id: string, spell: string, crystals: number, building: string, wood: number, gold: number): CardSpec => ({
  id,
  spell,
  crystals,
  building,
  wood,
  gold,
});
const ind = (card: CardSpec, realm: RealmId, start = false): CardSpec => (start ? { ...card, realm, start } : { ...card, realm });

/** All 54 cards (facts §4.4). */
export const CARDS: readonly CardSpec[] = [
  ind(c('I01', 'S13', 2, 'B1', 2, 1), 'humans', true),
  ind(c('I02', 'S1', 2, 'B22', 4, 3), 'humans'),
  ind(c('I03', 'S8', 4, 'B4', 2, 3), 'dwarves', true),
  ind(c('I04', 'S20', 2, 'B7', 3, 2), 'dwarves'),
  ind(c('I05', 'S14', 3, 'B16', 3, 2), 'elves', true),
  ind(c('I06', 'S3', 3, 'B23', 3, 2), 'elves'),
  ind(c('I07', 'S18', 2, 'B24', 5, 4), 'mages', true),
  ind(c('I08', 'S11', 3, 'B20', 3, 2), 'mages'),
  ind(c('I09', 'S10', 4, 'B28', 3, 3), 'halflings', true),
  ind(c('I10', 'S5', 2, 'B26', 5, 4), 'halflings'),
  c('C01', 'S1', 2, 'B2', 4, 3),
  c('C02', 'S1', 2, 'B18', 4, 3),
  c('C03', 'S2', 4, 'B12', 1, 3),
  c('C04', 'S2', 4, 'B4', 2, 3),
  c('C05', 'S3', 3, 'B29', 3, 2),
  c('C06', 'S3', 3, 'B10', 1, 2),
  c('C07', 'S4', 3, 'B1', 2, 2),
  c('C08', 'S4', 3, 'B25', 3, 2),
  c('C09', 'S4', 3, 'B13', 3, 2),
  c('C10', 'S4', 3, 'B17', 2, 2),
  c('C11', 'S5', 2, 'B24', 5, 4),
  c('C12', 'S5', 2, 'B8', 5, 4),
  c('C13', 'S6', 4, 'B23', 3, 3),
  c('C14', 'S6', 4, 'B16', 3, 3),
  c('C15', 'S7', 3, 'B5', 4, 3),
  c('C16', 'S7', 3, 'B22', 4, 3),
  c('C17', 'S8', 4, 'B11', 2, 3),
  c('C18', 'S9', 5, 'B12', 1, 4),
  c('C19', 'S10', 4, 'B17', 2, 3),
  c('C20', 'S10', 4, 'B20', 3, 3),
  c('C21', 'S11', 3, 'B30', 5, 4),
  c('C22', 'S11', 3, 'B15', 5, 4),
  c('C23', 'S12', 1, 'B3', 6, 5),
  c('C24', 'S12', 1, 'B6', 6, 5),
  c('C25', 'S12', 1, 'B19', 6, 5),
  c('C26', 'S13', 2, 'B21', 6, 5),
  c('C27', 'S13', 2, 'B27', 7, 5),
  c('C28', 'S14', 3, 'B4', 2, 2),
  c('C29', 'S14', 3, 'B28', 3, 2),
  c('C30', 'S15', 5, 'B12', 1, 4),
  c('C31', 'S15', 5, 'B7', 3, 4),
  c('C32', 'S16', 2, 'B14', 5, 4),
  c('C33', 'S16', 2, 'B15', 5, 4),
  c('C34', 'S16', 2, 'B9', 3, 2),
  c('C35', 'S17', 4, 'B22', 4, 3),
  c('C36', 'S17', 4, 'B1', 2, 3),
  c('C37', 'S18', 2, 'B5', 4, 3),
  c('C38', 'S18', 2, 'B13', 3, 2),
  c('C39', 'S19', 4, 'B25', 3, 3),
  c('C40', 'S19', 4, 'B23', 3, 3),
  c('C41', 'S20', 2, 'B2', 4, 3),
  c('C42', 'S20', 2, 'B29', 3, 2),
  c('C43', 'S21', 3, 'B18', 4, 3),
  c('C44', 'S21', 3, 'B17', 2, 2),
];

export const CARD_BY_ID: ReadonlyMap<string, CardSpec> = new Map(CARDS.map((card) => [card.id, card]));

/** Family version with spells uses every card whose spell is one of these [seed]. */
export const FAMILY_SPELLS: readonly SpellName[] = ['astral', 'clone', 'castle', 'muster', 'rage', 'teleport', 'terrain'];
