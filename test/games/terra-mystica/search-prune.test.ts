import { describe, expect, it } from 'vitest';
import { playableOptions } from '../../../src/ai/search';
import type { AnyEngine } from '../../../src/engine/types';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import { terraMysticaModule } from '../../../src/games/terra-mystica/module';
import type { TmState } from '../../../src/games/terra-mystica/types';
import { bestFactions } from '../../../src/games/terra-mystica/search-factions';
import { edited, game, witches } from './helpers';

const engine = terraMystica as unknown as AnyEngine;
const prune = terraMysticaModule.search?.prune;

/** The option ids the prompt offers at `path`, and those a computer player weighs there. */
function offered(state: TmState, path: string[]): { all: string[]; weighed: string[] } {
  const result = terraMystica.prompt(state, 0, path);
  if (!('prompt' in result)) throw new Error(`no prompt at [${path.join(',')}]`);
  const all = result.prompt.options.map((option) => option.id);
  return { all, weighed: playableOptions(engine, state, 0, path, result.prompt.options, prune).map((option) => option.id) };
}

describe('Terra Mystica computer players never trade down ([seed] Materialtausch)', () => {
  it('weighs the power exchanges but not a priest for a worker, a worker for a coin or a priest for a coin', () => {
    // Witches with 20 coins, 10 workers, 3 priests and 12 power in bowl III.
    const { all, weighed } = offered(witches(), ['c']);
    expect(all).toEqual(['PW-C', 'PW-W', 'PW-P', 'P-W', 'W-C', 'P-C']);
    expect(weighed).toEqual(['PW-C', 'PW-W', 'PW-P']);
    expect(offered(witches(), []).weighed).toContain('c');
  });

  it('drops the step into the exchanges when every exchange open to the seat trades down', () => {
    // No power in bowl III: only trading down is left.
    const noPower = witches((s) => (s.players[0].bowls = [5, 7, 0]));
    expect(offered(noPower, ['c']).all).toEqual(['P-W', 'W-C', 'P-C']);
    // The standing power-offer settings (`set`) are left out of every computer's choice anyway.
    const root = offered(noPower, []);
    expect(root.all).toEqual(['t', 'u', 's', 'a', 'p', 'ps', 'c', 'n', 'set']);
    expect(root.weighed).toEqual(['t', 'u', 's', 'a', 'p', 'ps', 'n']);
    // One power in bowl III is enough to keep it: a coin for one power.
    const onePower = witches((s) => (s.players[0].bowls = [5, 6, 1]));
    expect(offered(onePower, []).weighed).toContain('c');
    expect(offered(onePower, ['c']).weighed).toEqual(['PW-C']);
  });

  it('Alchemists: buys VP with coins but never sells VP for coins', () => {
    const alchemists = edited(game({ factions: ['alchemists', 'witches'], dwellings: { alchemists: ['E5', 'H5'], witches: ['A10', 'I11'] } }), (s) =>
      Object.assign(s.players[0], { c: 10, w: 0, p: 0, vp: 20, bowls: [5, 7, 0] }),
    );
    const { all, weighed } = offered(alchemists, ['c']);
    expect(all).toEqual(['VP-C', 'C-VP']);
    expect(weighed).toEqual(['C-VP']);
    // With a single coin only selling VP is open: no exchange at all is weighed.
    const poor = edited(alchemists, (s) => (s.players[0].c = 1));
    expect(offered(poor, ['c']).all).toEqual(['VP-C']);
    expect(offered(poor, []).weighed).not.toContain('c');
  });

  it('leaves every other step alone', () => {
    const state = witches();
    expect(offered(state, []).weighed).toEqual(['t', 'u', 's', 'a', 'p', 'ps', 'c']);
    for (const step of ['t', 'u', 's', 'a', 'p']) {
      const below = offered(state, [step]);
      expect(below.all.length).toBeGreaterThan(0);
      expect(below.weighed).toEqual(below.all);
    }
  });
});

describe('Terra Mystica computer players transform only into their home terrain when they can', () => {
  it('weighs home alone where the hex offers it, and every terrain where home is out of reach', () => {
    // Witches (home forest G) with 10 workers: D7 (wasteland) can become any of five terrains, forest for two spades.
    expect(offered(witches(), ['t', 'D7'])).toEqual({ all: ['Y', 'U', 'K', 'G', 'S'], weighed: ['G'] });
    // With 3 workers a single spade is all they can pay: forest is not offered, the partial transforms stay.
    const poor = witches((s) => (s.players[0].w = 3));
    expect(offered(poor, ['t', 'D7'])).toEqual({ all: ['Y', 'S'], weighed: ['Y', 'S'] });
    // The hexes themselves are all weighed.
    const hexes = offered(witches(), ['t']);
    expect(hexes.weighed).toEqual(hexes.all);
  });

  it('the prune itself: keeps the partial transforms rather than leaving nothing, and reads only terrain menus', () => {
    const poor = witches((s) => (s.players[0].w = 3));
    const terrains = [{ id: 'Y', label: { key: 'x' } }, { id: 'S', label: { key: 'x' } }];
    expect(prune?.(poor, 0, ['t', 'D7'], terrains).map((option) => option.id)).toEqual(['Y', 'S']);
    // A menu that is not below the transform step is left alone, even with an option named like the home terrain.
    const named = [{ id: 'G', label: { key: 'x' } }, { id: 'Y', label: { key: 'x' } }];
    expect(prune?.(witches(), 0, ['u', 'D7'], named).map((option) => option.id)).toEqual(['G', 'Y']);
    expect(prune?.(witches(), 0, ['t'], named).map((option) => option.id)).toEqual(['G', 'Y']);
  });
});

describe('Terra Mystica computer players do not exchange or burn once their action is taken', () => {
  // The Witches with power in bowls II and III upgrade E9: their action is taken and the turn may end.
  const afterAction = (patch: (s: TmState) => void = () => {}) =>
    terraMystica.apply(witches((s) => { s.players[0].bowls = [0, 6, 6]; patch(s); }), 0, { t: 'upgrade', hex: 'E9', to: 'TP' });

  it('weighs only the end of the turn', () => {
    const { all, weighed } = offered(afterAction(), []);
    expect(all).toEqual(['c', 'n', 'set', 'ok']);
    expect(weighed).toEqual(['ok']);
  });

  it('keeps the exchanges while the Darklings\' priests from their stronghold are on offer', () => {
    const darklings = afterAction((s) => (s.players[0].darklingConvert = 3));
    expect(offered(darklings, []).weighed).toEqual(['c', 'ok']);
  });

  it('before the action, exchanging and burning are weighed as ever', () => {
    const before = offered(witches((s) => (s.players[0].bowls = [0, 6, 6])), []);
    expect(before.weighed).toContain('c');
    expect(before.weighed).toContain('n');
    expect(before.weighed).not.toContain('ok');
  });
});

describe('Terra Mystica computer players take the faction they play best (search-factions.ts)', () => {
  /** The factions a computer player weighs when it is its turn to choose. */
  const weighedFactions = (state: TmState): string[] => {
    const seat = state.setupQueue[0];
    const result = terraMystica.prompt(state, seat, []);
    if (!('prompt' in result)) throw new Error('no faction prompt');
    return playableOptions(engine, state, seat, [], result.prompt.options, prune).map((option) => option.id);
  };

  it('the Darklings first, then the best of each colour still open', () => {
    let state = terraMystica.setup({}, 4, 'factions');
    expect(state.phase).toBe('factions');
    // All 14 are offered; the computer weighs one.
    const all = terraMystica.prompt(state, state.setupQueue[0], []);
    expect('prompt' in all && all.prompt.options.length).toBe(14);
    const taken: string[] = [];
    for (const faction of ['darklings', 'dwarves', 'chaosmagicians', 'halflings'] as const) {
      const weighed = weighedFactions(state);
      taken.push(...weighed);
      state = terraMystica.apply(state, state.setupQueue[0], { t: 'faction', faction });
    }
    // The Darklings' colour shuts out the Alchemists, the Dwarves' the Engineers, the Chaos Magicians' the Giants.
    expect(taken).toEqual(['dar', 'dwa', 'cha', 'hal']);
  });

  it('another player may take the computer\'s favourite: it takes the best one left', () => {
    const state = terraMystica.apply(terraMystica.setup({}, 4, 'factions'), terraMystica.setup({}, 4, 'factions').setupQueue[0], { t: 'faction', faction: 'alchemists' });
    // Black is taken with the Alchemists: no Darklings.
    expect(weighedFactions(state)).toEqual(['dwa']);
  });

  it('leaves menus that are not the faction choice alone', () => {
    const options = [{ id: 'dar', label: { key: 'x' } }, { id: 'nom', label: { key: 'x' } }];
    expect(prune?.(witches(), 0, [], options).map((option) => option.id)).toEqual(['dar', 'nom']);
    expect(bestFactions([...options, { id: 'ok', label: { key: 'x' } }]).map((option) => option.id)).toEqual(['dar', 'nom', 'ok']);
    expect(bestFactions(options).map((option) => option.id)).toEqual(['dar']);
    // Nothing offered, nothing weighed.
    expect(bestFactions([])).toEqual([]);
  });

  it('keeps every faction tied for best: the search chooses among them', () => {
    // The Engineers and the Witches both made 82.3 VP a seat.
    const tied = ['eng', 'wit', 'mer'].map((id) => ({ id, label: { key: 'x' } }));
    expect(bestFactions(tied).map((option) => option.id)).toEqual(['eng', 'wit']);
  });
});
