import { describe, expect, it } from 'vitest';
import { BUILDING_IDS } from '../../../data/helios/buildings';
import { PERSON_IDS } from '../../../data/helios/persons';
import { RESOURCES, SPECIAL_KINDS } from '../../../data/helios/tiles';
import type { Locale } from '../../../src/engine/types';
import type { HeliosView } from '../../../src/games/helios/view';
import { t } from '../../../src/i18n';
import { paintHelios } from '../../../renderers/helios';
import { drawResourceGlyph } from '../../../renderers/helios/glyphs';
import { heliosLayout, panelParts } from '../../../renderers/helios/layout';
import { personLine, PERSON_EFFECT_STYLE, PERSON_NAME_STYLE, specialBox } from '../../../renderers/helios/display';
import { actingSeat, phaseLine, roundLine, statusLine } from '../../../renderers/helios/status';
import { legendPlacement } from '../../../renderers/helios/title-legend';
import { ACTION_STYLE, TERRAIN } from '../../../renderers/helios/style';
import { SIDE_INDENT, SIDE_ITEM_STYLE } from '../../../renderers/helios/player-panel';
import { createSurface, distance, measureText, SANS_CONDENSED, simulateColourBlindness, wrapText, type Context } from '../../../renderers/kit';
import { firstView, milestones, playGame } from './views';

const LOCALES: Locale[] = ['en', 'de'];
const game = playGame(4, 'hel-legible');
const game3 = playGame(3, 'hel-legible-3');

/** Every text the painter writes, with the pixel size of the font it was written in. */
function writtenTexts(view: HeliosView, locale: Locale): { text: string; size: number; fill: boolean }[] {
  const layout = heliosLayout(view.players.length);
  const { ctx } = createSurface(layout.width, layout.height, '#ffffff');
  const written: { text: string; size: number; fill: boolean }[] = [];
  const record = (text: string, fill: boolean) => written.push({ text, fill, size: Number(/(\d+(?:\.\d+)?)px/.exec(ctx.font)?.[1] ?? 0) });
  // A stand-in context that notes each fillText/strokeText and forwards everything else to the real one.
  const watched = new Proxy(ctx, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (property === 'fillText' || property === 'strokeText') {
        return (text: string, x: number, y: number) => {
          record(text, property === 'fillText');
          return property === 'fillText' ? target.fillText(text, x, y) : target.strokeText(text, x, y);
        };
      }
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
    set(target, property, value) {
      return Reflect.set(target, property, value, target);
    },
  });
  paintHelios(watched as Context, view, locale, { playerNames: ['Ada', 'Bo', 'Cem', 'Dana'] });
  return written;
}

describe('legible on a phone', () => {
  it('writes every text at 18 px or more, in every phase and language', () => {
    const views = [...milestones(game), ...milestones(game3)].map((m) => m.view);
    views.push(firstView(game, (v) => v.phase === 'persons'));
    for (const view of views) {
      for (const locale of LOCALES) {
        const written = writtenTexts(view, locale);
        expect(written.length).toBeGreaterThan(250);
        const small = written.filter((w) => w.size < 18);
        expect({ phase: view.phase, locale, small }).toEqual({ phase: view.phase, locale, small: [] });
      }
    }
  });

  it('labels every board cell with its coordinate, as prompts name the cells', () => {
    const view = milestones(game)[1].view;
    const written = new Set(writtenTexts(view, 'en').map((w) => w.text));
    for (const cell of view.board) expect(written.has(cell.id)).toBe(true);
    // Each of the four boards carries the labels.
    expect(writtenTexts(view, 'en').filter((w) => w.fill && w.text === 'E5')).toHaveLength(4);
  });

  it('fits the names and effects of persons, buildings and special tiles without cutting them', () => {
    const { ctx } = createSurface(10, 10, '#ffffff');
    const persons = heliosLayout(4).persons;
    const line = personLine(persons, 0, PERSON_IDS.length);
    const side = panelParts(heliosLayout(4).panels[0]).side;
    const special = specialBox(heliosLayout(4).offer, 0);
    for (const locale of LOCALES) {
      for (const id of PERSON_IDS) {
        expect({ locale, id, name: measureText(ctx, t(locale, { key: `hel.person.${id}` }), PERSON_NAME_STYLE) <= line.name.w }).toEqual({ locale, id, name: true });
        expect({ locale, id, effect: measureText(ctx, t(locale, { key: `render.hel.effect.${id}` }), PERSON_EFFECT_STYLE) <= line.effect.w }).toEqual({
          locale,
          id,
          effect: true,
        });
      }
      for (const id of BUILDING_IDS) {
        const width = measureText(ctx, t(locale, { key: `hel.building.${id}` }), SIDE_ITEM_STYLE);
        expect({ locale, id, fits: width <= side.w - SIDE_INDENT }).toEqual({ locale, id, fits: true });
      }
      for (const kind of SPECIAL_KINDS) {
        const lines = wrapText(ctx, t(locale, { key: `hel.special.${kind}` }), special.w - 60, { size: 18, family: SANS_CONDENSED });
        expect({ locale, kind, lines: lines.length <= 2 }).toEqual({ locale, kind, lines: true });
      }
    }
  });

  it('fits the whole legend into its box, below the panels or beside an odd last one', () => {
    const { ctx } = createSurface(10, 10, '#ffffff');
    for (const seats of [2, 3, 4]) {
      const box = heliosLayout(seats).legend;
      for (const locale of LOCALES) {
        const placed = legendPlacement(ctx, box, locale);
        const last = placed[placed.length - 1];
        expect({ seats, locale, inside: last.y + 19 <= box.y + box.h }).toEqual({ seats, locale, inside: true });
        for (const entry of placed) expect(entry.x + 40 + measureText(ctx, entry.text, { size: 18 })).toBeLessThanOrEqual(box.x + box.w);
      }
    }
  });
});

describe('colour-blind safe', () => {
  it('keeps the five land colours apart for protanopia and deuteranopia', () => {
    for (const kind of ['protanopia', 'deuteranopia'] as const) {
      for (let i = 0; i < RESOURCES.length; i++) {
        for (let j = i + 1; j < RESOURCES.length; j++) {
          const gap = distance(simulateColourBlindness(TERRAIN[RESOURCES[i]].fill, kind), simulateColourBlindness(TERRAIN[RESOURCES[j]].fill, kind));
          expect({ kind, pair: [RESOURCES[i], RESOURCES[j]], apart: gap > 40 }).toEqual({ kind, pair: [RESOURCES[i], RESOURCES[j]], apart: true });
        }
      }
    }
  });

  it('gives every land and resource a glyph of its own shape (the second cue)', () => {
    const masks = RESOURCES.map((res) => {
      const { ctx, canvas } = createSurface(40, 40, '#ffffff');
      drawResourceGlyph(ctx, res, 20, 20, 36, '#000000');
      const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      return Array.from({ length: 40 * 40 }, (_, i) => data[i * 4] < 128);
    });
    for (let i = 0; i < masks.length; i++) {
      for (let j = i + 1; j < masks.length; j++) {
        const differing = masks[i].filter((on, k) => on !== masks[j][k]).length;
        expect({ pair: [RESOURCES[i], RESOURCES[j]], differing: differing > 150 }).toEqual({ pair: [RESOURCES[i], RESOURCES[j]], differing: true });
      }
    }
  });

  it('marks each action tile colour with a shape of its own', () => {
    const marks = Object.values(ACTION_STYLE).map((style) => style.mark);
    expect(new Set(marks).size).toBe(marks.length);
  });
});

describe('status texts', () => {
  it('names who acts in every phase, in the chosen language', () => {
    const names = ['Ada', 'Bo', 'Cem', 'Dana'];
    const start = milestones(game)[0].view;
    expect(start.phase).toBe('startTiles');
    expect(statusLine(start, 'en', names)).toBe(`${names[start.startQueue[0]]} chooses a start tile`);
    expect(roundLine(start, 'de')).toBe('Durchgang 1 von 4');
    const take = firstView(game, (v) => v.turn?.stage === 'take');
    expect(statusLine(take, 'en', names)).toBe(`${names[take.turn!.seat]} takes an action tile`);
    expect(actingSeat(take)).toBe(take.turn!.seat);
    const sun = firstView(game, (v) => v.turn?.stage === 'act' && v.turn.sym === 'sun');
    expect(statusLine(sun, 'de')).toBe(`Platz ${sun.turn!.seat + 1}: Sonne bewegen`);
    const persons = firstView(game, (v) => v.phase === 'persons');
    expect(statusLine(persons, 'en', names)).toBe(`${names[persons.personPhase!.current]} buys or activates persons`);
    expect(phaseLine(persons, 'de')).toBe('Phase 2 · Personen');
    const end = milestones(game)[2].view;
    expect(statusLine(end, 'de')).toBe('Spielende – Schlusswertung');
    expect(actingSeat(end)).toBeNull();
  });
});
