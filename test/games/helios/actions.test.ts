import { describe, expect, it } from 'vitest';
import { helios } from '../../../src/games/helios/engine';
import type { ActionTile, HeliosState } from '../../../src/games/helios/types';
import { apply, at, expectRuleError, landTile, onTurn, optionIds, play, startedGame, withBoard } from './helpers';

const base = startedGame(3, 'action-tests');
const first = base.startPlayer;

function withColumn(state: HeliosState, sym: 'land' | 'build' | 'sun', tiles: ActionTile['color'][]): HeliosState {
  const next = structuredClone(state);
  next.columns[sym] = tiles.map((color) => ({ sym, color }));
  return next;
}

describe('taking an action tile', () => {
  it('the start player begins and only the lowest tile of each non-empty column is offered', () => {
    expect(helios.awaiting(base)).toEqual([first]);
    const state = withColumn(base, 'build', []);
    expect(optionIds(state, first, [])).toEqual(['L', 'S']);
    expectRuleError(() => apply(state, first, { t: 'take', sym: 'build', row: 'red' }), 'hel.error.emptyColumn');
  });

  it('the tile goes on the row of its colour and leaves the column', () => {
    const state = withColumn(base, 'sun', ['blue', 'red', 'yellow']);
    const after = play(state, first, ['S']);
    expect(after.columns.sun.map((t) => t.color)).toEqual(['red', 'yellow']);
    expect(after.players[first].rows.blue).toEqual([{ sym: 'sun', color: 'blue' }]);
    expectRuleError(() => apply(state, first, { t: 'take', sym: 'sun', row: 'red' }), 'hel.error.badRow');
  });

  it('a grey tile goes on a coloured row of the player’s choice', () => {
    const state = withColumn(base, 'sun', ['grey', 'red']);
    expect(optionIds(state, first, ['S'])).toEqual(['r', 'b', 'y']);
    const after = play(state, first, ['S', 'y']);
    expect(after.players[first].rows.yellow).toEqual([{ sym: 'sun', color: 'grey' }]);
  });

  it('only the player on turn may act', () => {
    const other = (first + 1) % 3;
    expectRuleError(() => apply(base, other, { t: 'take', sym: 'sun', row: 'red' }), 'error.notYourTurn');
  });
});

describe('doing or forfeiting the action', () => {
  it('after taking, the player does the action or forfeits it; the tile stays taken either way', () => {
    const state = withColumn(base, 'sun', ['red']);
    const taken = play(state, first, ['S']);
    // The tile just taken is not confirmed again: its action's first decision (where the sun goes) comes at once,
    // with Forfeit next to it; the older path naming the action first still leads to the same move.
    const root = optionIds(taken, first, []);
    expect(root.at(-1)).toBe('x');
    expect(root.slice(0, -1)).toEqual(optionIds(taken, first, ['S']));
    expect(root.length).toBeGreaterThan(1);
    const direct = helios.prompt(taken, first, [root[0]]);
    const legacy = helios.prompt(taken, first, ['S', root[0]]);
    expect(direct).toEqual(legacy);
    const forfeited = play(taken, first, ['x']);
    expect(forfeited.players[first].rows.red).toHaveLength(1);
    expect(forfeited.players[first].sun).toBe(base.players[first].sun);
    expect(helios.awaiting(forfeited)).toEqual([(first + 1) % 3]);
  });

  it('an action of another symbol than the tile taken is refused', () => {
    const taken = play(withColumn(base, 'sun', ['red']), first, ['S']);
    expectRuleError(() => apply(taken, first, { t: 'land', src: { special: 'free' }, cell: at(1, 0) }), 'error.unknownMove');
  });

  it('an action nobody could carry out is forfeited automatically', () => {
    // No resources anywhere: nothing can be built.
    const broke = withBoard(withColumn(base, 'build', ['red']), first, { [at(0, 0)]: landTile('brown') });
    const after = play(broke, first, ['B']);
    expect(after.events.map((e) => e.key)).toContain('hel.ev.forfeit');
    expect(helios.awaiting(after)).toEqual([(first + 1) % 3]);
  });

  it('players act clockwise from the start player', () => {
    let state = base;
    const order: number[] = [];
    for (let i = 0; i < 3; i++) {
      const seat = helios.awaiting(state)[0];
      order.push(seat);
      state = withColumn(state, 'sun', ['red']);
      state = play(play(state, seat, ['S']), seat, ['x']);
    }
    expect(order).toEqual([first, (first + 1) % 3, (first + 2) % 3]);
  });
});

describe('the bonus action of a full row', () => {
  /** Seat `first` with 3 red tiles in the red row, about to take a 4th red tile. */
  function nearlyFull(): HeliosState {
    const state = withColumn(base, 'land', ['red']);
    state.players[first].rows.red = [
      { sym: 'land', color: 'red' },
      { sym: 'build', color: 'red' },
      { sym: 'sun', color: 'grey' },
    ];
    return state;
  }

  it('the 4th tile of a row gives a bonus action after the regular action, then the 4 tiles are discarded', () => {
    const taken = play(nearlyFull(), first, ['L']);
    const acted = play(taken, first, ['x']);
    expect(acted.turn?.seat).toBe(first);
    expect(acted.turn?.stage).toBe('bonus');
    const done = play(acted, first, ['x']);
    expect(done.players[first].rows.red).toEqual([]);
    expect(done.discard.land.length - base.discard.land.length).toBe(2);
    expect(done.discard.build.length - base.discard.build.length).toBe(1);
    expect(done.discard.sun.length - base.discard.sun.length).toBe(1);
    expect(helios.awaiting(done)).toEqual([(first + 1) % 3]);
  });

  it('any of the three actions may be chosen, even one whose column is empty', () => {
    let state = play(play(nearlyFull(), first, ['L']), first, ['x']);
    state = withColumn(withColumn(state, 'sun', []), 'land', []);
    const options = optionIds(state, first, []);
    expect(options).toEqual(expect.arrayContaining(['L', 'S', 'x']));
    const moved = play(state, first, ['S', optionIds(state, first, ['S'])[0]]);
    expect(moved.players[first].sun).not.toBe(state.players[first].sun);
  });

  it('a bonus action takes no tile from the display', () => {
    const state = play(play(nearlyFull(), first, ['L']), first, ['x']);
    const after = play(state, first, ['S', optionIds(state, first, ['S'])[0]]);
    expect(after.columns).toEqual(state.columns);
  });

  it('a row with fewer than 4 tiles gives no bonus action and stays on the board', () => {
    const state = withColumn(base, 'land', ['red']);
    state.players[first].rows.red = [{ sym: 'land', color: 'red' }];
    const done = play(play(state, first, ['L']), first, ['x']);
    expect(done.turn?.seat).not.toBe(first);
    expect(done.players[first].rows.red).toHaveLength(2);
  });

  it('the 3rd tile of a row gives no bonus action yet; the row keeps its 3 tiles', () => {
    const state = withColumn(base, 'land', ['red']);
    state.players[first].rows.red = [
      { sym: 'land', color: 'red' },
      { sym: 'sun', color: 'grey' },
    ];
    const done = play(play(state, first, ['L']), first, ['x']);
    expect(done.turn?.seat).not.toBe(first);
    expect(done.players[first].rows.red).toHaveLength(3);
  });

  it('a bonus action on a board that cannot build offers only what is possible', () => {
    const state = onTurn(withBoard(base, first, { [at(0, 0)]: landTile('brown') }), first, 'bonus');
    expect(optionIds(state, first, [])).toEqual(['L', 'S', 'x']);
  });
});
