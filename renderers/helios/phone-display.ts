/**
 * Helios's shared display for a phone: one picture of the action tile columns (the next tile of each framed, the
 * draw and discard piles counted) over the land and special tiles on offer, and one of the persons on display — what
 * each costs in mana, what it takes to activate and what it does. Laid out at 540 px, no text under 18 px.
 */
import type { Locale } from '../../src/engine/types';
import type { HeliosView } from '../../src/games/helios/view';
import { PERSONS } from '../../data/helios/persons';
import type { CostUnit } from '../../data/helios/costs';
import { t } from '../../src/i18n';
import type { Context, Surface } from '../kit/canvas';
import { SANS_CONDENSED } from '../kit/fonts';
import { THEME } from '../kit/palette';
import { createPhoneSurface, phoneMinFont } from '../kit/phone';
import { drawPanel } from '../kit/shapes';
import { drawFittedText, drawText, type Box } from '../kit/text';
import { drawActionsPanel, drawCost, drawOfferPanel } from './display';
import { drawMana } from './glyphs';

export const PHONE_DISPLAY_WIDTH = 540;
const FONT = phoneMinFont(PHONE_DISPLAY_WIDTH);
const MARGIN = 10;
const INNER = PHONE_DISPLAY_WIDTH - 2 * MARGIN;
/** The action panel's height: three columns of a label and a 50 px tile, as on the table (renderers/helios/display.ts). */
const ACTIONS_HEIGHT = 318;
/** The gaps of the display picture: its two panels as on the table just fit a phone's screen (654 px at 540). */
const DISPLAY_GAP = 6;
/** The offer panel's height: the land tiles, the stacks' line and two rows of special tiles. */
const OFFER_HEIGHT = 318;
const HEAD = 44;
const KEY_LINE = 30;
const PERSON_ROW = 64;
const COST_CUBE = 22;

/** The width `drawCost` gives a cost in cubes of `size`: a choice's alternatives overlap by 40 %. */
export function costSpan(cost: readonly CostUnit[], size: number): number {
  return cost.reduce((sum, unit) => sum + size + 4 + (Array.isArray(unit) ? (unit.length - 1) * size * 0.6 : 0), 0) - 4;
}

/** Where the display picture's panels go: the action tiles above the land and special tiles. */
export function displayLayout(): { actions: Box; offer: Box; height: number } {
  const actions = { x: MARGIN, y: DISPLAY_GAP, w: INNER, h: ACTIONS_HEIGHT };
  const offer = { x: MARGIN, y: actions.y + actions.h + DISPLAY_GAP, w: INNER, h: OFFER_HEIGHT };
  return { actions, offer, height: offer.y + offer.h + DISPLAY_GAP };
}

export function drawHeliosPhoneDisplay(view: HeliosView, locale: Locale): Surface {
  const layout = displayLayout();
  const surface = createPhoneSurface(PHONE_DISPLAY_WIDTH, layout.height);
  paintHeliosPhoneDisplay(surface.ctx, view, locale);
  return surface;
}

/** Paints the display picture onto `ctx`, at least `displayLayout()` large: the table's two panels, unchanged. */
export function paintHeliosPhoneDisplay(ctx: Context, view: HeliosView, locale: Locale): void {
  const layout = displayLayout();
  drawActionsPanel(ctx, layout.actions, view, locale);
  drawOfferPanel(ctx, layout.offer, view, locale);
}

/** Where the persons picture's parts go: the heading, the key to its columns, a row of two lines per person. */
export function personsLayout(view: HeliosView): { panel: Box; key: Box; rows: Box[]; height: number } {
  const top = MARGIN + HEAD;
  const key = { x: MARGIN + 14, y: top, w: INNER - 28, h: KEY_LINE };
  const rows = view.persons.map((_, i) => ({ x: MARGIN + 14, y: top + KEY_LINE + 6 + i * PERSON_ROW, w: INNER - 28, h: PERSON_ROW - 6 }));
  const bottom = top + KEY_LINE + 6 + Math.max(1, rows.length) * PERSON_ROW + 4;
  return { panel: { x: MARGIN, y: MARGIN, w: INNER, h: bottom - MARGIN }, key, rows, height: bottom + MARGIN };
}

export function drawHeliosPhonePersons(view: HeliosView, locale: Locale): Surface {
  const layout = personsLayout(view);
  const surface = createPhoneSurface(PHONE_DISPLAY_WIDTH, layout.height);
  paintHeliosPhonePersons(surface.ctx, layout, view, locale);
  return surface;
}

/**
 * Paints the persons on display onto `ctx`: each as a row with its price in mana (the gem), its name and the resources
 * that activate it, and below them what it does once active.
 */
export function paintHeliosPhonePersons(ctx: Context, layout: ReturnType<typeof personsLayout>, view: HeliosView, locale: Locale): void {
  const { panel } = layout;
  drawPanel(ctx, panel, { fill: THEME.panel, stroke: THEME.panelEdge, radius: 16 });
  drawFittedText(ctx, t(locale, { key: 'render.hel.persons' }), { x: panel.x + 14, y: panel.y + 6, w: panel.w - 28, h: HEAD - 8 }, {
    size: FONT + 4,
    minSize: FONT,
    bold: true,
    colour: THEME.ink,
  });
  drawFittedText(ctx, t(locale, { key: 'render.hel.phone.personsKey' }), layout.key, { size: FONT, minSize: FONT, colour: THEME.mutedInk });
  if (view.persons.length === 0) {
    drawText(ctx, t(locale, { key: 'render.hel.personsNone' }), layout.key.x, layout.key.y + KEY_LINE + PERSON_ROW / 2, { size: FONT, colour: THEME.mutedInk });
    return;
  }
  view.persons.forEach((id, i) => {
    const row = layout.rows[i];
    const spec = PERSONS[id];
    const top = row.y + row.h / 4;
    if (i > 0) {
      ctx.fillStyle = THEME.panelEdge;
      ctx.fillRect(row.x, row.y - 4, row.w, 1);
    }
    drawMana(ctx, row.x + 16, top, 32);
    drawText(ctx, String(spec.buy), row.x + 16, top + 1, { size: FONT, bold: true, colour: '#ffffff', align: 'center' });
    const costWidth = costSpan(spec.cost, COST_CUBE) + 12;
    drawFittedText(ctx, t(locale, { key: `hel.person.${id}` }), { x: row.x + 40, y: top - 14, w: row.w - 40 - costWidth, h: 28 }, {
      size: FONT + 2,
      minSize: FONT,
      bold: true,
      family: SANS_CONDENSED,
      colour: THEME.ink,
    });
    drawCost(ctx, spec.cost, row.x + row.w - costWidth + 12, top, COST_CUBE);
    drawFittedText(ctx, t(locale, { key: `render.hel.effect.${id}` }), { x: row.x + 40, y: row.y + row.h / 2, w: row.w - 40, h: row.h / 2 }, {
      size: FONT,
      minSize: FONT,
      family: SANS_CONDENSED,
      colour: THEME.ink,
    });
  });
}
