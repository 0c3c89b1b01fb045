import type { Catalog } from './catalog';
import { coreCatalog } from './core';
import { corCatalog } from '../games/city-of-rome/catalog';
import { heliosCatalog } from '../games/helios/catalog';
import { pandoriaCatalog } from '../games/pandoria/catalog';
import { renderCatalog } from './render';
import { renderHeliosCatalog } from '../games/helios/catalog-board';
import { renderPandoriaCatalog } from '../games/pandoria/catalog-board';
import { renderTmCatalog } from '../games/terra-mystica/catalog-board';
import { botCatalog } from './bot';
import { botLogCatalog } from './bot-log';
import { botClicksCatalog } from './bot-clicks';
import { botSeatsCatalog } from './bot-seats';
import { botComputerCatalog } from './bot-computer';
import { afterCatalog } from './after';
import { botReliabilityCatalog } from './bot-reliability';
import { emulatorCatalog } from '../emulator/playground/catalog';
import { tmCatalog } from '../games/terra-mystica/catalog';
import { panelsCatalog } from './panels';

/**
 * Every catalog of the project. Each area adds its own here (one line), keeping its keys under its
 * prefix: `common.`/`error.` core, `bot.` the bot, `cor.` City of Rome, `tm.` Terra Mystica,
 * `hel.` Helios, `pan.` Pandoria.
 */
export const catalogs: Record<string, Catalog> = {
  core: coreCatalog,
  'city-of-rome': corCatalog,
  helios: heliosCatalog,
  pandoria: pandoriaCatalog,
  render: renderCatalog,
  'render-helios': renderHeliosCatalog,
  'render-pandoria': renderPandoriaCatalog,
  'render-tm': renderTmCatalog,
  bot: botCatalog,
  'bot-log': botLogCatalog,
  'bot-clicks': botClicksCatalog,
  'bot-seats': botSeatsCatalog,
  'bot-computer': botComputerCatalog,
  after: afterCatalog,
  'bot-reliability': botReliabilityCatalog,
  emulator: emulatorCatalog,
  tm: tmCatalog,
  panels: panelsCatalog,
};
