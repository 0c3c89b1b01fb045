/**
 * Single branches of the choice tree the walk of `prompt-rules.test.ts` does not reach: the Landverwaltung question
 * asked only when its tiles differ in colour, a building already built refused even when named, the Tauschbasar's
 * trade (up to 3 mana, 4 VP each: facts §4 "trade up to 3 mana for 4 VP each (max 12 VP)") and the cubes offered
 * after the 2-for-1 exchange was chosen, the action tile whose action has nothing to offer, and the person phase's
 * activations.
 */
import { describe, expect, it } from 'vitest';
import type { HeliosState, PlacedTile, Resource } from '../../../src/games/helios/types';
import { chooseMove, randomChooser } from '../../../src/engine/driver';
import { helios } from '../../../src/games/helios/engine';
import { at, completePath, landTile, onTurn, promptAt, startedGame, toPersonPhase, updatePlayer, withBoard } from './helpers';

const SEAT = 0;
const base = startedGame(3, 'prompt-steps');

/** A board whose tiles hold the given cubes, one tile per entry. */
function cubes(...res: PlacedTile['res'][]): Record<string, PlacedTile> {
  const cells = [at(0, 0), at(1, 0), at(0, 1), at(-1, 1), at(-1, 0), at(1, -1)];
  return Object.fromEntries(res.map((r, i) => [cells[i], landTile('brown', r)]));
}

function buildTurn(state: HeliosState, tiles: Record<string, PlacedTile>, change: (p: HeliosState['players'][number]) => void = () => {}): HeliosState {
  return onTurn(updatePlayer(withBoard(state, SEAT, tiles, at(0, -1)), SEAT, change), SEAT, 'act', 'build');
}

/** The Landverwaltung stage with waiting tiles of these colours. */
function landverwaltung(colors: Resource[]): HeliosState {
  const state = buildTurn(base, cubes(['black']));
  state.turn = { ...(state.turn as NonNullable<HeliosState['turn']>), stage: 'extra', pendingLand: colors.map((color) => ({ color, res: [] })) };
  return state;
}

/** The person phase with the Architekt and the Erfinder owned, not yet active, and their costs on the board. */
const personPhase = () =>
  toPersonPhase(base, (s) => {
    s.players.forEach((p) => {
      p.mana = 9;
      p.tiles = cubes(['blue', 'grey'], ['black', 'black'], ['grey', 'green']);
      p.persons = [{ id: 'architect', active: false }, { id: 'inventor', active: false }];
    });
  });


describe('Landverwaltung', () => {
  it('two tiles of one colour: no question which one, the field is asked at once', () => {
    const prompt = promptAt(landverwaltung(['grey', 'grey']), SEAT, []);
    expect([prompt.kind, prompt.title.key]).toEqual(['cell', 'hel.p.landCell']);
  });

  it('two tiles of different colours: which one first', () => {
    const prompt = promptAt(landverwaltung(['grey', 'blue']), SEAT, []);
    expect([prompt.kind, prompt.title.key, prompt.options.map((o) => o.id)]).toEqual(['card', 'hel.p.pendingTile', ['p0', 'p1']]);
  });
});

describe('buildings', () => {
  it('a building already built is refused when named, though its cost is there', () => {
    const state = buildTurn(base, cubes(['black', 'grey'], ['blue', 'green']), (p) => (p.buildings = ['bazaar']));
    expect(() => promptAt(state, SEAT, ['baz'])).toThrow('error.invalidPath');
  });

  it('the Tauschbasar trades 0 to 3 mana for 4 VP each; a fourth mana is refused', () => {
    const state = buildTurn(base, cubes(['black', 'grey'], ['blue', 'green']), (p) => (p.mana = 5));
    const paid = completePath(state, SEAT, ['baz']).slice(0, -1);
    const prompt = promptAt(state, SEAT, paid);
    expect(prompt.title.key).toBe('hel.p.trade');
    expect(prompt.options.map((o) => [o.id, o.label.params])).toEqual([
      ['0', { n: 0, vp: 0 }],
      ['1', { n: 1, vp: 4 }],
      ['2', { n: 2, vp: 8 }],
      ['3', { n: 3, vp: 12 }],
    ]);
    expect(() => promptAt(state, SEAT, [...paid, '4'])).toThrow('error.invalidPath');
  });

  it('with 2 mana the trade stops at 2', () => {
    const state = buildTurn(base, cubes(['black', 'grey'], ['blue', 'green']), (p) => (p.mana = 2));
    const paid = completePath(state, SEAT, ['baz']).slice(0, -1);
    expect(promptAt(state, SEAT, paid).options.map((o) => o.id)).toEqual(['0', '1', '2']);
    expect(() => promptAt(state, SEAT, [...paid, '3'])).toThrow('error.invalidPath');
  });
});

describe('paying with the 2-for-1 exchange', () => {
  it('after choosing the exchange the tree offers the cubes still there, and names the exchange in the catalog', () => {
    const always = { ...base, options: { ...base.options, exchange: 'always' as const } };
    const state = buildTurn(always, cubes(['grey'], ['black', 'green']));
    const first = promptAt(state, SEAT, ['B', 'lod']);
    expect(first.options.map((o) => [o.id, o.label.key])).toEqual([
      [`${at(0, 0)}gy`, 'hel.o.cube'],
      ['x2', 'hel.o.exchange'],
    ]);
    expect(promptAt(state, SEAT, ['B', 'lod', 'x2']).options.map((o) => o.id)).toEqual([`${at(0, 0)}gy`, `${at(1, 0)}bk`, `${at(1, 0)}gn`]);
    expect(promptAt(state, SEAT, ['B', 'lod', 'x2', `${at(1, 0)}bk`]).options.map((o) => o.id)).toEqual([`${at(0, 0)}gy`, `${at(1, 0)}gn`]);
  });
});

describe('an action with nothing to offer', () => {
  it('a build action with nothing to build asks to do it or forfeit, the action first and highlighted', () => {
    const state = onTurn(withBoard(base, SEAT, { [at(0, 0)]: landTile('brown') }), SEAT, 'act', 'build');
    const prompt = promptAt(state, SEAT, []);
    expect([prompt.kind, prompt.title.key]).toEqual(['choice', 'hel.p.action']);
    expect(prompt.options.map((o) => [o.id, o.label.key, o.tone])).toEqual([
      ['B', 'hel.sym.build', 'primary'],
      ['x', 'hel.o.forfeit', undefined],
    ]);
  });
});

describe('activating persons', () => {
  it('every owned person not yet active is offered for activation', () => {
    const phase = personPhase();
    const ids = promptAt(phase, helios.awaiting(phase)[0], []).options.map((o) => o.id);
    expect(ids.filter((id) => id.startsWith('a'))).toEqual(['aarc', 'ainv']);
  });

  it('an activation step for a person not owned, or under another prefix, is refused', () => {
    const phase = personPhase();
    const [seat] = helios.awaiting(phase);
    expect(() => promptAt(phase, seat, ['atre'])).toThrow('error.invalidPath');
    expect(() => promptAt(phase, seat, ['zarc'])).toThrow('error.invalidPath');
    expect(promptAt(phase, seat, ['aarc']).title.key).toBe('hel.p.pay');
  });
});

/** Every question of the tree in states of a fixed game and the made states above, by its title. */
function kindsByTitle(): Record<string, string[]> {
  const states: HeliosState[] = [];
  let state = helios.setup({}, 2, 'prompt-kinds');
  const choose = randomChooser('prompt-kinds');
  for (let i = 0; i < 160 && helios.awaiting(state).length > 0; i++) {
    states.push(state);
    const [seat] = helios.awaiting(state);
    state = helios.apply(state, seat, chooseMove(helios, state, seat, choose).move);
  }
  const bazaar = buildTurn(base, cubes(['black', 'grey'], ['blue', 'green']), (p) => (p.mana = 5));
  const emptyBuild = onTurn(withBoard(base, SEAT, { [at(0, 0)]: landTile('brown') }), SEAT, 'act', 'build');
  states.push(bazaar, landverwaltung(['grey', 'blue']), buildTurn(base, cubes(['black'], ['grey'])), emptyBuild, personPhase());
  const kinds = new Map<string, Set<string>>();
  for (const s of states) {
    const [seat] = helios.awaiting(s);
    const stack: string[][] = [[]];
    for (let n = 0; stack.length > 0 && n < 80; n++) {
      const path = stack.pop() as string[];
      const result = helios.prompt(s, seat, path);
      if (!('prompt' in result)) continue;
      const set = kinds.get(result.prompt.title.key) ?? new Set<string>();
      kinds.set(result.prompt.title.key, set.add(result.prompt.kind));
      for (const o of result.prompt.options) stack.push([...path, o.id]);
    }
  }
  return Object.fromEntries([...kinds].map(([title, set]) => [title, [...set]]).sort(([a], [b]) => (a < b ? -1 : 1)));
}

describe('the kind of each question (how a client shows it)', () => {
  it('fields are picked on the board, tiles and buildings as cards, the trade as an amount, the rest as choices', () => {
    expect(kindsByTitle()).toEqual({
      'hel.p.action': ['choice'],
      'hel.p.bonus': ['choice'],
      'hel.p.bonusColor': ['choice'],
      'hel.p.build': ['card'],
      'hel.p.giftCell': ['cell'],
      'hel.p.giftColor': ['choice'],
      'hel.p.landCell': ['cell'],
      'hel.p.landTile': ['card'],
      'hel.p.pay': ['choice'],
      'hel.p.pendingTile': ['card'],
      'hel.p.persons': ['choice'],
      'hel.p.row': ['choice'],
      'hel.p.startTile': ['choice'],
      'hel.p.sun': ['cell'],
      'hel.p.take': ['choice'],
      'hel.p.templeCell': ['cell'],
      'hel.p.trade': ['amount'],
    });
  });
});
