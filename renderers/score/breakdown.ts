/** The ranking with stacked bars, and the exact table of points per category. */
import type { Context } from '../kit/canvas';
import { categoryColour, THEME } from '../kit/palette';
import { drawPanel, drawPlayerMarker, hatch } from '../kit/shapes';
import { drawFittedText, drawText, measureText } from '../kit/text';
import { drawIcon } from '../kit/icons';
import type { ChartModel } from './model';

export const RANK_ROW = 66;
export const TABLE_ROW = 42;

/** Height the ranking block needs. */
export const rankingHeight = (model: ChartModel) => model.players.length * RANK_ROW;

/** One row per player, best first: place, marker, name, stacked bar by category, total. */
export function drawRanking(ctx: Context, model: ChartModel, left: number, top: number, width: number): void {
  const maxTotal = Math.max(1, ...model.points.map((row) => row.reduce((sum, value) => sum + Math.max(0, value), 0)));
  const barLeft = left + 430;
  const barWidth = width - 430 - 120;
  let place = 0;
  model.ranking.forEach((p, i) => {
    const player = model.players[p];
    const previous = i > 0 ? model.players[model.ranking[i - 1]] : null;
    if (!previous || previous.total !== player.total || previous.winner !== player.winner) place = i + 1;
    const y = top + i * RANK_ROW;
    const middle = y + RANK_ROW / 2;
    if (player.winner) {
      drawPanel(ctx, { x: left - 10, y: y + 4, w: width + 20, h: RANK_ROW - 8 }, { fill: '#fbefc8', radius: 10 });
      drawIcon(ctx, 'crown', left + 18, middle, 34);
    } else {
      drawText(ctx, `${place}.`, left + 18, middle, { size: 28, bold: true, colour: THEME.ink, align: 'center' });
    }
    drawPlayerMarker(ctx, player.colourIndex, left + 70, middle, 20);
    drawFittedText(ctx, player.name, { x: left + 102, y, w: 310, h: RANK_ROW }, { size: 28, minSize: 20, bold: player.winner, colour: THEME.ink });

    let x = barLeft;
    model.points[p].forEach((value, c) => {
      if (value <= 0) return;
      const w = (value / maxTotal) * barWidth;
      const box = { x, y: y + 12, w, h: RANK_ROW - 24 };
      ctx.fillStyle = categoryColour(c);
      ctx.fillRect(box.x, box.y, box.w, box.h);
      // Alternate segments carry stripes, so neighbours differ in texture as well as colour.
      if (c % 2 === 1) hatch(ctx, box, 'rgba(255, 255, 255, 0.45)', 9, 3);
      ctx.strokeStyle = THEME.panel;
      ctx.lineWidth = 2;
      ctx.strokeRect(box.x, box.y, box.w, box.h);
      const label = String(value);
      if (measureText(ctx, label, { size: 20, bold: true }) + 8 <= w) {
        drawText(ctx, label, x + w / 2, middle, { size: 20, bold: true, colour: THEME.ink, align: 'center', outline: { colour: 'rgba(255,255,255,0.7)', width: 2 } });
      }
      x += w;
    });
    ctx.strokeStyle = THEME.ink;
    ctx.lineWidth = 2;
    ctx.strokeRect(barLeft, y + 12, Math.max(0, x - barLeft), RANK_ROW - 24);
    drawText(ctx, String(player.total), left + width, middle, { size: 32, bold: true, colour: THEME.ink, align: 'right' });
  });
}

/** Height the table needs: header, one row per category, the total row. */
export const tableHeight = (model: ChartModel) => (model.categories.length + 2) * TABLE_ROW + 8;

/** Rows = categories (with the bar colour as legend), columns = players in ranking order, last row = totals. */
export function drawTable(ctx: Context, model: ChartModel, left: number, top: number, width: number, totalLabel: string): void {
  const labelWidth = 420;
  const columnWidth = (width - labelWidth) / Math.max(1, model.players.length);
  const columnX = (i: number) => left + labelWidth + i * columnWidth;
  model.ranking.forEach((p, i) => {
    const player = model.players[p];
    drawPlayerMarker(ctx, player.colourIndex, columnX(i) + 22, top + TABLE_ROW / 2, 15);
    drawFittedText(ctx, player.name, { x: columnX(i) + 44, y: top, w: columnWidth - 52, h: TABLE_ROW }, { size: 22, minSize: 18, bold: true, colour: THEME.ink });
  });
  model.categories.forEach((category, c) => {
    const y = top + (c + 1) * TABLE_ROW;
    if (c % 2 === 0) {
      ctx.fillStyle = '#efe6d6';
      ctx.fillRect(left - 10, y, width + 20, TABLE_ROW);
    }
    const swatch = { x: left, y: y + 9, w: 30, h: TABLE_ROW - 18 };
    ctx.fillStyle = categoryColour(c);
    ctx.fillRect(swatch.x, swatch.y, swatch.w, swatch.h);
    if (c % 2 === 1) hatch(ctx, swatch, 'rgba(255, 255, 255, 0.45)', 9, 3);
    ctx.strokeStyle = THEME.ink;
    ctx.lineWidth = 1.5;
    ctx.strokeRect(swatch.x, swatch.y, swatch.w, swatch.h);
    drawFittedText(ctx, category, { x: left + 44, y, w: labelWidth - 56, h: TABLE_ROW }, { size: 22, minSize: 18, colour: THEME.ink });
    model.ranking.forEach((p, i) => {
      drawText(ctx, String(model.points[p][c]), columnX(i) + columnWidth / 2, y + TABLE_ROW / 2, { size: 22, colour: THEME.ink, align: 'center' });
    });
  });
  const totalY = top + (model.categories.length + 1) * TABLE_ROW;
  ctx.strokeStyle = THEME.ink;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(left - 10, totalY + 2);
  ctx.lineTo(left + width + 10, totalY + 2);
  ctx.stroke();
  drawText(ctx, totalLabel, left + 44, totalY + TABLE_ROW / 2 + 4, { size: 24, bold: true, colour: THEME.ink });
  model.ranking.forEach((p, i) => {
    drawText(ctx, String(model.players[p].total), columnX(i) + columnWidth / 2, totalY + TABLE_ROW / 2 + 4, {
      size: 24,
      bold: true,
      colour: THEME.ink,
      align: 'center',
    });
  });
}
