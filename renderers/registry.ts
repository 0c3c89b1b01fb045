/**
 * The pictures' registry: each game's renderer (renderers/<game>/renderer.ts) by game id, loaded on first use, so a
 * process that never draws (the computer players' threads, the bot's main thread, which draws on the render pool)
 * does not load canvas code. With src/games/index.ts (the rules) this is the one other place that names the games.
 */
import type { GameRenderer } from '../src/engine/module';

export const rendererLoaders: Readonly<Record<string, () => Promise<GameRenderer<unknown>>>> = {
  'city-of-rome': async () => (await import('./city-of-rome/renderer')).cityOfRomeRenderer,
  helios: async () => (await import('./helios/renderer')).heliosRenderer,
  pandoria: async () => (await import('./pandoria/renderer')).pandoriaRenderer,
  'terra-mystica': async () => (await import('./terra-mystica/renderer')).terraMysticaRenderer,
};
