import type { Catalog } from './catalog';
import { coreCatalog } from './core';
import { renderCatalog } from './render';
import { botCatalog } from './bot';
import { botLogCatalog } from './bot-log';
import { botClicksCatalog } from './bot-clicks';
import { botSeatsCatalog } from './bot-seats';
import { botComputerCatalog } from './bot-computer';
import { afterCatalog } from './after';
import { botReliabilityCatalog } from './bot-reliability';
import { emulatorCatalog } from '../emulator/playground/catalog';
import { panelsCatalog } from './panels';
import { gameModules } from '../games';

/**
 * Every catalog of the project: the bot's and shared areas here (one line each), and each game's texts from its module
 * (src/games/index.ts), under the game id. Each area keeps its keys under its prefix: `common.`/`error.` core, `bot.`
 * the bot, `render.` shared picture labels; a game its own (`cor.`, `tm.`, `hel.`, `pan.`, and `render.<prefix>.`).
 */
export const catalogs: Record<string, Catalog> = {
  core: coreCatalog,
  render: renderCatalog,
  bot: botCatalog,
  'bot-log': botLogCatalog,
  'bot-clicks': botClicksCatalog,
  'bot-seats': botSeatsCatalog,
  'bot-computer': botComputerCatalog,
  after: afterCatalog,
  'bot-reliability': botReliabilityCatalog,
  emulator: emulatorCatalog,
  panels: panelsCatalog,
  ...Object.fromEntries(gameModules.map((module) => [module.id, module.texts])),
};
