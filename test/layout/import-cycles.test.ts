import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-graph';
import { layerBreaches, wingBreaches } from './layers';

const SOURCES = ['src', 'commands', 'renderers', 'data'];

describe('imports', () => {
  it('form no cycle in src/, commands/, renderers/ and data/, dynamic import() included', () => {
    expect(importCycles(importGraph(SOURCES))).toEqual([]);
  });

  it('a cycle is found when there is one (the check can fail)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
      ['e.ts', ['e.ts']],
    ]);
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
  });

  it('dynamic import() counts as an import', () => {
    const graph = importGraph(['renderers']);
    expect(graph.get('renderers/registry.ts')).toContain('renderers/terra-mystica/renderer.ts');
  });
});

describe('layers (engine < texts < games < pictures | ai < bot < root; the local Discord apart)', () => {
  it('hold in the sources', () => {
    expect(layerBreaches(importGraph(SOURCES))).toEqual([]);
  });

  it('a breach is found when there is one (the check can fail)', () => {
    const graph = new Map([
      ['src/engine/module.ts', ['src/ai/search.ts', 'src/engine/types.ts']],
      ['src/i18n/catalogs.ts', ['src/games/index.ts']],
      ['src/games/tm/module.ts', ['renderers/tm/index.ts', 'src/i18n/text.ts', 'data/tm/maps.ts']],
      ['renderers/tm/index.ts', ['src/ai/search.ts', 'src/games/tm/view.ts']],
      ['src/bot/show/board.ts', ['src/composition.ts', 'src/emulator/index.ts', 'renderers/index.ts']],
      ['src/bot/app/playground.ts', ['src/emulator/index.ts']],
      ['src/emulator/server.ts', ['src/bot/store/store.ts', 'src/i18n/index.ts']],
      ['src/games/tm/replay-cli.ts', ['src/composition.ts']],
      ['renderers/pool/render-thread.ts', ['src/composition.ts']],
      ['src/main.ts', ['src/composition.ts']],
    ]);
    expect(layerBreaches(graph)).toEqual([
      'src/engine/module.ts → src/ai/search.ts (engine imports ai, a higher floor)',
      'src/i18n/catalogs.ts → src/games/index.ts (texts imports games, a higher floor)',
      'src/games/tm/module.ts → renderers/tm/index.ts (games imports pictures, a higher floor)',
      'renderers/tm/index.ts → src/ai/search.ts (pictures and ai stand apart)',
      'src/bot/show/board.ts → src/composition.ts (only entry points import the composition root)',
      'src/bot/show/board.ts → src/emulator/index.ts (only the app wing starts the local Discord)',
      'src/emulator/server.ts → src/bot/store/store.ts (the local Discord stands apart)',
    ]);
  });
});

describe('the bot in wings (base < store < game < kernel < show < history < play < pings < computers < seats < lobby < commands < app)', () => {
  it('hold in the sources', () => {
    expect(wingBreaches(importGraph(['src', 'commands']))).toEqual([]);
  });

  it('a breach is found when there is one (the check can fail)', () => {
    const graph = new Map([
      ['src/bot/show/publisher.ts', ['src/bot/computers/computer-turns.ts', 'src/bot/kernel/context.ts', 'src/bot/show/messages.ts']],
      ['src/bot/store/store.ts', ['src/bot/kernel/context.ts']],
      ['src/bot/loose.ts', []],
      ['commands/board.ts', ['src/bot/app/bot.ts', 'src/bot/show/publisher.ts']],
      ['src/bot/app/bot.ts', ['commands/index.ts', 'src/bot/lobby/lobby.ts']],
    ]);
    expect(wingBreaches(graph)).toEqual([
      'src/bot/show/publisher.ts → src/bot/computers/computer-turns.ts (show imports computers)',
      'src/bot/store/store.ts → src/bot/kernel/context.ts (store imports kernel)',
      'src/bot/loose.ts (not in a wing)',
      'commands/board.ts → src/bot/app/bot.ts (commands imports app)',
    ]);
  });
});
