/**
 * The cards only one seat holds as a picture for its private panel, next to a decision about them: each card as in
 * the market (gold price, spell with its crystals, building with its wood), one to a row, sized to read on a phone.
 */
import { CARD_BY_ID } from '../../data/pandoria/cards';
import type { Locale } from '../../src/engine/types';
import type { Surface } from '../kit/canvas';
import { createPhoneSurface, encodePhonePicture } from '../kit/phone';
import { CARD_HEIGHT, drawCard } from './side-panel';

const CARD_W = 480;
const GAP = 14;

export function drawPandoriaCards(cards: readonly string[], locale: Locale): Surface {
  const known = cards.flatMap((id) => CARD_BY_ID.get(id) ?? []);
  const rows = Math.max(1, known.length);
  const surface = createPhoneSurface(CARD_W + 2 * GAP, rows * CARD_HEIGHT + (rows + 1) * GAP);
  known.forEach((card, index) => drawCard(surface.ctx, card, { x: GAP, y: GAP + index * (CARD_HEIGHT + GAP), w: CARD_W, h: CARD_HEIGHT }, locale));
  return surface;
}

/** The cards as a PNG carrying its smallest font (kit/phone.ts), as the private panel shows them. */
export function renderPandoriaCards(cards: readonly string[], locale: Locale): Promise<Buffer> {
  return encodePhonePicture(drawPandoriaCards(cards, locale));
}
