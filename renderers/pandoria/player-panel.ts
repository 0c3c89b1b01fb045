/** One player's realm board: name, realm and score, resource tracks, supply counts, building slots, spells and extras. */
import { CARD_BY_ID } from '../../data/pandoria/cards';
import { RESOURCES } from '../../data/pandoria/terrain';
import type { Locale } from '../../src/engine/types';
import { t, tx } from '../../src/i18n';
import type { PandoriaView, PlayerView, SlotView } from '../../src/games/pandoria/view';
import type { Context } from '../kit/canvas';
import { SANS_CONDENSED } from '../kit/fonts';
import { playerStyle, THEME } from '../kit/palette';
import { drawPanel, drawPlayerMarker } from '../kit/shapes';
import { drawFittedText, drawText, drawWrappedText, measureText, type Box } from '../kit/text';
import { crown, star } from '../kit/icons';
import { seatName } from '../city-of-rome/names';
import { castleGlyph, RESOURCE_COLOURS, RESOURCE_GLYPH } from './style';
import { BUILDING_FILL } from './side-panel';

const PAD = 14;
const TRACK_TOP = 78;
const COUNTS_TOP = 126;
const SLOTS_TOP = 160;
const SLOT_HEIGHT = 104;
export const MONUMENT_FILL = '#cfd6dc';
const EMPTY_TRACK = '#e9e1d2';

export interface PlayerDrawContext {
  view: PandoriaView;
  locale: Locale;
  names?: readonly string[];
  onTurn: boolean;
}

/** The box of building slot `index` of a panel. */
export function slotBox(panel: Box, index: number, count: number): Box {
  const gap = 8;
  const w = (panel.w - 2 * PAD - (count - 1) * gap) / count;
  return { x: panel.x + PAD + index * (w + gap), y: panel.y + SLOTS_TOP, w, h: SLOT_HEIGHT };
}

/** The box of one cell of a resource track (0-based), for pixel checks: glyph, amount, then the track. */
export function trackCellBox(panel: Box, resource: number, cell: number, cap: number): Box {
  const groupW = (panel.w - 2 * PAD) / 3;
  const x0 = panel.x + PAD + resource * groupW + 78;
  const w = (groupW - 78 - 16) / cap;
  return { x: x0 + cell * w, y: panel.y + TRACK_TOP, w: w - 3, h: 30 };
}

function drawHeader(ctx: Context, box: Box, player: PlayerView, c: PlayerDrawContext): void {
  const say = (key: string, params?: Record<string, string | number>) => t(c.locale, tx(`render.pan.${key}`, params));
  drawPlayerMarker(ctx, player.seat, box.x + PAD + 20, box.y + 36, 20);
  const name = seatName(player.seat, c.locale, c.names);
  const nameStyle = { size: 28, minSize: 20, bold: true, colour: THEME.ink };
  const nameBox = { x: box.x + PAD + 50, y: box.y + 10, w: 250, h: 34 };
  drawFittedText(ctx, name, nameBox, nameStyle);
  const family = c.view.variant === 'family' || c.view.variant === 'famspell';
  const tags: string[] = [];
  // The name box is narrow: a dropped seat is marked first in the line below it.
  if (player.dropped) tags.push(t(c.locale, tx('render.dropped')));
  if (player.realm) tags.push(t(c.locale, tx(`pan.realm.${player.realm}`)));
  else if (!family) tags.push(say('noRealm'));
  if (player.isStart) tags.push(say('start'));
  drawFittedText(ctx, tags.join(' · '), { x: nameBox.x, y: box.y + 40, w: 380, h: 26 }, { size: 20, minSize: 18, colour: THEME.mutedInk });
  const score = String(player.score);
  const right = box.x + box.w - PAD;
  drawText(ctx, score, right, box.y + 36, { size: 36, bold: true, colour: THEME.ink, align: 'right' });
  star(ctx, right - measureText(ctx, score, { size: 36, bold: true }) - 22, box.y + 35, 30);
  if (c.onTurn) {
    const label = say('onTurn');
    const w = measureText(ctx, label, { size: 20, bold: true }) + 20;
    const tag = { x: right - 100 - w, y: box.y + 20, w, h: 32 };
    drawPanel(ctx, tag, { fill: THEME.highlight, radius: 8 });
    drawText(ctx, label, tag.x + w / 2, tag.y + 16, { size: 20, bold: true, colour: '#ffffff', align: 'center' });
  }
}

function drawTracks(ctx: Context, box: Box, player: PlayerView, c: PlayerDrawContext): void {
  if (c.view.variant === 'family' || c.view.variant === 'famspell') {
    drawFittedText(ctx, t(c.locale, tx('render.pan.family')), { x: box.x + PAD, y: box.y + TRACK_TOP, w: box.w - 2 * PAD, h: 30 }, { size: 20, minSize: 18, colour: THEME.mutedInk });
    return;
  }
  RESOURCES.forEach((resource, i) => {
    const amount = player.res[resource];
    const first = trackCellBox(box, i, 0, player.cap);
    RESOURCE_GLYPH[resource](ctx, first.x - 64, first.y + first.h / 2, 28);
    drawText(ctx, String(amount), first.x - 8, first.y + first.h / 2, { size: 26, bold: true, colour: THEME.ink, align: 'right' });
    for (let cell = 0; cell < player.cap; cell++) {
      const cellBox = trackCellBox(box, i, cell, player.cap);
      drawPanel(ctx, cellBox, { fill: cell < amount ? RESOURCE_COLOURS[resource] : EMPTY_TRACK, stroke: '#9c8f7a', lineWidth: 1, radius: 3 });
    }
  });
}

function drawCounts(ctx: Context, box: Box, player: PlayerView, c: PlayerDrawContext): void {
  const say = (key: string) => t(c.locale, tx(`render.pan.${key}`));
  const style = playerStyle(player.seat);
  const y = box.y + COUNTS_TOP + 14;
  let x = box.x + PAD;
  const item = (text: string, icon?: (x: number) => void) => {
    if (icon) {
      icon(x + 12);
      x += 28;
    }
    drawText(ctx, text, x, y, { size: 20, colour: THEME.ink });
    x += measureText(ctx, text, { size: 20 }) + 18;
  };
  item(`${say('hand')} ${player.handSize}`);
  item(`${say('heldTiles')} ${player.tileCount}`);
  item(`${player.workers}`, (cx) => drawPlayerMarker(ctx, player.seat, cx, y, 11));
  if (player.leader) item(say('leader'), (cx) => {
    drawPlayerMarker(ctx, player.seat, cx, y + 3, 10);
    crown(ctx, cx, y - 10, 12, THEME.gold);
  });
  else item(say('leaderOut'));
  item(`${player.castles}`, (cx) => castleGlyph(ctx, cx, y, 24, style.colour));
  if (player.fortress) item(say('fortress'));
}

export function slotTitle(slot: SlotView, locale: Locale): string {
  if (!slot.top) return t(locale, tx('render.pan.slotEmpty'));
  if ('monument' in slot.top) return t(locale, tx('render.pan.monument', { n: slot.top.monument }));
  const card = CARD_BY_ID.get(slot.top.card);
  return card ? t(locale, tx(`pan.${card.building}`)) : slot.top.card;
}

function drawSlots(ctx: Context, box: Box, player: PlayerView, c: PlayerDrawContext): void {
  player.slots.forEach((slot, index) => {
    const area = slotBox(box, index, player.slots.length);
    const monument = slot.top !== null && 'monument' in slot.top;
    if (slot.top) drawPanel(ctx, area, { fill: monument ? MONUMENT_FILL : BUILDING_FILL, stroke: THEME.panelEdge, radius: 8 });
    else {
      ctx.setLineDash([6, 5]);
      drawPanel(ctx, area, { fill: THEME.panel, stroke: THEME.panelEdge, radius: 8 });
      ctx.setLineDash([]);
    }
    const ink = slot.top ? THEME.ink : THEME.mutedInk;
    drawWrappedText(ctx, slotTitle(slot, c.locale), { x: area.x + 6, y: area.y + 4, w: area.w - 12, h: 54 }, { size: 20, minSize: 18, bold: slot.top !== null, family: SANS_CONDENSED, colour: ink, align: 'center' });
    if (slot.covered > 0) {
      drawFittedText(ctx, t(c.locale, tx('render.pan.covered', { n: slot.covered })), { x: area.x + 6, y: area.y + 62, w: area.w - 12, h: 26 }, { size: 18, colour: THEME.mutedInk, align: 'center' });
    }
    if (slot.goblin !== undefined) drawPlayerMarker(ctx, slot.goblin, area.x + area.w - 16, area.y + area.h - 16, 11);
  });
}

export function extrasLine(player: PlayerView, c: PlayerDrawContext): string {
  const say = (key: string, params?: Record<string, string | number>) => t(c.locale, tx(`render.pan.${key}`, params));
  const parts: string[] = [];
  if (player.topSpell) {
    const card = CARD_BY_ID.get(player.topSpell);
    parts.push(say('spell', { spell: card ? t(c.locale, tx(`pan.${card.spell}`)) : player.topSpell, n: player.spellCount }));
  } else if (c.view.variant !== 'family') parts.push(say('noSpell'));
  if (player.relics.length) parts.push(say('relicList', { list: player.relics.join('+') }));
  if (c.view.artifacts) parts.push(say('artifacts', { n: player.artifacts }));
  if (player.prisoners.length) parts.push(say('prisoners', { n: player.prisoners.length }));
  if (player.hauntedBy !== null) parts.push(say('haunted', { name: seatName(player.hauntedBy, c.locale, c.names) }));
  if (player.goblinPosts.length) {
    parts.push(say('goblinPosts', { list: player.goblinPosts.map((post) => `${seatName(post.owner, c.locale, c.names)} ${post.slot + 1}`).join(', ') }));
  }
  if (player.trades.length) parts.push(say('trades', { list: player.trades.join(', ') }));
  return parts.join(' · ');
}

export function drawPlayerPanel(ctx: Context, box: Box, player: PlayerView, c: PlayerDrawContext): void {
  drawPanel(ctx, box, { fill: THEME.panel, stroke: c.onTurn ? THEME.highlight : THEME.panelEdge, lineWidth: c.onTurn ? 6 : 2, radius: 14 });
  drawHeader(ctx, box, player, c);
  drawTracks(ctx, box, player, c);
  drawCounts(ctx, box, player, c);
  drawSlots(ctx, box, player, c);
  const extras = extrasLine(player, c);
  const extrasTop = player.slots.length > 0 ? SLOTS_TOP + SLOT_HEIGHT + 10 : SLOTS_TOP;
  if (extras) {
    drawFittedText(ctx, extras, { x: box.x + PAD, y: box.y + extrasTop, w: box.w - 2 * PAD, h: 30 }, { size: 20, minSize: 18, colour: THEME.ink });
  }
}

