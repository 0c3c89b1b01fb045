/** City of Rome as one module: engine, texts (src/engine/module.ts). */
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
  // Each seat plays for what its lead over the average of the others gains, at a scale of 8 points (src/ai/search.ts):
  // it won more head to head than the lead over the best opponent or other scales (docs/computer-players.md).
  // The points are the preview's totals (the end scoring as it would be now), summed without the score lines' texts.
  // The playouts build as a player would (search-policy.ts): each card on the cell that scores the most.
  search: {
    gainScale: 8,
    points: (state) => state.players.map((player) => cityTotal(player.city, player)),
    policy: (_engine, state, seat, optionIds, rng, path) => playoutChoice(state, seat, optionIds, rng, path),
  },
};
