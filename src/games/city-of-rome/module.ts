/** City of Rome as one module: engine, texts, renderer (src/engine/module.ts). */
import type { GameModule } from '../../engine/module';
import { mergeCatalogs } from '../../i18n/catalog';
import { corCatalog } from './catalog';
import { renderCorCatalog } from './catalog-board';
import { cityOfRome } from './engine';
import { cityTotal } from './scoring';
import { playoutChoice } from './search-policy';
import type { CorState } from './types';
import type { CorMove } from './moves';
import type { CorView } from './view';

export const cityOfRomeModule: GameModule<CorState, CorMove, CorView> = {
  id: cityOfRome.id,
  engine: cityOfRome,
  texts: mergeCatalogs(corCatalog, renderCorCatalog),
  viewer: (view) => view.viewer,
  async loadRenderer() {
    const [{ renderCityOfRome }, { renderCorPhone }, { renderCorCards }] = await Promise.all([
      import('../../../renderers/city-of-rome'),
      import('../../../renderers/city-of-rome/phone'),
      import('../../../renderers/city-of-rome/hand'),
    ]);
    // With `cards` the picture is those cards alone (the seat's own, for its private panel), else the table.
    return { board: (view, locale, options) => ((options?.cards?.length ?? 0) > 0 ? renderCorCards(options?.cards ?? [], locale) : renderCityOfRome(view, locale, options)), phone: renderCorPhone };
  },
  // Each seat plays for what its lead over the average of the others gains, at a scale of 8 points (src/ai/search.ts):
  // it won more head to head than the lead over the best opponent or other scales (docs/computer-players.md).
  // The points are the preview's totals (the end scoring as it would be now), summed without the score lines' texts.
  // The playouts build as a player would (search-policy.ts): each card on the cell that scores the most.
  search: {
    gainScale: 8,
    points: (state) => (state as CorState).players.map((player) => cityTotal(player.city, player)),
    policy: (_engine, state, seat, optionIds, rng, path) => playoutChoice(state as CorState, seat, optionIds, rng, path),
  },
};
