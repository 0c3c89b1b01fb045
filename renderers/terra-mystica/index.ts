/** Terra Mystica: the public view → one PNG of the whole table (map, cults, tiles, factions), or of the map alone with highlighted hexes. */
import type { Locale } from '../../src/engine/types';
import type { TmView } from '../../src/games/terra-mystica/view';
import { createSurface, encodeAndRelease, type Context, type Surface } from '../kit/canvas';
import { THEME } from '../kit/palette';
import { drawStaticLayer } from '../kit/layers';
import { drawPanel } from '../kit/shapes';
import { mapPictureHeight, tmLayout, type TmLayout } from './layout';
import { drawCults } from './cults';
import { drawFaction } from './factions';
import { drawLegend } from './legend';
import { drawMap } from './map';
import { drawSupply } from './supply';
import { drawTiles } from './tiles';
import { drawTitle } from './title';

export interface TmRenderOptions {
  /** Display names by seat. */
  playerNames?: readonly string[];
  /**
   * Hex ids ("E7") the acting seat may choose, e.g. a prompt's `highlight`. A picture with highlights shows the title
   * and the map alone: it goes with a choice of hexes in the player's panel, where the whole table would shrink the
   * hexes to specks in Discord's preview (the whole table is on the board message).
   */
  highlight?: readonly string[];
}

/** The title and the map: the top of the table, and the whole of the map picture. */
function paintTitleAndMap(ctx: Context, layout: TmLayout, view: TmView, locale: Locale, options: TmRenderOptions): void {
  drawTitle(ctx, layout.title, view, locale, options.playerNames);
  drawPanel(ctx, layout.mapPanel, { fill: THEME.panel, stroke: THEME.panelEdge, radius: 14 });
  drawMap(ctx, layout.map, view, new Set(options.highlight ?? []));
}

/**
 * Paints the whole table onto `ctx`, which must be at least `layout` large. `cachedLayers`: static parts (the legend)
 * are copied from the layer cache; painters that watch every drawing call (tests) draw them in place.
 */
function paintTable(ctx: Context, layout: TmLayout, view: TmView, locale: Locale, options: TmRenderOptions, cachedLayers = false): void {
  paintTitleAndMap(ctx, layout, view, locale, options);
  drawCults(ctx, layout.cults, view, locale);
  drawTiles(ctx, layout.tiles, view, locale);
  drawSupply(ctx, layout.supply, view, locale);
  view.players.forEach((player, seat) =>
    drawFaction(ctx, layout.factions[seat], view, player, locale, { chipRows: layout.chipRows, names: options.playerNames }),
  );
  if (cachedLayers) drawStaticLayer(ctx, `terra-mystica/legend/${locale}`, layout.legend, THEME.background, (layer, at) => drawLegend(layer, at, locale));
  else drawLegend(ctx, layout.legend, locale);
}

/** Paints the whole table onto `ctx`, which must be at least `tmLayout(view, locale)` large. */
export function paintTerraMystica(ctx: Context, view: TmView, locale: Locale, options: TmRenderOptions = {}): void {
  paintTable(ctx, tmLayout(view, locale), view, locale, options);
}

/**
 * Draws the table — or, with highlighted hexes, the title and map alone — onto a fresh canvas (exposed so tests can
 * look at pixels before encoding).
 */
export function drawTerraMystica(view: TmView, locale: Locale, options: TmRenderOptions = {}): Surface {
  const layout = tmLayout(view, locale);
  const mapOnly = (options.highlight?.length ?? 0) > 0;
  const surface = createSurface(layout.width, mapOnly ? mapPictureHeight(layout) : layout.height, THEME.background);
  if (mapOnly) paintTitleAndMap(surface.ctx, layout, view, locale, options);
  else paintTable(surface.ctx, layout, view, locale, options, true);
  return surface;
}

export function renderTerraMystica(view: TmView, locale: Locale, options: TmRenderOptions = {}): Promise<Buffer> {
  return encodeAndRelease(drawTerraMystica(view, locale, options));
}

