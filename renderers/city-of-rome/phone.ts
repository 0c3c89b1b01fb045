/**
 * City of Rome for a phone: each player's city (name, coins, influence, cards, hand, bricks, the grid of cards) as its
 * own picture, 660 px wide with no text under 22 px — 11 CSS px in a phone's message column (renderers/kit/phone.ts).
 */
import type { Locale } from '../../src/engine/types';
import type { CorPlayerView, CorView } from '../../src/games/city-of-rome/view';
import type { Surface } from '../kit/canvas';
import { createPhoneSurface, encodePhonePicture, phoneMinFont } from '../kit/phone';
import { drawCityPanel } from './city-panel';
import { PANEL_HEIGHT } from './layout';

/** A five-column city (600 px of cells and the row labels) with a small margin on each side. */
export const PHONE_CITY_WIDTH = 660;

export function drawCorPhoneCity(view: CorView, player: CorPlayerView, locale: Locale, names?: readonly string[]): Surface {
  const surface = createPhoneSurface(PHONE_CITY_WIDTH, PANEL_HEIGHT);
  drawCityPanel(surface.ctx, { x: 0, y: 0, w: PHONE_CITY_WIDTH, h: PANEL_HEIGHT }, player, {
    view,
    locale,
    names,
    highlight: new Set(),
    minFont: phoneMinFont(PHONE_CITY_WIDTH),
  });
  return surface;
}

/** The phone pictures of the board message: every player's city, in seat order. */
export async function renderCorPhone(view: CorView, locale: Locale, names?: readonly string[]): Promise<Buffer[]> {
  return Promise.all(view.players.map((player) => encodePhonePicture(drawCorPhoneCity(view, player, locale, names))));
}
