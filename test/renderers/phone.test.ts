/**
 * Phone pictures (renderers/kit/phone.ts): the smallest text is measured while drawing and travels in the file, and
 * each game's board message pictures stay narrow, no taller than a phone shows them, with every label at least
 * `phoneMinFont(width)` px — 11 CSS px in a 330 px message column.
 */
import { describe, expect, it } from 'vitest';
import { phoneRenderers } from '../../renderers';
import { createSurface, encodeAndRelease, encodePng } from '../../renderers/kit/canvas';
import { createPhoneSurface, maxPhoneHeight, phoneMinFont, PHONE_COLUMN } from '../../renderers/kit/phone';
import { MIN_FONT_KEY, readPngText, withPngText } from '../../renderers/kit/png-text';
import { decodePng, pngSize } from '../../renderers/kit/png';
import { drawText } from '../../renderers/kit/text';
import { smallestTextSize, watchTextSizes } from '../../renderers/kit/text-sizes';
import { largestBoards, PLAYER_NAMES, type LargestBoardGame } from '../bench/largest-boards';

describe('text sizes and the PNG text chunk', () => {
  it('records the smallest text drawn, scaled by the context transform', () => {
    const surface = createSurface(120, 60, '#ffffff');
    watchTextSizes(surface.ctx);
    expect(smallestTextSize(surface.ctx)).toBeNull();
    drawText(surface.ctx, 'Fire 3', 10, 20, { size: 19, colour: '#000000' });
    expect(smallestTextSize(surface.ctx)).toBe(19);
    surface.ctx.save();
    surface.ctx.scale(0.5, 0.5);
    drawText(surface.ctx, 'VP', 10, 20, { size: 30, colour: '#000000', outline: { colour: '#ffffff', width: 2 } });
    surface.ctx.restore();
    expect(smallestTextSize(surface.ctx)).toBe(15);
    // Blank text draws nothing to read.
    drawText(surface.ctx, ' ', 10, 20, { size: 6, colour: '#000000' });
    expect(smallestTextSize(surface.ctx)).toBe(15);
  });

  it('counts texts at their size in pixels on a picture laid out wider than it is drawn', async () => {
    const surface = createPhoneSurface(660, 110, 540);
    expect({ width: surface.width, height: surface.height }).toEqual({ width: 540, height: 90 });
    drawText(surface.ctx, 'Coins 3', 10, 20, { size: 22, colour: '#000000' });
    expect(smallestTextSize(surface.ctx)).toBeCloseTo(18, 5);
    // Drawn again on the canvas given back, the record starts afresh.
    await encodeAndRelease(surface);
    const again = createPhoneSurface(540, 90);
    expect(again.canvas).toBe(surface.canvas);
    expect(smallestTextSize(again.ctx)).toBeNull();
    drawText(again.ctx, 'VP', 10, 20, { size: 20, colour: '#000000' });
    expect(smallestTextSize(again.ctx)).toBe(20);
  });

  it('writes a tEXt chunk that decoders accept and reads it back', async () => {
    const png = withPngText(await encodePng(createSurface(40, 30, '#ffffff')), MIN_FONT_KEY, '21.5');
    expect(readPngText(png, MIN_FONT_KEY)).toBe('21.5');
    expect(readPngText(png, 'other')).toBeNull();
    expect(decodePng(png).width).toBe(40);
  });

  it('sizes labels for the phone column', () => {
    expect(PHONE_COLUMN).toBe(330);
    expect(phoneMinFont(540)).toBe(18);
    expect(phoneMinFont(660)).toBe(22);
    expect(maxPhoneHeight(660)).toBe(800);
  });
});

const PHONE_GAMES = Object.keys(phoneRenderers) as LargestBoardGame[];

describe.each(PHONE_GAMES)('%s phone pictures on its largest board', (game) => {
  it('are a board picture and player pictures that read at 11 CSS px and fit the screen', async () => {
    const [view] = largestBoards(game, 1);
    const pictures = await phoneRenderers[game](view, 'en', { playerNames: PLAYER_NAMES[game] });
    expect(pictures.length).toBeGreaterThanOrEqual(2);
    for (const png of pictures) {
      const { width, height } = pngSize(png);
      const smallest = Number(readPngText(png, MIN_FONT_KEY));
      expect(smallest, `${game} ${width}×${height}`).toBeGreaterThanOrEqual(phoneMinFont(width));
      expect(height).toBeLessThanOrEqual(maxPhoneHeight(width));
      expect(width).toBeLessThanOrEqual(720);
      expect(png.length).toBeLessThanOrEqual(300_000);
    }
  });
});

describe('Terra Mystica phone pictures', () => {
  it('show the map in a west and an east half, the round, the cults, then the five players three and two to a picture', async () => {
    const [view] = largestBoards('terra-mystica', 1);
    const pictures = await phoneRenderers['terra-mystica'](view, 'de', { playerNames: PLAYER_NAMES['terra-mystica'] });
    expect(pictures.map((png) => pngSize(png))).toEqual([
      { width: 540, height: 553 },
      { width: 540, height: 587 },
      { width: 540, height: 370 },
      { width: 540, height: 642 },
      { width: 540, height: 600 },
      { width: 540, height: 414 },
    ]);
    const [, , , , first, second] = pictures.map((png) => pngSize(png).height);
    expect(first).toBeGreaterThan(second);
  });
});

describe('Helios phone pictures', () => {
  it('show the action tiles and tiles on offer, each land around the sun on its own, the persons, then the four players on one picture', async () => {
    const [view] = largestBoards('helios', 1);
    const pictures = await phoneRenderers.helios(view, 'de', { playerNames: PLAYER_NAMES.helios });
    expect(pictures.map((png) => pngSize(png))).toEqual([
      { width: 540, height: 654 },
      ...Array.from({ length: 4 }, () => ({ width: 538, height: 631 })),
      { width: 540, height: 232 },
      { width: 540, height: 603 },
    ]);
  });
});

describe('Pandoria phone pictures', () => {
  it('show the board in four overlapping quarters, then the players three and one to a picture', async () => {
    const [view] = largestBoards('pandoria', 1);
    const pictures = await phoneRenderers.pandoria(view, 'en', { playerNames: PLAYER_NAMES.pandoria });
    const sizes = pictures.map((png) => pngSize(png));
    expect(sizes.slice(0, 4)).toEqual([
      { width: 540, height: 553 },
      { width: 540, height: 553 },
      { width: 540, height: 552 },
      { width: 540, height: 552 },
    ]);
    expect(sizes.slice(4).map((size) => size.width)).toEqual([540, 540]);
    // The figures' letters are raised to the hex labels' 18 px (drawn at 14–16 px on the whole table).
    expect(pictures.slice(0, 4).map((png) => readPngText(png, MIN_FONT_KEY))).toEqual(['18', '18', '18', '18']);
  });
});

describe('City of Rome phone pictures', () => {
  it('show the strip with the offer, the influence display, then each city on its own, laid out 660 px wide with every text raised to 22 px (18–20 px on the table) and drawn at 540 px, where it is 18 px', async () => {
    const [view] = largestBoards('city-of-rome', 1);
    const pictures = await phoneRenderers['city-of-rome'](view, 'en', { playerNames: PLAYER_NAMES['city-of-rome'] });
    expect(pictures.map((png) => pngSize(png))).toEqual([
      { width: 540, height: 526 },
      { width: 540, height: 269 },
      ...Array.from({ length: 4 }, () => ({ width: 540, height: 635 })),
    ]);
    expect(pictures.every((png) => pngSize(png).height <= maxPhoneHeight(540))).toBe(true);
    expect(pictures.map((png) => readPngText(png, MIN_FONT_KEY))).toEqual(['18', '18', '18', '18', '18', '18']);
  });
});
