/**
 * The panel's highlight picture shows only the part of the table that matters (as Terra Mystica's map-only picture):
 * City of Rome the acting city, Helios the acting player's land around the sun, Pandoria the region of the legal
 * spaces — each cut from the whole table unchanged, with a margin around it.
 */
import { describe, expect, it } from 'vitest';
import { rendererFor } from '../../renderers';
import { drawCityOfRome, drawCityOfRomePicture } from '../../renderers/city-of-rome';
import { boardLayout, MARGIN as COR_MARGIN } from '../../renderers/city-of-rome/layout';
import { drawHelios, drawHeliosPicture } from '../../renderers/helios';
import { heliosLayout, MARGIN as HELIOS_MARGIN } from '../../renderers/helios/layout';
import { actingSeat } from '../../renderers/helios/status';
import { drawPandoria, drawPandoriaPicture, HIGHLIGHT_MIN_HEIGHT, HIGHLIGHT_MIN_WIDTH, highlightRegion } from '../../renderers/pandoria';
import { cellBox, MARGIN as PANDORIA_MARGIN, pandoriaLayout, playerPanelHeight } from '../../renderers/pandoria/layout';
import { countColour, decodePng, encodePng, pixelAt, pngSize, THEME, type Box, type DecodedImage, type Surface } from '../../renderers/kit';
import { engines } from '../../src/games';
import type { CorView } from '../../src/games/city-of-rome/view';
import type { HeliosView } from '../../src/games/helios/view';
import type { PandoriaView } from '../../src/games/pandoria/view';
import * as cor from './cor-views';
import * as helios from './helios/views';
import * as pandoria from './pandoria/views';
import { highlightedPrompt, viewWithHighlight } from './highlight-views';

const NAMES = ['Ada', 'Bo', 'Cem', 'Dana'];
const decode = async (surface: Surface): Promise<DecodedImage> => decodePng(await encodePng(surface));

/** The picture equals the table's `box` pixel for pixel (sampled every 7 px), with `margin` of background around it. */
function expectCutFrom(picture: DecodedImage, table: DecodedImage, box: Box, margin: number): void {
  const x0 = Math.floor(box.x);
  const y0 = Math.floor(box.y);
  expect({ width: picture.width, height: picture.height }).toEqual({
    width: Math.ceil(box.x + box.w) - x0 + 2 * margin,
    height: Math.ceil(box.y + box.h) - y0 + 2 * margin,
  });
  let differing = 0;
  for (let y = 0; y < picture.height - 2 * margin; y += 7) {
    for (let x = 0; x < picture.width - 2 * margin; x += 7) {
      if (pixelAt(picture, x + margin, y + margin) !== pixelAt(table, x + x0, y + y0)) differing++;
    }
  }
  expect(differing).toBe(0);
  expect(pixelAt(picture, margin / 2, margin / 2)).toBe(THEME.background);
}

/** The lit cells' colour lies (all but a few stray pixels) inside `box` of the table, and the picture has all of that. */
function expectLitInside(table: DecodedImage, picture: DecodedImage, box: Box, colour: string, least: number): void {
  const everywhere = countColour(table, { x: 0, y: 0, w: table.width, h: table.height }, colour, 2);
  const inside = countColour(table, box, colour, 2);
  expect(inside).toBeGreaterThan(least);
  expect(everywhere - inside).toBeLessThan(20);
  expect(countColour(picture, { x: 0, y: 0, w: picture.width, h: picture.height }, colour, 2)).toBe(inside);
}

describe('highlight pictures', () => {
  it('City of Rome: the acting city alone, its legal cells lit', async () => {
    const states = cor.playGame(4, true, 'highlight-picture').states;
    const { view, highlight } = viewWithHighlight(engines['city-of-rome'], states, Math.floor(states.length / 2));
    const corView = view as CorView;
    const acting = corView.turn?.seat ?? corView.awaiting[0];
    const panel = boardLayout(4).cities[acting];
    const table = await decode(drawCityOfRome(corView, 'en', { highlight, playerNames: NAMES }));
    const picture = await decode(drawCityOfRomePicture(corView, 'en', { highlight, playerNames: NAMES }));
    expectCutFrom(picture, table, panel, COR_MARGIN);
    expect(picture.width).toBeLessThan(table.width / 2 + 2 * COR_MARGIN);
    expectLitInside(table, picture, panel, THEME.highlightFill, 3000);
    // Without highlights the registry still draws the whole table.
    expect(pngSize(await rendererFor('city-of-rome')!(corView, 'en'))).toEqual({ width: table.width, height: table.height });
    expect(pngSize(await rendererFor('city-of-rome')!(corView, 'en', { highlight }))).toEqual({ width: picture.width, height: picture.height });
  });

  it('Helios: the acting player’s land around the sun alone, its legal fields lit', async () => {
    const states = helios.playGame(4, 'highlight-picture').states;
    // A position of an action turn (not a bonus-resource gift, which any seat may be asked for).
    const inTurn = states.findIndex((state, index) => index >= Math.floor(states.length / 2) && (state as { turn: unknown }).turn !== null && highlightedPrompt(engines.helios, state) !== null);
    const { view, highlight } = viewWithHighlight(engines.helios, states, inTurn);
    const heliosView = view as HeliosView;
    const acting = actingSeat(heliosView)!;
    const panel = heliosLayout(4).panels[acting];
    const table = await decode(drawHelios(heliosView, 'en', { highlight, playerNames: NAMES }));
    const picture = await decode(drawHeliosPicture(heliosView, 'en', { highlight, playerNames: NAMES }));
    expectCutFrom(picture, table, panel, HELIOS_MARGIN);
    expectLitInside(table, picture, panel, THEME.highlightFill, 200);
    expect(pngSize(await rendererFor('helios')!(heliosView, 'en', { highlight }))).toEqual({ width: picture.width, height: picture.height });
  });

  describe('Pandoria: the region of the board around the legal spaces', () => {
    const board = pandoriaLayout(4).board;

    it('a lone space shows the minimum region centred on it; spaces at the edge keep the region on the board', () => {
      const centre = cellBox(board, 'H7');
      const region = highlightRegion(board, ['H7', 'not-a-cell'])!;
      expect({ w: Math.round(region.w), h: Math.round(region.h) }).toEqual({ w: HIGHLIGHT_MIN_WIDTH, h: HIGHLIGHT_MIN_HEIGHT });
      expect(Math.round(region.x + region.w / 2)).toBe(Math.round(centre.x + centre.w / 2));
      expect(Math.round(region.y + region.h / 2)).toBe(Math.round(centre.y + centre.h / 2));
      const corner = highlightRegion(board, ['A0'])!;
      expect({ x: corner.x, y: corner.y }).toEqual({ x: board.x, y: board.y });
      // Spaces far apart: the region spans them all, never beyond the board.
      const wide = highlightRegion(board, ['A0', 'P13'])!;
      expect(wide).toEqual(board);
      expect(highlightRegion(board, ['not-a-cell'])).toBeNull();
    });

    it('cuts the region from the table with every legal space in it', async () => {
      const game = pandoria.playGame(4, { variant: 'b', sets: 'all', artifacts: true }, 'highlight-picture');
      const view = pandoria.publicView(game.states[Math.floor(game.states.length / 2)]) as PandoriaView;
      const layout = pandoriaLayout(4, playerPanelHeight(view));
      const highlight = ['G5', 'H6'];
      const region = highlightRegion(layout.board, highlight)!;
      const table = await decode(drawPandoria(view, 'en', { highlight, playerNames: NAMES }));
      const picture = await decode(drawPandoriaPicture(view, 'en', { highlight, playerNames: NAMES }));
      expectCutFrom(picture, table, region, PANDORIA_MARGIN);
      expect(picture.width * picture.height).toBeLessThan((table.width * table.height) / 6);
      // Each legal space is in the picture, framed in the highlight colour where the table frames it.
      for (const cell of highlight) {
        const box = cellBox(layout.board, cell);
        const moved = { ...box, x: box.x - Math.floor(region.x) + PANDORIA_MARGIN, y: box.y - Math.floor(region.y) + PANDORIA_MARGIN };
        expect({ cell, lit: countColour(picture, moved, THEME.highlight, 3) > 300 }).toEqual({ cell, lit: true });
        expect({ cell, same: countColour(picture, moved, THEME.highlight, 3) }).toEqual({ cell, same: countColour(table, box, THEME.highlight, 3) });
      }
    });

    it('a real prompt’s spaces: the registry’s picture is the region, the plain board the whole table', async () => {
      const game = pandoria.playGame(4, { variant: 'b', sets: 'all', artifacts: true }, 'highlight-prompt');
      const { view, highlight } = viewWithHighlight(engines.pandoria, game.states, Math.floor(game.states.length / 2));
      const layout = pandoriaLayout(4, playerPanelHeight(view as PandoriaView));
      const region = highlightRegion(layout.board, highlight)!;
      const size = pngSize(await rendererFor('pandoria')!(view, 'en', { highlight }));
      expect(size).toEqual({ width: Math.ceil(region.x + region.w) - Math.floor(region.x) + 2 * PANDORIA_MARGIN, height: Math.ceil(region.y + region.h) - Math.floor(region.y) + 2 * PANDORIA_MARGIN });
      expect(pngSize(await rendererFor('pandoria')!(view, 'en'))).toEqual({ width: layout.width, height: layout.height });
    });
  });
});
