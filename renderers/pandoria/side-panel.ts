/** The right column: the market of cards, the supply (stacks, monuments, relics, drawn tile) and the legend. */
import { CARD_BY_ID, type CardSpec } from '../../data/pandoria/cards';
import { TERRAINS } from '../../data/pandoria/terrain';
import type { Locale } from '../../src/engine/types';
import { t, tx } from '../../src/i18n';
import type { PandoriaView } from '../../src/games/pandoria/view';
import type { Context } from '../kit/canvas';
import { hexPath } from '../kit/hex';
import { SANS_CONDENSED } from '../kit/fonts';
import { THEME } from '../kit/palette';
import { drawPanel, drawPlayerMarker, hatch } from '../kit/shapes';
import { drawFittedText, drawText, measureText, type Box } from '../kit/text';
import { crown } from '../kit/icons';
import { BOARD_COLOURS, RESOURCE_GLYPH, TERRAIN_FILL, TERRAIN_GLYPH, castleGlyph, shipGlyph } from './style';
import { drawTile } from './tiles';

export const CARD_HEIGHT = 104;
const HEADER = 40;
const PAD = 14;
export const SPELL_FILL = '#e6ddf3';
export const BUILDING_FILL = '#f3e4cf';

const heading = (ctx: Context, text: string, x: number, y: number) =>
  drawText(ctx, text, x, y, { size: 24, bold: true, colour: THEME.ink });

/** Where market card `index` is drawn inside the side panel. */
export function marketCardBox(side: Box, index: number): Box {
  return { x: side.x + PAD, y: side.y + HEADER + PAD + index * (CARD_HEIGHT + 10), w: side.w - 2 * PAD, h: CARD_HEIGHT };
}

/** A cost: the resource glyph with the amount beside it. */
function cost(ctx: Context, glyph: (ctx: Context, x: number, y: number, size: number) => void, amount: number, right: number, cy: number): void {
  glyph(ctx, right - 46, cy, 26);
  drawText(ctx, String(amount), right - 10, cy, { size: 24, bold: true, colour: THEME.ink, align: 'right' });
}

/** One card: gold price on the left, spell (crystals) above, building (wood) below. */
export function drawCard(ctx: Context, card: CardSpec, box: Box, locale: Locale): void {
  drawPanel(ctx, box, { fill: THEME.panel, stroke: THEME.panelEdge, radius: 10, shadow: true });
  const priceW = 64;
  RESOURCE_GLYPH.gold(ctx, box.x + priceW / 2, box.y + box.h / 2 - 14, 30);
  drawText(ctx, String(card.gold), box.x + priceW / 2, box.y + box.h / 2 + 22, { size: 24, bold: true, colour: THEME.ink, align: 'center' });
  const half = (box.h - 12) / 2;
  const spell: Box = { x: box.x + priceW, y: box.y + 6, w: box.w - priceW - 8, h: half };
  const building: Box = { ...spell, y: spell.y + half };
  drawPanel(ctx, spell, { fill: SPELL_FILL, radius: 6 });
  drawPanel(ctx, building, { fill: BUILDING_FILL, radius: 6 });
  const textStyle = { size: 22, minSize: 18, bold: true, family: SANS_CONDENSED, colour: THEME.ink };
  drawFittedText(ctx, t(locale, tx(`pan.${card.spell}`)), { x: spell.x + 10, y: spell.y, w: spell.w - 80, h: spell.h }, textStyle);
  cost(ctx, RESOURCE_GLYPH.crystal, card.crystals, spell.x + spell.w, spell.y + spell.h / 2);
  drawFittedText(ctx, t(locale, tx(`pan.${card.building}`)), { x: building.x + 10, y: building.y, w: building.w - 80, h: building.h }, textStyle);
  cost(ctx, RESOURCE_GLYPH.wood, card.wood, building.x + building.w, building.y + building.h / 2);
}

function row(ctx: Context, box: Box, y: number, name: string, value: string): void {
  drawText(ctx, name, box.x + PAD, y, { size: 20, colour: THEME.mutedInk });
  const left = box.x + PAD + measureText(ctx, name, { size: 20 }) + 16;
  drawFittedText(ctx, value, { x: left, y: y - 15, w: box.x + box.w - PAD - left, h: 30 }, { size: 22, minSize: 18, bold: true, colour: THEME.ink, align: 'right' });
}

function drawSupply(ctx: Context, box: Box, view: PandoriaView, locale: Locale): number {
  const say = (key: string) => t(locale, tx(`render.pan.${key}`));
  let y = box.y;
  heading(ctx, say('supply'), box.x + PAD, y + 18);
  y += 48;
  const rows: [string, string][] = [
    [say('tiles'), String(view.tileStackSize)],
    [say('deck'), String(view.deckSize)],
    [say('monuments'), view.monuments.length ? `${view.monuments.join(' ')} (${view.monuments.length})` : say('none')],
  ];
  if (view.artifacts) {
    rows.push([say('singles'), String(view.singleStackSize)]);
    rows.push([say('relics'), view.relics.length ? view.relics.join(' · ') : say('none')]);
    rows.push([say('artifactSupply'), String(view.artifactSupply)]);
  }
  for (const [name, value] of rows) {
    row(ctx, box, y, name, value);
    y += 32;
  }
  if (view.drawnTile) {
    drawText(ctx, say('drawn'), box.x + PAD, y + 10, { size: 20, colour: THEME.mutedInk });
    drawTile(ctx, view.drawnTile, box.x + box.w - PAD - 130, y + 8, 26);
    y += 56;
  }
  return y;
}

function drawLegend(ctx: Context, box: Box, locale: Locale): void {
  const say = (key: string) => t(locale, tx(key));
  const colW = (box.w - 2 * PAD) / 2;
  const itemH = 36;
  TERRAINS.forEach((terrain, i) => {
    const x = box.x + PAD + (i % 2) * colW;
    const y = box.y + Math.floor(i / 2) * itemH + 18;
    hexPath(ctx, x + 16, y, 16, 'flat');
    ctx.fillStyle = TERRAIN_FILL[terrain];
    ctx.fill();
    TERRAIN_GLYPH[terrain](ctx, x + 16, y, 18);
    drawText(ctx, say(`pan.terrain.${terrain}`), x + 40, y, { size: 20, colour: THEME.ink });
  });
  const top = box.y + 2 * itemH + 18;
  const items: [string, (x: number, y: number) => void][] = [
    ['render.pan.legend.figure', (x, y) => drawPlayerMarker(ctx, 0, x, y, 12)],
    ['render.pan.legend.leader', (x, y) => {
      drawPlayerMarker(ctx, 1, x, y + 3, 11);
      crown(ctx, x, y - 11, 12, THEME.gold);
    }],
    ['render.pan.legend.castle', (x, y) => castleGlyph(ctx, x, y, 28, '#d8d0c0')],
    ['render.pan.legend.ship', (x, y) => shipGlyph(ctx, x, y, 28)],
    ['render.pan.legend.closed', (x, y) => {
      hexPath(ctx, x, y, 15, 'flat');
      ctx.fillStyle = TERRAIN_FILL.hills;
      ctx.fill();
      ctx.save();
      hexPath(ctx, x, y, 15, 'flat');
      ctx.clip();
      hatch(ctx, { x: x - 16, y: y - 16, w: 32, h: 32 }, BOARD_COLOURS.closedHatch, 8, 2);
      ctx.restore();
    }],
    ['render.pan.legend.path', (x, y) => {
      hexPath(ctx, x, y, 14, 'flat');
      ctx.lineWidth = 5;
      ctx.strokeStyle = THEME.gold;
      ctx.stroke();
    }],
    ['render.pan.legend.last', (x, y) => {
      hexPath(ctx, x, y, 14, 'flat');
      ctx.setLineDash([6, 4]);
      ctx.lineWidth = 3;
      ctx.strokeStyle = BOARD_COLOURS.lastPlaced;
      ctx.stroke();
      ctx.setLineDash([]);
    }],
  ];
  items.forEach(([key, paint], i) => {
    const x = box.x + PAD + (i % 2) * colW;
    const y = top + Math.floor(i / 2) * itemH + 18;
    paint(x + 16, y);
    drawFittedText(ctx, say(key), { x: x + 40, y: y - 14, w: colW - 44, h: 28 }, { size: 20, minSize: 18, colour: THEME.ink });
  });
}

export const LEGEND_HEIGHT = 6 * 36 + 20;

export function drawSidePanel(ctx: Context, side: Box, view: PandoriaView, locale: Locale): void {
  drawPanel(ctx, side, { fill: THEME.panel, stroke: THEME.panelEdge, radius: 14 });
  heading(ctx, t(locale, tx('render.pan.market')), side.x + PAD, side.y + 24);
  if (view.market.length === 0) {
    drawText(ctx, t(locale, tx('render.pan.none')), side.x + side.w - PAD, side.y + 24, { size: 22, colour: THEME.mutedInk, align: 'right' });
  }
  view.market.forEach((id, index) => {
    const card = CARD_BY_ID.get(id);
    if (card) drawCard(ctx, card, marketCardBox(side, index), locale);
  });
  const marketBottom = marketCardBox(side, Math.max(1, Math.min(4, view.market.length))).y;
  const supplyTop = Math.max(marketBottom, marketCardBox(side, 4).y) + 6;
  drawSupply(ctx, { x: side.x, y: supplyTop, w: side.w, h: 0 }, view, locale);
  drawLegend(ctx, { x: side.x, y: side.y + side.h - LEGEND_HEIGHT, w: side.w, h: LEGEND_HEIGHT }, locale);
}
