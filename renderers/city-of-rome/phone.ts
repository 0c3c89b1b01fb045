/**
 * City of Rome for a phone: the table — the action strip with the offer, then the influence cards on display with the
 * decks — and each player's city (name, coins, influence, cards, hand, bricks, the grid of cards) as its own picture,
 * laid out 660 px wide with no text under 22 px and drawn at 540 px, where that is 18 px — 11 CSS px in a phone's message
 * column (renderers/kit/phone.ts).
 */
import type { Locale } from '../../src/engine/types';
import type { CorPlayerView, CorView } from '../../src/games/city-of-rome/view';
import type { Surface } from '../kit/canvas';
import { createPhoneSurface, phoneMinFont, pictureJob, PHONE_LAYOUT_WIDTH, PHONE_PIXEL_WIDTH, runPictureJobs, type PhonePictureJob } from '../kit/phone';
import { drawCityPanel } from './city-panel';
import { PANEL_HEIGHT, TABLE_HEIGHT } from './layout';
import { drawStripPanel } from './strip-panel';
import { drawInfluencePanel, drawOfferPanel } from './table-panels';

/**
 * A five-column city (600 px of cells and the row labels) with a small margin on each side: the layout width, drawn
 * `PHONE_PIXEL_WIDTH` px wide (renderers/kit/phone.ts).
 */
export const PHONE_CITY_WIDTH = PHONE_LAYOUT_WIDTH;

export function drawCorPhoneCity(view: CorView, player: CorPlayerView, locale: Locale, names?: readonly string[]): Surface {
  const surface = createPhoneSurface(PHONE_CITY_WIDTH, PANEL_HEIGHT, PHONE_PIXEL_WIDTH);
  drawCityPanel(surface.ctx, { x: 0, y: 0, w: PHONE_CITY_WIDTH, h: PANEL_HEIGHT }, player, {
    view,
    locale,
    names,
    highlight: new Set(),
    minFont: phoneMinFont(PHONE_CITY_WIDTH),
  });
  return surface;
}

const TABLE_MARGIN = 14;

/** The strip above the offer: what every player chooses from on their turn, in one picture. */
export function drawCorPhoneTable(view: CorView, locale: Locale): Surface {
  const width = PHONE_CITY_WIDTH - 2 * TABLE_MARGIN;
  const surface = createPhoneSurface(PHONE_CITY_WIDTH, 2 * TABLE_HEIGHT + 3 * TABLE_MARGIN, PHONE_PIXEL_WIDTH);
  const minFont = phoneMinFont(PHONE_CITY_WIDTH);
  drawStripPanel(surface.ctx, { x: TABLE_MARGIN, y: TABLE_MARGIN, w: width, h: TABLE_HEIGHT }, view, locale, minFont);
  drawOfferPanel(surface.ctx, { x: TABLE_MARGIN, y: 2 * TABLE_MARGIN + TABLE_HEIGHT, w: width, h: TABLE_HEIGHT }, view, locale, minFont);
  return surface;
}

/** The influence cards on display, the influence still in the deck and the decks left. */
export function drawCorPhoneInfluence(view: CorView, locale: Locale): Surface {
  const surface = createPhoneSurface(PHONE_CITY_WIDTH, TABLE_HEIGHT + 2 * TABLE_MARGIN, PHONE_PIXEL_WIDTH);
  drawInfluencePanel(surface.ctx, { x: TABLE_MARGIN, y: TABLE_MARGIN, w: PHONE_CITY_WIDTH - 2 * TABLE_MARGIN, h: TABLE_HEIGHT }, view, locale, phoneMinFont(PHONE_CITY_WIDTH));
  return surface;
}

/** The board message's pictures as jobs: the strip and offer, the influence display, then every player's city in seat order. */
export function corPhoneJobs(view: CorView, locale: Locale, names?: readonly string[]): PhonePictureJob[] {
  return [
    pictureJob(() => drawCorPhoneTable(view, locale)),
    pictureJob(() => drawCorPhoneInfluence(view, locale)),
    ...view.players.map((player) => pictureJob(() => drawCorPhoneCity(view, player, locale, names))),
  ];
}

/** The phone pictures of the board message: the strip and offer, the influence display, then every player's city in seat order. */
export function renderCorPhone(view: CorView, locale: Locale, names?: readonly string[]): Promise<Buffer[]> {
  return runPictureJobs(corPhoneJobs(view, locale, names));
}
