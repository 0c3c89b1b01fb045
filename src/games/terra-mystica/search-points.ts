/**
 * What the computer players compare in an unfinished Terra Mystica game (the module's `search.points`): the "if it
 * ended now" preview plus the income still to come. The preview alone sees a dwelling only as the VP it scored now,
 * so a search of a few moves' depth would never build an economy; the income each building adds is paid again at the
 * start of every remaining round, and that is what makes an early trading post worth more than a late one. Likewise
 * the preview counts resources in stock only at their end-of-game rate (three coins a VP, a worker a coin), which makes
 * a pointless exchange look free; while rounds remain, the stock counts at the same rough worth as income.
 */
import type { Income } from '../../../data/terra-mystica/factions';
import { BONUS_TILES } from '../../../data/terra-mystica/tiles';
import { incomeOf } from './scoring';
import { scoreLines } from './texts';
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
 * Each seat's expected final VP: the preview, plus the lasting income of each round still to start, the bonus tile's
 * income once and the stock at their VP worth (all only while a round is still to start).
 */
export function expectedFinalVp(state: TmState): number[] {
  const preview = new Array<number>(state.players.length).fill(0);
  for (const line of scoreLines(state)) preview[line.seat] = line.preview;
  // Before every faction is chosen there is no income to speak of. (A finished game is judged by its winners, never
  // by these points.)
  if (state.players.some((p) => p.faction === null)) return preview;
  // Round r's income is paid as it starts; in round r (or before round 1, r = 0) 6 − r incomes are still to come.
  const incomesLeft = Math.max(0, ROUNDS - state.round);
  if (incomesLeft === 0) return preview;
  return preview.map((vp, seat) => {
    const { lasting, once } = lastingAndOnce(state, seat);
    return vp + incomesLeft * lasting + once + stockVp(state.players[seat]);
  });
}
