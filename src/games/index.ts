/**
 * The registry: every playable game's module (src/engine/module.ts), one line each. The bot, the commands, the
 * renderer pool, the computer players and the catalogs find a game here, by id, and nowhere else.
 */
import type { AnyGameModule } from '../engine/module';
import type { AnyEngine } from '../engine/types';
import { cityOfRomeModule } from './city-of-rome/module';
import { heliosModule } from './helios/module';
import { pandoriaModule } from './pandoria/module';
import { terraMysticaModule } from './terra-mystica/module';

export const gameModules: readonly AnyGameModule[] = [cityOfRomeModule, heliosModule, terraMysticaModule, pandoriaModule];

const byId = new Map(gameModules.map((module) => [module.id, module]));

export function moduleById(id: string): AnyGameModule | undefined {
  return byId.get(id);
}

/** Every engine by game id: what the bot is started with. */
export const engines: Record<string, AnyEngine> = Object.fromEntries(gameModules.map((module) => [module.id, module.engine]));

export function engineById(id: string): AnyEngine | undefined {
  return moduleById(id)?.engine;
}
