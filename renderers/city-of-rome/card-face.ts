/** Card faces: a built card in a city cell, and a larger card in the offer with cost and full name. */
import type { Locale } from '../../src/engine/types';
import type { CorCardInfo, CorCellView } from '../../src/games/city-of-rome/view';
import { t } from '../../src/i18n';
import type { Context } from '../kit/canvas';
import { drawIcon, starPath } from '../kit/icons';
import { SANS_CONDENSED } from '../kit/fonts';
import { drawPanel, drawPlayerMarker } from '../kit/shapes';
import { drawFittedText, drawText, drawWrappedText, type Box } from '../kit/text';
import { CARD_EDGE, SPECIAL_FRAME, cardLook } from './card-style';
import { cardTitle } from './card-title';

function frame(ctx: Context, box: Box, card: CorCardInfo, fill: string): void {
  const special = card.origin === 'I';
  drawPanel(ctx, box, { fill, stroke: special ? SPECIAL_FRAME : CARD_EDGE, lineWidth: special ? 5 : 2, radius: 10, shadow: true });
}

/** The stars of a card in a row centred at (cx, y). */
function drawStars(ctx: Context, count: number, cx: number, y: number, size: number): void {
  for (let i = 0; i < count; i++) {
    const x = cx + (i - (count - 1) / 2) * size * 1.05;
    starPath(ctx, x, y, size / 2);
    ctx.fillStyle = '#f2c230';
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = '#5b4508';
    ctx.stroke();
  }
}

/** The house value in a dark disc, the number players score districts by. */
function drawValueBadge(ctx: Context, value: number, cx: number, cy: number, r: number): void {
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = '#3b2a1e';
  ctx.fill();
  drawText(ctx, String(value), cx, cy + 1, { size: r * 1.45, bold: true, colour: '#ffffff', align: 'center' });
}

/** A count badge (point tokens on baths): a laurel with the number. */
function drawPointTokens(ctx: Context, count: number, cx: number, cy: number, r: number, minFont = 0): void {
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = '#fff7d6';
  ctx.fill();
  ctx.lineWidth = 3;
  ctx.strokeStyle = '#4f8a3c';
  ctx.stroke();
  drawText(ctx, String(count), cx, cy + 1, { size: Math.max(r * 1.25, minFont), bold: true, colour: '#1d1a16', align: 'center' });
}

export interface CityCardMarks {
  /** Colour index of the emissary standing on the card, if any. */
  emissary?: number;
  /** The smallest font of any text on the card (the phone pictures' label size). */
  minFont?: number;
}

/** A built card filling one city cell. */
export function drawCityCard(ctx: Context, box: Box, card: CorCardInfo, cell: CorCellView, locale: Locale, marks: CityCardMarks = {}): void {
  const look = cardLook(card);
  frame(ctx, box, card, look.fill);
  const pad = box.w * 0.05;
  const labelHeight = box.h * 0.24;
  const iconSize = box.h * 0.42;
  const iconY = box.y + pad + iconSize / 2 + box.h * 0.06;
  drawIcon(ctx, look.icon, box.x + box.w / 2, iconY, iconSize, look.iconColour);
  if (card.value !== undefined) drawValueBadge(ctx, card.value, box.x + box.w - pad - box.w * 0.13, box.y + pad + box.w * 0.13, box.w * 0.15);
  if (card.kind === 'public' && card.publicType === 'baths') {
    drawPointTokens(ctx, cell.pointTokens, box.x + box.w - pad - box.w * 0.13, box.y + pad + box.w * 0.13, box.w * 0.14, marks.minFont);
  }
  if (cell.brickToken) drawIcon(ctx, 'brick', box.x + box.w - pad - box.w * 0.14, box.y + pad + box.w * 0.1, box.w * 0.28);
  if (card.stars > 0) drawStars(ctx, card.stars, box.x + box.w / 2, box.y + box.h - labelHeight - box.h * 0.08, box.w * 0.17);
  const label = t(locale, { key: look.shortLabel });
  drawFittedText(ctx, label, { x: box.x + pad, y: box.y + box.h - labelHeight - 2, w: box.w - 2 * pad, h: labelHeight }, {
    size: Math.max(20, marks.minFont ?? 0),
    minSize: Math.max(18, marks.minFont ?? 0),
    bold: true,
    family: SANS_CONDENSED,
    colour: look.ink,
    align: 'center',
  });
  if (marks.emissary !== undefined) {
    const r = box.w * 0.15;
    drawPlayerMarker(ctx, marks.emissary, box.x + pad + r * 0.9, box.y + pad + r * 0.9, r, undefined, marks.minFont === undefined ? undefined : Math.max(marks.minFont, r * 1.15));
  }
}

/** A card of the offer: cost in bricks, house value, icon, stars and the full name; no text under `minFont`. */
export function drawOfferCard(ctx: Context, box: Box, card: CorCardInfo, locale: Locale, minFont = 0): void {
  const look = cardLook(card);
  frame(ctx, box, card, look.fill);
  const pad = 8;
  // Cost corner: a brick with the number of bricks needed.
  drawIcon(ctx, 'brick', box.x + pad + 18, box.y + pad + 16, 36);
  drawText(ctx, String(card.cost), box.x + pad + 18, box.y + pad + 17, {
    size: 22,
    bold: true,
    colour: '#ffffff',
    align: 'center',
    outline: { colour: '#3b1d10', width: 2.5 },
  });
  if (card.value !== undefined) drawValueBadge(ctx, card.value, box.x + box.w - pad - 18, box.y + pad + 18, 18);
  const nameHeight = 62;
  const iconSize = Math.min(box.w * 0.55, box.h - nameHeight - 70);
  drawIcon(ctx, look.icon, box.x + box.w / 2, box.y + 46 + iconSize / 2, iconSize, look.iconColour);
  if (card.stars > 0) drawStars(ctx, card.stars, box.x + box.w / 2, box.y + box.h - nameHeight - 12, 20);
  drawWrappedText(ctx, cardTitle(card, locale), { x: box.x + 5, y: box.y + box.h - nameHeight - 2, w: box.w - 10, h: nameHeight }, {
    size: Math.max(19, minFont),
    minSize: Math.max(18, minFont),
    bold: true,
    family: SANS_CONDENSED,
    colour: look.ink,
    align: 'center',
  }, 1.1);
}

/** A face-down stand-in with a label, e.g. for a deck or an empty offer slot. */
export function drawEmptySlot(ctx: Context, box: Box, label: string, minFont = 0): void {
  ctx.save();
  ctx.setLineDash([8, 6]);
  drawPanel(ctx, box, { fill: 'rgba(0,0,0,0.03)', stroke: '#a89a82', lineWidth: 2, radius: 10 });
  ctx.restore();
  drawFittedText(ctx, label, box, { size: Math.max(20, minFont), minSize: Math.max(18, minFont), colour: '#7a6e5d', align: 'center' });
}
