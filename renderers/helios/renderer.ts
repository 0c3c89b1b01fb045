/** Helios's pictures as the module contract names them (src/engine/module.ts GameRenderer). */
import type { GameRenderer } from '../../src/engine/module';
import type { HeliosView } from '../../src/games/helios/view';
import { renderHelios } from './index';
import { renderHeliosPhone } from './phone';

export const heliosRenderer: GameRenderer<HeliosView> = { board: renderHelios, phone: renderHeliosPhone };
