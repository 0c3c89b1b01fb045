/**
 * One panel per seat: faction, name, VP and state (on the move, passed); resources and the three power
 * bowls; shipping, terraforming, bridges and keys; the buildings still on the board; special actions
 * (crossed out once used); bonus, favor and town tiles by effect; and the income box (rounds 1–5).
 */
import type { Locale } from '../../src/engine/types';
import type { TmPlayerView, TmView } from '../../src/games/terra-mystica/view';
import { BUILDING_KINDS, BUILDING_SUPPLY, FACTIONS } from '../../data/terra-mystica/factions';
import { t, tx } from '../../src/i18n';
import type { Context } from '../kit/canvas';
import { lighten } from '../kit/colour';
import { drawIcon } from '../kit/icons';
import { THEME } from '../kit/palette';
import { drawPanel } from '../kit/shapes';
import { drawFittedText, drawText, measureText, type Box } from '../kit/text';
import { CHIP_GAP, CHIP_HEIGHT, drawFactionTiles, drawSpecialActions } from './faction-tiles';
import { incomeLine, incomeShown, nextIncome } from './income';
import { factionName, seatName } from './names';
import { drawBuilding, drawSeatToken } from './pieces';
import { seatMark } from './style';

/** Inner padding of a faction panel (its chips are packed inside it). */
export const FACTION_PAD = 14;
const PAD = FACTION_PAD;
const LINE = 20;
export const PASSED_FILL = '#e6e0d6';
export const INCOME_FILL = '#eef5e6';
export const WORKER_COLOUR = '#f4f1ea';
export const PRIEST_COLOUR = '#7a3d8f';
/** The three power bowls, I to III, from faint to strong purple. */
export const BOWL_COLOURS = ['#efe3f5', '#cfa9df', '#9b59b6'] as const;

export interface FactionGeometry {
  header: Box;
  resources: Box;
  bowls: Box[];
  tracks: Box;
  buildings: Box[];
  /** Special actions: label and tokens. */
  specials: Box;
  /** Bonus, favor and town chips, `chipRows` rows. */
  tiles: Box;
  /** The income box (null when none is drawn: last round, game over). */
  income: Box | null;
}

const SPECIALS_TOP = 180;
const SPECIALS_HEIGHT = 32;
const INCOME_HEIGHT = 34;

function tilesTop(): number {
  return SPECIALS_TOP + SPECIALS_HEIGHT + 8;
}

/** Height of a faction panel whose tiles take `chipRows` rows, with or without the income box. */
export function factionHeight(chipRows: number, income: boolean): number {
  const tiles = chipRows * CHIP_HEIGHT + (chipRows - 1) * CHIP_GAP;
  return tilesTop() + tiles + (income ? 8 + INCOME_HEIGHT : 0) + PAD;
}

export function factionGeometry(box: Box, chipRows: number, income: boolean): FactionGeometry {
  const inner = { x: box.x + PAD, w: box.w - 2 * PAD };
  const bowlLeft = inner.x + inner.w - 3 * 70;
  const kindWidth = inner.w / BUILDING_KINDS.length;
  const tilesHeight = chipRows * CHIP_HEIGHT + (chipRows - 1) * CHIP_GAP;
  const tiles = { ...inner, y: box.y + tilesTop(), h: tilesHeight };
  return {
    header: { ...inner, y: box.y + 8, h: 44 },
    resources: { x: inner.x, y: box.y + 58, w: bowlLeft - inner.x - 10, h: 36 },
    bowls: [0, 1, 2].map((i) => ({ x: bowlLeft + i * 70, y: box.y + 58, w: 64, h: 36 })),
    tracks: { ...inner, y: box.y + 100, h: 30 },
    buildings: BUILDING_KINDS.map((_, i) => ({ x: inner.x + i * kindWidth, y: box.y + 134, w: kindWidth - 6, h: 40 })),
    specials: { ...inner, y: box.y + SPECIALS_TOP, h: SPECIALS_HEIGHT },
    tiles,
    income: income ? { ...inner, y: tiles.y + tiles.h + 8, h: INCOME_HEIGHT } : null,
  };
}

function drawHeader(ctx: Context, box: Box, view: TmView, player: TmPlayerView, locale: Locale, names?: readonly string[]): void {
  const mark = seatMark(view, player.seat);
  drawSeatToken(ctx, mark, box.x + 20, box.y + box.h / 2, 20);
  const vp = t(locale, tx('render.tm.vp', { vp: player.vp }));
  const vpWidth = measureText(ctx, vp, { size: 26, bold: true });
  drawText(ctx, vp, box.x + box.w, box.y + box.h / 2, { size: 26, bold: true, colour: THEME.ink, align: 'right' });
  let right = box.x + box.w - vpWidth - 12;
  if (player.passed) {
    const label = t(locale, tx('render.tm.passed'));
    const width = measureText(ctx, label, { size: 18, bold: true }) + 20;
    drawPanel(ctx, { x: right - width, y: box.y + 8, w: width, h: 28 }, { fill: PASSED_FILL, stroke: THEME.mutedInk, radius: 14 });
    drawText(ctx, label, right - width / 2, box.y + 22, { size: 18, bold: true, colour: THEME.mutedInk, align: 'center' });
    right -= width + 10;
  }
  const dropped = player.dropped ? ` ${t(locale, tx('render.dropped'))}` : '';
  const title = `${factionName(locale, view, player.seat)} · ${seatName(locale, player.seat, names)}${dropped}`;
  drawFittedText(ctx, title, { x: box.x + 50, y: box.y, w: right - box.x - 56, h: box.h }, { size: 24, minSize: 18, bold: true, colour: THEME.ink });
}

function drawResources(ctx: Context, geometry: FactionGeometry, player: TmPlayerView): void {
  const { resources } = geometry;
  const y = resources.y + resources.h / 2;
  const items: [number, (x: number) => void][] = [
    [player.coins, (x) => drawIcon(ctx, 'coin', x, y, 28)],
    [player.workers, (x) => drawIcon(ctx, 'pawn', x, y, 28, WORKER_COLOUR)],
    [player.priests, (x) => drawIcon(ctx, 'pawn', x, y, 28, PRIEST_COLOUR)],
  ];
  const slot = Math.min(110, resources.w / items.length);
  items.forEach(([amount, icon], i) => {
    const x = resources.x + i * slot;
    icon(x + 14);
    drawText(ctx, String(amount), x + 34, y, { size: 24, bold: true, colour: THEME.ink });
  });
  geometry.bowls.forEach((bowl, i) => {
    drawPanel(ctx, bowl, { fill: BOWL_COLOURS[i], stroke: PRIEST_COLOUR, lineWidth: 2, radius: 18 });
    const ink = i === 2 ? '#ffffff' : THEME.ink;
    drawText(ctx, `${'I'.repeat(i + 1)} ${player.bowls[i]}`, bowl.x + bowl.w / 2, y, { size: 20, bold: true, colour: ink, align: 'center' });
  });
}

export function trackLine(locale: Locale, player: TmPlayerView): string {
  const board = player.faction ? FACTIONS[player.faction] : null;
  const parts: string[] = [];
  if (player.faction === 'fakirs') parts.push(t(locale, tx('render.tm.carpet', { n: player.carpetRange })));
  else if (!board || board.shipping) parts.push(t(locale, tx('render.tm.shipping', { n: player.shipping })));
  const perSpade = board?.dig?.workersPerSpade[player.dig];
  if (perSpade !== undefined) parts.push(t(locale, tx('render.tm.dig', { n: player.dig, w: perSpade })));
  parts.push(t(locale, tx('render.tm.bridgesLeft', { n: player.bridgesLeft })));
  parts.push(t(locale, tx('render.tm.keysHeld', { n: player.keys })));
  return parts.join(' · ');
}

function drawBuildingsLeft(ctx: Context, boxes: Box[], view: TmView, player: TmPlayerView): void {
  const mark = { ...seatMark(view, player.seat), code: '' };
  BUILDING_KINDS.forEach((kind, i) => {
    const box = boxes[i];
    const left = BUILDING_SUPPLY[kind] - player.built[kind];
    drawBuilding(ctx, kind, left > 0 ? mark : { ...mark, colour: lighten(mark.colour, 0.7) }, box.x + 24, box.y + box.h / 2 + 2, 15);
    drawText(ctx, `${kind} ${left}/${BUILDING_SUPPLY[kind]}`, box.x + 50, box.y + box.h / 2, { size: 20, bold: true, colour: left > 0 ? THEME.ink : THEME.mutedInk });
  });
}

export interface FactionPanelOptions {
  chipRows: number;
  names?: readonly string[];
}

export function drawFaction(ctx: Context, box: Box, view: TmView, player: TmPlayerView, locale: Locale, options: FactionPanelOptions): void {
  const active = view.active === player.seat;
  drawPanel(ctx, box, { fill: THEME.panel, stroke: active ? THEME.highlight : THEME.panelEdge, lineWidth: active ? 5 : 2, radius: 14 });
  const income = nextIncome(view, player);
  const geometry = factionGeometry(box, options.chipRows, incomeShown(view));
  drawHeader(ctx, geometry.header, view, player, locale, options.names);
  drawResources(ctx, geometry, player);
  const text = { size: LINE, minSize: 18, colour: THEME.ink };
  drawFittedText(ctx, trackLine(locale, player), geometry.tracks, text);
  drawBuildingsLeft(ctx, geometry.buildings, view, player);
  drawSpecialActions(ctx, geometry.specials, locale, player, view.round);
  drawFactionTiles(ctx, geometry.tiles, locale, player);
  if (geometry.income && income) {
    drawPanel(ctx, geometry.income, { fill: INCOME_FILL, stroke: '#6f9a4a', lineWidth: 2, radius: 8 });
    drawFittedText(ctx, incomeLine(locale, income), { ...geometry.income, x: geometry.income.x + 10, w: geometry.income.w - 20 }, { ...text, bold: true });
  }
}
