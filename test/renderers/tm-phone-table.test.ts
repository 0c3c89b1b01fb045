/**
 * Terra Mystica's whole table on a phone: the map in two halves with every hex's id, the round's and the coming
 * scoring tiles, the bonus tiles on offer, the cult tracks with each faction's token and step, the town tiles left —
 * and the cropped picture of a choice of hexes. Layouts are checked with literals, texts through the list of texts
 * the painter fills, marks through pixels.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../src/engine/types';
import type { TmView } from '../../src/games/terra-mystica/view';
import { terraMystica } from '../../src/games/terra-mystica/engine';
import { importSnellman } from '../../src/games/terra-mystica/snellman/import';
import { t, tx } from '../../src/i18n';
import { highlightRendererFor, phoneRenderers, rendererFor } from '../../renderers';
import { countColour, createSurface, decodePng, encodePng, pngSize, THEME, type Context, type Surface } from '../../renderers/kit';
import { maxPhoneHeight, phoneMinFont } from '../../renderers/kit/phone';
import { MIN_FONT_KEY, readPngText } from '../../renderers/kit/png-text';
import { cellsIn, highlightWindow, mapHalves } from '../../renderers/terra-mystica/map-window';
import { drawTmHighlight, paintTmHighlight, paintTmPhoneMap, tmPhoneMapHeight } from '../../renderers/terra-mystica/phone';
import {
  comingRounds,
  cultsLayout,
  drawTmPhoneCults,
  drawTmPhoneRound,
  paintTmPhoneCults,
  paintTmPhoneRound,
  roundLayout,
  townsLeft,
} from '../../renderers/terra-mystica/phone-table';
import { CULT_COLOUR, seatMark } from '../../renderers/terra-mystica/style';
import { CURRENT_ROUND_FILL } from '../../renderers/terra-mystica/tiles';
import { playTmGame, publicTmView } from './tm-views';
import * as cor from './cor-views';
import { viewWithHighlight } from './highlight-views';
import { engines } from '../../src/games';

const LOGS = new URL('../games/terra-mystica/logs/', import.meta.url).pathname;

function leagueView(file: string, lines: number): TmView {
  const text = readFileSync(LOGS + file, 'utf8').split('\n').slice(0, lines).join('\n');
  return terraMystica.view(importSnellman(text).state, null);
}

/** 5 players, round 5 mid-actions (towns founded, seats passed). */
const round5 = leagueView('game-39.txt', 234);
const setup = publicTmView(playTmGame(2, 'probe').states[0]);

interface Written {
  text: string;
  x: number;
  y: number;
  size: number;
}

/** The texts `paint` fills on a fresh context of `width` × `height`, with anchor and font size. */
function written(width: number, height: number, paint: (ctx: Context) => void): Written[] {
  const { ctx } = createSurface(width, height, '#ffffff');
  const list: Written[] = [];
  const fill = ctx.fillText.bind(ctx);
  ctx.fillText = (text: string, x: number, y: number) => {
    list.push({ text, x, y, size: Number(/(\d+(?:\.\d+)?)px/.exec(ctx.font)?.[1] ?? 0) });
    fill(text, x, y);
  };
  paint(ctx);
  return list;
}

const decode = async (surface: Surface) => decodePng(await encodePng(surface));

describe('map windows', () => {
  it('cut the base map into a west and an east half that share the seventh slot and hold every hex', () => {
    const [west, east] = mapHalves(setup.cells);
    expect(west).toEqual({ firstRow: 0, lastRow: 8, firstSlot: 0, lastSlot: 6 });
    expect(east).toEqual({ firstRow: 0, lastRow: 8, firstSlot: 6, lastSlot: 12 });
    const land = (window: typeof west) => cellsIn(setup.cells, window).filter((cell) => !cell.river);
    expect(land(west).filter((cell) => cell.row === 0).map((cell) => cell.id)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7']);
    expect(land(east).filter((cell) => cell.row === 0).map((cell) => cell.id)).toEqual(['A7', 'A8', 'A9', 'A10', 'A11', 'A12', 'A13']);
    // Slots are counted from the half's first: A8 is the east half's second hex.
    expect(land(east).find((cell) => cell.id === 'A8')?.slot).toBe(1);
    const shown = new Set([...land(west), ...land(east)].map((cell) => cell.id));
    expect(shown.size).toBe(setup.cells.filter((cell) => !cell.river).length);
    expect(shown.size).toBe(77);
  });

  it('frame a choice of hexes with one row and slot around them, clipped to the map', () => {
    expect(highlightWindow(setup.cells, ['E7', 'H6'])).toEqual({ firstRow: 3, lastRow: 8, firstSlot: 5, lastSlot: 10 });
    expect(highlightWindow(setup.cells, ['A1'])).toEqual({ firstRow: 0, lastRow: 1, firstSlot: 0, lastSlot: 1 });
    expect(highlightWindow(setup.cells, ['Z9'])).toEqual({ firstRow: 0, lastRow: 8, firstSlot: 0, lastSlot: 12 });
  });
});

describe('Terra Mystica phone map halves', () => {
  it('write every hex id of their half at 18 px, the round in the first title and the half in the second', () => {
    const west = mapTexts(round5, 0);
    expect(west.filter((w) => /^[A-I]\d+$/.test(w.text)).map((w) => w.text)).toContain('E7');
    expect(west.some((w) => w.text === 'A8')).toBe(false);
    expect(west.filter((w) => /^[A-I]\d+$/.test(w.text)).every((w) => w.size === 18)).toBe(true);
    const east = mapTexts(round5, 1);
    expect(east.some((w) => w.text === 'A13')).toBe(true);
    expect(east.some((w) => w.text === 'A6')).toBe(false);
    expect(east.some((w) => w.text === t('en', tx('render.tm.phone.mapEast')))).toBe(true);
    expect(Math.min(...[...west, ...east].map((w) => w.size))).toBe(18);
  });
});

const mapTexts = (view: TmView, half: 0 | 1): Written[] => written(540, tmPhoneMapHeight(view, half), (ctx) => paintTmPhoneMap(ctx, view, 'en', undefined, half));

describe('Terra Mystica phone round picture', () => {
  it('lists this round and the coming ones, from round 1 before the game starts, none once it is over', () => {
    expect(comingRounds(round5)).toEqual([5, 6]);
    expect(comingRounds(setup)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(comingRounds({ ...round5, phase: 'end' })).toEqual([]);
  });

  it('frames the current round’s tile, names the coming ones with their cult rewards, and shows the bonus tiles with their coins', async () => {
    const layout = roundLayout(round5);
    expect(layout.scoring.map((row) => row.round)).toEqual([5, 6]);
    expect(layout.bonus.length).toBe(round5.bonusPool.length);
    const texts = written(layout.width, layout.height, (ctx) => paintTmPhoneRound(ctx, layout, round5, 'en'));
    const tileText = (round: number) => t('en', tx(`tm.tile.${round5.scoring[round - 1]}`));
    for (const round of [5, 6]) expect(texts.some((w) => w.text === tileText(round))).toBe(true);
    expect(texts.some((w) => w.text === tileText(4))).toBe(false);
    // The cult reward is part of the tile's text ("… 4 Water → 1 spade").
    expect(tileText(6)).toMatch(/→/);
    for (const { id } of round5.bonusPool) expect(texts.some((w) => w.text === id)).toBe(true);
    expect(Math.min(...texts.map((w) => w.size))).toBeGreaterThanOrEqual(18);
    const image = await decode(drawTmPhoneRound(round5, 'en'));
    const current = layout.scoring[0].box;
    expect(countColour(image, { x: current.x + 4, y: current.y + 4, w: current.w - 8, h: current.h - 8 }, CURRENT_ROUND_FILL, 2)).toBeGreaterThan(3000);
    const coming = layout.scoring[1].box;
    expect(countColour(image, coming, CURRENT_ROUND_FILL, 2)).toBe(0);
  });
});

describe('Terra Mystica phone cults picture', () => {
  it('gives each faction a row: its token (colour and code) and its step on each cult', async () => {
    const layout = cultsLayout(round5);
    expect(layout.rows.length).toBe(5);
    const texts = written(layout.width, layout.height, (ctx) => paintTmPhoneCults(ctx, layout, round5, 'en'));
    round5.players.forEach((player, seat) => {
      const row = layout.rows[seat];
      const inRow = texts.filter((w) => w.y >= row.y && w.y <= row.y + row.h);
      expect(inRow[0].text).toBe(seatMark(round5, seat).code);
      expect(inRow.slice(1).map((w) => Number(w.text))).toEqual(player.cults);
    });
    const image = await decode(drawTmPhoneCults(round5, 'en'));
    // The token in the faction's colour at the start of its row.
    const first = layout.rows[0];
    expect(countColour(image, { x: first.x, y: first.y, w: 44, h: first.h }, seatMark(round5, 0).colour, 2)).toBeGreaterThan(300);
    // A bar filled up to the step in the cult's colour: the fire column of a seat on step ≥ 2.
    const seat = round5.players.findIndex((player) => player.cults[0] >= 2);
    const fire = layout.columns[0];
    expect(countColour(image, { x: fire.x, y: layout.rows[seat].y, w: fire.w, h: layout.rows[seat].h }, CULT_COLOUR.FIRE, 2)).toBeGreaterThan(100);
  });

  it('lists the free priest spaces per cult and the town tiles left with their counts', () => {
    const layout = cultsLayout(setup);
    const texts = written(layout.width, layout.height, (ctx) => paintTmPhoneCults(ctx, layout, setup, 'en'));
    expect(texts.filter((w) => Math.abs(w.y - (layout.spaces.y + layout.spaces.h / 2)) < 1).map((w) => w.text)).toEqual(['3 2 2 2', '3 2 2 2', '3 2 2 2', '3 2 2 2']);
    expect(townsLeft(setup)).toEqual([
      { id: 'TW1', count: 2 },
      { id: 'TW2', count: 2 },
      { id: 'TW3', count: 2 },
      { id: 'TW4', count: 2 },
      { id: 'TW5', count: 2 },
      { id: 'TW6', count: 1 },
      { id: 'TW7', count: 2 },
      { id: 'TW8', count: 1 },
    ]);
    expect(layout.towns.length).toBe(8);
    for (const id of ['TW1', 'TW8', '×2', '×1']) expect(texts.some((w) => w.text === id)).toBe(true);
    // Five players and every town kind still fit a phone's screen.
    expect(cultsLayout({ ...round5, townSupply: setup.townSupply }).height).toBeLessThanOrEqual(maxPhoneHeight(540));
  });
});

describe('Terra Mystica phone pictures in order', () => {
  it('are the two map halves, the round, the cults, then the players, each reading at 11 CSS px and fitting the screen', async () => {
    for (const locale of ['en', 'de'] as Locale[]) {
      const pictures = await phoneRenderers['terra-mystica'](round5, locale, { playerNames: ['Ada', 'Bo', 'Cem', 'Dana', 'Eli'] });
      expect(pictures.length).toBe(6);
      for (const png of pictures) {
        const { width, height } = pngSize(png);
        expect(width).toBe(540);
        expect(height).toBeLessThanOrEqual(maxPhoneHeight(540));
        expect(Number(readPngText(png, MIN_FONT_KEY))).toBeGreaterThanOrEqual(phoneMinFont(540));
      }
    }
  });
});

describe('Terra Mystica highlight picture', () => {
  it('shows the part of the map around the hexes on offer, framed, with their ids on large tags', async () => {
    const cells = ['E7', 'H6'];
    const image = await decode(drawTmHighlight(round5, cells, 'en'));
    expect({ width: image.width, height: image.height }).toEqual({ width: 540, height: 438 });
    expect(countColour(image, { x: 0, y: 0, w: image.width, h: image.height }, THEME.highlight, 2)).toBeGreaterThan(1500);
    const png = await highlightRendererFor('terra-mystica')!(round5, cells, 'en');
    expect(pngSize(png)).toEqual({ width: 540, height: 438 });
    expect(Number(readPngText(png, MIN_FONT_KEY))).toBe(18);
  });

  it('writes the offered ids larger than the other hexes’ ids', () => {
    const list = written(540, 438, (ctx) => paintTmHighlight(ctx, round5, ['E7', 'H6'], 'en'));
    const size = (id: string) => list.find((w) => w.text === id)?.size;
    expect(size('E7')).toBe(24);
    expect(size('H6')).toBe(24);
    expect(size('E8')).toBe(18);
    // Only the window's hexes: A1 lies outside it.
    expect(size('A1')).toBeUndefined();
  });
});

describe('highlight pictures of games without their own', () => {
  it('are the board picture with the cells highlighted', async () => {
    const states = cor.playGame(4, true, 'highlight-picture').states;
    const { view, highlight } = viewWithHighlight(engines['city-of-rome'], states, Math.floor(states.length / 2));
    const own = await highlightRendererFor('city-of-rome')!(view, highlight, 'en');
    const board = await rendererFor('city-of-rome')!(view, 'en', { highlight });
    expect(own.equals(board)).toBe(true);
    expect(highlightRendererFor('no-such-game')).toBeUndefined();
  });
});
