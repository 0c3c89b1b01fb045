/** Terra Mystica's pictures as the module contract names them (src/engine/module.ts GameRenderer). */
import type { GameRenderer } from '../../src/engine/module';
import type { TmView } from '../../src/games/terra-mystica/view';
import { renderTerraMystica } from './index';
import { renderTmHighlight, renderTmPhone } from './phone';

export const terraMysticaRenderer: GameRenderer<TmView> = { board: renderTerraMystica, phone: renderTmPhone, highlight: renderTmHighlight };
