/**
 * The table column beside the cults: the six round scoring tiles (the current round framed, past ones
 * greyed), bonus tiles on offer with the coins on them, the power actions (used ones crossed out), and the
 * turn order with passed seats faded and the next round's order so far.
 */
import type { Locale } from '../../src/engine/types';
import type { TmView } from '../../src/games/terra-mystica/view';
import { POWER_ACTION_IDS, POWER_ACTIONS } from '../../data/terra-mystica/actions';
import { t, tx } from '../../src/i18n';
import type { Context } from '../kit/canvas';
import { SANS_CONDENSED } from '../kit/fonts';
import { drawIcon } from '../kit/icons';
import { THEME } from '../kit/palette';
import { drawPanel } from '../kit/shapes';
import { drawFittedText, drawText, measureText, type Box } from '../kit/text';
import { drawSeatToken } from './pieces';
import { seatMark } from './style';

const PAD = 14;
const HEAD = 32;
const SCORING_ROW = 32;
const BONUS_ROW = 30;
const ACTION_HEIGHT = 54;
export const ORDER_TOKEN = 17;
/** Room for the largest offer: 5 players + 3 tiles. */
const BONUS_ROWS = 8;
export const USED_CROSS = '#3b3b3b';
export const CURRENT_ROUND_FILL = THEME.highlightFill;

export interface TilesGeometry {
  scoringRows: Box[];
  bonusRows: Box[];
  actions: Box[];
  order: Box;
}

export function tilesGeometry(box: Box): TilesGeometry {
  const inner = { x: box.x + PAD, w: box.w - 2 * PAD };
  let y = box.y + PAD + HEAD;
  const scoringRows = Array.from({ length: 6 }, (_, i) => ({ ...inner, y: y + i * SCORING_ROW, h: SCORING_ROW - 2 }));
  y += 6 * SCORING_ROW + 8 + HEAD;
  const bonusRows = Array.from({ length: BONUS_ROWS }, (_, i) => ({ ...inner, y: y + i * BONUS_ROW, h: BONUS_ROW - 2 }));
  y += BONUS_ROWS * BONUS_ROW + 8 + HEAD;
  const slot = inner.w / POWER_ACTION_IDS.length;
  const actions = POWER_ACTION_IDS.map((_, i) => ({ x: inner.x + i * slot + 3, y, w: slot - 6, h: ACTION_HEIGHT }));
  y += ACTION_HEIGHT + 10;
  return { scoringRows, bonusRows, actions, order: { ...inner, y, h: box.y + box.h - PAD - y } };
}

function heading(ctx: Context, text: string, x: number, bottom: number): void {
  drawText(ctx, text, x, bottom - HEAD / 2, { size: 22, bold: true, colour: THEME.ink });
}

function drawScoring(ctx: Context, rows: Box[], view: TmView, locale: Locale): void {
  view.scoring.forEach((tile, i) => {
    const round = i + 1;
    const row = rows[i];
    const current = round === view.round && view.phase !== 'end';
    const past = round < view.round || view.phase === 'end';
    if (current) drawPanel(ctx, row, { fill: CURRENT_ROUND_FILL, stroke: THEME.highlight, lineWidth: 3, radius: 6 });
    const ink = past ? THEME.mutedInk : THEME.ink;
    drawText(ctx, t(locale, tx('render.tm.roundShort', { round })), row.x + 8, row.y + row.h / 2, { size: 20, bold: true, colour: ink });
    drawFittedText(ctx, t(locale, tx(`tm.tile.${tile}`)), { x: row.x + 56, y: row.y, w: row.w - 64, h: row.h }, {
      size: 20,
      minSize: 18,
      bold: current,
      colour: ink,
    });
  });
}

function drawBonusPool(ctx: Context, rows: Box[], view: TmView, locale: Locale): void {
  view.bonusPool.forEach(({ id, coins }, i) => {
    const row = rows[i];
    if (!row) return;
    const badge = coins > 0 ? 66 : 0;
    drawFittedText(ctx, t(locale, tx(`tm.tile.${id}`)), { x: row.x + 8, y: row.y, w: row.w - badge - 12, h: row.h }, {
      size: 20,
      minSize: 18,
      colour: THEME.ink,
    });
    if (coins > 0) {
      drawIcon(ctx, 'coin', row.x + row.w - 50, row.y + row.h / 2, 26);
      drawText(ctx, `+${coins}`, row.x + row.w - 34, row.y + row.h / 2, { size: 20, bold: true, colour: THEME.ink });
    }
  });
}

function drawPowerActions(ctx: Context, boxes: Box[], view: TmView, locale: Locale): void {
  const used = new Set(view.powerActionsUsed);
  POWER_ACTION_IDS.forEach((id, i) => {
    const box = boxes[i];
    const taken = used.has(id);
    drawPanel(ctx, box, { fill: taken ? '#d6d0c6' : '#efe3f5', stroke: '#7a3d8f', lineWidth: 2, radius: 8 });
    const ink = taken ? THEME.mutedInk : THEME.ink;
    drawFittedText(ctx, t(locale, tx(`render.tm.act.${id}`)), { x: box.x + 4, y: box.y + 2, w: box.w - 8, h: 26 }, {
      size: 18,
      minSize: 18,
      bold: true,
      family: SANS_CONDENSED,
      colour: ink,
      align: 'center',
    });
    drawText(ctx, `${POWER_ACTIONS[id].power} ${t(locale, tx('tm.res.PW'))}`, box.x + box.w / 2, box.y + 39, { size: 18, colour: ink, align: 'center' });
    if (taken) {
      // An action marker covers the space for the rest of the round.
      ctx.strokeStyle = USED_CROSS;
      ctx.lineWidth = 5;
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(box.x + 10, box.y + 8);
      ctx.lineTo(box.x + box.w - 10, box.y + box.h - 8);
      ctx.moveTo(box.x + box.w - 10, box.y + 8);
      ctx.lineTo(box.x + 10, box.y + box.h - 8);
      ctx.stroke();
    }
  });
}

export const PASSED_STRIKE = '#1d1a16';

function strike(ctx: Context, cx: number, cy: number): void {
  ctx.strokeStyle = PASSED_STRIKE;
  ctx.lineWidth = 4;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(cx - ORDER_TOKEN, cy + ORDER_TOKEN);
  ctx.lineTo(cx + ORDER_TOKEN, cy - ORDER_TOKEN);
  ctx.stroke();
}

/** Token centres of the turn order row, by position in `view.order`. */
export function orderTokenXs(box: Box, count: number, labelWidth: number): number[] {
  return Array.from({ length: count }, (_, i) => box.x + labelWidth + 12 + ORDER_TOKEN + i * (2 * ORDER_TOKEN + 10));
}

function drawOrder(ctx: Context, box: Box, view: TmView, locale: Locale): void {
  const lineY = box.y + 22;
  const label = t(locale, tx('render.tm.order'));
  const labelWidth = measureText(ctx, label, { size: 20, bold: true });
  drawText(ctx, label, box.x, lineY, { size: 20, bold: true, colour: THEME.ink });
  const xs = orderTokenXs(box, view.order.length, labelWidth);
  const passed = new Set(view.players.filter((player) => player.passed).map((player) => player.seat));
  view.order.forEach((seat, i) => {
    if (seat === view.active) {
      ctx.beginPath();
      ctx.arc(xs[i], lineY, ORDER_TOKEN + 5, 0, Math.PI * 2);
      ctx.lineWidth = 4;
      ctx.strokeStyle = THEME.highlight;
      ctx.stroke();
    }
    drawSeatToken(ctx, seatMark(view, seat), xs[i], lineY, ORDER_TOKEN, passed.has(seat));
  });
  // Passed seats are faded and struck through; a sample stroke after the row says what it means.
  view.order.forEach((seat, i) => {
    if (passed.has(seat)) strike(ctx, xs[i], lineY);
  });
  if (passed.size > 0) {
    const after = xs[xs.length - 1] + 2 * ORDER_TOKEN + 10;
    strike(ctx, after, lineY);
    drawText(ctx, `= ${t(locale, tx('render.tm.passed'))}`, after + ORDER_TOKEN + 8, lineY, { size: 18, colour: THEME.mutedInk });
  }
  if (view.passOrder.length > 0 && view.phase === 'actions') {
    const nextY = lineY + 2 * ORDER_TOKEN + 12;
    const next = t(locale, tx('render.tm.nextOrder'));
    const nextWidth = measureText(ctx, next, { size: 20, bold: true });
    drawText(ctx, next, box.x, nextY, { size: 20, bold: true, colour: THEME.ink });
    const nextXs = orderTokenXs(box, view.passOrder.length, nextWidth);
    view.passOrder.forEach((seat, i) => drawSeatToken(ctx, seatMark(view, seat), nextXs[i], nextY, ORDER_TOKEN));
  }
}

export function drawTiles(ctx: Context, box: Box, view: TmView, locale: Locale): void {
  drawPanel(ctx, box, { fill: THEME.panel, stroke: THEME.panelEdge, radius: 14 });
  const geometry = tilesGeometry(box);
  heading(ctx, t(locale, tx('render.tm.scoring')), box.x + PAD, geometry.scoringRows[0].y);
  drawScoring(ctx, geometry.scoringRows, view, locale);
  heading(ctx, t(locale, tx('render.tm.bonus')), box.x + PAD, geometry.bonusRows[0].y);
  drawBonusPool(ctx, geometry.bonusRows, view, locale);
  heading(ctx, t(locale, tx('render.tm.powerActions')), box.x + PAD, geometry.actions[0].y);
  drawPowerActions(ctx, geometry.actions, view, locale);
  drawOrder(ctx, geometry.order, view, locale);
}
