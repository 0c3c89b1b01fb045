import { describe, expect, it } from 'vitest';
import type { Locale } from '../../src/engine/types';
import type { TmView } from '../../src/games/terra-mystica/view';
import { paintTerraMystica } from '../../renderers/terra-mystica';
import { tmLayout } from '../../renderers/terra-mystica/layout';
import { statusLine, roundLine } from '../../renderers/terra-mystica/title';
import { createSurface } from '../../renderers/kit';
import { lateView, playTmGame, tmMilestones } from './tm-views';

interface Written {
  text: string;
  size: number;
}

/** Every text the painter fills, with its font's pixel size (fillText is wrapped on this one context). */
function writtenTexts(view: TmView, locale: Locale): Written[] {
  const layout = tmLayout(view, locale);
  const { ctx } = createSurface(layout.width, layout.height, '#ffffff');
  const written: Written[] = [];
  const fill = ctx.fillText.bind(ctx);
  ctx.fillText = (text: string, x: number, y: number) => {
    written.push({ text, size: Number(/(\d+(?:\.\d+)?)px/.exec(ctx.font)?.[1] ?? 0) });
    fill(text, x, y);
  };
  paintTerraMystica(ctx, view, locale, { playerNames: ['Ada', 'Bo', 'Cem', 'Dana', 'Eli'] });
  return written;
}

const games = [playTmGame(3, 'tm-legible-3'), playTmGame(5, 'tm-legible-5')];
const views = games.flatMap((game) => [...tmMilestones(game).map((m) => m.view), lateView(game)]);

describe('legible on a phone (1500 px wide)', () => {
  it('writes every text at 18 px or more, in every phase and both languages', () => {
    for (const view of views) {
      for (const locale of ['en', 'de'] as const) {
        const written = writtenTexts(view, locale);
        expect(written.length).toBeGreaterThan(150);
        const small = written.filter((w) => w.size < 18);
        expect({ phase: view.phase, locale, small }).toEqual({ phase: view.phase, locale, small: [] });
      }
    }
  });

  it('writes no untranslated key', () => {
    for (const view of views) {
      for (const locale of ['en', 'de'] as const) {
        const raw = writtenTexts(view, locale).filter((w) => /(^|\s)(render\.)?tm\.[a-z]/i.test(w.text));
        expect({ locale, raw }).toEqual({ locale, raw: [] });
      }
    }
  });

  it('cuts no text short with an ellipsis', () => {
    for (const view of views) {
      for (const locale of ['en', 'de'] as const) {
        const cut = writtenTexts(view, locale).filter((w) => w.text.endsWith('…'));
        expect({ phase: view.phase, locale, cut }).toEqual({ phase: view.phase, locale, cut: [] });
      }
    }
  });
});

describe('title band', () => {
  const view = lateView(games[1]);

  it('names the round and phase, and who is on the move', () => {
    expect(roundLine({ ...view, round: 4, phase: 'actions' }, 'en')).toBe('Round 4 of 6 · Actions');
    expect(roundLine({ ...view, phase: 'end' }, 'de')).toBe('Spielende – Schlusswertung');
    expect(statusLine({ ...view, active: 2, offers: [] }, 'en', ['Ada', 'Bo', 'Cem'])).toBe('Cem is on the move');
  });

  it('lists the seats with open power offers', () => {
    const offers = [
      { seat: 0, from: 2, amount: 2 },
      { seat: 3, from: 2, amount: 1 },
    ];
    expect(statusLine({ ...view, active: 2, offers }, 'de')).toBe('Platz 3 ist am Zug · Offene Machtangebote: Platz 1, Platz 4');
  });
});
