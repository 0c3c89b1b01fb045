/** The title band (game, round, phase, who acts) and the legend of marks and symbols at the bottom. */
import type { Locale } from '../../src/engine/types';
import type { HeliosView } from '../../src/games/helios/view';
import { RESOURCES } from '../../data/helios/tiles';
import { t } from '../../src/i18n';
import type { Context } from '../kit/canvas';
import { mix } from '../kit/colour';
import { hexPath } from '../kit/hex';
import { drawIcon, starPath } from '../kit/icons';
import { THEME } from '../kit/palette';
import { drawPanel, roundedRectPath } from '../kit/shapes';
import { drawFittedText, drawText, measureText, type Box } from '../kit/text';
import { drawActionTile } from './action-tile';
import { drawAnyCube, drawMana, drawResourceGlyph, drawSun } from './glyphs';
import { phaseLine, roundLine, statusLine } from './status';
import { BOARD, REACH, TERRAIN } from './style';

export function drawTitle(ctx: Context, box: Box, view: HeliosView, locale: Locale, names?: readonly string[]): void {
  const round = roundLine(view, locale);
  const roundWidth = measureText(ctx, round, { size: 32, bold: true });
  drawText(ctx, round, box.x + box.w, box.y + 20, { size: 32, bold: true, colour: THEME.ink, align: 'right' });
  drawSun(ctx, box.x + 20, box.y + 20, 42);
  drawFittedText(ctx, t(locale, { key: 'render.hel.title' }), { x: box.x + 50, y: box.y, w: box.w - roundWidth - 80, h: 40 }, {
    size: 36,
    minSize: 24,
    bold: true,
    colour: THEME.ink,
  });
  const phase = phaseLine(view, locale);
  const pillWidth = measureText(ctx, phase, { size: 20, bold: true }) + 28;
  const pill = { x: box.x + box.w - pillWidth, y: box.y + 46, w: pillWidth, h: 32 };
  roundedRectPath(ctx, pill, 16);
  ctx.fillStyle = view.phase === 'finished' ? THEME.gold : THEME.ink;
  ctx.fill();
  drawText(ctx, phase, pill.x + pill.w / 2, pill.y + 17, { size: 20, bold: true, colour: '#ffffff', align: 'center' });
  drawFittedText(ctx, statusLine(view, locale, names), { x: box.x, y: box.y + 44, w: pill.x - box.x - 16, h: 36 }, {
    size: 25,
    minSize: 18,
    colour: THEME.ink,
  });
}

interface LegendEntry {
  key: string;
  draw: (ctx: Context, cx: number, cy: number) => void;
}

function hexSwatch(ctx: Context, cx: number, cy: number, fill: string, stroke?: string, width = 2): void {
  hexPath(ctx, cx, cy, 16, 'flat');
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = width;
  ctx.strokeStyle = stroke ?? BOARD.plate;
  ctx.stroke();
}

const LEGEND: LegendEntry[] = [
  ...RESOURCES.map(
    (res): LegendEntry => ({
      key: `hel.res.${res}`,
      draw: (ctx, cx, cy) => {
        hexSwatch(ctx, cx, cy, TERRAIN[res].fill);
        drawResourceGlyph(ctx, res, cx, cy, 22, mix(TERRAIN[res].fill, TERRAIN[res].glyph, 0.8));
      },
    }),
  ),
  { key: 'render.hel.legend.sun', draw: (ctx, cx, cy) => drawSun(ctx, cx, cy, 32) },
  {
    key: 'render.hel.legend.reach',
    draw: (ctx, cx, cy) => {
      ctx.save();
      hexPath(ctx, cx, cy, 15, 'flat');
      ctx.setLineDash([5, 4]);
      ctx.lineWidth = 3;
      ctx.strokeStyle = REACH;
      ctx.stroke();
      ctx.restore();
    },
  },
  { key: 'render.hel.legend.circuit', draw: (ctx, cx, cy) => hexSwatch(ctx, cx, cy, BOARD.light, BOARD.yellow, 5) },
  {
    key: 'render.hel.legend.corner',
    draw: (ctx, cx, cy) => {
      hexSwatch(ctx, cx, cy, BOARD.dark);
      starPath(ctx, cx, cy, 10);
      ctx.fillStyle = BOARD.cornerReached;
      ctx.fill();
    },
  },
  { key: 'render.hel.legend.bonus', draw: (ctx, cx, cy) => drawAnyCube(ctx, cx, cy, 24) },
  { key: 'render.hel.legend.manaField', draw: (ctx, cx, cy) => drawMana(ctx, cx, cy, 28) },
  { key: 'render.hel.legend.points', draw: (ctx, cx, cy) => drawIcon(ctx, 'star', cx, cy, 30) },
  { key: 'render.hel.legend.range', draw: (ctx, cx, cy) => drawSun(ctx, cx, cy, 30) },
  { key: 'render.hel.legend.laps', draw: (ctx, cx, cy) => drawText(ctx, '↻', cx, cy, { size: 28, bold: true, colour: THEME.ink, align: 'center' }) },
  { key: 'render.hel.legend.temples', draw: (ctx, cx, cy) => drawIcon(ctx, 'temple', cx, cy, 28) },
  {
    key: 'render.hel.legend.next',
    draw: (ctx, cx, cy) => {
      drawActionTile(ctx, { x: cx - 13, y: cy - 13, w: 26, h: 26 }, 'land', 'grey');
      drawPanel(ctx, { x: cx - 17, y: cy - 17, w: 34, h: 34 }, { fill: 'rgba(0,0,0,0)', stroke: '#1d1a16', lineWidth: 3, radius: 6 });
    },
  },
];

const LEGEND_LINE = 38;

/** Where each legend entry goes: entries flow left to right and wrap at the box's edge. */
export function legendPlacement(ctx: Context, box: Box, locale: Locale): { entry: LegendEntry; text: string; x: number; y: number }[] {
  let x = box.x + 14;
  let y = box.y + 26;
  return LEGEND.map((entry) => {
    const text = t(locale, { key: entry.key });
    const width = 40 + measureText(ctx, text, { size: 18 }) + 22;
    if (x + width > box.x + box.w - 10) {
      x = box.x + 14;
      y += LEGEND_LINE;
    }
    const placed = { entry, text, x, y };
    x += width;
    return placed;
  });
}

/** The legend: each entry is a mark and its text. */
export function drawLegend(ctx: Context, box: Box, locale: Locale): void {
  drawPanel(ctx, box, { fill: THEME.panel, stroke: THEME.panelEdge, radius: 14 });
  for (const { entry, text, x, y } of legendPlacement(ctx, box, locale)) {
    entry.draw(ctx, x + 17, y);
    drawText(ctx, text, x + 40, y + 1, { size: 18, colour: THEME.ink });
  }
}
