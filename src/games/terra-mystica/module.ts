/** Terra Mystica as one module: engine (with its snellman log import/export), texts, renderer (src/engine/module.ts). */
import type { GameModule } from '../../engine/module';
import { mergeCatalogs } from '../../i18n/catalog';
import { tmCatalog } from './catalog';
import { renderTmCatalog } from './catalog-board';
import { terraMystica } from './engine';
import { expectedFinalVp } from './search-points';
import { pruneNeverWeighed } from './search-prune';
import type { TmMove, TmState } from './types';
import type { TmView } from './view';

export const terraMysticaModule: GameModule<TmState, TmMove, TmView> = {
  id: terraMystica.id,
  engine: terraMystica,
  texts: mergeCatalogs(tmCatalog, renderTmCatalog),
  viewer: (view) => view.you,
  async loadRenderer() {
    const [{ renderTerraMystica }, { renderTmHighlight, renderTmPhone }] = await Promise.all([
      import('../../../renderers/terra-mystica'),
      import('../../../renderers/terra-mystica/phone'),
    ]);
    return { board: renderTerraMystica, phone: renderTmPhone, highlight: renderTmHighlight };
  },
  // The preview plus the income still to come: without it the search never builds an economy (search-points.ts).
  // With the VP the favour tiles still pay, the temples the trading posts can become, the network majority weighed
  // by the round, power at its worth in the power actions and the incomes paid since the search began counted as
  // before (2026-11-28): 4-seat self-play at 800 iterations a decision, games m/0–m/6, 87.8 VP per seat against 78.2.
  // With the bonus tile's VP at the next pass and the room each seat has to grow (later that day): the arena's 4-seat
  // strong self-play, games 0–15, 101.6 VP per seat against 97.9.
  // Two random moves after the tree, not six: with points this informed, longer random play only adds noise, and a
  // search with more iterations then hardly beats one with fewer (2 seats, 2,000 against 150 iterations a decision:
  // 2.5 of 5 games won with six moves, 14 of 16 with two).
  // Each seat plays for what its lead over the average of the others gains (gainScale): by its lead over the best
  // opponent, a seat 20 VP behind or ahead saw the moves differ by hundredths of a reward and chose among them by
  // noise. 4-seat self-play at 800 iterations a decision, seeds m1–m6: 70.5 VP per seat by the lead, 74.5 by the
  // seat's own points, 76.2 by its lead over the average; 2 seats, 2,000 against 150 iterations, 10 games: 5 won by
  // the own points, 8 by the lead over the average. A scale of 15 VP rather than 10 (2026-11-28, with the faction
  // choice): 97.0 / 97.4 VP per seat on games m/0–m/6 / m/7–m/13 against 95.6 / 96.4 (20: 98.1 / 96.3; 30: 94.7).
  // From three seats on, the others' moves inside the tree are played at random (othersAtRandom): the tree then
  // plans the seat's own next turns. 4-seat self-play at 800 iterations a decision, seeds m1–m6: 79.1 VP per seat
  // against 76.3 with every seat searched; strong in the arena (10 games): 81.0 against 76.1 (2 games).
  search: {
    othersAtRandom: (state) => (state as TmState).players.length > 2,
    playoutMoves: 2,
    gainScale: 15,
    points: (state, start) => expectedFinalVp(state as TmState, start as TmState | undefined),
    prune: (state, seat, path, options) => pruneNeverWeighed(state as TmState, seat, path, options),
  },
};
