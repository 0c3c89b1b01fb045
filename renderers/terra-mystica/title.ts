/** The title band: game, round and phase on the first line; who acts (and open power offers) on the second. */
import type { Locale } from '../../src/engine/types';
import type { TmView } from '../../src/games/terra-mystica/view';
import { t, tx } from '../../src/i18n';
import type { Context } from '../kit/canvas';
import { THEME } from '../kit/palette';
import { drawFittedText, drawText, measureText, type Box } from '../kit/text';
import { seatName } from './names';

export function roundLine(view: TmView, locale: Locale): string {
  const phase = t(locale, tx(`render.tm.phase.${view.phase}`));
  return view.round >= 1 && view.phase !== 'end' ? `${t(locale, tx('render.tm.round', { round: view.round }))} · ${phase}` : phase;
}

export function statusLine(view: TmView, locale: Locale, names?: readonly string[]): string {
  const parts: string[] = [];
  if (view.active !== null) parts.push(t(locale, tx('render.tm.onMove', { name: seatName(locale, view.active, names) })));
  if (view.offers.length > 0) {
    const seats = [...new Set(view.offers.map((offer) => offer.seat))];
    parts.push(t(locale, tx('render.tm.offers', { names: seats.map((seat) => seatName(locale, seat, names)).join(', ') })));
  }
  return parts.join(' · ');
}

export function drawTitle(ctx: Context, box: Box, view: TmView, locale: Locale, names?: readonly string[]): void {
  const round = roundLine(view, locale);
  const roundWidth = measureText(ctx, round, { size: 30, bold: true });
  drawText(ctx, round, box.x + box.w, box.y + 18, { size: 30, bold: true, colour: THEME.ink, align: 'right' });
  drawFittedText(ctx, t(locale, tx('render.tm.title')), { x: box.x, y: box.y, w: box.w - roundWidth - 30, h: 36 }, {
    size: 34,
    minSize: 24,
    bold: true,
    colour: THEME.ink,
  });
  drawFittedText(ctx, statusLine(view, locale, names), { x: box.x, y: box.y + 40, w: box.w, h: 32 }, {
    size: 24,
    minSize: 18,
    colour: THEME.ink,
  });
}
