/** Pandoria as one module: engine, texts, search tuning (src/engine/module.ts). */
import type { GameModule } from '../../engine/module';
import { mergeCatalogs } from '../../i18n/catalog';
import { pandoriaCatalog } from './catalog';
import { renderPandoriaCatalog } from './catalog-board';
import { pandoria } from './engine';
import type { Move, PandoriaState } from './types';
import type { PandoriaView } from './view';

export const pandoriaModule: GameModule<PandoriaState, Move, PandoriaView> = {
  id: pandoria.id,
  engine: pandoria,
  texts: mergeCatalogs(pandoriaCatalog, renderPandoriaCatalog),
  viewer: (view) => view.viewer,
  // A Pandoria move can cost tens of ms (placements over the whole board): short playouts keep one iteration well
  // inside easy's budget, which six moves overran on a loaded machine.
  // Each seat plays for what its lead over the average of the others gains, at a scale of 4 points (src/ai/search.ts):
  // it won more head to head than the lead over the best opponent (docs/computer-players.md).
  search: { playoutMoves: 2, gainScale: 4 },
};
