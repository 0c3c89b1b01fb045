/** The middle of the table: the offer, and the influence cards on display with the decks. */
import type { Locale } from '../../src/engine/types';
import type { CorView } from '../../src/games/city-of-rome/view';
import { t } from '../../src/i18n';
import type { Context } from '../kit/canvas';
import { drawIcon } from '../kit/icons';
import { THEME } from '../kit/palette';
import { drawPanel } from '../kit/shapes';
import { drawFittedText, drawText, drawWrappedText, type Box } from '../kit/text';
import { drawEmptySlot, drawOfferCard } from './card-face';

const OFFER_SLOTS = 4;

/** Box of offer slot `index`. */
export function offerCardBox(panel: Box, index: number): Box {
  const gap = 10;
  const width = (panel.w - 28 - (OFFER_SLOTS - 1) * gap) / OFFER_SLOTS;
  return { x: panel.x + 14 + index * (width + gap), y: panel.y + 82, w: width, h: panel.h - 96 };
}

/** The offer; `minFont`: no text smaller (the phone picture's label size). */
export function drawOfferPanel(ctx: Context, panel: Box, view: CorView, locale: Locale, minFont = 0): void {
  drawPanel(ctx, panel, { fill: THEME.panel, stroke: THEME.panelEdge, radius: 16 });
  drawText(ctx, t(locale, { key: 'render.cor.offer' }), panel.x + 16, panel.y + 28, { size: 26, bold: true, colour: THEME.ink });
  if (view.offer.length === 0) {
    drawEmptySlot(ctx, { x: panel.x + 14, y: panel.y + 82, w: panel.w - 28, h: panel.h - 96 }, t(locale, { key: 'render.cor.offerEmpty' }), minFont);
    return;
  }
  view.offer.slice(0, OFFER_SLOTS).forEach((id, i) => {
    const box = offerCardBox(panel, i);
    const info = view.cards[id];
    const deck = info?.origin ?? '';
    drawText(ctx, t(locale, { key: 'render.cor.deck', params: { deck } }), box.x + box.w / 2, box.y - 18, {
      size: Math.max(20, minFont),
      bold: true,
      colour: THEME.mutedInk,
      align: 'center',
    });
    if (info) drawOfferCard(ctx, box, info, locale, minFont);
  });
}

/** The influence cards on display and the decks; `minFont`: no text smaller (the phone picture's label size). */
export function drawInfluencePanel(ctx: Context, panel: Box, view: CorView, locale: Locale, minFont = 0): void {
  const at = (size: number) => Math.max(size, minFont);
  drawPanel(ctx, panel, { fill: THEME.panel, stroke: THEME.panelEdge, radius: 16 });
  drawFittedText(ctx, t(locale, { key: 'render.cor.influenceCards' }), { x: panel.x + 16, y: panel.y + 10, w: panel.w - 32, h: 36 }, {
    size: 26,
    minSize: at(18),
    bold: true,
    colour: THEME.ink,
  });
  const tileW = 64;
  const tileH = 84;
  const top = panel.y + 56;
  if (view.influenceDisplay.length === 0) {
    drawEmptySlot(ctx, { x: panel.x + 16, y: top, w: panel.w - 32, h: tileH }, t(locale, { key: 'render.cor.noneOnDisplay' }), minFont);
  }
  view.influenceDisplay.slice(0, 3).forEach((value, i) => {
    const box = { x: panel.x + 16 + i * (tileW + 10), y: top, w: tileW, h: tileH };
    drawPanel(ctx, box, { fill: '#efe0b9', stroke: '#7a5c20', lineWidth: 3, radius: 8, shadow: true });
    drawText(ctx, String(value), box.x + box.w / 2, box.y + box.h / 2 + 2, { size: 34, bold: true, colour: '#4a2f0b', align: 'center' });
  });
  if (view.influenceDisplay.length > 3) {
    drawText(ctx, `+${view.influenceDisplay.slice(3).join('+')}`, panel.x + 16 + 3 * (tileW + 10), top + tileH / 2, { size: at(22), bold: true, colour: THEME.ink });
  }
  const inDeck = view.influenceInDeck.length ? view.influenceInDeck.join(', ') : '–';
  drawWrappedText(ctx, t(locale, { key: 'render.cor.inDeckI', params: { values: inDeck } }), { x: panel.x + 16, y: top + tileH + 6, w: panel.w - 32, h: 48 }, {
    size: at(18),
    minSize: at(18),
    colour: THEME.mutedInk,
  }, 1.15);
  // Decks left, two per line: a card back, the numeral and the count.
  const deckTop = top + tileH + 76;
  const columnWidth = (panel.w - 32) / 2;
  view.decks.forEach(({ deck, count }, i) => {
    const x = panel.x + 16 + (i % 2) * columnWidth;
    const y = deckTop + Math.floor(i / 2) * 38;
    drawIcon(ctx, 'cardBack', x + 14, y, 32);
    drawFittedText(ctx, `${deck}: ${count}`, { x: x + 34, y: y - 16, w: columnWidth - 38, h: 32 }, { size: at(21), minSize: at(18), bold: true, colour: THEME.ink });
  });
}
