/** An action tile: its colour with the colour's shape in a corner, and the action symbol in the middle. */
import type { ActionColor, ActionSymbol } from '../../src/games/helios/types';
import type { Context } from '../kit/canvas';
import { darken } from '../kit/colour';
import { drawPanel } from '../kit/shapes';
import type { Box } from '../kit/text';
import { drawActionSymbol, drawColourMark } from './glyphs';
import { ACTION_STYLE } from './style';

export function drawActionTile(ctx: Context, box: Box, sym: ActionSymbol, color: ActionColor): void {
  const style = ACTION_STYLE[color];
  drawPanel(ctx, box, { fill: style.fill, stroke: darken(style.fill, 0.45), lineWidth: 2, radius: box.w * 0.14 });
  const mark = box.w * 0.3;
  drawColourMark(ctx, style.mark, box.x + mark * 0.75, box.y + mark * 0.75, mark, '#ffffff', darken(style.fill, 0.5));
  drawActionSymbol(ctx, sym, box.x + box.w * 0.56, box.y + box.h * 0.56, box.w * 0.66, darken(style.fill, 0.6));
}

/** An empty place for an action tile: a dashed outline. */
export function drawTileSlot(ctx: Context, box: Box, colour: string): void {
  ctx.save();
  ctx.setLineDash([6, 5]);
  drawPanel(ctx, box, { fill: 'rgba(255,255,255,0.5)', stroke: colour, lineWidth: 2, radius: box.w * 0.14 });
  ctx.restore();
}
