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
import { panelsCatalog } from './panels';

/**
 * The house's catalogs: the bot's and shared areas (one line each). Each game's texts come with its module and are
 * installed by the composition root (src/composition.ts), which is what keeps this layer below the games. Each area keeps its keys under its prefix: `common.`/`error.` core, `bot.`
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
  panels: panelsCatalog,
};
