/**
 * Power actions on the board and special actions. Source: facts.md §4.2 ([seed] Anhang,
 * [TM:Constants] %actions).
 */
import type { FactionId } from './factions';

export type PowerActionId = 'ACT1' | 'ACT2' | 'ACT3' | 'ACT4' | 'ACT5' | 'ACT6';
export type SpecialActionId = 'ACTA' | 'ACTC' | 'ACTE' | 'ACTG' | 'ACTN' | 'ACTS' | 'ACTW' | 'BON1' | 'BON2' | 'FAV6';
export type ActionId = PowerActionId | SpecialActionId;

export interface PowerAction {
  id: PowerActionId;
  power: number;
  effect: 'bridge' | 'priest' | 'workers' | 'coins' | 'spade1' | 'spade2';
}

export const POWER_ACTIONS: Record<PowerActionId, PowerAction> = {
  ACT1: { id: 'ACT1', power: 3, effect: 'bridge' },
  ACT2: { id: 'ACT2', power: 3, effect: 'priest' },
  ACT3: { id: 'ACT3', power: 4, effect: 'workers' },
  ACT4: { id: 'ACT4', power: 4, effect: 'coins' },
  ACT5: { id: 'ACT5', power: 4, effect: 'spade1' },
  ACT6: { id: 'ACT6', power: 6, effect: 'spade2' },
};

export const POWER_ACTION_IDS = Object.keys(POWER_ACTIONS) as PowerActionId[];

/** Stronghold special actions by faction (available once the SH stands). */
export const STRONGHOLD_ACTION: Partial<Record<FactionId, SpecialActionId>> = {
  auren: 'ACTA',
  chaosmagicians: 'ACTC',
  giants: 'ACTG',
  nomads: 'ACTN',
  swarmlings: 'ACTS',
  witches: 'ACTW',
};

/** Engineers' bridge action: 2 workers, repeatable within a round ([seed] Konstrukteure). */
export const ENGINEERS_BRIDGE_COST = { w: 2 } as const;

/** Bridges per player ([seed] Anhang: Brücke). */
export const BRIDGES_PER_PLAYER = 3;

/** Priests per player, counting those on cult order spaces ([seed]). */
export const PRIEST_LIMIT = 7;

/** Shipping advance: 1 priest + 4 coins; terraforming advance: +6 VP ([seed]). */
export const SHIPPING_COST = { p: 1, c: 4 } as const;
export const DIG_ADVANCE_VP = 6;

/** Engineers' SH: 3 VP per bridge between two of their buildings when passing ([seed]). */
export const ENGINEERS_BRIDGE_PASS_VP = 3;
