/**
 * A faction's own tiles and special actions. Tiles (bonus first, then favors and towns) are chips told by
 * effect, packed left to right into as many rows as they need; special actions (bonus tile, FAV6,
 * stronghold) are tokens in a row of their own, crossed out once used this round; once the seat has passed they
 * are shown for the next round (the bonus tile just taken works from then on).
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
/** Tokens of a seat that passed: usable from the next round on (pale blue, not the ready action's amber). */
export const NEXT_ROUND_FILL = '#dfe7f1';
export const NEXT_ROUND_EDGE = '#7f93ad';
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

/** ready: usable now; used: taken this round; nextRound: the seat passed, usable next round; closed: passed in round 6. */
export type SpecialActionLook = 'ready' | 'used' | 'nextRound' | 'closed';

/** Whether the seat's action row speaks of the next round: it passed and another round follows. */
export const showsNextRound = (player: TmPlayerView, round: number): boolean => player.passed && round < 6;

/**
 * The tokens of the seat's action row. After passing nothing more is used this round, so the row shows what the
 * seat will have next round — every action fresh, the new bonus tile's included, the returned tile's gone.
 */
export function specialActionTokens(player: TmPlayerView, round: number): { id: ActionId; look: SpecialActionLook }[] {
  if (showsNextRound(player, round)) return specialActions({ ...player, usedActions: [] }).map((id) => ({ id, look: 'nextRound' }));
  const used = new Set(player.usedActions);
  return specialActions(player).map((id) => ({ id, look: used.has(id) ? 'used' : player.passed ? 'closed' : 'ready' }));
}

const TOKEN_STYLE: Record<SpecialActionLook, { fill: string; edge: string; ink: string }> = {
  ready: { fill: ACTION_FILL, edge: ACTION_EDGE, ink: THEME.ink },
  used: { fill: USED_ACTION_FILL, edge: ACTION_EDGE, ink: THEME.mutedInk },
  nextRound: { fill: NEXT_ROUND_FILL, edge: NEXT_ROUND_EDGE, ink: THEME.mutedInk },
  closed: { fill: USED_ACTION_FILL, edge: THEME.mutedInk, ink: THEME.mutedInk },
};

/** The action tokens after a label ("Actions:", or "From round 3:" once passed); returns each token's box. */
export function drawSpecialActions(ctx: Context, row: Box, locale: Locale, player: TmPlayerView, round: number): Box[] {
  const label = `${t(locale, showsNextRound(player, round) ? tx('render.tm.specialsFrom', { round: round + 1 }) : tx('render.tm.specials'))}:`;
  const cy = row.y + row.h / 2;
  drawText(ctx, label, row.x, cy, { size: 20, bold: true, colour: THEME.ink });
  let x = row.x + measureText(ctx, label, { size: 20, bold: true }) + 10;
  const tokens = specialActionTokens(player, round);
  if (tokens.length === 0) drawText(ctx, t(locale, tx('render.tm.none')), x, cy, { size: 20, colour: THEME.mutedInk });
  const texts = tokens.map(({ id }) => t(locale, tx(`render.tm.special.${id}`)));
  const { font, pad } = tokenFit(ctx, texts, row.x + row.w - x);
  return tokens.map(({ look }, i) => {
    const text = texts[i];
    const box = { x, y: row.y, w: measureText(ctx, text, font) + pad, h: row.h };
    const style = TOKEN_STYLE[look];
    drawPanel(ctx, box, { fill: style.fill, stroke: style.edge, lineWidth: 2, radius: 10 });
    drawText(ctx, text, box.x + box.w / 2, cy, { ...font, colour: style.ink, align: 'center' });
    if (look === 'used') {
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
    x += box.w + TOKEN_GAP;
    return box;
  });
}

const TOKEN_GAP = 8;
/** Token text sizes and side paddings, tried in order until the row fits (then the smallest). */
const TOKEN_FITS: readonly { size: number; pad: number }[] = [
  { size: 18, pad: 24 },
  { size: 17, pad: 22 },
  { size: 16, pad: 20 },
  { size: 16, pad: 14 },
  { size: 15, pad: 14 },
  { size: 14, pad: 12 },
  { size: 13, pad: 10 },
];

/** The token font and padding that let the whole row fit `width` (a faction with a bonus action, FAV6 and a stronghold). */
function tokenFit(ctx: Context, texts: readonly string[], width: number): { font: { size: number; bold: boolean; family: string }; pad: number } {
  const fits = ({ size, pad }: { size: number; pad: number }) =>
    texts.reduce((sum, text) => sum + measureText(ctx, text, { ...ACTION_TEXT, size }) + pad, 0) + TOKEN_GAP * Math.max(0, texts.length - 1) <= width;
  const chosen = TOKEN_FITS.find(fits) ?? TOKEN_FITS[TOKEN_FITS.length - 1];
  return { font: { ...ACTION_TEXT, size: chosen.size }, pad: chosen.pad };
}
