/**
 * Scoring rules: pass VP, income, the final network, cult majorities and resources ([seed] Ende des
 * Spiels). Ties add the VP of the ranks they occupy and split them, rounding down.
 */
import type { Seat } from '../../engine/types';
import { ENGINEERS_BRIDGE_PASS_VP } from '../../../data/terra-mystica/actions';
import type { Income } from '../../../data/terra-mystica/factions';
import { BONUS_TILES, CULTS, CULT_MAJORITY_VP, FAVOR_TILES, NETWORK_VP, SCORING_TILES, type PassVp } from '../../../data/terra-mystica/tiles';
import { boardOfState, isDirectlyAdjacent, riverBanks } from './adjacency';
import { hexDistance } from './board';
import { addIncome, boardFor, buildingHexes, countBuildings, emptyIncome } from './economy';
import type { PlayerState, TmState } from './types';

function passVpOf(state: TmState, seat: Seat, rule: PassVp): number {
  const p = state.players[seat];
  const count = rule.kind === 'ship' ? p.shipping : countBuildings(state, seat)[rule.kind];
  return rule.vp[Math.min(count, rule.vp.length - 1)] ?? 0;
}

/** The VP the seat's favour tiles pay for passing now (FAV12). */
export function favorPassVp(state: TmState, seat: Seat): number {
  let favor = 0;
  for (const fav of state.players[seat].favors) {
    const rule = FAVOR_TILES[fav].passVp;
    if (rule) favor += passVpOf(state, seat, rule);
  }
  return favor;
}

/** The VP the seat's bonus tile pays for passing now (BON6, BON7, BON9, BON10). */
export function bonusPassVp(state: TmState, seat: Seat): number {
  const bonus = state.players[seat].bonus;
  let vp = 0;
  if (bonus) for (const rule of BONUS_TILES[bonus].passVp ?? []) vp += passVpOf(state, seat, rule);
  return vp;
}

/** VP for passing now: the returned bonus tile, FAV12, the Engineers' bridges after their SH. */
export function passVp(state: TmState, seat: Seat): { bonus: number; favor: number; faction: number } {
  const p = state.players[seat];
  let faction = 0;
  const bonus = bonusPassVp(state, seat);
  const favor = favorPassVp(state, seat);
  if (p.faction === 'engineers' && countBuildings(state, seat).SH > 0) {
    for (const b of state.bridges) {
      if (b.seat === seat && state.buildings[b.a]?.seat === seat && state.buildings[b.b]?.seat === seat) {
        faction += ENGINEERS_BRIDGE_PASS_VP;
      }
    }
  }
  return { bonus, favor, faction };
}

/** Income of the income phase: buildings, bonus tile, favor tiles ([seed] Phase I). */
export function incomeOf(state: TmState, seat: Seat): Required<Income> {
  const p = state.players[seat];
  const board = boardFor(p);
  const n = countBuildings(state, seat);
  const total = emptyIncome();
  addIncome(total, { w: board.income.D[n.D], c: board.income.TPc[n.TP], pw: board.income.TPpw[n.TP] + board.income.TEpw[n.TE], p: board.income.TEp[n.TE] });
  if (n.SH) addIncome(total, board.income.SH);
  if (n.SA) addIncome(total, board.income.SA);
  if (p.bonus) addIncome(total, BONUS_TILES[p.bonus].income);
  for (const fav of p.favors) addIncome(total, FAVOR_TILES[fav].income ?? {});
  return total;
}

/** How often `seat` earns the current round tile's cult reward at the end of the round (as things stand now). */
export function cultRewardTimes(state: TmState, seat: Seat): number {
  if (state.round < 1 || state.round > 6) return 0;
  const tile = SCORING_TILES[state.scoring[state.round - 1]];
  const p = state.players[seat];
  const level = tile.cult === 'PRIESTS' ? p.priestsOnCults : p.cults[CULTS.indexOf(tile.cult)];
  return Math.floor(level / tile.per);
}

/**
 * Power that will flow into the bowls before the next round's actions: the round tile's cult reward
 * and the income ([seed] Einkommen box: board, favors, the bonus tile held). None after round 6.
 */
export function nextRoundPower(state: TmState, seat: Seat): number {
  if (state.round < 1 || state.round >= 6) return 0;
  const tile = SCORING_TILES[state.scoring[state.round - 1]];
  return (tile.reward.pw ?? 0) * cultRewardTimes(state, seat) + incomeOf(state, seat).pw;
}

/** Size of the largest group of buildings linked directly, by shipping or by tunnel/carpet range. */
export function networkSize(state: TmState, seat: Seat): number {
  const p = state.players[seat];
  const board = boardOfState(state);
  const hexes = buildingHexes(state, seat);
  const teleport = p.faction === 'dwarves' ? 1 : p.faction === 'fakirs' ? p.carpetRange : -1;
  const mermaidPairs = new Set<string>();
  if (p.faction === 'mermaids') {
    for (const river of state.mermaidRivers) {
      const banks = riverBanks(state, river);
      for (const a of banks) for (const b of banks) if (a !== b) mermaidPairs.add(`${a}|${b}`);
    }
  }
  const linked = (a: string, b: string): boolean => {
    // The pair's key is made only when there are river crossings to look it up in (the Mermaids').
    if (isDirectlyAdjacent(state, a, b) || (mermaidPairs.size > 0 && mermaidPairs.has(`${a}|${b}`))) return true;
    if (teleport >= 0) return hexDistance(board, a, b) <= teleport + 1;
    return p.shipping > 0 && (board.shipDistance[a][b] ?? Infinity) <= p.shipping;
  };
  const seen = new Set<string>();
  let best = 0;
  for (const start of hexes) {
    if (seen.has(start)) continue;
    let size = 0;
    const stack = [start];
    seen.add(start);
    while (stack.length > 0) {
      const h = stack.pop() as string;
      size++;
      for (const other of hexes) {
        if (!seen.has(other) && linked(h, other)) {
          seen.add(other);
          stack.push(other);
        }
      }
    }
    best = Math.max(best, size);
  }
  return best;
}

/**
 * Rank points: values sorted high to low take the points in order; equal values share the sum of the
 * points that fell on them, rounded down. A value of 0 scores nothing.
 */
export function rankPoints(values: readonly number[], points: readonly number[]): number[] {
  const sorted = [...values].sort((a, b) => b - a);
  const pool = new Map<number, number>();
  points.forEach((pts, i) => {
    if (i < sorted.length) pool.set(sorted[i], (pool.get(sorted[i]) ?? 0) + pts);
  });
  return values.map((v) => {
    if (v <= 0 || !pool.has(v)) return 0;
    const tied = values.filter((x) => x === v).length;
    return Math.floor((pool.get(v) ?? 0) / tied);
  });
}

export interface FinalScore {
  network: number;
  cults: number;
  resources: number;
}

/** VP from leftover resources: bowl II burned, then power, priests, workers to coins; 3 coins per VP (Alchemists 2). */
export function resourceVp(p: PlayerState): number {
  const coins = p.c + p.w + p.p + p.bowls[2] + Math.floor(p.bowls[1] / 2);
  return Math.floor(coins / (p.faction === 'alchemists' ? 2 : 3));
}

/** The final scoring as it would be now (network, cults, resources) per seat. */
export function finalScores(state: TmState): FinalScore[] {
  const networks = rankPoints(state.players.map((_, s) => networkSize(state, s)), NETWORK_VP);
  const cults = state.players.map(() => 0);
  CULTS.forEach((_, i) => {
    rankPoints(state.players.map((p) => p.cults[i]), CULT_MAJORITY_VP).forEach((v, s) => (cults[s] += v));
  });
  return state.players.map((p, s) => ({ network: networks[s], cults: cults[s], resources: resourceVp(p) }));
}
