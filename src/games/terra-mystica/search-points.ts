/**
 * What the computer players compare in an unfinished Terra Mystica game (the module's `search.points`): the "if it
 * ended now" preview plus the income still to come. The preview alone sees a dwelling only as the VP it scored now,
 * so a search of a few moves' depth would never build an economy; the income each building adds is paid again at the
 * start of every remaining round, and that is what makes an early trading post worth more than a late one. While
 * rounds remain, the stock counts at half the rough worth of income instead of its end-of-game rate (three coins a
 * VP), which made a pointless exchange look free.
 */
import type { Income } from '../../../data/terra-mystica/factions';
import { BONUS_TILES } from '../../../data/terra-mystica/tiles';
import { finalScores, incomeOf } from './scoring';
import type { PlayerState, TmState } from './types';

/**
 * Rough VP worth of one unit of income, a judgement for the search (DESIGNED, not printed anywhere): three coins make
 * a VP at the end, a worker builds with two coins a dwelling of about three VP, a priest is a cult step or a spade,
 * and power is worth little until it cycles to bowl III.
 */
export const INCOME_VP: Readonly<Required<Income>> = { c: 0.35, w: 1, p: 1.6, pw: 0.2 };

/** Power in bowl III is ready to spend (three make a worker); in bowl II it is one step away (DESIGNED, as above). */
export const BOWL_VP: readonly [number, number, number] = [0, 0.2, 0.35];

const ROUNDS = 6;

/**
 * How much more a lasting income counts than its rates, and how much less a unit in stock (DESIGNED, measured): a
 * unit in stock is worth only what it will build, and income is what builds it round after round. With the stock at
 * full rates and the end-of-game rate on top, the search hoarded: in 4-seat self-play at 800 iterations a decision
 * its seats averaged 67.3 VP (9 games) and built few buildings beyond their first dwellings; with these weights, on the
 * same seeds, 76.6 VP, with upgrades, towns and favour tiles. (Income at 2 times or the stock at a quarter: 74–75 VP.)
 */
const LASTING_INCOME_WEIGHT = 1.5;
const STOCK_WEIGHT = 0.5;

export function incomeVp(income: Required<Income>): number {
  return income.c * INCOME_VP.c + income.w * INCOME_VP.w + income.p * INCOME_VP.p + income.pw * INCOME_VP.pw;
}

/** The worth of what a player holds, while there is still a round to spend it in. */
export function stockVp(p: PlayerState): number {
  return incomeVp({ c: p.c, w: p.w, p: p.p, pw: 0 }) + p.bowls[1] * BOWL_VP[1] + p.bowls[2] * BOWL_VP[2];
}

/**
 * The income a seat will get at each round still to start, and what its bonus tile adds once: the tile goes back when
 * the seat next passes, so its income is paid one time only.
 */
function lastingAndOnce(state: TmState, seat: number): { lasting: number; once: number } {
  const all = incomeVp(incomeOf(state, seat));
  const bonus = state.players[seat].bonus;
  const once = bonus ? incomeVp({ c: 0, w: 0, p: 0, pw: 0, ...BONUS_TILES[bonus].income }) : 0;
  return { lasting: all - once, once };
}

/**
 * Each seat's expected final VP: the "if it ended now" preview (its VP and the final scoring as it would be now; the
 * same sum as `scoreLines`, without the text of each line: this runs at every leaf of the search), plus the lasting
 * income of each round still to start, the bonus tile's income once and the stock at its worth while a round is still
 * to start. The final scoring's value of the stock is left out then, so a resource is not counted twice.
 */
export function expectedFinalVp(state: TmState): number[] {
  // Before every faction is chosen there is no final scoring or income to speak of; at the end the VP are final.
  if (state.phase === 'end' || state.players.some((p) => p.faction === null)) return state.players.map((p) => p.vp);
  const finals = finalScores(state);
  // Round r's income is paid as it starts; in round r (or before round 1, r = 0) 6 − r incomes are still to come.
  const incomesLeft = Math.max(0, ROUNDS - state.round);
  return state.players.map((player, seat) => {
    const { network, cults, resources } = finals[seat];
    const now = player.vp + network + cults;
    if (incomesLeft === 0) return now + resources;
    const { lasting, once } = lastingAndOnce(state, seat);
    return now + incomesLeft * lasting * LASTING_INCOME_WEIGHT + once + stockVp(player) * STOCK_WEIGHT;
  });
}
