/**
 * The key at the bottom, in four rows: terrains with their patterns; building shapes; the town crown and the
 * printed-terrain dot; the resource abbreviations the tile chips use.
 */
import type { Locale } from '../../src/engine/types';
import { BUILDING_KINDS } from '../../data/terra-mystica/factions';
import { WHEEL } from '../../data/terra-mystica/terrain';
import { t, tx } from '../../src/i18n';
import type { Context } from '../kit/canvas';
import { darken } from '../kit/colour';
import { hexPath } from '../kit/hex';
import { drawIcon } from '../kit/icons';
import { THEME } from '../kit/palette';
import { drawPanel } from '../kit/shapes';
import { drawFittedText, type Box } from '../kit/text';
import { drawBuilding, drawPattern, drawPrintedDot } from './pieces';
import { TERRAIN_FILL, TERRAIN_PATTERN } from './style';

const ROW = 44;

export function drawLegend(ctx: Context, box: Box, locale: Locale): void {
  drawPanel(ctx, box, { fill: THEME.panel, stroke: THEME.panelEdge, radius: 14 });
  const text = { size: 18, minSize: 18, colour: THEME.ink };
  const terrainSlot = (box.w - 24) / WHEEL.length;
  WHEEL.forEach((terrain, i) => {
    const x = box.x + 12 + i * terrainSlot;
    const cy = box.y + 8 + ROW / 2;
    hexPath(ctx, x + 18, cy, 18, 'pointy');
    ctx.fillStyle = TERRAIN_FILL[terrain];
    ctx.fill();
    ctx.save();
    ctx.clip();
    drawPattern(ctx, TERRAIN_PATTERN[terrain], x + 18, cy, 18, darken(TERRAIN_FILL[terrain], 0.25));
    ctx.restore();
    drawFittedText(ctx, t(locale, tx(`tm.terrain.${terrain}`)), { x: x + 42, y: cy - 16, w: terrainSlot - 48, h: 32 }, text);
  });
  const pieces = BUILDING_KINDS.length;
  const pieceSlot = (box.w - 24) / pieces;
  const cy = box.y + 8 + ROW + ROW / 2;
  const mark = { colour: '#b8b0a2', ink: THEME.ink, code: '' };
  BUILDING_KINDS.forEach((kind, i) => {
    const x = box.x + 12 + i * pieceSlot;
    drawBuilding(ctx, kind, mark, x + 22, cy + 2, 15);
    drawFittedText(ctx, `${kind} ${t(locale, tx(`tm.bld.${kind}`))}`, { x: x + 48, y: cy - 16, w: pieceSlot - 54, h: 32 }, text);
  });
  const markY = cy + ROW;
  const x = box.x + 12;
  drawIcon(ctx, 'crown', x + 20, markY, 28);
  drawFittedText(ctx, t(locale, tx('render.tm.legend.town')), { x: x + 44, y: markY - 16, w: pieceSlot - 50, h: 32 }, text);
  const dotX = x + pieceSlot;
  drawPrintedDot(ctx, dotX + 22, markY, 8, '#8c8c8c');
  drawFittedText(ctx, t(locale, tx('render.tm.legend.terraformed')), { x: dotX + 48, y: markY - 16, w: 2 * pieceSlot - 54, h: 32 }, text);
  drawFittedText(ctx, t(locale, tx('render.tm.legend.abbr')), { x: x + 6, y: markY + ROW - 16, w: box.w - 36, h: 32 }, text);
}
