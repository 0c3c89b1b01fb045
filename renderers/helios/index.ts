/** Helios: the public view → a PNG of the whole table (display, every player's board, legend). */
import type { Locale } from '../../src/engine/types';
import type { HeliosView } from '../../src/games/helios/view';
import { createSurface, cropSurface, encodeAndRelease, type Context, type Surface } from '../kit/canvas';
import { drawStaticLayer } from '../kit/layers';
import { THEME } from '../kit/palette';
import { drawActionsPanel, drawOfferPanel, drawPersonsPanel } from './display';
import { heliosLayout, MARGIN } from './layout';
import { drawPlayerPanel } from './player-panel';
import { actingSeat } from './status';
import { drawLegend, drawTitle } from './title-legend';

export interface HeliosRenderOptions {
  /** Display names by seat. */
  playerNames?: readonly string[];
  /** Board cell ids ("E5") to highlight on the board of the seat acting now, e.g. a prompt's legal targets. */
  highlight?: readonly string[];
}

/**
 * Paints the table onto `ctx`, which must be at least heliosLayout(seats) large (exposed so tests can watch the
 * drawing). `cachedLayers`: the static legend is copied from the layer cache instead of drawn in place.
 */
export function paintHelios(ctx: Context, view: HeliosView, locale: Locale, options: HeliosRenderOptions = {}, cachedLayers = false): void {
  const layout = heliosLayout(view.players.length);
  drawTitle(ctx, layout.title, view, locale, options.playerNames);
  drawActionsPanel(ctx, layout.actions, view, locale);
  drawOfferPanel(ctx, layout.offer, view, locale);
  drawPersonsPanel(ctx, layout.persons, view, locale);
  const acting = actingSeat(view);
  const highlight = new Set(options.highlight ?? []);
  view.players.forEach((player) => {
    drawPlayerPanel(ctx, layout.panels[player.seat], player, {
      view,
      locale,
      names: options.playerNames,
      highlight: player.seat === acting ? highlight : new Set(),
    });
  });
  if (cachedLayers) drawStaticLayer(ctx, `helios/legend/${locale}`, layout.legend, THEME.background, (layer, at) => drawLegend(layer, at, locale));
  else drawLegend(ctx, layout.legend, locale);
}

/** Draws the table onto a fresh canvas (tests look at its pixels before encoding). */
export function drawHelios(view: HeliosView, locale: Locale, options: HeliosRenderOptions = {}): Surface {
  const layout = heliosLayout(view.players.length);
  const surface = createSurface(layout.width, layout.height, THEME.background);
  paintHelios(surface.ctx, view, locale, options, true);
  return surface;
}

/**
 * The picture sent to Discord: the whole table or, with highlighted cells, the acting player's panel alone — their
 * land around the sun, with their name, resources and buildings — which goes with a choice of cells in the player's
 * panel (the whole table is on the board message).
 */
export function drawHeliosPicture(view: HeliosView, locale: Locale, options: HeliosRenderOptions = {}): Surface {
  const table = drawHelios(view, locale, options);
  const acting = actingSeat(view);
  if ((options.highlight?.length ?? 0) === 0 || acting === null) return table;
  return cropSurface(table, heliosLayout(view.players.length).panels[acting], THEME.background, MARGIN);
}

export function renderHelios(view: HeliosView, locale: Locale, options: HeliosRenderOptions = {}): Promise<Buffer> {
  return encodeAndRelease(drawHeliosPicture(view, locale, options));
}
