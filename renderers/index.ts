/**
 * Every board renderer, by game id: a public view (engine.view(state, null)) → PNG. Renderers never get a
 * private view, so nothing hidden can reach a public image. The final score chart lives in ./score-chart.
 */
import type { Locale } from '../src/engine/types';
import type { CorView } from '../src/games/city-of-rome/view';
import { renderCityOfRome } from './city-of-rome';
import { renderCorPhone } from './city-of-rome/phone';
import { asPublicPandoriaView, renderPandoria } from './pandoria';
import { renderPandoriaPhone } from './pandoria/phone';
import { asPublicHeliosView, renderPublicHelios } from './helios';
import { renderHeliosPhone } from './helios/phone';
import { asPublicTmView, renderPublicTerraMystica } from './terra-mystica';
import { renderTmPhone } from './terra-mystica/phone';

export interface RenderOptions {
  /** Display names by seat; without them seats are called "Seat n". */
  playerNames?: readonly string[];
  /** Board cells to highlight (a prompt's `highlight` ids) for the seat acting now. */
  highlight?: readonly string[];
}

export type BoardRenderer = (view: unknown, locale: Locale, options?: RenderOptions) => Promise<Buffer>;

/** Checks the shape the City of Rome renderer relies on, and that the view is the public one. */
export function asPublicCorView(view: unknown): CorView {
  const candidate = view as Partial<CorView> | null;
  const shaped =
    typeof candidate === 'object' &&
    candidate !== null &&
    Array.isArray(candidate.players) &&
    Array.isArray(candidate.offer) &&
    typeof candidate.cards === 'object' &&
    Array.isArray(candidate.strip?.fields);
  if (!shaped) throw new Error('city-of-rome renderer: not a City of Rome view');
  if (candidate.viewer !== null) throw new Error('city-of-rome renderer: only the public view (viewer null) may be drawn');
  return candidate as CorView;
}

export const renderers: Record<string, BoardRenderer> = {
  'city-of-rome': async (view, locale, options) => renderCityOfRome(asPublicCorView(view), locale, options),
  pandoria: async (view, locale, options) => renderPandoria(asPublicPandoriaView(view), locale, options),
  helios: renderPublicHelios,
  'terra-mystica': renderPublicTerraMystica,
};

export function rendererFor(gameId: string): BoardRenderer | undefined {
  return Object.hasOwn(renderers, gameId) ? renderers[gameId] : undefined;
}

/**
 * The board message's pictures for a phone (renderers/kit/phone.ts): what changes each move first, then the players,
 * each readable at 11 CSS px in a phone's message column. Games without one post the whole table.
 */
export type PhoneRenderer = (view: unknown, locale: Locale, options?: RenderOptions) => Promise<Buffer[]>;

export const phoneRenderers: Record<string, PhoneRenderer> = {
  'city-of-rome': async (view, locale, options) => renderCorPhone(asPublicCorView(view), locale, options?.playerNames),
  'terra-mystica': async (view, locale, options) => renderTmPhone(asPublicTmView(view), locale, options?.playerNames),
  helios: async (view, locale, options) => renderHeliosPhone(asPublicHeliosView(view), locale, options?.playerNames),
  pandoria: async (view, locale, options) => renderPandoriaPhone(asPublicPandoriaView(view), locale, options?.playerNames),
};

export function phoneRendererFor(gameId: string): PhoneRenderer | undefined {
  return Object.hasOwn(phoneRenderers, gameId) ? phoneRenderers[gameId] : undefined;
}

export { renderScoreChart } from './score-chart';
export { encodeAnimation } from './timelapse';
export type { ScoreChartInput } from './score-chart';
