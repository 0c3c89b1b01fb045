/**
 * Helios's shared display on a phone: the action tile columns with their piles and the tiles on offer, and the persons
 * on display with their price, activation cost and effect — checked through the texts the painter fills and pixels.
 */
import { describe, expect, it } from 'vitest';
import { PERSONS } from '../../../data/helios/persons';
import type { HeliosView } from '../../../src/games/helios/view';
import { t } from '../../../src/i18n';
import { phoneRenderers } from '../../../renderers';
import { actionTileBox, NEXT_FRAME } from '../../../renderers/helios/display';
import {
  costSpan,
  displayLayout,
  drawHeliosPhoneDisplay,
  paintHeliosPhoneDisplay,
  paintHeliosPhonePersons,
  personsLayout,
} from '../../../renderers/helios/phone-display';
import { countColour, createSurface, decodePng, encodePng, pngSize, type Context } from '../../../renderers/kit';
import { maxPhoneHeight, phoneMinFont } from '../../../renderers/kit/phone';
import { MIN_FONT_KEY, readPngText } from '../../../renderers/kit/png-text';
import { playGame, publicView } from './views';

interface Written {
  text: string;
  y: number;
  size: number;
}

function written(width: number, height: number, paint: (ctx: Context) => void): Written[] {
  const { ctx } = createSurface(width, height, '#ffffff');
  const list: Written[] = [];
  const fill = ctx.fillText.bind(ctx);
  ctx.fillText = (text: string, x: number, y: number) => {
    list.push({ text, y, size: Number(/(\d+(?:\.\d+)?)px/.exec(ctx.font)?.[1] ?? 0) });
    fill(text, x, y);
  };
  paint(ctx);
  return list;
}

const views = playGame(4, 'bench-render-helios').states.map(publicView);
/** Round 2 of 4, the action phase: tiles in every column, six persons on display. */
const middle: HeliosView = views[Math.floor(views.length * 0.4)];

describe('Helios phone display picture', () => {
  it('holds the action tiles and the tiles on offer as on the table, within a phone’s screen', () => {
    const layout = displayLayout();
    expect(layout).toEqual({ actions: { x: 10, y: 6, w: 520, h: 318 }, offer: { x: 10, y: 330, w: 520, h: 318 }, height: 654 });
    expect(layout.height).toBeLessThanOrEqual(maxPhoneHeight(540));
  });

  it('counts each column’s draw and discard piles and frames the tile that may be taken next', async () => {
    const texts = written(540, 654, (ctx) => paintHeliosPhoneDisplay(ctx, middle, 'en'));
    for (const sym of ['land', 'build', 'sun'] as const) {
      const piles = t('en', { key: 'render.hel.piles', params: { draw: middle.drawCounts[sym], discard: middle.discardCounts[sym] } });
      expect(texts.some((w) => w.text === piles)).toBe(true);
    }
    expect(middle.drawCounts).toEqual({ land: 4, build: 4, sun: 4 });
    expect(Math.min(...texts.map((w) => w.size))).toBe(18);
    const image = decodePng(await encodePng(drawHeliosPhoneDisplay(middle, 'en')));
    const actions = displayLayout().actions;
    (['land', 'build', 'sun'] as const).forEach((sym, line) => {
      const next = actionTileBox(actions, line, 0);
      const frame = { x: next.x - 6, y: next.y - 6, w: next.w + 12, h: next.h + 12 };
      expect(countColour(image, frame, NEXT_FRAME, 2), sym).toBeGreaterThan(200);
    });
  });
});

describe('Helios phone persons picture', () => {
  it('gives each person on display a row: its price in mana, its name, its activation cost and what it does', () => {
    expect(middle.persons.length).toBe(6);
    const layout = personsLayout(middle);
    expect(layout.rows.length).toBe(6);
    expect(layout.height).toBe(488);
    const texts = written(540, layout.height, (ctx) => paintHeliosPhonePersons(ctx, layout, middle, 'de'));
    middle.persons.forEach((id, i) => {
      const row = layout.rows[i];
      const inRow = texts.filter((w) => w.y >= row.y && w.y <= row.y + row.h).map((w) => w.text);
      expect(inRow).toEqual([String(PERSONS[id].buy), t('de', { key: `hel.person.${id}` }), t('de', { key: `render.hel.effect.${id}` })]);
    });
    expect(Math.min(...texts.map((w) => w.size))).toBe(18);
  });

  it('says so when every person is taken, and every row fits a phone’s screen with all eight persons', () => {
    const none = { ...middle, persons: [] };
    expect(written(540, 200, (ctx) => paintHeliosPhonePersons(ctx, personsLayout(none), none, 'en')).map((w) => w.text)).toContain(t('en', { key: 'render.hel.personsNone' }));
    expect(personsLayout(views[0]).rows.length).toBe(8);
    expect(personsLayout(views[0]).height).toBeLessThanOrEqual(maxPhoneHeight(540));
  });

  it('measures a cost as drawCost lays it out', () => {
    expect(costSpan(['blue', 'grey', 'any'], 22)).toBe(74);
    expect(costSpan([['brown', 'blue'], 'any'], 22)).toBeCloseTo(61.2, 5);
  });
});

describe('Helios phone pictures in order', () => {
  it('are the display, the four lands, the persons, then the players, each reading at 11 CSS px', async () => {
    const pictures = await phoneRenderers.helios(middle, 'en', { playerNames: ['Ada', 'Bo', 'Cem', 'Dana'] });
    expect(pictures.map((png) => pngSize(png))).toEqual([
      { width: 540, height: 654 },
      ...Array.from({ length: 4 }, () => ({ width: 538, height: 631 })),
      { width: 540, height: 488 },
      { width: 540, height: 603 },
    ]);
    for (const png of pictures) expect(Number(readPngText(png, MIN_FONT_KEY))).toBeGreaterThanOrEqual(phoneMinFont(pngSize(png).width));
  });
});
