/** The one-line status over the board: what is happening now and who must act. */
import type { Locale } from '../../src/engine/types';
import type { CorView } from '../../src/games/city-of-rome/view';
import { t } from '../../src/i18n';
import { seatName } from './names';

export function statusLine(view: CorView, locale: Locale, names?: readonly string[]): string {
  const name = (seat: number) => seatName(seat, locale, names);
  if (view.phase === 'end') return t(locale, { key: 'render.cor.status.end' });
  if (view.school) {
    return t(locale, { key: 'render.cor.status.school', params: { name: name(view.school.seat), count: view.school.count, deck: view.school.deck } });
  }
  if (view.phase === 'draft' && view.draft) {
    return t(locale, { key: 'render.cor.status.draft', params: { name: name(view.draft.holder), count: view.draft.count } });
  }
  if (view.phase === 'action' && view.turn) {
    return t(locale, { key: 'render.cor.status.action', params: { name: name(view.turn.seat), field: view.turn.field } });
  }
  return t(locale, { key: 'render.cor.status.place', params: { name: view.awaiting.map(name).join(', ') } });
}

/** Round as the header shows it: the opening draft before round 1. */
export function roundLine(view: CorView, locale: Locale): string {
  if (view.round === 0) return t(locale, { key: 'render.cor.draft' });
  return t(locale, { key: 'render.cor.round', params: { round: view.round, rounds: view.rounds } });
}
