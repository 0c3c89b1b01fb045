/**
 * The tiles still to take, told by effect with the copies left: favor tiles in a grid of three columns
 * (3, 2 and 1 cult steps) by four rows (Fire, Water, Earth, Air), as they lie beside the board; town tiles
 * in play below, three to a row. Tiles none are left of are greyed out.
 */
import type { Locale } from '../../src/engine/types';
import type { TmView } from '../../src/games/terra-mystica/view';
import { CULTS, FAVOR_IDS, FAVOR_TILES, TOWN_IDS, type FavorId, type TownId } from '../../data/terra-mystica/tiles';
import { t, tx } from '../../src/i18n';
import type { Context } from '../kit/canvas';
import { THEME } from '../kit/palette';
import { drawPanel } from '../kit/shapes';
import { drawFittedText, type Box } from '../kit/text';
import { drawTileChip, favorChip, townChip } from './tile-chips';

const PAD = 12;
const LABEL = 100;
const COLUMNS = 3;
const ROW = 36;
const ROW_GAP = 4;
const SECTION_GAP = 10;
/** Favor tiles by steps: the grid's columns. */
const STEP_COLUMNS = [3, 2, 1];

export interface SupplyGeometry {
  /** One box per favor tile, in FAVOR_IDS order. */
  favors: Box[];
  /** One box per town tile in play, in `supplyTowns` order. */
  towns: Box[];
}

/** Town tiles of this game (the mini expansion adds three). */
export function supplyTowns(view: TmView): TownId[] {
  return TOWN_IDS.filter((id) => view.townSupply[id] !== undefined);
}

const townRows = (towns: number) => Math.max(1, Math.ceil(towns / COLUMNS));

export function supplyHeight(towns: number): number {
  const rows = CULTS.length + townRows(towns);
  return 2 * PAD + rows * ROW + (rows - 2) * ROW_GAP + SECTION_GAP;
}

function favorCell(id: FavorId): { row: number; column: number } {
  const tile = FAVOR_TILES[id];
  return { row: CULTS.indexOf(tile.cult), column: STEP_COLUMNS.indexOf(tile.steps) };
}

export function supplyGeometry(box: Box, townCount: number): SupplyGeometry {
  const left = box.x + PAD + LABEL;
  const width = (box.x + box.w - PAD - left) / COLUMNS;
  const cell = (row: number, column: number, top: number) => ({ x: left + column * width + 2, y: top + row * (ROW + ROW_GAP), w: width - 4, h: ROW });
  const favorTop = box.y + PAD;
  const townTop = favorTop + CULTS.length * (ROW + ROW_GAP) - ROW_GAP + SECTION_GAP;
  return {
    favors: FAVOR_IDS.map((id) => {
      const { row, column } = favorCell(id);
      return cell(row, column, favorTop);
    }),
    towns: Array.from({ length: townCount }, (_, i) => cell(Math.floor(i / COLUMNS), i % COLUMNS, townTop)),
  };
}

export function drawSupply(ctx: Context, box: Box, view: TmView, locale: Locale): void {
  drawPanel(ctx, box, { fill: THEME.panel, stroke: THEME.panelEdge, radius: 14 });
  const towns = supplyTowns(view);
  const geometry = supplyGeometry(box, towns.length);
  const label = { size: 20, minSize: 18, bold: true, colour: THEME.ink };
  drawFittedText(ctx, t(locale, tx('render.tm.favors')), { x: box.x + PAD, y: geometry.favors[0].y, w: LABEL - 8, h: ROW }, label);
  FAVOR_IDS.forEach((id, i) => drawTileChip(ctx, geometry.favors[i], favorChip(locale, id), { count: view.favorSupply[id] ?? 0 }));
  if (towns.length === 0) return;
  drawFittedText(ctx, t(locale, tx('render.tm.towns')), { x: box.x + PAD, y: geometry.towns[0].y, w: LABEL - 8, h: ROW }, label);
  towns.forEach((id, i) => drawTileChip(ctx, geometry.towns[i], townChip(locale, id), { count: view.townSupply[id] ?? 0 }));
}
