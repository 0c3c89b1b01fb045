/**
 * A faction's own tiles and special actions. Tiles (bonus first, then favors and towns) are chips told by
 * effect, packed left to right into as many rows as they need; special actions (bonus tile, FAV6,
 * stronghold) are tokens in a row of their own, crossed out once used this round.
 */
import type { Locale } from '../../src/engine/types';
import type { TmPlayerView } from '../../src/games/terra-mystica/view';
import { STRONGHOLD_ACTION, type ActionId } from '../../data/terra-mystica/actions';
import { t, tx } from '../../src/i18n';
import { createSurface, type Context } from '../kit/canvas';
import { SANS_CONDENSED } from '../kit/fonts';
import { THEME } from '../kit/palette';
import { drawPanel } from '../kit/shapes';
import { drawText, measureText, type Box } from '../kit/text';
import { bonusChip, chipWidth, drawTileChip, favorChip, townChip, type TileChip } from './tile-chips';

export const CHIP_HEIGHT = 32;
export const CHIP_GAP = 6;
export const ACTION_FILL = '#f6dcb8';
export const ACTION_EDGE = '#b5782a';
export const USED_ACTION_FILL = '#d6d0c6';
export const USED_ACTION_CROSS = '#3b3b3b';
const ACTION_TEXT = { size: 18, bold: true, family: SANS_CONDENSED } as const;

export function factionChips(locale: Locale, player: TmPlayerView): TileChip[] {
  return [
    ...(player.bonus ? [bonusChip(locale, player.bonus)] : []),
    ...player.favors.map((id) => favorChip(locale, id)),
    ...player.towns.map((id) => townChip(locale, id)),
  ];
}

export interface PlacedChip {
  chip: TileChip;
  box: Box;
}

/** Packs chips greedily into rows of `area`'s width, each as wide as its text needs (at most a full row). */
export function packChips(ctx: Context, chips: readonly TileChip[], area: Box): PlacedChip[] {
  const placed: PlacedChip[] = [];
  let x = area.x;
  let row = 0;
  for (const chip of chips) {
    const w = Math.min(area.w, Math.ceil(chipWidth(ctx, chip)));
    if (x > area.x && x + w > area.x + area.w) {
      row += 1;
      x = area.x;
    }
    placed.push({ chip, box: { x, y: area.y + row * (CHIP_HEIGHT + CHIP_GAP), w, h: CHIP_HEIGHT } });
    x += w + CHIP_GAP;
  }
  return placed;
}

let scratch: Context | null = null;

/** Rows the chips of `player` take in a panel `width` wide (measured on a scratch canvas, before any drawing). */
export function chipRows(locale: Locale, player: TmPlayerView, width: number): number {
  scratch ??= createSurface(1, 1, '#ffffff').ctx;
  const placed = packChips(scratch, factionChips(locale, player), { x: 0, y: 0, w: width, h: 0 });
  return placed.length === 0 ? 1 : Math.round(placed[placed.length - 1].box.y / (CHIP_HEIGHT + CHIP_GAP)) + 1;
}

export function drawFactionTiles(ctx: Context, area: Box, locale: Locale, player: TmPlayerView): PlacedChip[] {
  const placed = packChips(ctx, factionChips(locale, player), area);
  for (const { chip, box } of placed) drawTileChip(ctx, box, chip);
  if (placed.length === 0) {
    drawText(ctx, `${t(locale, tx('render.tm.favors'))}: ${t(locale, tx('render.tm.none'))}`, area.x, area.y + CHIP_HEIGHT / 2, {
      size: 20,
      colour: THEME.mutedInk,
    });
  }
  return placed;
}

/**
 * The once-per-round special actions the seat has now: its bonus tile's, FAV6's, its stronghold's; plus
 * any used this round whose tile has since gone back (a bonus tile swapped when passing).
 */
export function specialActions(player: TmPlayerView): ActionId[] {
  const actions: ActionId[] = [];
  if (player.bonus === 'BON1' || player.bonus === 'BON2') actions.push(player.bonus);
  if (player.favors.includes('FAV6')) actions.push('FAV6');
  const stronghold = player.faction ? STRONGHOLD_ACTION[player.faction] : undefined;
  if (stronghold && player.built.SH > 0) actions.push(stronghold);
  for (const used of player.usedActions) if (!actions.includes(used)) actions.push(used);
  return actions;
}

/** The action tokens after a label; returns each token's box (in order of `specialActions`). */
export function drawSpecialActions(ctx: Context, row: Box, locale: Locale, player: TmPlayerView): Box[] {
  const label = `${t(locale, tx('render.tm.specials'))}:`;
  const cy = row.y + row.h / 2;
  drawText(ctx, label, row.x, cy, { size: 20, bold: true, colour: THEME.ink });
  let x = row.x + measureText(ctx, label, { size: 20, bold: true }) + 10;
  const actions = specialActions(player);
  if (actions.length === 0) drawText(ctx, t(locale, tx('render.tm.none')), x, cy, { size: 20, colour: THEME.mutedInk });
  const used = new Set(player.usedActions);
  return actions.map((id) => {
    const text = t(locale, tx(`render.tm.special.${id}`));
    const box = { x, y: row.y, w: measureText(ctx, text, ACTION_TEXT) + 24, h: row.h };
    const taken = used.has(id);
    drawPanel(ctx, box, { fill: taken ? USED_ACTION_FILL : ACTION_FILL, stroke: ACTION_EDGE, lineWidth: 2, radius: 10 });
    drawText(ctx, text, box.x + box.w / 2, cy, { ...ACTION_TEXT, colour: taken ? THEME.mutedInk : THEME.ink, align: 'center' });
    if (taken) {
      // As on the board: an action marker covers the action for the rest of the round.
      ctx.strokeStyle = USED_ACTION_CROSS;
      ctx.lineWidth = 3;
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(box.x + 8, box.y + 6);
      ctx.lineTo(box.x + box.w - 8, box.y + box.h - 6);
      ctx.moveTo(box.x + box.w - 8, box.y + 6);
      ctx.lineTo(box.x + 8, box.y + box.h - 6);
      ctx.stroke();
    }
    x += box.w + 8;
    return box;
  });
}
