import { describe, expect, it } from 'vitest';
import type { Seat, Text } from '../../../src/engine/types';
import { hasKey } from '../../../src/i18n';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import type { TmMove, TmState } from '../../../src/games/terra-mystica/types';
import { choice, follow, leaf } from '../../../src/games/terra-mystica/prompt-node';
import { act, edited, game, TWO } from './helpers';

/** Walks a path and returns the move or the prompt's option ids. */
function walk(state: TmState, seat: Seat, path: string[]): { move?: TmMove; ids?: string[] } {
  const result = terraMystica.prompt(state, seat, path);
  return 'move' in result ? { move: result.move } : { ids: result.prompt.options.map((o) => o.id) };
}

/** Follows a path to its move and applies it. */
function play(state: TmState, seat: Seat, path: string[]): TmState {
  const { move } = walk(state, seat, path);
  if (!move) throw new Error(`path ${path.join('/')} is not a complete move`);
  return act(state, seat, move);
}

function textKeys(text: Text | undefined, out: string[] = []): string[] {
  if (!text) return out;
  out.push(text.key);
  for (const v of Object.values(text.params ?? {})) if (typeof v === 'object' && 'key' in v) textKeys(v, out);
  return out;
}

/** Every move the tree offers from here (depth-first, bounded); every text on the way must exist. */
function allMoves(state: TmState, seat: Seat, path: string[] = [], out: TmMove[] = []): TmMove[] {
  const result = terraMystica.prompt(state, seat, path);
  if ('move' in result) {
    out.push(result.move);
    return out;
  }
  for (const key of textKeys(result.prompt.title)) expect(hasKey(key), key).toBe(true);
  for (const o of result.prompt.options) {
    for (const key of [...textKeys(o.label), ...textKeys(o.hint)]) expect(hasKey(key), key).toBe(true);
    if (out.length < 3000) allMoves(state, seat, [...path, o.id], out);
  }
  return out;
}

describe('the choice tree', () => {
  it('lets a player convert, transform and build with a partly free spade, convert again, and end the turn', () => {
    let s = edited(TWO(), (x) => Object.assign(x.players[0], { bowls: [0, 6, 10], w: 2, c: 10 }));
    s = play(s, 0, ['c', 'PW-W', '2']);
    expect(s.players[0].w).toBe(4);
    s = play(s, 0, ['p', 'ACT5']);
    expect(s.players[0].spades).toBe(1);
    // E10 swamp → forest: 2 spades, one free, one bought for 3 workers.
    expect(walk(s, 0, ['t', 'E10']).ids).toContain('G');
    s = play(s, 0, ['t', 'E10', 'G']);
    expect(s.players[0].w).toBe(1);
    expect(walk(s, 0, ['b']).ids).toEqual(['E10']);
    s = play(s, 0, ['b', 'E10']);
    s = play(s, 0, ['n', '1']);
    expect(walk(s, 0, []).ids).toContain('ok');
    s = play(s, 0, ['ok']);
    expect(terraMystica.awaiting(s)[0]).toBe(1);
  });

  it('offers only legal branches: every leaf of a rich position applies', () => {
    const s = edited(TWO(), (x) => {
      Object.assign(x.players[0], { c: 30, w: 12, p: 3, bowls: [0, 6, 6], shipping: 1 });
      x.players[0].bonus = 'BON1';
    });
    const moves = allMoves(s, 0);
    expect(moves.length).toBeGreaterThan(50);
    for (const move of moves) expect(() => act(s, 0, move)).not.toThrow();
    const spade = act(s, 0, { t: 'action', id: 'ACT6' });
    for (const move of allMoves(spade, 0)) expect(() => act(spade, 0, move)).not.toThrow();
  });

  it('hides what cannot be afforded or is taken: power actions beyond bowl III + burn, used ones', () => {
    const poor = edited(TWO(), (x) => (x.players[0].bowls = [5, 4, 1]));
    expect(walk(poor, 0, ['p']).ids).toEqual(['ACT1', 'ACT2']);
    const taken = edited(poor, (x) => (x.powerActionsUsed = ['ACT2']));
    expect(walk(taken, 0, ['p']).ids).toEqual(['ACT1']);
    expect(walk(poor, 0, ['p', 'ACT2']).move).toEqual({ t: 'action', id: 'ACT2', burn: 2 });
  });

  it('puts power offers before the neighbour as their own decision', () => {
    const s = act(edited(TWO(), (x) => Object.assign(x.players[0], { c: 20, w: 10 })), 0, { t: 'upgrade', hex: 'F4', to: 'TP' });
    expect(terraMystica.awaiting(s)).toEqual([0, 1]);
    expect(walk(s, 1, []).ids).toEqual(['y', 'n']);
    expect(walk(s, 1, ['y']).move).toMatchObject({ t: 'leech', accept: true });
    expect(walk(s, 0, []).ids).toContain('ok');
  });

  it('groups hex lists by row, so the bot can fold a long one', () => {
    const s = edited(TWO(), (x) => {
      Object.assign(x.players[0], { c: 30, w: 30, shipping: 3 });
      x.buildings.A3 = { seat: 0, kind: 'D' };
      x.buildings.I6 = { seat: 0, kind: 'D' };
    });
    const result = terraMystica.prompt(s, 0, ['t']);
    expect('prompt' in result).toBe(true);
    if ('prompt' in result) {
      expect(result.prompt.options.length).toBeGreaterThan(25);
      expect(result.prompt.options.every((o) => o.group === o.id[0])).toBe(true);
      expect(result.prompt.highlight).toEqual(result.prompt.options.map((o) => o.id));
    }
  });

  it('refuses seats that are not awaited and paths that do not exist', () => {
    const s = TWO();
    expect(() => terraMystica.prompt(s, 1, [])).toThrow('error.notYourTurn');
    expect(() => terraMystica.prompt(s, 0, ['zz'])).toThrow('error.invalidPath');
    expect(() => terraMystica.prompt(s, 0, ['ps', 'BON4', 'x'])).toThrow('error.invalidPath');
  });

  it('walks the set-up: faction, dwellings, bonus tile', () => {
    let s = terraMystica.setup({ start: '0', bonus: 'BON1,BON2,BON3,BON4,BON5' }, 2, 'tree');
    expect(walk(s, 0, []).ids).toHaveLength(14);
    s = play(s, 0, ['wit']);
    expect(walk(s, 1, []).ids).not.toContain('aur');
    s = play(s, 1, ['nom']);
    expect(walk(s, 0, []).ids).toEqual(['A3', 'A10', 'C3', 'C4', 'D1', 'E9', 'F2', 'F4', 'G3', 'I6', 'I11']);
  });

  it('offers the town tiles, favor tiles and cult steps a player owes before anything else', () => {
    const s = edited(game({ factions: ['auren', 'nomads'], dwellings: { auren: ['E9', 'F4'], nomads: ['A5', 'F3', 'G4'] } }), (x) => {
      x.players[0].pendingFavors = 1;
      x.players[0].pendingCult = 2;
      x.players[0].pendingCultSameTrack = true;
    });
    expect(walk(s, 0, []).ids).toContain('FAV5');
    const t = play(s, 0, ['FAV9']);
    expect(walk(t, 0, []).ids).toEqual(['FIRE', 'WATER', 'EARTH', 'AIR']);
    expect(walk(t, 0, ['AIR']).move).toEqual({ t: 'cult', cult: 'AIR', n: 2 });
  });
});

describe('town tiles moving several cults onto 10', () => {
  it('let the player choose which tracks take the keys; the others stop at 9', () => {
    const s = edited(TWO(), (x) => {
      x.players[0].pendingTowns = 1;
      x.players[0].cults = [9, 9, 3, 3];
    });
    expect(walk(s, 0, ['TW5']).ids?.sort()).toEqual(['F', 'W']);
    const t = play(s, 0, ['TW5', 'W']);
    expect(t.players[0].cults).toEqual([9, 10, 4, 4]);
    expect(t.players[0].keys).toBe(0);
    expect(walk(s, 0, ['TW1']).move).toEqual({ t: 'town', tile: 'TW1' });
  });
});

describe('a choice builds the node it leads to once (prompt-node.ts follow)', () => {
  it('choice: its option carries the id, label and extras; its node is built on the first walk only', () => {
    let builds = 0;
    const c = choice('ok', { key: 'tm.o.done' }, () => {
      builds++;
      return leaf({ t: 'done' });
    }, { tone: 'primary' });
    expect(c.opt).toEqual({ id: 'ok', label: { key: 'tm.o.done' }, tone: 'primary' });
    expect(builds).toBe(0);
    expect(c.built).toBeUndefined();
    const node = follow(c);
    expect(follow(c)).toBe(node);
    expect(c.built).toBe(node);
    expect(node).toEqual({ move: { t: 'done' } });
    expect(builds).toBe(1);
    expect(choice('n', { key: 'tm.o.leechNo' }, () => leaf({ t: 'forfeit' })).opt).toStrictEqual({ id: 'n', label: { key: 'tm.o.leechNo' } });
  });
});
