/** The line chart of every player's points over the game. */
import type { Context } from '../kit/canvas';
import { playerStyle, THEME } from '../kit/palette';
import { linearScale, niceTicks } from '../kit/scale';
import { drawPlayerMarker } from '../kit/shapes';
import { drawFittedText, drawText, measureText } from '../kit/text';
import type { Box } from '../kit/text';
import type { ChartModel } from './model';

/** Spreads label positions apart by at least `gap`, keeping their order and staying within [min, max]. */
export function spreadLabels(positions: number[], gap: number, min: number, max: number): number[] {
  const order = positions.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y);
  const placed = order.map((item) => item.y);
  for (let k = 1; k < placed.length; k++) placed[k] = Math.max(placed[k], placed[k - 1] + gap);
  const overflow = placed.length ? placed[placed.length - 1] - max : 0;
  if (overflow > 0) {
    placed[placed.length - 1] -= overflow;
    for (let k = placed.length - 2; k >= 0; k--) placed[k] = Math.min(placed[k], placed[k + 1] - gap);
  }
  const result = new Array<number>(positions.length);
  order.forEach((item, k) => (result[item.i] = Math.max(min, placed[k])));
  return result;
}

export function drawTimeline(ctx: Context, model: ChartModel, area: Box, labels: { x: string; y: string }): void {
  const plot = { x: area.x + 90, y: area.y + 20, w: area.w - 90 - 230, h: area.h - 20 - 80 };
  const values = model.series.flat();
  const ticks = niceTicks(Math.min(0, ...values), Math.max(1, ...values), 6);
  const y = linearScale([ticks[0], ticks[ticks.length - 1]], [plot.y + plot.h, plot.y]);
  const stepCount = model.steps.length;
  const x = linearScale([0, Math.max(1, stepCount - 1)], stepCount > 1 ? [plot.x, plot.x + plot.w] : [plot.x + plot.w / 2, plot.x + plot.w / 2]);

  ctx.lineWidth = 1.5;
  for (const tick of ticks) {
    ctx.strokeStyle = tick === 0 ? THEME.mutedInk : THEME.gridLine;
    ctx.beginPath();
    ctx.moveTo(plot.x, y(tick));
    ctx.lineTo(plot.x + plot.w, y(tick));
    ctx.stroke();
    drawText(ctx, String(tick), plot.x - 12, y(tick), { size: 20, colour: THEME.mutedInk, align: 'right' });
  }
  // With many steps (turn-by-turn charts) label only every n-th, always the last.
  const every = Math.max(1, Math.ceil(stepCount / 16));
  model.steps.forEach((step, i) => {
    if (i % every !== 0 && i !== stepCount - 1) return;
    if (i !== stepCount - 1 && stepCount - 1 - i < every) return;
    drawText(ctx, step, x(i), plot.y + plot.h + 24, { size: 20, colour: THEME.mutedInk, align: 'center' });
  });
  drawText(ctx, labels.x, plot.x + plot.w / 2, plot.y + plot.h + 60, { size: 22, bold: true, colour: THEME.ink, align: 'center' });
  ctx.save();
  ctx.translate(area.x + 18, plot.y + plot.h / 2);
  ctx.rotate(-Math.PI / 2);
  drawText(ctx, labels.y, 0, 0, { size: 22, bold: true, colour: THEME.ink, align: 'center' });
  ctx.restore();

  // Lines: colour, dash pattern and point markers all tell players apart.
  const showMarkers = stepCount <= 30;
  for (const p of [...model.ranking].reverse()) {
    const player = model.players[p];
    const style = playerStyle(player.colourIndex);
    const line = model.series[p];
    ctx.save();
    ctx.beginPath();
    line.forEach((value, i) => (i === 0 ? ctx.moveTo(x(i), y(value)) : ctx.lineTo(x(i), y(value))));
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    ctx.setLineDash([]);
    ctx.strokeStyle = THEME.ink;
    ctx.lineWidth = 8;
    ctx.stroke();
    ctx.setLineDash(style.dash);
    ctx.strokeStyle = style.colour;
    ctx.lineWidth = 5;
    ctx.stroke();
    ctx.restore();
    line.forEach((value, i) => {
      if (showMarkers || i === line.length - 1) drawPlayerMarker(ctx, player.colourIndex, x(i), y(value), i === line.length - 1 ? 14 : 9, i === line.length - 1 ? undefined : '');
    });
  }
  const ends = model.series.map((line) => y(line[line.length - 1] ?? 0));
  const labelYs = spreadLabels(ends, 34, plot.y, plot.y + plot.h);
  model.players.forEach((player, p) => {
    const labelX = x(stepCount - 1) + 26;
    ctx.strokeStyle = THEME.mutedInk;
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.moveTo(x(stepCount - 1) + 15, ends[p]);
    ctx.lineTo(labelX, labelYs[p]);
    ctx.stroke();
    // The total first, so a long name is what gets cut, never the number.
    const total = String(player.total);
    drawText(ctx, total, labelX + 6, labelYs[p], { size: 22, bold: true, colour: THEME.ink });
    const nameX = labelX + 14 + measureText(ctx, total, { size: 22, bold: true });
    drawFittedText(ctx, player.name, { x: nameX, y: labelYs[p] - 16, w: area.x + area.w - nameX, h: 32 }, {
      size: 22,
      minSize: 18,
      bold: player.winner,
      colour: THEME.ink,
    });
  });
}
