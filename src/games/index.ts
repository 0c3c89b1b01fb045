import type { AnyEngine } from '../engine/types';

/** Every playable game, by id. Each engine adds itself here (one line). */
export const engines: Record<string, AnyEngine> = {};

export function engineById(id: string): AnyEngine | undefined {
  return Object.hasOwn(engines, id) ? engines[id] : undefined;
}
