/** The abilities of the five base realms on side B [seed]. */
import { describe, expect, it } from 'vitest';
import { pandoria } from '../../../src/games/pandoria/engine';
import { settle } from '../../../src/games/pandoria/turn';
import { act, at, bareGame, castle, hasMove, lay, legal, options, put } from './helpers';

describe('Humans', () => {
  it('may place the leader at any time, not only as the last figure', () => {
    const s = bareGame({ variant: 'b' }, 2, ['humans', 'elves']);
    lay(s, { H6: 'F1', H7: 'M1' });
    s.players[0].tiles = ['D01'];
    const after = act(s, { t: 'tile', index: 0, a: 'H8', b: 'H9' });
    expect(hasMove(after, { t: 'figure', cell: 'H8', leader: true })).toBe(true);
    expect(hasMove(after, { t: 'figure', cell: 'H8', leader: false })).toBe(true);
    const sideA = bareGame({ variant: 'a' }, 2, ['humans', 'elves']);
    lay(sideA, { H6: 'F1', H7: 'M1' });
    sideA.players[0].tiles = ['D01'];
    expect(hasMove(act(sideA, { t: 'tile', index: 0, a: 'H8', b: 'H9' }), { t: 'figure', cell: 'H8', leader: true })).toBe(false);
  });
});

describe('Dwarves', () => {
  it('are dealt 2 double tiles, choose which to lay, and refill to 2', () => {
    let s = pandoria.setup({ variant: 'b', realms: 'samepick' }, 2, 'dwarves');
    s = pandoria.apply(s, s.picking[0], { t: 'pick', realm: 'dwarves' });
    expect(s.players.map((p) => p.tiles.length)).toEqual([2, 2]);
    expect(options(s)).toEqual(expect.arrayContaining(['T0', 'T1']));
    const seat = s.active;
    const kept = s.players[seat].tiles[0];
    const move = legal(s).find((m) => m.t === 'tile' && m.index === 1);
    if (!move) throw new Error('no move with the second tile');
    let after = act(s, move);
    while (after.active === seat) after = act(after, legal(after).find((m) => m.t === 'pass' || m.t === 'skip') ?? legal(after)[0]);
    expect(after.players[seat].tiles.length).toBe(2);
    expect(after.players[seat].tiles[0]).toBe(kept);
  });
});

describe('Elves', () => {
  function elves() {
    const s = bareGame({ variant: 'b' }, 2, ['elves', 'humans']);
    lay(s, { H5: 'C1', H6: 'F1', H7: 'M1', H9: 'C1', G7: 'H1', G6: 'H1', I7: 'F1' });
    castle(s, 'H8', 1);
    put(s, 'H7', 0);
    put(s, 'H6', 1);
    s.closed.G7 = true;
    return at(s, 0, 'elves');
  }

  it('move one figure up to 2 spaces to a free, open space, passing occupied or closed ones, never through other castles', () => {
    const s = elves();
    const to = legal(s).flatMap((m) => (m.t === 'elf' ? [m.to] : []));
    expect(to).toContain('H5'); // through the occupied H6
    expect(to).toContain('G6'); // next to it
    expect(to).toContain('I7');
    expect(to).not.toContain('H6'); // occupied
    expect(to).not.toContain('G7'); // closed
    expect(to).not.toContain('H8'); // another player's castle
    expect(to).not.toContain('H9'); // only reachable across that castle
    const after = act(s, { t: 'elf', from: 'H7', to: 'H5' });
    expect(after.figures.H5).toEqual({ main: { seat: 0, leader: false } });
  });

  it('never move the leader, and may skip', () => {
    const s = elves();
    s.figures.H7 = { main: { seat: 0, leader: true } };
    s.players[0].workers += 1;
    s.players[0].leader = false;
    expect(legal(s).filter((m) => m.t === 'elf')).toEqual([]);
    expect(options(elves())).toContain('P');
  });
});

describe('Mages', () => {
  it('may buy a card every turn, also without a scoring', () => {
    const s = bareGame({ variant: 'b' }, 2, ['mages', 'humans']);
    s.players[0].res.gold = 5;
    at(s, 0, 'buy', { scored: false });
    expect(legal(s).some((m) => m.t === 'buy')).toBe(true);
    const other = bareGame({ variant: 'b' }, 2, ['humans', 'mages']);
    other.players[0].res.gold = 5;
    at(other, 0, 'buy', { scored: false });
    expect(legal(other).some((m) => m.t === 'buy')).toBe(false);
  });
});

describe('Halflings', () => {
  function halfling(realm: 'halflings' | 'humans') {
    const s = bareGame({ variant: 'b' }, 2, [realm, 'elves']);
    s.players[0].res = { crystal: 10, gold: 0, wood: 10 };
    s.players[0].hand = ['C05', 'C15'];
    lay(s, { H6: 'F1', H7: 'M1' });
    return at(s, 0, 'action');
  }

  it('may cast a spell as well after building a building or monument', () => {
    const after = act(halfling('halflings'), { t: 'build', card: 'C05', slot: 0, alt: null });
    expect(after.turn.step).toBe('extra');
    expect(hasMove(after, { t: 'spell', card: 'C15', alt: null })).toBe(true);
    const other = act(halfling('humans'), { t: 'build', card: 'C05', slot: 0, alt: null });
    expect(other.turn.step).not.toBe('extra');
  });

  it('but not a building after a spell', () => {
    let after = act(halfling('halflings'), { t: 'spell', card: 'C15', alt: null });
    after = act(after, { t: 'fxRes', res: 'gold' });
    expect(after.active).toBe(1); // the turn went on past step 4: no building after the spell
    expect(after.players[0].hand).toEqual(['C05']);
  });
});

describe('settling a turn', () => {
  it('runs through steps without decisions', () => {
    const s = bareGame({ variant: 'b' }, 2, ['humans', 'elves']);
    lay(s, { H6: 'F1', H7: 'M1' });
    at(s, 0, 'golem');
    settle(s);
    expect(s.active).toBe(1);
  });
});
