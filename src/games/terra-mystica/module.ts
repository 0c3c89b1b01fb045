/** Terra Mystica as one module: engine (with its snellman log import/export), texts (src/engine/module.ts). */
import type { GameModule } from '../../engine/module';
import { mergeCatalogs } from '../../i18n/catalog';
import { tmCatalog } from './catalog';
import { renderTmCatalog } from './catalog-board';
import { terraMystica } from './engine';
import { expectedFinalVp } from './search-points';
import { pruneNeverWeighed } from './search-prune';
import { tmPredictor } from './predict-moves';
import type { TmMove, TmState } from './types';
import type { TmView } from './view';

export const terraMysticaModule: GameModule<TmState, TmMove, TmView> = {
  id: terraMystica.id,
  engine: terraMystica,
  texts: mergeCatalogs(tmCatalog, renderTmCatalog),
  viewer: (view) => view.you,
  // The computer's tuning; the measurements behind each choice are in docs/computer-players.md.
  // Points: the preview plus what a seat's holdings still bring (search-points.ts); the preview alone never builds an
  // economy, since a search a few moves deep sees a building only as the VP it scores now.
  // Two random moves after the tree, not six: with points this informed, longer random play only adds noise, and more
  // iterations then hardly beat fewer.
  // Each seat plays for what its lead over the average of the others gains (gainScale): by its lead over the best
  // opponent, a seat far ahead or behind saw its moves differ by hundredths of a reward and chose among them by noise.
  // From three seats on, the others' moves inside the tree are played at random (othersAtRandom), so the tree reaches
  // the seat's own next turns (an upgrade now for the temple a turn later).
  predictor: tmPredictor,
  search: {
    othersAtRandom: (state) => state.players.length > 2,
    playoutMoves: 2,
    gainScale: 15,
    points: (state, start) => expectedFinalVp(state, start),
    prune: (state, seat, path, options) => pruneNeverWeighed(state, seat, path, options),
  },
};
