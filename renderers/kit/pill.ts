/** A rounded tag such as "On turn" or "Start player", right-aligned at `right`. */
import type { Context } from './canvas';
import { roundedRectPath } from './shapes';
import { drawText, measureText } from './text';

/** Draws the pill ending at `right`, vertically centred on `cy`; returns its left edge for the next pill. */
export function drawPill(ctx: Context, text: string, right: number, cy: number, fill: string, ink: string, size = 20): number {
  const width = measureText(ctx, text, { size, bold: true }) + 28;
  roundedRectPath(ctx, { x: right - width, y: cy - 17, w: width, h: 34 }, 17);
  ctx.fillStyle = fill;
  ctx.fill();
  drawText(ctx, text, right - width / 2, cy + 1, { size, bold: true, colour: ink, align: 'center' });
  return right - width;
}
