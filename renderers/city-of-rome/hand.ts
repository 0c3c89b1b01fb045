/**
 * The cards only one seat holds (hand, draft packet, school draw) as a picture for its private panel, next to a
 * decision about them: card faces as in the offer, three to a row, sized to read on a phone.
 */
import type { Locale } from '../../src/engine/types';
import { cardInfo } from '../../src/games/city-of-rome/cards';
import type { Surface } from '../kit/canvas';
import { createPhoneSurface, encodePhonePicture, phoneMinFont } from '../kit/phone';
import { drawOfferCard } from './card-face';

// The smallest label of an offer card is 20 px: three cards and their gaps stay within the 600 px that keep 20 px at
// 11 CSS px in the phone's message column (two rows within the height a phone shows whole).
const CARD_W = 186;
const CARD_H = 262;
const GAP = 8;
const PER_ROW = 3;

export function drawCorCards(cards: readonly string[], locale: Locale): Surface {
  const columns = Math.min(PER_ROW, Math.max(1, cards.length));
  const rows = Math.max(1, Math.ceil(cards.length / PER_ROW));
  const width = columns * CARD_W + (columns + 1) * GAP;
  const surface = createPhoneSurface(width, rows * CARD_H + (rows + 1) * GAP);
  cards.forEach((id, index) => {
    const box = { x: GAP + (index % PER_ROW) * (CARD_W + GAP), y: GAP + Math.floor(index / PER_ROW) * (CARD_H + GAP), w: CARD_W, h: CARD_H };
    drawOfferCard(surface.ctx, box, cardInfo(id), locale, phoneMinFont(width));
  });
  return surface;
}

/** The cards as a PNG carrying its smallest font (kit/phone.ts), as the private panel shows them. */
export function renderCorCards(cards: readonly string[], locale: Locale): Promise<Buffer> {
  return encodePhonePicture(drawCorCards(cards, locale));
}
