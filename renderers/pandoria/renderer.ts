/** Pandoria's pictures as the module contract names them (src/engine/module.ts GameRenderer). */
import type { GameRenderer } from '../../src/engine/module';
import type { PandoriaView } from '../../src/games/pandoria/view';
import { renderPandoriaCards } from './hand';
import { renderPandoria } from './index';
import { renderPandoriaPhone } from './phone';

export const pandoriaRenderer: GameRenderer<PandoriaView> = {
  // With `cards` the picture is those cards alone (the seat's own, for its private panel), else the table.
  board: (view, locale, options) => ((options?.cards?.length ?? 0) > 0 ? renderPandoriaCards(options?.cards ?? [], locale) : renderPandoria(view, locale, options)),
  phone: renderPandoriaPhone,
};
