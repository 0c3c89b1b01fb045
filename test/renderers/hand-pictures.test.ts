/**
 * The picture of a seat's own cards next to a decision about them (issue 19: "cards as cards"): the card faces alone,
 * not the table, laid out for a phone — every label at least 11 CSS px in the message column.
 */
import { describe, expect, it } from 'vitest';
import { renderers } from '../../renderers';
import { maxPhoneHeight, phoneMinFont } from '../../renderers/kit/phone';
import { MIN_FONT_KEY, readPngText } from '../../renderers/kit/png-text';
import { pngSize } from '../../renderers/kit/png';
import { largestBoards } from '../bench/largest-boards';

async function picture(game: 'city-of-rome' | 'pandoria', cards: string[]) {
  const [view] = largestBoards(game, 1);
  const png = await renderers[game](view, 'en', { cards });
  const size = pngSize(png);
  return { ...size, smallest: Number(readPngText(png, MIN_FONT_KEY)), table: pngSize(await renderers[game](view, 'en')) };
}

describe('pictures of a seat’s own cards', () => {
  it('City of Rome: offer-sized card faces three to a row, readable on a phone', async () => {
    // University, Aqueduct, Vegetable farm, Luxury house (4), House (2): two rows of 186 × 262 px cards, 8 px apart.
    const five = await picture('city-of-rome', ['I-07', 'II-21', 'II-01', 'I-04', 'II-06']);
    expect({ width: five.width, height: five.height }).toEqual({ width: 590, height: 548 });
    expect(five.smallest).toBeGreaterThanOrEqual(phoneMinFont(590));
    expect(five.height).toBeLessThanOrEqual(maxPhoneHeight(590));
    expect(five.table.width).toBeGreaterThan(1000);
    const two = await picture('city-of-rome', ['II-21', 'II-01']);
    expect({ width: two.width, height: two.height }).toEqual({ width: 396, height: 278 });
    expect(two.smallest).toBeGreaterThanOrEqual(phoneMinFont(396));
  });

  it('Pandoria: each card as in the market (price, spell, building), one to a row, readable on a phone', async () => {
    // Conjure 8 / Market 2:1, Conjure 6 / Statue, Flee / School −3: three 480 × 104 px cards.
    const three = await picture('pandoria', ['C17', 'C16', 'C25']);
    expect({ width: three.width, height: three.height }).toEqual({ width: 508, height: 368 });
    expect(three.smallest).toBeGreaterThanOrEqual(phoneMinFont(508));
    expect(three.height).toBeLessThanOrEqual(maxPhoneHeight(508));
    expect(three.table.width).toBeGreaterThan(1000);
  });
});
