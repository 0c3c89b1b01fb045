/** The shared display: the action tile columns, the land and special tile offer, and the persons on display. */
import type { Locale } from '../../src/engine/types';
import type { HeliosView } from '../../src/games/helios/view';
import { ACTION_SYMBOLS, RESOURCES, SPECIAL_KINDS, type Resource } from '../../data/helios/tiles';
import { PERSONS } from '../../data/helios/persons';
import type { CostUnit } from '../../data/helios/costs';
import { t } from '../../src/i18n';
import type { Context } from '../kit/canvas';
import { mix } from '../kit/colour';
import { SANS_CONDENSED } from '../kit/fonts';
import { hexPath } from '../kit/hex';
import { THEME } from '../kit/palette';
import { drawPanel } from '../kit/shapes';
import { drawFittedText, drawText, drawWrappedText, type Box } from '../kit/text';
import { drawActionTile } from './action-tile';
import { drawAnyCube, drawCube, drawMana, drawResourceGlyph, drawSpecialIcon } from './glyphs';
import { BOARD, TERRAIN } from './style';

const COLUMN_SLOTS = 6;
export const ACTION_TILE = 50;
/** The frame round the one tile of a column that may be taken. */
export const NEXT_FRAME = '#1d1a16';

function panelTitle(ctx: Context, panel: Box, text: string): void {
  drawFittedText(ctx, text, { x: panel.x + 16, y: panel.y + 10, w: panel.w - 32, h: 34 }, { size: 24, minSize: 18, bold: true, colour: THEME.ink });
}

/** Box of the action tile in `slot` (0 = the lowest, the one that may be taken) of the column for `line`. */
export function actionTileBox(panel: Box, line: number, slot: number): Box {
  const lineHeight = (panel.h - 52) / ACTION_SYMBOLS.length;
  return { x: panel.x + 20 + slot * (ACTION_TILE + 14), y: panel.y + 52 + line * lineHeight + 28, w: ACTION_TILE, h: ACTION_TILE };
}

export function drawActionsPanel(ctx: Context, panel: Box, view: HeliosView, locale: Locale): void {
  drawPanel(ctx, panel, { fill: THEME.panel, stroke: THEME.panelEdge, radius: 16 });
  panelTitle(ctx, panel, t(locale, { key: 'render.hel.actions' }));
  ACTION_SYMBOLS.forEach((sym, line) => {
    const first = actionTileBox(panel, line, 0);
    const labelY = first.y - 14;
    const piles = t(locale, { key: 'render.hel.piles', params: { draw: view.drawCounts[sym], discard: view.discardCounts[sym] } });
    drawText(ctx, piles, panel.x + panel.w - 16, labelY, { size: 18, colour: THEME.mutedInk, align: 'right', family: SANS_CONDENSED });
    drawFittedText(ctx, t(locale, { key: `render.hel.sym.${sym}` }), { x: panel.x + 16, y: labelY - 12, w: panel.w - 190, h: 24 }, {
      size: 20,
      minSize: 18,
      bold: true,
      colour: THEME.ink,
    });
    const column = view.columns[sym];
    for (let slot = 0; slot < COLUMN_SLOTS; slot++) {
      const box = actionTileBox(panel, line, slot);
      const tile = column[slot];
      if (!tile) {
        ctx.save();
        ctx.setLineDash([6, 5]);
        drawPanel(ctx, box, { fill: 'rgba(0,0,0,0)', stroke: THEME.gridLine, lineWidth: 2, radius: 7 });
        ctx.restore();
        continue;
      }
      drawActionTile(ctx, box, sym, tile.color);
      if (slot === 0) drawPanel(ctx, { x: box.x - 5, y: box.y - 5, w: box.w + 10, h: box.h + 10 }, { fill: 'rgba(0,0,0,0)', stroke: NEXT_FRAME, lineWidth: 4, radius: 10 });
    }
  });
}

/** A land tile as it lies in the offer: its colour, the resource it carries and the land's glyph below. */
function drawOfferTile(ctx: Context, cx: number, cy: number, size: number, colour: Resource, res: readonly Resource[]): void {
  hexPath(ctx, cx, cy, size, 'flat');
  ctx.fillStyle = TERRAIN[colour].fill;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = BOARD.plate;
  ctx.stroke();
  res.forEach((r, i) => drawCube(ctx, r, cx + (res.length === 1 ? 0 : (i - 0.5) * 26), cy - size * 0.12, 22));
  drawResourceGlyph(ctx, colour, cx, cy + size * 0.56, 18, mix(TERRAIN[colour].fill, TERRAIN[colour].glyph, 0.85));
}

export const OFFER_HEX = 30;

/** Centre of land offer slot `slot` (0–4 the colour stacks, 5 the extra stack). */
export function offerCentre(panel: Box, slot: number): { x: number; y: number } {
  const pitch = (panel.w - 32) / 6;
  return { x: panel.x + 16 + pitch * (slot + 0.5), y: panel.y + 82 };
}

export function drawOfferPanel(ctx: Context, panel: Box, view: HeliosView, locale: Locale): void {
  drawPanel(ctx, panel, { fill: THEME.panel, stroke: THEME.panelEdge, radius: 16 });
  panelTitle(ctx, panel, t(locale, { key: 'render.hel.landTiles' }));
  for (let slot = 0; slot < 6; slot++) {
    const { x, y } = offerCentre(panel, slot);
    const tile = view.landOffer[slot];
    if (tile) {
      drawOfferTile(ctx, x, y, OFFER_HEX, tile.color, tile.res);
    } else {
      ctx.save();
      hexPath(ctx, x, y, OFFER_HEX - 2, 'flat');
      ctx.setLineDash([6, 5]);
      ctx.lineWidth = 2;
      ctx.strokeStyle = THEME.panelEdge;
      ctx.stroke();
      ctx.restore();
    }
    // Slots 0–4 are filled from the colour stacks in resource order, slot 5 from the extra stack.
    const left = slot < RESOURCES.length ? view.landStackCounts[RESOURCES[slot]] : view.extraStackCount;
    drawText(ctx, String(left), x, y + OFFER_HEX + 16, { size: 20, bold: true, colour: THEME.ink, align: 'center' });
  }
  drawText(ctx, t(locale, { key: 'render.hel.stacks' }), panel.x + panel.w / 2, panel.y + 156, { size: 18, colour: THEME.mutedInk, align: 'center' });

  const top = panel.y + 180;
  drawText(ctx, t(locale, { key: 'render.hel.specials' }), panel.x + 16, top + 10, { size: 22, bold: true, colour: THEME.ink });
  SPECIAL_KINDS.forEach((kind, i) => {
    const box = specialBox(panel, i);
    const cx = box.x + 26;
    const cy = box.y + box.h / 2;
    const count = view.specials[kind];
    hexPath(ctx, cx, cy, 25, 'flat');
    ctx.fillStyle = count > 0 ? BOARD.special : '#ece6d8';
    ctx.fill();
    ctx.lineWidth = 3;
    ctx.strokeStyle = count > 0 ? BOARD.specialEdge : THEME.panelEdge;
    ctx.stroke();
    if (count > 0) drawSpecialIcon(ctx, kind, cx, cy + 1, 34);
    // The count sits on the tile's corner, so the name may take two lines beside it.
    ctx.beginPath();
    ctx.arc(cx + 22, cy - 16, 13, 0, Math.PI * 2);
    ctx.fillStyle = count > 0 ? THEME.ink : THEME.mutedInk;
    ctx.fill();
    drawText(ctx, String(count), cx + 22, cy - 15, { size: 18, bold: true, colour: '#ffffff', align: 'center' });
    drawWrappedText(ctx, t(locale, { key: `hel.special.${kind}` }), { x: box.x + 60, y: box.y, w: box.w - 60, h: box.h }, {
      size: 18,
      minSize: 18,
      colour: THEME.ink,
      family: SANS_CONDENSED,
    }, 1.1);
  });
}

/** Box of special tile kind `index` in the offer panel: two columns, two rows. */
export function specialBox(panel: Box, index: number): Box {
  const width = (panel.w - 32) / 2;
  return { x: panel.x + 16 + (index % 2) * width, y: panel.y + 208 + Math.floor(index / 2) * 54, w: width - 8, h: 52 };
}

/** The cubes of a cost: a cube per colour, the white "any" cube, or the alternatives of a choice side by side. */
export function drawCost(ctx: Context, cost: readonly CostUnit[], x: number, cy: number, size: number): number {
  let cx = x + size / 2;
  for (const unit of cost) {
    if (unit === 'any') drawAnyCube(ctx, cx, cy, size);
    else if (typeof unit === 'string') drawCube(ctx, unit, cx, cy, size);
    else {
      unit.forEach((colour, i) => drawCube(ctx, colour, cx + i * (size * 0.6), cy, size * 0.8));
      cx += (unit.length - 1) * size * 0.6;
    }
    cx += size + 4;
  }
  return cx - size / 2;
}

/** The parts of line `index` of the persons panel: buy cost, name, activation cost and effect. */
export function personLine(panel: Box, index: number, count: number): { cy: number; gemX: number; name: Box; costX: number; effect: Box } {
  const lineHeight = Math.min(32, (panel.h - 56) / Math.max(1, count));
  const cy = panel.y + 62 + index * lineHeight + lineHeight / 2 - 6;
  const x = panel.x + 16;
  const name = { x: x + 36, y: cy - 12, w: 148, h: 24 };
  const costX = name.x + name.w + 4;
  // Three cubes of 22 px with 4 px between them, then a gap.
  const effectX = costX + 3 * 26 + 8;
  return { cy, gemX: x + 14, name, costX, effect: { x: effectX, y: cy - 12, w: panel.x + panel.w - 12 - effectX, h: 24 } };
}

export function drawPersonsPanel(ctx: Context, panel: Box, view: HeliosView, locale: Locale): void {
  drawPanel(ctx, panel, { fill: THEME.panel, stroke: THEME.panelEdge, radius: 16 });
  panelTitle(ctx, panel, t(locale, { key: 'render.hel.persons' }));
  if (view.persons.length === 0) {
    drawText(ctx, t(locale, { key: 'render.hel.personsNone' }), panel.x + 16, panel.y + 72, { size: 20, colour: THEME.mutedInk });
    return;
  }
  view.persons.forEach((id, i) => {
    const line = personLine(panel, i, view.persons.length);
    const spec = PERSONS[id];
    drawMana(ctx, line.gemX, line.cy, 30);
    drawText(ctx, String(spec.buy), line.gemX, line.cy + 1, { size: 18, bold: true, colour: '#ffffff', align: 'center' });
    drawFittedText(ctx, t(locale, { key: `hel.person.${id}` }), line.name, { ...PERSON_NAME_STYLE, colour: THEME.ink });
    drawCost(ctx, spec.cost, line.costX, line.cy, 22);
    drawFittedText(ctx, t(locale, { key: `render.hel.effect.${id}` }), line.effect, { ...PERSON_EFFECT_STYLE, colour: THEME.mutedInk });
  });
}

export const PERSON_NAME_STYLE = { size: 20, minSize: 18, bold: true, family: SANS_CONDENSED } as const;
export const PERSON_EFFECT_STYLE = { size: 18, minSize: 18, family: SANS_CONDENSED } as const;
