/**
 * Every game's pictures, by game id, from the pictures' registry (./registry.ts) and the rules' (src/games/index.ts): a public view (engine.view(state, null))
 * → PNG. This is the seam where an untyped view (it may have crossed into a worker thread) meets its game's typed
 * renderer: publicViewOf is the one check made there. The final score chart lives in ./score-chart.
 */
import type { AnyGameModule, BoardRenderer, GameRenderer, HighlightRenderer, PhoneRenderer } from '../src/engine/module';
import { gameModules } from '../src/games';
import { rendererLoaders } from './registry';

export type { BoardRenderer, HighlightOptions, HighlightRenderer, PhoneRenderer, RenderOptions } from '../src/engine/module';

/**
 * The view, given to `module`'s renderer only when it is the public one: renderers never get a private view, so
 * nothing hidden can reach a public image. That it is this game's view holds by construction (the bot draws a game
 * with the renderer of the module its view came from).
 */
export function publicViewOf(module: AnyGameModule, view: unknown): unknown {
  if (typeof view !== 'object' || view === null) throw new Error(`${module.id} renderer: not a view`);
  if (module.viewer(view) !== null) throw new Error(`${module.id} renderer: only the public view may be drawn`);
  return view;
}

async function rendererOf(module: AnyGameModule): Promise<GameRenderer<unknown>> {
  const load = Object.hasOwn(rendererLoaders, module.id) ? rendererLoaders[module.id] : undefined;
  if (!load) throw new Error(`${module.id} has no renderer`);
  return load();
}

const drawing = gameModules.filter((module) => Object.hasOwn(rendererLoaders, module.id));

export const renderers: Record<string, BoardRenderer> = Object.fromEntries(
  drawing.map((module): [string, BoardRenderer] => [module.id, async (view, locale, options) => (await rendererOf(module)).board(publicViewOf(module, view), locale, options)]),
);

export const phoneRenderers: Record<string, PhoneRenderer> = Object.fromEntries(
  drawing.map((module): [string, PhoneRenderer] => [
    module.id,
    async (view, locale, options) => {
      const renderer = await rendererOf(module);
      const shown = publicViewOf(module, view);
      return renderer.phone ? renderer.phone(shown, locale, options?.playerNames) : [await renderer.board(shown, locale, { ...(options?.playerNames ? { playerNames: options.playerNames } : {}) })];
    },
  ]),
);

export const highlightRenderers: Record<string, HighlightRenderer> = Object.fromEntries(
  drawing.map((module): [string, HighlightRenderer] => [
    module.id,
    async (view, cells, locale, options) => {
      const renderer = await rendererOf(module);
      const shown = publicViewOf(module, view);
      return renderer.highlight ? renderer.highlight(shown, cells, locale, options) : renderer.board(shown, locale, { ...options, highlight: cells });
    },
  ]),
);

/** A choice of cells as a picture (`highlightRenderers`), for a game that draws pictures. */
export function highlightRendererFor(gameId: string): HighlightRenderer | undefined {
  return Object.hasOwn(highlightRenderers, gameId) ? highlightRenderers[gameId] : undefined;
}

export function rendererFor(gameId: string): BoardRenderer | undefined {
  return Object.hasOwn(renderers, gameId) ? renderers[gameId] : undefined;
}

export function phoneRendererFor(gameId: string): PhoneRenderer | undefined {
  return Object.hasOwn(phoneRenderers, gameId) ? phoneRenderers[gameId] : undefined;
}

export { renderScoreChart } from './score-chart';
export { encodeAnimation } from './timelapse';
export type { ScoreChartInput } from './score-chart';
