/** The title band (game, round, status, turn steps) and the icon legend at the bottom. */
import type { Locale } from '../../src/engine/types';
import type { CorView } from '../../src/games/city-of-rome/view';
import { t } from '../../src/i18n';
import type { Context } from '../kit/canvas';
import { drawIcon, type IconName } from '../kit/icons';
import { THEME } from '../kit/palette';
import { drawPanel, roundedRectPath } from '../kit/shapes';
import { drawFittedText, drawText, measureText, type Box } from '../kit/text';
import { roundLine, statusLine } from './status';
import { SPECIAL_FRAME } from './card-style';

export function drawTitle(ctx: Context, box: Box, view: CorView, locale: Locale, names?: readonly string[]): void {
  const round = roundLine(view, locale);
  const roundWidth = measureText(ctx, round, { size: 32, bold: true });
  drawText(ctx, round, box.x + box.w, box.y + 20, { size: 32, bold: true, colour: THEME.ink, align: 'right' });
  drawFittedText(ctx, t(locale, { key: 'render.cor.title' }), { x: box.x, y: box.y, w: box.w - roundWidth - 30, h: 40 }, {
    size: 36,
    minSize: 24,
    bold: true,
    colour: THEME.ink,
  });
  // Steps of the running turn as pills: done ones filled, open ones outlined.
  let right = box.x + box.w;
  if (view.phase === 'action' && view.turn) {
    const steps: [string, boolean][] = [
      ['render.cor.step.produce', view.turn.produced],
      ['render.cor.step.build', view.turn.built],
      ['render.cor.step.card', view.turn.tookCard],
    ];
    for (const [key, done] of steps) {
      const text = `${done ? '✓' : '○'} ${t(locale, { key })}`;
      const width = measureText(ctx, text, { size: 20, bold: true }) + 26;
      roundedRectPath(ctx, { x: right - width, y: box.y + 46, w: width, h: 32 }, 16);
      ctx.fillStyle = done ? THEME.highlight : THEME.panel;
      ctx.fill();
      ctx.lineWidth = 2;
      ctx.strokeStyle = THEME.highlight;
      ctx.stroke();
      drawText(ctx, text, right - width / 2, box.y + 63, { size: 20, bold: true, colour: done ? '#ffffff' : THEME.highlight, align: 'center' });
      right -= width + 8;
    }
  }
  drawFittedText(ctx, statusLine(view, locale, names), { x: box.x, y: box.y + 44, w: right - box.x - 16, h: 36 }, {
    size: 25,
    minSize: 18,
    colour: THEME.ink,
  });
}

const LEGEND: [IconName | 'special', string][] = [
  ['coin', 'render.cor.legend.coins'],
  ['influence', 'render.cor.legend.influence'],
  ['scroll', 'render.cor.legend.influenceCards'],
  ['hand', 'render.cor.legend.hand'],
  ['brick', 'render.cor.legend.bricks'],
  ['star', 'render.cor.legend.stars'],
  ['special', 'render.cor.legend.special'],
];

export function drawLegend(ctx: Context, box: Box, locale: Locale): void {
  drawPanel(ctx, box, { fill: THEME.panel, stroke: THEME.panelEdge, radius: 14 });
  const slot = (box.w - 24) / LEGEND.length;
  LEGEND.forEach(([icon, key], i) => {
    const x = box.x + 12 + i * slot;
    const cy = box.y + box.h / 2;
    if (icon === 'special') {
      drawPanel(ctx, { x: x + 4, y: cy - 15, w: 26, h: 30 }, { fill: '#ffffff', stroke: SPECIAL_FRAME, lineWidth: 4, radius: 5 });
    } else {
      drawIcon(ctx, icon, x + 17, cy, 30);
    }
    drawFittedText(ctx, t(locale, { key }), { x: x + 38, y: box.y, w: slot - 44, h: box.h }, { size: 18, minSize: 18, colour: THEME.ink });
  });
}
