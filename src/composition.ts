/**
 * The composition root: puts the layers together once per process. The rules' registry (src/games) and the pictures'
 * (renderers/registry.ts) each list the games; this file hands the games' texts to the text layer (src/i18n), which
 * sits below the games and so cannot import them. Every entry point (the bot, a worker thread that draws, a
 * command-line tool, the test set-up) imports this file first.
 */
import { gameModules } from './games';
import { installCatalogs } from './i18n';

installCatalogs(Object.fromEntries(gameModules.map((module) => [module.id, module.texts])));

export { gameModules };
