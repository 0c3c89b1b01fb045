/** The strip of tiles still to take: favor tiles (edged in their cult's colour) and town tiles, with counts. */
import type { Locale } from '../../src/engine/types';
import type { TmView } from '../../src/games/terra-mystica/view';
import { FAVOR_IDS, FAVOR_TILES, TOWN_IDS } from '../../data/terra-mystica/tiles';
import { t, tx } from '../../src/i18n';
import type { Context } from '../kit/canvas';
import { SANS_CONDENSED } from '../kit/fonts';
import { THEME } from '../kit/palette';
import { drawPanel } from '../kit/shapes';
import { drawFittedText, type Box } from '../kit/text';
import { CULT_COLOUR } from './style';

const PAD = 12;
const LABEL = 100;
export const EMPTY_CHIP = '#e2ddd3';

export interface SupplyGeometry {
  favors: Box[];
  towns: Box[];
}

export function supplyGeometry(box: Box, townCount: number): SupplyGeometry {
  const left = box.x + PAD + LABEL;
  const width = box.x + box.w - PAD - left;
  const chips = (count: number, y: number) =>
    Array.from({ length: count }, (_, i) => ({ x: left + (i * width) / count + 2, y, w: width / count - 4, h: 36 }));
  return { favors: chips(FAVOR_IDS.length, box.y + PAD), towns: chips(Math.max(townCount, 1), box.y + PAD + 44) };
}

export function drawSupply(ctx: Context, box: Box, view: TmView, locale: Locale): void {
  drawPanel(ctx, box, { fill: THEME.panel, stroke: THEME.panelEdge, radius: 14 });
  const towns = TOWN_IDS.filter((id) => view.townSupply[id] !== undefined);
  const geometry = supplyGeometry(box, towns.length);
  const label = { size: 20, minSize: 18, bold: true, colour: THEME.ink };
  drawFittedText(ctx, t(locale, tx('render.tm.favors')), { x: box.x + PAD, y: geometry.favors[0].y, w: LABEL - 8, h: 36 }, label);
  drawFittedText(ctx, t(locale, tx('render.tm.towns')), { x: box.x + PAD, y: geometry.towns[0].y, w: LABEL - 8, h: 36 }, label);
  FAVOR_IDS.forEach((id, i) => {
    const left = view.favorSupply[id] ?? 0;
    chip(ctx, geometry.favors[i], `${id} ×${left}`, left > 0 ? CULT_COLOUR[FAVOR_TILES[id].cult] : EMPTY_CHIP, left > 0);
  });
  towns.forEach((id, i) => {
    const left = view.townSupply[id] ?? 0;
    chip(ctx, geometry.towns[i], `${id} ×${left}`, left > 0 ? THEME.gold : EMPTY_CHIP, left > 0);
  });
}

function chip(ctx: Context, box: Box, text: string, edge: string, available: boolean): void {
  drawPanel(ctx, box, { fill: available ? '#ffffff' : EMPTY_CHIP, stroke: THEME.panelEdge, lineWidth: 1.5, radius: 6 });
  ctx.fillStyle = edge;
  ctx.fillRect(box.x + 2, box.y + 3, 6, box.h - 6);
  drawFittedText(ctx, text, { x: box.x + 11, y: box.y, w: box.w - 13, h: box.h }, {
    size: 19,
    minSize: 18,
    bold: true,
    family: SANS_CONDENSED,
    colour: available ? THEME.ink : THEME.mutedInk,
  });
}
