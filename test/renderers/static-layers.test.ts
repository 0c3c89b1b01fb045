import { describe, expect, it } from 'vitest';
import { drawCityOfRome } from '../../renderers/city-of-rome';
import { boardLayout } from '../../renderers/city-of-rome/layout';
import { drawLegend as drawCorLegend } from '../../renderers/city-of-rome/title-legend';
import { drawHelios } from '../../renderers/helios';
import { drawBoard as drawHeliosBoard } from '../../renderers/helios/board';
import { BOARD_HEIGHT, BOARD_WIDTH, heliosLayout } from '../../renderers/helios/layout';
import { drawLegend as drawHeliosLegend } from '../../renderers/helios/title-legend';
import { countColour, createSurface, decodePng, drawText, encodePng, THEME, type Box, type Context, type DecodedImage } from '../../renderers/kit';
import { createPhoneSurface } from '../../renderers/kit/phone';
import { smallestTextSize } from '../../renderers/kit/text-sizes';
import { cachedLayerCount, clearLayerCache, drawSprite, drawStaticLayer, LAYER_CACHE_SIZE, spritesFit } from '../../renderers/kit/layers';
import { drawTerraMystica } from '../../renderers/terra-mystica';
import { tmLayout } from '../../renderers/terra-mystica/layout';
import { drawLegend as drawTmLegend } from '../../renderers/terra-mystica/legend';
import type { Locale } from '../../src/engine/types';
import * as cor from './cor-views';
import * as helios from './helios/views';
import { lateView, playTmGame } from './tm-views';

/**
 * Pixels of `box` (and 2 px around it) that differ between two images of the same size by more than a few levels
 * of anti-aliasing rounding (Skia's edges depend slightly on the canvas origin).
 */
function differing(a: DecodedImage, b: DecodedImage, box: Box): number {
  let count = 0;
  for (let y = box.y - 2; y < box.y + box.h + 2; y++) {
    for (let x = box.x - 2; x < box.x + box.w + 2; x++) {
      const i = (y * a.width + x) * 4;
      if ([0, 1, 2].some((c) => Math.abs(a.data[i + c] - b.data[i + c]) > 8)) count++;
    }
  }
  return count;
}

/** The legend drawn in place on a canvas of the table's size. */
async function inPlace(width: number, height: number, box: Box, draw: (ctx: Context, box: Box, locale: Locale) => void, locale: Locale): Promise<DecodedImage> {
  const surface = createSurface(width, height, THEME.background);
  draw(surface.ctx, box, locale);
  return decodePng(await encodePng(surface));
}

describe('static layers', () => {
  it('copies each game’s legend into the table exactly as drawn in place, from the second table on out of the cache', async () => {
    clearLayerCache();
    const tm = lateView(playTmGame(3, 'static-layers'));
    const corView = cor.publicView(cor.playGame(4, true, 'static-layers').states.at(-1)!);
    const heliosView = helios.publicView(helios.playGame(4, 'static-layers').states.at(-1)!);
    const cases = [
      { name: 'terra-mystica', draw: () => drawTerraMystica(tm, 'de'), box: tmLayout(tm, 'de').legend, legend: drawTmLegend },
      { name: 'city-of-rome', draw: () => drawCityOfRome(corView, 'de'), box: boardLayout(4).legend, legend: drawCorLegend },
      { name: 'helios', draw: () => drawHelios(heliosView, 'de'), box: heliosLayout(4).legend, legend: drawHeliosLegend },
    ];
    for (const { name, draw, box, legend } of cases) {
      const first = decodePng(await encodePng(draw()));
      const again = decodePng(await encodePng(draw()));
      const expected = await inPlace(first.width, first.height, box, legend, 'de');
      // A copied legend is the legend: at most a few edge pixels of its icons round differently (6–14 of 80,000+).
      expect({ name, first: differing(first, expected, box) < 25, again: differing(again, expected, box) < 25 }).toEqual({ name, first: true, again: true });
      // The legend is real content: a blank box would differ from it in thousands of pixels.
      const blank = decodePng(await encodePng(createSurface(first.width, first.height, THEME.background)));
      expect({ name, drawn: differing(blank, expected, box) > 1000 }).toEqual({ name, drawn: true });
    }
    expect(cachedLayerCount()).toBe(3);
  });

  it('paints a layer once while cached, keeps at most LAYER_CACHE_SIZE layers (the oldest gives way), and paints fractional boxes in place', () => {
    clearLayerCache();
    const { ctx } = createSurface(40, 40, '#ffffff');
    const painted: string[] = [];
    const layer = (key: string, box: Box = { x: 0, y: 0, w: 10, h: 10 }) =>
      drawStaticLayer(ctx, key, box, '#ffffff', (target, at) => {
        painted.push(key);
        target.fillRect(at.x, at.y, 2, 2);
      });
    layer('a');
    layer('a');
    expect(painted).toEqual(['a']);
    for (let i = 0; i < LAYER_CACHE_SIZE + 5; i++) layer(`k${i}`);
    expect(cachedLayerCount()).toBe(LAYER_CACHE_SIZE);
    painted.length = 0;
    layer(`k${LAYER_CACHE_SIZE + 4}`);
    layer('a');
    expect(painted).toEqual(['a']);
    layer('half', { x: 0.5, y: 0, w: 10, h: 10 });
    layer('half', { x: 0.5, y: 0, w: 10, h: 10 });
    expect(painted).toEqual(['a', 'half', 'half']);
    expect(cachedLayerCount()).toBe(LAYER_CACHE_SIZE);
  });
});

describe('sprites', () => {
  it('copies a label with its halo as drawn in place, counts its text size, and draws where the picture is scaled', async () => {
    const style = { size: 18, bold: true, colour: '#1b1b1b', align: 'center', outline: { colour: '#ffffff', width: 2.5 } } as const;
    const inPlace = createPhoneSurface(120, 60);
    inPlace.ctx.fillStyle = '#8fb98b';
    inPlace.ctx.fillRect(0, 0, 120, 60);
    drawText(inPlace.ctx, 'E10', 60, 30, style);
    const copied = createPhoneSurface(120, 60);
    copied.ctx.fillStyle = '#8fb98b';
    copied.ctx.fillRect(0, 0, 120, 60);
    expect(spritesFit(copied.ctx)).toBe(true);
    let painted = 0;
    const paint = (sprite: Context) => {
      painted++;
      drawText(sprite, 'E10', 0, 0, style);
    };
    drawSprite(createPhoneSurface(120, 60).ctx, 'test/label/E10', 30, 16, 60, 30, paint);
    drawSprite(copied.ctx, 'test/label/E10', 30, 16, 60, 30, paint);
    expect(painted).toBe(1);
    expect(smallestTextSize(copied.ctx)).toBe(18);
    const box = { x: 30, y: 14, w: 60, h: 32 };
    const [a, b] = await Promise.all([encodePng(inPlace), encodePng(copied)]).then((pngs) => pngs.map(decodePng));
    expect(differing(a, b, box)).toBe(0);
    // The label is there: dark ink in the middle of the box.
    expect(countColour(b, box, '#1b1b1b', 40)).toBeGreaterThan(20);
    copied.ctx.scale(0.5, 0.5);
    expect(spritesFit(copied.ctx)).toBe(false);
  });
});

describe('the printed Helios board as a layer', () => {
  it('draws each land as in place: the printed board copied, the fields that differ drawn over it', async () => {
    const game = helios.playGame(4, 'static-layers');
    const view = helios.publicView(game.states[Math.floor(game.states.length * 0.8)]);
    const box = { x: 10, y: 10, w: BOARD_WIDTH, h: BOARD_HEIGHT };
    clearLayerCache();
    for (const player of view.players) {
      const inPlace = createPhoneSurface(BOARD_WIDTH + 20, BOARD_HEIGHT + 20);
      drawHeliosBoard(inPlace.ctx, box, view, player, { highlight: new Set() });
      const layered = createPhoneSurface(BOARD_WIDTH + 20, BOARD_HEIGHT + 20);
      drawHeliosBoard(layered.ctx, box, view, player, { highlight: new Set(), printedBackground: THEME.background });
      expect(smallestTextSize(layered.ctx)).toBe(smallestTextSize(inPlace.ctx));
      const [a, b] = (await Promise.all([encodePng(inPlace), encodePng(layered)])).map(decodePng);
      // Only the anti-aliased rims of the fields drawn over the layer may differ.
      expect(differing(a, b, box)).toBeLessThan(0.02 * box.w * box.h);
    }
    // One printed board for all four lands.
    expect(cachedLayerCount()).toBe(1);
  });
});
