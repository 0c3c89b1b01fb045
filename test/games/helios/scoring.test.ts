import { describe, expect, it } from 'vitest';
import { helios } from '../../../src/games/helios/engine';
import type { HeliosState, OwnedPerson, PersonId, PlacedTile } from '../../../src/games/helios/types';
import { at, landTile, specialTile, startedGame } from './helpers';

const base = startedGame(3, 'scoring-tests');

/** A finished game where seat 0 has the given board and state; the others keep their start tile. */
function finishedWith(change: (p: HeliosState['players'][number]) => void, options: Partial<HeliosState['options']> = {}): HeliosState {
  const state = structuredClone(base);
  state.phase = 'finished';
  state.turn = null;
  state.options = { ...state.options, ...options };
  for (const p of state.players) {
    p.mana = 0;
    p.tiles = { [at(0, 0)]: landTile('brown') };
  }
  change(state.players[0]);
  return state;
}

const preview = (state: HeliosState, seat = 0) => helios.scores(state)[seat].preview;
const active = (...ids: PersonId[]): OwnedPerson[] => ids.map((id) => ({ id, active: true }));

describe('end scoring', () => {
  it('4 VP per corner field with an adjacent tile', () => {
    const tiles: Record<string, PlacedTile> = {
      [at(0, 0)]: landTile('brown'),
      [at(1, -1)]: landTile('brown'),
      [at(2, -2)]: landTile('brown'),
      [at(3, -3)]: landTile('brown'),
      [at(-1, 1)]: landTile('brown'),
      [at(-2, 2)]: landTile('brown'),
      [at(-3, 3)]: landTile('brown'),
    };
    expect(preview(finishedWith((p) => (p.tiles = tiles)))).toBe(8);
  });

  it('with an active Entdecker a corner is worth 8', () => {
    const tiles = { [at(0, 0)]: landTile('brown'), [at(1, 0)]: landTile('grey'), [at(2, 0)]: landTile('grey'), [at(3, 0)]: landTile('grey') };
    expect(preview(finishedWith((p) => (p.tiles = tiles)))).toBe(4);
    expect(preview(finishedWith((p) => ((p.tiles = tiles), (p.persons = active('explorer')))))).toBe(8);
    expect(preview(finishedWith((p) => ((p.tiles = tiles), (p.persons = [{ id: 'explorer', active: false }]))))).toBe(4);
  });

  it('Freie Felder: 1 VP per adjacent field without a tile; dark rim fields count unless the option is off', () => {
    const tiles = { [at(0, 0)]: landTile('brown'), [at(1, -1)]: landTile('brown'), [at(2, -2)]: landTile('brown'), [at(3, -3)]: specialTile('free') };
    // (3,-3): neighbours (2,-2) tile; (2,-3), (3,-2) light and empty; (3,-4), (4,-4), (4,-3) dark. Plus 4 for the corner.
    expect(preview(finishedWith((p) => (p.tiles = tiles)))).toBe(5 + 4);
    expect(preview(finishedWith((p) => (p.tiles = tiles), { freeFieldsDark: false }))).toBe(2 + 4);
  });

  it('Freie Felder counts an enclosed empty field and the field under the sun as empty', () => {
    // (1,-1) is an enclosed lake next to the special tile on (0,0); the sun stands on (-1,0).
    const tiles = {
      [at(0, 0)]: specialTile('free'),
      [at(0, -1)]: landTile('grey'),
      [at(1, -2)]: landTile('grey'),
      [at(2, -2)]: landTile('grey'),
      [at(2, -1)]: landTile('grey'),
      [at(1, 0)]: landTile('grey'),
    };
    // Neighbours of (0,0): (0,-1) and (1,0) hold tiles; (1,-1) lake, (0,1), (-1,1), (-1,0) sun: 4 empty.
    expect(preview(finishedWith((p) => ((p.tiles = tiles), (p.sun = at(-1, 0)))))).toBe(4);
  });

  it('Erschaffenes Land: 2 VP for itself and 2 per adjacent land or special tile', () => {
    const tiles = { [at(0, 0)]: specialTile('land'), [at(1, 0)]: landTile('grey'), [at(0, 1)]: specialTile('free') };
    // Erschaffenes Land 2 + 2×2 = 6; Freie Felder on (0,1): 6 neighbours − 2 tiles = 4.
    expect(preview(finishedWith((p) => (p.tiles = tiles)))).toBe(6 + 4);
  });

  it('Rohstoffe: 2 VP per resource on itself and on adjacent tiles', () => {
    const tiles = {
      [at(0, 0)]: specialTile('goods', ['black']),
      [at(1, 0)]: landTile('grey', ['grey', 'blue']),
      [at(2, 0)]: landTile('grey', ['grey']),
    };
    expect(preview(finishedWith((p) => (p.tiles = tiles)))).toBe(2 * 3);
  });

  it('Tempel: 4 VP per temple on itself and on adjacent tiles', () => {
    const tiles = {
      [at(0, 0)]: specialTile('temples', [], true),
      [at(1, 0)]: landTile('grey', [], true),
      [at(2, 0)]: landTile('grey', [], true),
    };
    expect(preview(finishedWith((p) => ((p.tiles = tiles), (p.temples = 3))))).toBe(8);
  });

  it('buildings score their printed points', () => {
    expect(preview(finishedWith((p) => (p.buildings = ['observatory', 'sunLodge', 'storehouse', 'bazaar'])))).toBe(3 + 1 + 3 + 1);
  });

  it('each leftover mana scores 1; leftover resources score nothing', () => {
    expect(preview(finishedWith((p) => ((p.mana = 5), (p.tiles = { [at(0, 0)]: landTile('brown', ['brown', 'grey']) }))))).toBe(5);
  });

  it('only activated persons score', () => {
    expect(preview(finishedWith((p) => (p.persons = [{ id: 'priestess', active: false }])))).toBe(0);
    expect(preview(finishedWith((p) => (p.persons = active('priestess'))))).toBe(12);
  });
});

describe('persons at the end', () => {
  const board = {
    [at(0, 0)]: landTile('brown', ['brown'], true),
    [at(1, 0)]: landTile('grey', ['grey']),
    [at(0, 1)]: landTile('grey'),
    [at(-1, 1)]: landTile('blue'),
    [at(-1, 0)]: specialTile('goods'),
  };
  /** Seat 0's points from its persons alone: the preview minus the same board without them. */
  function personPoints(ids: PersonId[], change: (p: HeliosState['players'][number]) => void = () => {}): number {
    const withPersons = finishedWith((p) => ((p.tiles = structuredClone(board)), change(p), (p.persons = active(...ids))));
    const without = finishedWith((p) => ((p.tiles = structuredClone(board)), change(p)));
    return preview(withPersons) - preview(without);
  }

  it('Architekt: 3 per house (temples and buildings)', () => {
    expect(personPoints(['architect'], (p) => ((p.temples = 1), (p.buildings = ['grove', 'council'])))).toBe(9);
  });
  it('Erfinder: 5 per special tile', () => {
    expect(personPoints(['inventor'])).toBe(5);
  });
  it('Priesterin: 12', () => {
    expect(personPoints(['priestess'])).toBe(12);
  });
  it('Prophetin: 2 per land and special tile, the start tile included', () => {
    expect(personPoints(['prophetess'])).toBe(10);
  });
  it('Kartograph: 3 per distinct land colour (special tiles do not count)', () => {
    expect(personPoints(['cartographer'])).toBe(9);
  });
  it('Fürstin: 2 × range, nothing with the Kraftwerk', () => {
    expect(personPoints(['princess'], (p) => (p.range = 7))).toBe(14);
    expect(personPoints(['princess'], (p) => ((p.range = 7), (p.buildings = ['powerPlant']), (p.unlimited = true)))).toBe(0);
  });
  it('Schatzmeister: 2 per leftover resource and 3 instead of 1 per mana', () => {
    expect(personPoints(['treasurer'], (p) => (p.mana = 4))).toBe(2 * 2 + 2 * 4);
  });
  it('Entdecker: 4 more per reached corner', () => {
    expect(personPoints(['explorer'])).toBe(0);
  });
});

describe('score lines and winners', () => {
  it('the breakdown sums to the preview, and points from play are current during the game', () => {
    const state = structuredClone(base);
    state.players[0].vp = 17;
    state.players[0].mana = 3;
    const line = helios.scores(state)[0];
    expect(line.current).toBe(17);
    expect(line.preview).toBe(20);
    expect(line.breakdown.reduce((n, i) => n + i.points, 0)).toBe(line.preview);
  });

  it('at the end the current score is the final one', () => {
    const state = finishedWith((p) => ((p.vp = 10), (p.mana = 2)));
    expect(helios.scores(state)[0]).toMatchObject({ current: 12, preview: 12 });
  });

  it('most points wins', () => {
    const state = finishedWith((p) => (p.vp = 10));
    expect(helios.winners(state)).toEqual([0]);
  });

  it('a tie goes to the player with more resources; a further tie is shared', () => {
    const tied = finishedWith((p) => (p.vp = 10));
    tied.players[1].vp = 10;
    tied.players[1].tiles = { [at(0, 0)]: landTile('brown', ['brown']) };
    expect(helios.winners(tied)).toEqual([1]);
    tied.players[0].tiles = { [at(0, 0)]: landTile('brown', ['grey']) };
    expect(helios.winners(tied)).toEqual([0, 1]);
  });

  it('no winners before the end', () => {
    expect(helios.winners(base)).toEqual([]);
  });
});
