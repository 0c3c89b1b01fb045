/** The action strip: the emperor at field 1's end, five fields with brick or cog, free points and builders. */
import type { Locale } from '../../src/engine/types';
import type { CorView } from '../../src/games/city-of-rome/view';
import { t } from '../../src/i18n';
import type { Context } from '../kit/canvas';
import { drawIcon } from '../kit/icons';
import { THEME } from '../kit/palette';
import { drawPanel, drawPlayerMarker } from '../kit/shapes';
import { drawFittedText, drawText, measureText, type Box } from '../kit/text';

const EMPEROR_WIDTH = 100;
const FIELD_GAP = 8;

/** Box of field `index` (0 = field 1) inside the strip panel. */
export function fieldBox(panel: Box, index: number): Box {
  const left = panel.x + 14 + EMPEROR_WIDTH + 6;
  const width = (panel.x + panel.w - 14 - left - 4 * FIELD_GAP) / 5;
  return { x: left + index * (width + FIELD_GAP), y: panel.y + 56, w: width, h: panel.h - 70 };
}

/** The strip; `minFont`: no text smaller (the phone picture's label size). */
export function drawStripPanel(ctx: Context, panel: Box, view: CorView, locale: Locale, minFont = 0): void {
  const at = (size: number) => Math.max(size, minFont);
  drawPanel(ctx, panel, { fill: THEME.panel, stroke: THEME.panelEdge, radius: 16 });
  const title = t(locale, { key: 'render.cor.strip' });
  drawText(ctx, title, panel.x + 16, panel.y + 28, { size: 26, bold: true, colour: THEME.ink });
  const captionX = panel.x + 32 + measureText(ctx, title, { size: 26, bold: true });
  drawFittedText(ctx, t(locale, { key: 'render.cor.freePoints' }), { x: captionX, y: panel.y + 12, w: panel.x + panel.w - 16 - captionX, h: 32 }, {
    size: at(18),
    minSize: at(18),
    colour: THEME.mutedInk,
    align: 'right',
  });

  const emperor = { x: panel.x + 14, y: panel.y + 56, w: EMPEROR_WIDTH, h: panel.h - 70 };
  drawPanel(ctx, emperor, { fill: '#f6e7b8', stroke: THEME.gold, lineWidth: 3, radius: 12 });
  drawIcon(ctx, 'crown', emperor.x + emperor.w / 2, emperor.y + 70, 66);
  drawFittedText(ctx, t(locale, { key: 'render.cor.emperor' }), { x: emperor.x + 4, y: emperor.y + 112, w: emperor.w - 8, h: 30 }, {
    size: at(19),
    minSize: at(18),
    bold: true,
    colour: THEME.ink,
    align: 'center',
  });

  const acting = view.turn?.field;
  view.strip.fields.forEach((symbol, i) => {
    const box = fieldBox(panel, i);
    const lit = acting === i + 1;
    drawPanel(ctx, box, {
      fill: symbol === 'brick' ? '#f5dcd0' : '#dfe4ea',
      stroke: lit ? THEME.highlight : '#8c7f6c',
      lineWidth: lit ? 6 : 2,
      radius: 12,
    });
    const cx = box.x + box.w / 2;
    drawText(ctx, String(i + 1), cx, box.y + 20, { size: at(22), bold: true, colour: THEME.mutedInk, align: 'center' });
    drawIcon(ctx, symbol === 'brick' ? 'brick' : 'gear', cx, box.y + 64, 54);
    // Free points for a builder here: everything from field 1 up to this one, one row per kind.
    const free = view.strip.free[i];
    const rows: ['brick' | 'gear', number][] = [
      ['brick', free.bricks],
      ['gear', free.cogs],
    ];
    rows.forEach(([icon, count], row) => {
      const y = box.y + 112 + row * 32;
      drawIcon(ctx, icon, cx - 14, y, 26);
      drawText(ctx, String(count), cx + 6, y + 1, { size: at(23), bold: true, colour: THEME.ink });
    });
    const occupant = view.strip.occupants[i];
    const slotY = box.y + box.h - 40;
    if (occupant === null || occupant === undefined) {
      ctx.save();
      ctx.setLineDash([6, 5]);
      ctx.beginPath();
      ctx.arc(cx, slotY, 24, 0, Math.PI * 2);
      ctx.strokeStyle = '#a89a82';
      ctx.lineWidth = 2;
      ctx.stroke();
      ctx.restore();
    } else {
      drawPlayerMarker(ctx, occupant, cx, slotY, 26);
    }
  });
}
