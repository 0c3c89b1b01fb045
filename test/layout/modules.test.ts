/** The module structure (README "Adding a game"): one folder per game, one module file each, one registry. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameModules } from '../../src/games';
import { rendererLoaders } from '../../renderers/registry';
import { importGraph, ROOT } from './import-graph';

const GAMES_DIR = join(ROOT, 'src/games');
const gameFolders = readdirSync(GAMES_DIR).filter((name) => statSync(join(GAMES_DIR, name)).isDirectory()).sort();

describe('game modules', () => {
  it('the registry lists one module per game folder, under the folder’s name', () => {
    expect(gameModules.map((module) => module.id).sort()).toEqual(gameFolders);
    for (const module of gameModules) expect(module.engine.id).toBe(module.id);
  });

  it('every game folder has the same file names for the same things', () => {
    for (const game of gameFolders) {
      const files = readdirSync(join(GAMES_DIR, game));
      expect({ game, has: ['module.ts', 'engine.ts', 'types.ts', 'view.ts', 'catalog.ts', 'texts.ts'].filter((file) => files.includes(file)) }).toEqual({
        game,
        has: ['module.ts', 'engine.ts', 'types.ts', 'view.ts', 'catalog.ts', 'texts.ts'],
      });
    }
  });

  it('the bot, commands, computer players, ratings, catalogs and render pool reach a game only through the registry', () => {
    const graph = importGraph(['src', 'commands', 'renderers']);
    const generic = /^(src\/(bot|ai|ratings|i18n|emulator|engine)\/|src\/main\.ts|commands\/|renderers\/pool\/|renderers\/index\.ts)/;
    const intoGame = /^(src\/games\/[^/]+\/|renderers\/(?!kit\/|pool\/|score\/|types\/)[^/]+\/)/;
    const crossings = [...graph].flatMap(([file, targets]) => (generic.test(file) ? targets.filter((target) => intoGame.test(target)).map((target) => `${file} → ${target}`) : []));
    expect(crossings).toEqual([]);
    const ids = new RegExp(`['"](${gameFolders.join('|')})['"]`);
    const naming = [...graph.keys()].filter((file) => generic.test(file) && ids.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(naming).toEqual([]);
  });

  it('the pictures’ registry has a renderer for every game of the rules’ registry, and no other', async () => {
    expect(Object.keys(rendererLoaders).sort()).toEqual(gameFolders);
    for (const module of gameModules) expect(typeof (await rendererLoaders[module.id]()).board).toBe('function');
  });
});
