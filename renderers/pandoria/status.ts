/** The title texts: version, round and who acts now. */
import type { Locale, Seat } from '../../src/engine/types';
import { t, tx } from '../../src/i18n';
import type { PandoriaView } from '../../src/games/pandoria/view';
import { seatName } from '../city-of-rome/names';

/** The seat whose click the game waits for: a pending decision of another player comes first. */
export function actingSeat(view: PandoriaView): Seat | null {
  if (view.over) return null;
  return view.awaiting[0] ?? view.active;
}

export function statusLine(view: PandoriaView, locale: Locale, names?: readonly string[]): string {
  if (view.over) return t(locale, tx('render.pan.status.over'));
  const seat = actingSeat(view) ?? view.active;
  const name = seatName(seat, locale, names);
  if (view.pending && view.pending.seat === seat) {
    return t(locale, tx('render.pan.status.pending', { name, decision: tx(`render.pan.decision.${view.pending.kind}`) }));
  }
  return t(locale, tx('render.pan.status.turn', { name, step: tx(`pan.step.${view.step}`) }));
}

export function roundLine(view: PandoriaView, locale: Locale): string {
  const round = t(locale, tx('render.pan.round', { round: view.round }));
  return view.lastRound && !view.over ? `${round} · ${t(locale, tx('render.pan.lastRound'))}` : round;
}

export const variantName = (view: PandoriaView, locale: Locale): string => t(locale, tx(`pan.opt.variant.${view.variant}`));
