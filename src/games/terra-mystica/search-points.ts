/**
 * What the computer players compare in an unfinished Terra Mystica game (the module's `search.points`): the "if it
 * ended now" preview plus the income still to come. The preview alone sees a dwelling only as the VP it scored now,
 * so a search of a few moves' depth would never build an economy; the income each building adds is paid again at the
 * start of every remaining round, and that is what makes an early trading post worth more than a late one.
 */
import type { Income } from '../../../data/terra-mystica/factions';
import { incomeOf } from './scoring';
import { scoreLines } from './texts';
import type { TmState } from './types';

/**
 * Rough VP worth of one unit of income, a judgement for the search (DESIGNED, not printed anywhere): three coins make
 * a VP at the end, a worker builds with two coins a dwelling of about three VP, a priest is a cult step or a spade,
 * and power is worth little until it cycles to bowl III.
 */
export const INCOME_VP: Readonly<Required<Income>> = { c: 0.35, w: 1, p: 1.6, pw: 0.2 };

const ROUNDS = 6;

export function incomeVp(income: Required<Income>): number {
  return income.c * INCOME_VP.c + income.w * INCOME_VP.w + income.p * INCOME_VP.p + income.pw * INCOME_VP.pw;
}

/** Each seat's expected final VP: the preview, plus the income of each round still to start at its VP worth. */
export function expectedFinalVp(state: TmState): number[] {
  const preview = new Array<number>(state.players.length).fill(0);
  for (const line of scoreLines(state)) preview[line.seat] = line.preview;
  if (state.phase === 'end' || state.players.some((p) => p.faction === null)) return preview;
  // Round r's income is paid as it starts; in round r (or before round 1, r = 0) 6 − r incomes are still to come.
  const incomesLeft = Math.max(0, ROUNDS - state.round);
  return preview.map((vp, seat) => vp + incomesLeft * incomeVp(incomeOf(state, seat)));
}
