/** City of Rome as one module: engine, texts, renderer (src/engine/module.ts). */
import type { GameModule } from '../../engine/module';
import { mergeCatalogs } from '../../i18n/catalog';
import { corCatalog } from './catalog';
import { renderCorCatalog } from './catalog-board';
import { cityOfRome } from './engine';
import type { CorState } from './types';
import type { CorMove } from './moves';
import type { CorView } from './view';

export const cityOfRomeModule: GameModule<CorState, CorMove, CorView> = {
  id: cityOfRome.id,
  engine: cityOfRome,
  texts: mergeCatalogs(corCatalog, renderCorCatalog),
  viewer: (view) => view.viewer,
  async loadRenderer() {
    const [{ renderCityOfRome }, { renderCorPhone }] = await Promise.all([import('../../../renderers/city-of-rome'), import('../../../renderers/city-of-rome/phone')]);
    return { board: renderCityOfRome, phone: renderCorPhone };
  },
};
