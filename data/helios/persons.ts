import type { CostUnit } from './costs';

/** The 8 persons, one copy each. [seed appendix "Personen", facts §5] */
export const PERSON_IDS = [
  'architect',
  'inventor',
  'priestess',
  'explorer',
  'prophetess',
  'cartographer',
  'princess',
  'treasurer',
] as const;
export type PersonId = (typeof PERSON_IDS)[number];

export interface PersonSpec {
  /** Short step id used in prompts. */
  step: string;
  /** Mana paid to buy the person (night side up). */
  buy: number;
  /** Resources paid to activate (flip to the day side). */
  cost: readonly CostUnit[];
  /** Sun range gained on activation. */
  range: number;
  /** Mana gained on activation. */
  mana: number;
  /** Bonus resources of any colour placed on own tiles on activation. */
  bonusResources: number;
}

export const PERSONS: Readonly<Record<PersonId, PersonSpec>> = {
  /** Architekt: 3 VP per house (temples and buildings). */
  architect: { step: 'arc', buy: 2, cost: ['blue', 'grey', 'any'], range: 0, mana: 0, bonusResources: 1 },
  /** Erfinder: 5 VP per special tile created. */
  inventor: { step: 'inv', buy: 2, cost: ['black', 'grey', 'any'], range: 2, mana: 1, bonusResources: 0 },
  /** Priesterin: 12 VP. */
  priestess: { step: 'pri', buy: 2, cost: ['any', 'any', 'any'], range: 2, mana: 2, bonusResources: 0 },
  /** Entdecker: 8 instead of 4 VP per reached corner field. */
  explorer: { step: 'exp', buy: 2, cost: ['black', 'brown', 'any'], range: 0, mana: 0, bonusResources: 0 },
  /** Prophetin: 2 VP per land and special tile. */
  prophetess: { step: 'pro', buy: 3, cost: ['blue', 'green', 'any'], range: 0, mana: 0, bonusResources: 0 },
  /** Kartograph: 3 VP per distinct land colour (max 15). */
  cartographer: { step: 'car', buy: 2, cost: ['grey', 'brown', 'green'], range: 0, mana: 0, bonusResources: 1 },
  /** Fürstin: 2 × sun range; nothing if the player built the Kraftwerk. */
  princess: { step: 'prc', buy: 3, cost: ['blue', 'brown', 'any'], range: 1, mana: 0, bonusResources: 0 },
  /** Schatzmeister: 2 VP per leftover resource, 3 instead of 1 VP per leftover mana. */
  treasurer: { step: 'tre', buy: 4, cost: ['black', 'green', 'any'], range: 0, mana: 0, bonusResources: 0 },
};
