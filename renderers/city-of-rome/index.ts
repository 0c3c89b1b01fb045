/** City of Rome: the public view → a PNG of the whole table, or of the acting city alone with highlighted cells. */
import type { Locale } from '../../src/engine/types';
import type { CorView } from '../../src/games/city-of-rome/view';
import { createSurface, cropSurface, encodeAndRelease, type Surface } from '../kit/canvas';
import { drawStaticLayer } from '../kit/layers';
import { THEME } from '../kit/palette';
import { drawCityPanel } from './city-panel';
import { boardLayout, MARGIN } from './layout';
import { drawStripPanel } from './strip-panel';
import { drawInfluencePanel, drawOfferPanel } from './table-panels';
import { drawLegend, drawTitle } from './title-legend';

export interface CorRenderOptions {
  /** Display names by seat. */
  playerNames?: readonly string[];
  /** Cell ids ("r3c2") to highlight in the city of the seat acting now, e.g. a prompt's legal targets. */
  highlight?: readonly string[];
}

/** Draws the board onto a fresh canvas (exposed so tests can look at pixels before encoding). */
export function drawCityOfRome(view: CorView, locale: Locale, options: CorRenderOptions = {}): Surface {
  const layout = boardLayout(view.seats);
  const surface = createSurface(layout.width, layout.height, THEME.background);
  const { ctx } = surface;
  drawTitle(ctx, layout.title, view, locale, options.playerNames);
  drawStripPanel(ctx, layout.strip, view, locale);
  drawOfferPanel(ctx, layout.offer, view, locale);
  drawInfluencePanel(ctx, layout.influence, view, locale);
  const acting = actingCity(view);
  const highlight = new Set(options.highlight ?? []);
  view.players.forEach((player, seat) => {
    drawCityPanel(ctx, layout.cities[seat], player, {
      view,
      locale,
      names: options.playerNames,
      highlight: player.seat === acting ? highlight : new Set(),
    });
  });
  drawStaticLayer(ctx, `city-of-rome/legend/${locale}`, layout.legend, THEME.background, (layer, at) => drawLegend(layer, at, locale));
  return surface;
}

/** The seat whose city a prompt's cells belong to: the one on turn. */
const actingCity = (view: CorView): number | undefined => view.turn?.seat ?? view.awaiting[0];

/**
 * The picture sent to Discord: the whole table or, with highlighted cells, the acting city's panel alone (its
 * header names the player): it goes with a choice of cells in the player's panel, where the whole table would shrink
 * the cells in Discord's preview (the whole table is on the board message).
 */
export function drawCityOfRomePicture(view: CorView, locale: Locale, options: CorRenderOptions = {}): Surface {
  const table = drawCityOfRome(view, locale, options);
  const acting = actingCity(view);
  if ((options.highlight?.length ?? 0) === 0 || acting === undefined) return table;
  return cropSurface(table, boardLayout(view.seats).cities[acting], THEME.background, MARGIN);
}

export function renderCityOfRome(view: CorView, locale: Locale, options: CorRenderOptions = {}): Promise<Buffer> {
  return encodeAndRelease(drawCityOfRomePicture(view, locale, options));
}
