import { describe, expect, it } from 'vitest';
import { rendererFor } from '../../../renderers';
import { isPng } from '../../../renderers/kit';
import { pandoria } from '../../../src/games/pandoria/engine';
import { playGame, publicView } from './views';

describe('the Pandoria renderer in the registry', () => {
  it('is registered under the engine id, draws public views and refuses private ones', async () => {
    const render = rendererFor(pandoria.id);
    expect(render).toBeDefined();
    const game = playGame(2, { variant: 'b' }, 'registry');
    expect(isPng(await render!(publicView(game.states[10]), 'en', { highlight: ['H5'] }))).toBe(true);
    await expect(render!(pandoria.view(game.states[10], 1), 'en')).rejects.toThrow(/public view/);
  });
});
