/**
 * The income box of a faction, as the seed describes Yucata's: what the seat receives at the start of the
 * next round from every source — its board's buildings, its favors, the cult reward of the current
 * round's scoring tile, and its bonus tile only once it has passed (before that the tile will still be
 * swapped). After round 6 no income follows, so there is no box.
 */
import type { Locale } from '../../src/engine/types';
import type { TmPlayerView, TmView } from '../../src/games/terra-mystica/view';
import { BONUS_TILES, CULTS, SCORING_TILES } from '../../data/terra-mystica/tiles';
import { t, tx } from '../../src/i18n';

export interface NextIncome {
  c: number;
  w: number;
  p: number;
  pw: number;
  /** Spades from the round's cult reward, used right away at the end of the round. */
  spades: number;
}

/** Whether the image shows income boxes at all: not in the last round or after the game. */
export function incomeShown(view: TmView): boolean {
  return view.round < 6 && view.phase !== 'end';
}

/** The current round tile's cult reward for `player` as things stand (nothing outside the action phase). */
function cultReward(view: TmView, player: TmPlayerView): NextIncome {
  const none = { c: 0, w: 0, p: 0, pw: 0, spades: 0 };
  if (view.phase !== 'actions' || view.round < 1) return none;
  const tile = SCORING_TILES[view.scoring[view.round - 1]];
  const level = tile.cult === 'PRIESTS' ? player.priestsOnCults : player.cults[CULTS.indexOf(tile.cult)];
  const times = Math.floor(level / tile.per);
  const { c = 0, w = 0, p = 0, pw = 0, spade = 0 } = tile.reward;
  return { c: c * times, w: w * times, p: p * times, pw: pw * times, spades: spade * times };
}

/** The income box's amounts, or null when no box is drawn. */
export function nextIncome(view: TmView, player: TmPlayerView): NextIncome | null {
  if (!incomeShown(view) || player.faction === null) return null;
  const income = { ...player.income };
  // The view counts the bonus tile held; an unpassed seat still returns it when passing.
  if (view.phase === 'actions' && !player.passed && player.bonus !== null) {
    const bonus = BONUS_TILES[player.bonus].income;
    income.c -= bonus.c ?? 0;
    income.w -= bonus.w ?? 0;
    income.p -= bonus.p ?? 0;
    income.pw -= bonus.pw ?? 0;
  }
  const reward = cultReward(view, player);
  return { c: income.c + reward.c, w: income.w + reward.w, p: income.p + reward.p, pw: income.pw + reward.pw, spades: reward.spades };
}

export function incomeLine(locale: Locale, income: NextIncome): string {
  const amounts = [
    `+${income.c} ${t(locale, tx('tm.res.C'))}`,
    `+${income.w} ${t(locale, tx('tm.res.W'))}`,
    `+${income.p} ${t(locale, tx('tm.res.P'))}`,
    `+${income.pw} ${t(locale, tx('tm.res.PW'))}`,
  ];
  if (income.spades > 0) amounts.push(`+${income.spades} ${t(locale, tx(income.spades === 1 ? 'render.tm.spade' : 'render.tm.spades'))}`);
  return `${t(locale, tx('render.tm.income'))}: ${amounts.join(', ')}`;
}
