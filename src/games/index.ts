import type { AnyEngine } from '../engine/types';
import { cityOfRome } from './city-of-rome/engine';
import { helios } from './helios/engine';
import { terraMystica } from './terra-mystica/engine';
import { pandoria } from './pandoria/engine';

/** Every playable game, by id. Each engine adds itself here (one line). */
export const engines: Record<string, AnyEngine> = {
  'city-of-rome': cityOfRome,
  helios,
  'terra-mystica': terraMystica,
  pandoria,
};

export function engineById(id: string): AnyEngine | undefined {
  return Object.hasOwn(engines, id) ? engines[id] : undefined;
}
