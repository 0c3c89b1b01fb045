/** City of Rome's pictures as the module contract names them (src/engine/module.ts GameRenderer). */
import type { GameRenderer } from '../../src/engine/module';
import type { CorView } from '../../src/games/city-of-rome/view';
import { renderCorCards } from './hand';
import { renderCityOfRome } from './index';
import { renderCorPhone } from './phone';

export const cityOfRomeRenderer: GameRenderer<CorView> = {
  // With `cards` the picture is those cards alone (the seat's own, for its private panel), else the table.
  board: (view, locale, options) => ((options?.cards?.length ?? 0) > 0 ? renderCorCards(options?.cards ?? [], locale) : renderCityOfRome(view, locale, options)),
  phone: renderCorPhone,
};
