/**
 * What a Terra Mystica position looks like to the choice model (scripts/tm-choice): one number per feature for one
 * seat, as the position stands after one of its candidate moves. The model compares candidates of one decision, so a
 * feature only matters where moves change it. Features counted "per round still to come" (suffix `L`) carry the
 * time a building or an income still has to pay; the others stop counting in the last round, where only VP remain.
 */
import { BONUS_TILES, ROUNDS } from '../../data/terra-mystica/tiles';
import { boardOfState, reachFinder } from '../../src/games/terra-mystica/adjacency';
import { buildingHexes, countBuildings } from '../../src/games/terra-mystica/economy';
import { freeHexes } from '../../src/games/terra-mystica/free-hexes';
import { finalScores, incomeOf, passVp } from '../../src/games/terra-mystica/scoring';
import { expectedFinalVp } from '../../src/games/terra-mystica/search-points';
import { homeOf, transformCost } from '../../src/games/terra-mystica/terraform';
import type { TmState } from '../../src/games/terra-mystica/types';

/** Free hexes counted towards room to grow, at most (a few are what the next rounds can use). */
const ROOM_CAP = [6, 6, 8] as const;
const INCOMES = ['c', 'w', 'p', 'pw'] as const;
const BUILDINGS = ['D', 'TP', 'TE', 'SH', 'SA'] as const;

/** The features' names, in the order `choiceFeatures` returns them. */
export const FEATURE_NAMES: readonly string[] = [
  'vp', 'network', 'cults', 'resourcesLast',
  ...['c', 'w', 'p', 'bowl2', 'bowl3'].flatMap((k) => [k, `${k}L`]),
  ...INCOMES.map((k) => `income_${k}L`),
  ...INCOMES.map((k) => `bonus_${k}`),
  ...BUILDINGS.flatMap((k) => [k, `${k}L`]),
  'fav10L', 'fav11L', 'fav12L',
  'ship', 'shipL', 'dig', 'digL', 'cultSteps', 'passVp', 'passedEarly', 'spades', 'points', 'tokensL',
  'room0L', 'room1L', 'room2L', 'contactL',
];

/** Free land hexes the seat reaches now, by the spades they need to become its home terrain (0, 1, 2 or more). */
function roomToGrow(state: TmState, seat: number): [number, number, number] {
  const reach = reachFinder(state, seat, false);
  const home = homeOf(state, seat);
  const room: [number, number, number] = [0, 0, 0];
  for (const hex of freeHexes(state).all) {
    if (reach(hex) === null) continue;
    room[Math.min(2, transformCost(state, seat, state.terrain[hex], home))]++;
  }
  return room;
}

/** Own buildings next to another seat's: where power flows in and trading houses cost less. */
function contacts(state: TmState, seat: number): number {
  const board = boardOfState(state);
  return buildingHexes(state, seat).filter((hex) => board.neighbors[hex].some((n) => state.buildings[n] !== undefined && state.buildings[n].seat !== seat)).length;
}

/** The features of `seat` in `state` (the action phase, every faction chosen). */
export function choiceFeatures(state: TmState, seat: number): number[] {
  const p = state.players[seat];
  const left = Math.max(0, ROUNDS - state.round);
  const running = left === 0 ? 0 : 1;
  const final = finalScores(state)[seat];
  const built = countBuildings(state, seat);
  const income = incomeOf(state, seat);
  const bonus = { c: 0, w: 0, p: 0, pw: 0, ...(p.bonus ? BONUS_TILES[p.bonus].income : {}) };
  const pass = passVp(state, seat);
  const room = roomToGrow(state, seat);
  const has = (favor: string) => (p.favors.some((f) => f === favor) ? left : 0);
  return [
    p.vp, final.network, final.cults, (1 - running) * final.resources,
    ...[p.c, p.w, p.p, p.bowls[1], p.bowls[2]].flatMap((v) => [running * v, running * v * left]),
    ...INCOMES.map((k) => (income[k] - bonus[k]) * left),
    ...INCOMES.map((k) => running * bonus[k]),
    ...BUILDINGS.flatMap((k) => [running * built[k], built[k] * left]),
    has('FAV10'), has('FAV11'), has('FAV12'),
    running * p.shipping, p.shipping * left, running * p.dig, p.dig * left,
    running * p.cults.reduce((a, b) => a + b, 0),
    !p.passed && state.phase === 'actions' ? pass.bonus + pass.favor + pass.faction : 0,
    p.passed ? left + 1 : 0,
    p.spades,
    expectedFinalVp(state)[seat],
    (p.bowls[0] + p.bowls[1] + p.bowls[2]) * left,
    ...room.map((n, k) => Math.min(n, ROOM_CAP[k]) * left),
    contacts(state, seat) * left,
  ];
}
