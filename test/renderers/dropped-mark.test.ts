/** Every board marks a dropped seat next to its name (issue 13), in the board's language. */
import { afterEach, describe, expect, it } from 'vitest';
import { renderers } from '../../renderers';
import { createSurface } from '../../renderers/kit/canvas';
import { chooseMove, randomChooser } from '../../src/engine/driver';
import type { AnyEngine } from '../../src/engine/types';
import type { TmView } from '../../src/games/terra-mystica/view';
import { engines } from '../../src/games';

type FillText = (text: string, x: number, y: number, maxWidth?: number) => void;
const proto = Object.getPrototypeOf(createSurface(1, 1, '#fff').ctx) as { fillText: FillText };
const original = proto.fillText;
afterEach(() => {
  proto.fillText = original;
});

/** The texts a board drawing fills. */
async function textsOf(gameId: string, view: unknown, locale: 'en' | 'de'): Promise<string[]> {
  const texts: string[] = [];
  proto.fillText = function (this: unknown, text: string, x: number, y: number, maxWidth?: number) {
    texts.push(text);
    return original.call(this, text, x, y, maxWidth);
  };
  await renderers[gameId](view, locale, { playerNames: ['Arthur', 'Guinevere', 'Lancelot'] });
  proto.fillText = original;
  return texts;
}

describe('dropped seats on the board', () => {
  for (const id of ['terra-mystica', 'city-of-rome', 'helios', 'pandoria']) {
    it(`${id}: "(dropped)" / "(ausgeschieden)" for the dropped seat only`, async () => {
      const engine: AnyEngine = engines[id];
      let state = engine.setup({}, 3, 'dropped-mark');
      // Terra Mystica drops a seat once its faction is chosen.
      if (id === 'terra-mystica') {
        for (const faction of ['witches', 'nomads', 'halflings']) state = engine.apply(state, engine.awaiting(state)[0], { t: 'faction', faction });
      }
      const move = engine.dropMove?.(state, 1);
      state = engine.apply(state, 1, move);
      const view = engine.view(state, null);
      const en = await textsOf(id, view, 'en');
      expect(en.filter((t) => t.includes('(dropped)'))).toHaveLength(1);
      // Beside the name (Pandoria: on the line under the name, whose box is narrow).
      if (id !== 'pandoria') expect(en.find((t) => t.includes('(dropped)'))).toContain('Guinevere');
      const de = await textsOf(id, view, 'de');
      expect(de.filter((t) => t.includes('(ausgeschieden)'))).toHaveLength(1);
    });
  }

  it('terra-mystica: a seat dropped before choosing a faction is drawn without one through the rounds', async () => {
    const engine: AnyEngine = engines['terra-mystica'];
    let state = engine.setup({}, 3, 'dropped-mark');
    state = engine.apply(state, engine.awaiting(state)[0], { t: 'faction', faction: 'witches' });
    state = engine.apply(state, 1, engine.dropMove?.(state, 1));
    state = engine.apply(state, engine.awaiting(state)[0], { t: 'faction', faction: 'nomads' });
    const chooser = randomChooser('dropped-mark');
    while ((engine.view(state, null) as TmView).round < 2) {
      const seat = engine.awaiting(state)[0];
      state = engine.apply(state, seat, chooseMove(engine, state, seat, chooser).move);
    }
    const view = engine.view(state, null) as TmView;
    expect(view.players[1].faction).toBeNull();
    const en = await textsOf('terra-mystica', view, 'en');
    expect(en.filter((t) => t.includes('(dropped)'))).toHaveLength(1);
  });
});
