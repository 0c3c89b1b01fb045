/**
 * The 14 faction boards. Source: facts.md §3 ([TM:F/<faction>], confirmed by the seed where it gives
 * numbers: dwelling costs, TP/TE costs, SH income exceptions, SA income of Swarmlings/Darklings).
 */
import type { Terrain } from './terrain';

export type FactionId =
  | 'alchemists'
  | 'auren'
  | 'chaosmagicians'
  | 'cultists'
  | 'darklings'
  | 'dwarves'
  | 'engineers'
  | 'fakirs'
  | 'giants'
  | 'halflings'
  | 'mermaids'
  | 'nomads'
  | 'swarmlings'
  | 'witches';

export type BuildingKind = 'D' | 'TP' | 'TE' | 'SH' | 'SA';
export const BUILDING_KINDS: readonly BuildingKind[] = ['D', 'TP', 'TE', 'SH', 'SA'];

/** Pieces per building kind on a faction board ([seed] Spielmaterial). */
export const BUILDING_SUPPLY: Record<BuildingKind, number> = { D: 8, TP: 4, TE: 3, SH: 1, SA: 1 };

/** Power value of each building for leech and towns ([seed]). */
export const BUILDING_STRENGTH: Record<BuildingKind, number> = { D: 1, TP: 2, TE: 2, SH: 3, SA: 3 };

export interface Cost {
  c?: number;
  w?: number;
  p?: number;
}

/** A one-off income amount (per round). */
export interface Income {
  c?: number;
  w?: number;
  p?: number;
  pw?: number;
}

export interface ShippingTrack {
  start: number;
  max: number;
  /** vp[level] = VP for reaching that level (index 0 unused). */
  vp: readonly number[];
}

export interface DigTrack {
  max: number;
  /** Workers per spade at each level. */
  workersPerSpade: readonly number[];
  advanceCost: Cost;
}

export interface FactionBoard {
  id: FactionId;
  home: Terrain;
  start: { c: number; w: number; p: number; bowls: readonly [number, number, number]; cults: readonly [number, number, number, number] };
  /** null: no shipping (Dwarves, Fakirs). */
  shipping: ShippingTrack | null;
  /** null: no terraforming track (Darklings pay 1 priest per spade). */
  dig: DigTrack | null;
  cost: Record<BuildingKind, Cost>;
  /** TP cost without a neighbour: coins doubled ([TM:commands] command_upgrade). */
  income: {
    /** Workers by number of dwellings on the map (0…8). */
    D: readonly number[];
    TPc: readonly number[];
    TPpw: readonly number[];
    TEp: readonly number[];
    TEpw: readonly number[];
    SH: Income;
    SA: Income;
  };
}

const STANDARD_SHIPPING: ShippingTrack = { start: 0, max: 3, vp: [0, 2, 3, 4] };
const STANDARD_DIG: DigTrack = { max: 2, workersPerSpade: [3, 2, 1], advanceCost: { w: 2, c: 5, p: 1 } };
const STANDARD_COST: Record<BuildingKind, Cost> = {
  D: { w: 1, c: 2 },
  TP: { w: 2, c: 3 },
  TE: { w: 2, c: 5 },
  SH: { w: 4, c: 6 },
  SA: { w: 4, c: 6 },
};
const STANDARD_INCOME = {
  D: [1, 2, 3, 4, 5, 6, 7, 8, 8],
  TPc: [0, 2, 4, 6, 8],
  TPpw: [0, 1, 2, 4, 6],
  TEp: [0, 1, 2, 3],
  TEpw: [0, 0, 0, 0],
  SH: { pw: 2 },
  SA: { p: 1 },
} as const;

function board(
  id: FactionId,
  home: Terrain,
  start: FactionBoard['start'],
  overrides: Partial<Omit<FactionBoard, 'id' | 'home' | 'start' | 'cost' | 'income'>> & {
    cost?: Partial<Record<BuildingKind, Cost>>;
    income?: Partial<FactionBoard['income']>;
  } = {},
): FactionBoard {
  return {
    id,
    home,
    start,
    shipping: overrides.shipping === undefined ? STANDARD_SHIPPING : overrides.shipping,
    dig: overrides.dig === undefined ? STANDARD_DIG : overrides.dig,
    cost: { ...STANDARD_COST, ...overrides.cost },
    income: { ...STANDARD_INCOME, ...overrides.income },
  };
}

const bowls = (a: number, b: number) => [a, b, 0] as const;

export const FACTIONS: Record<FactionId, FactionBoard> = {
  alchemists: board('alchemists', 'K', { c: 15, w: 3, p: 0, bowls: bowls(5, 7), cults: [1, 1, 0, 0] }, {
    income: { TPc: [0, 2, 4, 7, 11], TPpw: [0, 1, 2, 3, 4], SH: { c: 6 } },
  }),
  auren: board('auren', 'G', { c: 15, w: 3, p: 0, bowls: bowls(5, 7), cults: [0, 1, 0, 1] }, {
    cost: { SA: { w: 4, c: 8 } },
  }),
  chaosmagicians: board('chaosmagicians', 'R', { c: 15, w: 4, p: 0, bowls: bowls(5, 7), cults: [2, 0, 0, 0] }, {
    cost: { SH: { w: 4, c: 4 }, SA: { w: 4, c: 8 } },
    income: { SH: { w: 2 } },
  }),
  cultists: board('cultists', 'U', { c: 15, w: 3, p: 0, bowls: bowls(5, 7), cults: [1, 0, 1, 0] }, {
    cost: { SH: { w: 4, c: 8 }, SA: { w: 4, c: 8 } },
  }),
  darklings: board('darklings', 'K', { c: 15, w: 1, p: 1, bowls: bowls(5, 7), cults: [0, 1, 1, 0] }, {
    dig: null,
    cost: { SA: { w: 4, c: 10 } },
    income: { SA: { p: 2 } },
  }),
  dwarves: board('dwarves', 'S', { c: 15, w: 3, p: 0, bowls: bowls(5, 7), cults: [0, 0, 2, 0] }, {
    shipping: null,
    income: { TPc: [0, 3, 5, 7, 10] },
  }),
  engineers: board('engineers', 'S', { c: 10, w: 2, p: 0, bowls: bowls(3, 9), cults: [0, 0, 0, 0] }, {
    cost: { D: { w: 1, c: 1 }, TP: { w: 1, c: 2 }, TE: { w: 1, c: 4 }, SH: { w: 3, c: 6 }, SA: { w: 3, c: 6 } },
    income: { D: [0, 1, 2, 2, 3, 4, 4, 5, 6], TEp: [0, 1, 1, 2], TEpw: [0, 0, 5, 5] },
  }),
  fakirs: board('fakirs', 'Y', { c: 15, w: 3, p: 0, bowls: bowls(7, 5), cults: [1, 0, 0, 1] }, {
    shipping: null,
    dig: { max: 1, workersPerSpade: [3, 2], advanceCost: { w: 2, c: 5, p: 1 } },
    cost: { SH: { w: 4, c: 10 } },
    income: { SH: { p: 1 } },
  }),
  giants: board('giants', 'R', { c: 15, w: 3, p: 0, bowls: bowls(5, 7), cults: [1, 0, 0, 1] }, {
    income: { SH: { pw: 4 } },
  }),
  halflings: board('halflings', 'U', { c: 15, w: 3, p: 0, bowls: bowls(3, 9), cults: [0, 0, 1, 1] }, {
    dig: { max: 2, workersPerSpade: [3, 2, 1], advanceCost: { w: 2, c: 1, p: 1 } },
    cost: { SH: { w: 4, c: 8 } },
  }),
  mermaids: board('mermaids', 'B', { c: 15, w: 3, p: 0, bowls: bowls(3, 9), cults: [0, 2, 0, 0] }, {
    shipping: { start: 1, max: 5, vp: [0, 0, 2, 3, 4, 5] },
    cost: { SA: { w: 4, c: 8 } },
    income: { SH: { pw: 4 } },
  }),
  nomads: board('nomads', 'Y', { c: 15, w: 2, p: 0, bowls: bowls(5, 7), cults: [1, 0, 1, 0] }, {
    cost: { SH: { w: 4, c: 8 } },
    income: { TPc: [0, 2, 4, 7, 11], TPpw: [0, 1, 2, 3, 4] },
  }),
  swarmlings: board('swarmlings', 'B', { c: 20, w: 8, p: 0, bowls: bowls(3, 9), cults: [1, 1, 1, 1] }, {
    cost: { D: { w: 2, c: 3 }, TP: { w: 3, c: 4 }, TE: { w: 3, c: 6 }, SH: { w: 5, c: 8 }, SA: { w: 5, c: 8 } },
    income: { D: [2, 3, 4, 5, 6, 7, 8, 9, 9], TPc: [0, 2, 4, 6, 9], TPpw: [0, 2, 4, 6, 8], SH: { pw: 4 }, SA: { p: 2 } },
  }),
  witches: board('witches', 'G', { c: 15, w: 3, p: 0, bowls: bowls(5, 7), cults: [0, 0, 0, 2] }),
};

export const FACTION_IDS = Object.keys(FACTIONS) as FactionId[];

/** Tunnelling (Dwarves) and carpet flight (Fakirs): cost per use before/after the SH, +4 VP each ([seed]). */
export const TELEPORT = {
  dwarves: { costBefore: { w: 2 } as Cost, costAfter: { w: 1 } as Cost, vp: 4 },
  fakirs: { costBefore: { p: 1 } as Cost, costAfter: { p: 1 } as Cost, vp: 4 },
} as const;

/** Carpet range: 1 hex skipped, +1 with the SH, +1 per TW7; snellman caps the upgrades at 3 (range 4). */
export const CARPET_RANGE = { start: 1, max: 4 } as const;
