/**
 * Tiles told by their effect: a chip with the tile's id in small muted letters (so players can name it)
 * and what it does ("+2 Earth · income +1 W +1 PW"), edged in its cult's colour (favors), gold (towns) or
 * bonus blue. Used for the tiles still to take and for each faction's own tiles.
 */
import type { Locale } from '../../src/engine/types';
import { FAVOR_TILES, type BonusId, type FavorId, type TownId } from '../../data/terra-mystica/tiles';
import { t, tx } from '../../src/i18n';
import type { Context } from '../kit/canvas';
import { SANS_CONDENSED } from '../kit/fonts';
import { THEME } from '../kit/palette';
import { drawPanel } from '../kit/shapes';
import { drawFittedText, drawText, measureText, type Box } from '../kit/text';
import { CULT_COLOUR } from './style';

export const CHIP_FILL = '#ffffff';
export const EMPTY_CHIP = '#e2ddd3';
export const TOWN_EDGE = THEME.gold;
export const BONUS_EDGE = '#4f7fa8';
/** Chip text: legible on a phone at 1500 px width. */
export const CHIP_TEXT = 18;
const ID_STYLE = { size: CHIP_TEXT, bold: true, family: SANS_CONDENSED } as const;

export interface TileChip {
  /** The tile's id ("FAV7"), drawn small and muted before the effect. */
  id: string;
  effect: string;
  edge: string;
}

export function favorChip(locale: Locale, id: FavorId): TileChip {
  return { id, effect: t(locale, tx(`render.tm.fav.${id}`)), edge: CULT_COLOUR[FAVOR_TILES[id].cult] };
}

export function townChip(locale: Locale, id: TownId): TileChip {
  return { id, effect: t(locale, tx(`render.tm.town.${id}`)), edge: TOWN_EDGE };
}

/** Bonus tiles keep the game's own description ("BON7: +1 worker; …"), its id drawn like the others'. */
export function bonusChip(locale: Locale, id: BonusId): TileChip {
  const text = t(locale, tx(`tm.tile.${id}`));
  const prefix = `${id}: `;
  return { id, effect: text.startsWith(prefix) ? text.slice(prefix.length) : text, edge: BONUS_EDGE };
}

export interface ChipStyle {
  /** Copies left, drawn at the right ("×2"); omitted for a faction's own tiles. */
  count?: number;
}

/** Draws `chip` in `box`; a chip with a count of 0 is greyed out (none left to take). */
export function drawTileChip(ctx: Context, box: Box, chip: TileChip, style: ChipStyle = {}): void {
  const empty = style.count === 0;
  drawPanel(ctx, box, { fill: empty ? EMPTY_CHIP : CHIP_FILL, stroke: THEME.panelEdge, lineWidth: 1.5, radius: 6 });
  if (!empty) {
    // A light cult colour (Air) needs its own rim to show on white.
    ctx.fillStyle = chip.edge;
    ctx.fillRect(box.x + 2, box.y + 3, 7, box.h - 6);
    ctx.strokeStyle = THEME.panelEdge;
    ctx.lineWidth = 1;
    ctx.strokeRect(box.x + 2, box.y + 3, 7, box.h - 6);
  }
  const cy = box.y + box.h / 2;
  let left = box.x + 14;
  let right = box.x + box.w - 6;
  if (style.count !== undefined) {
    const count = `×${style.count}`;
    drawText(ctx, count, right, cy, { ...ID_STYLE, size: 19, colour: empty ? THEME.mutedInk : THEME.ink, align: 'right' });
    right -= measureText(ctx, count, { ...ID_STYLE, size: 19 }) + 8;
  }
  drawText(ctx, chip.id, left, cy, { ...ID_STYLE, colour: THEME.mutedInk });
  left += measureText(ctx, chip.id, ID_STYLE) + 8;
  drawFittedText(ctx, chip.effect, { x: left, y: box.y, w: right - left, h: box.h }, {
    size: 19,
    minSize: CHIP_TEXT,
    family: SANS_CONDENSED,
    colour: empty ? THEME.mutedInk : THEME.ink,
  });
}

/** The width a chip needs to show its id, effect and count without shrinking below the minimum size. */
export function chipWidth(ctx: Context, chip: TileChip, count?: number): number {
  const id = measureText(ctx, chip.id, ID_STYLE) + 8;
  const tail = count !== undefined ? measureText(ctx, `×${count}`, { ...ID_STYLE, size: 19 }) + 8 : 0;
  return 14 + id + measureText(ctx, chip.effect, { size: CHIP_TEXT, family: SANS_CONDENSED }) + tail + 6;
}
