/** Helios as one module: engine, texts (src/engine/module.ts). */
import type { GameModule } from '../../engine/module';
import { mergeCatalogs } from '../../i18n/catalog';
import { heliosCatalog } from './catalog';
import { renderHeliosCatalog } from './catalog-board';
import { helios } from './engine';
import type { HeliosMove, HeliosState } from './types';
import type { HeliosView } from './view';

export const heliosModule: GameModule<HeliosState, HeliosMove, HeliosView> = {
  id: helios.id,
  engine: helios,
  texts: mergeCatalogs(heliosCatalog, renderHeliosCatalog),
  viewer: (view) => view.you,
};
