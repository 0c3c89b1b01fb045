/**
 * Realms (factions). Start resources, abilities and side-A cards are all sourced [seed] (facts §6); the English
 * Yucata page agrees [YEN]. Side A exists only for the five base realms.
 */
import type { ResourceAmounts } from './terrain';

export type RealmId =
  | 'humans'
  | 'dwarves'
  | 'elves'
  | 'mages'
  | 'halflings'
  | 'centaurs'
  | 'fairies'
  | 'goblins'
  | 'golems'
  | 'spirits'
  | 'nymphs'
  | 'hanbok';

/** base = the 5 of the base game; realms = the Pandoria Realms expansion; promo = the two SPIEL-2018 promos. */
export type RealmSet = 'base' | 'realms' | 'promo';

export interface SideA {
  start: ResourceAmounts;
  /** The individual card built at once as start building ("A"). */
  startCard: string;
  /** The second individual card, taken into the hand. */
  handCard: string;
}

export interface RealmSpec {
  id: RealmId;
  set: RealmSet;
  /** Side B (regular game) start resources. */
  start: ResourceAmounts;
  sideA?: SideA;
  /** Building slots ("roofs") on the realm board: 5, the Goblins 4 [seed]. */
  slots: number;
  /** Resource tracks end here: 10, the Fairies 8 [seed]. */
  cap: number;
}

const r = (crystal: number, gold: number, wood: number): ResourceAmounts => ({ crystal, gold, wood });

export const REALMS: readonly RealmSpec[] = [
  { id: 'humans', set: 'base', start: r(5, 4, 5), sideA: { start: r(5, 5, 5), startCard: 'I01', handCard: 'I02' }, slots: 5, cap: 10 },
  { id: 'dwarves', set: 'base', start: r(2, 10, 5), sideA: { start: r(2, 8, 5), startCard: 'I03', handCard: 'I04' }, slots: 5, cap: 10 },
  { id: 'elves', set: 'base', start: r(8, 3, 4), sideA: { start: r(6, 3, 4), startCard: 'I05', handCard: 'I06' }, slots: 5, cap: 10 },
  { id: 'mages', set: 'base', start: r(9, 2, 2), sideA: { start: r(7, 2, 2), startCard: 'I07', handCard: 'I08' }, slots: 5, cap: 10 },
  { id: 'halflings', set: 'base', start: r(4, 3, 7), sideA: { start: r(5, 3, 6), startCard: 'I09', handCard: 'I10' }, slots: 5, cap: 10 },
  { id: 'centaurs', set: 'realms', start: r(5, 6, 6), slots: 5, cap: 10 },
  { id: 'fairies', set: 'realms', start: r(4, 4, 4), slots: 5, cap: 8 },
  { id: 'goblins', set: 'realms', start: r(5, 9, 3), slots: 4, cap: 10 },
  { id: 'golems', set: 'realms', start: r(3, 4, 9), slots: 5, cap: 10 },
  { id: 'spirits', set: 'realms', start: r(6, 5, 3), slots: 5, cap: 10 },
  { id: 'nymphs', set: 'promo', start: r(7, 4, 2), slots: 5, cap: 10 },
  { id: 'hanbok', set: 'promo', start: r(3, 3, 6), slots: 5, cap: 10 },
];

export const REALM_BY_ID: ReadonlyMap<RealmId, RealmSpec> = new Map(REALMS.map((realm) => [realm.id, realm]));
