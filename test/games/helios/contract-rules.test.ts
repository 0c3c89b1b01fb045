/**
 * Helios's engine contract beyond the rules: no private hands, which seats have dropped, a computer player's view of
 * the hidden draw piles, and the board helpers the views fold fields with (the lobby options: supply-rules.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { determinize } from '../../../src/games/helios/determinize';
import { helios } from '../../../src/games/helios/engine';
import { cellAt, columnOf } from '../../../src/games/helios/hex';
import { onTurn, optionIds, startedGame } from './helpers';

describe('private information and dropped seats', () => {
  it('nobody holds a private hand: every seat’s private summary is empty', () => {
    const state = startedGame(3, 'contract');
    expect([0, 1, 2].map((seat) => helios.privateSummary?.(state, seat))).toEqual([[], [], []]);
  });

  it('droppedSeats names no seat at the start and the dropped seat after a drop', () => {
    const state = startedGame(3, 'contract');
    expect(helios.droppedSeats?.(state)).toEqual([]);
    const seat = helios.awaiting(state)[0];
    expect(helios.droppedSeats?.(helios.apply(state, seat, { t: 'drop' }))).toEqual([seat]);
  });
});

describe('determinize', () => {
  it('the draw piles dealt for a computer player do not depend on their hidden order', () => {
    const state = startedGame(3, 'contract');
    const reordered = { ...state, draw: { land: [...state.draw.land].reverse(), build: [...state.draw.build].reverse(), sun: [...state.draw.sun].reverse() } };
    expect(new Set(state.draw.land.map((t) => t.color)).size).toBeGreaterThan(1);
    const a = determinize(state, 0, { s: 7 });
    const b = determinize(reordered, 0, { s: 7 });
    expect(b.draw).toEqual(a.draw);
  });
});

describe('step ids of the choice tree', () => {
  it('Create land offers the six offer slots, then the special tiles Free Fields, Created Land, Resources and Temples (sf, sl, sg, st), then Forfeit', () => {
    const state = onTurn(startedGame(3, 'contract'), 0, 'act', 'land');
    expect(optionIds(state, 0, [])).toEqual(['o0', 'o1', 'o2', 'o3', 'o4', 'o5', 'sf', 'sl', 'sg', 'st', 'x']);
  });
});

describe('board helpers', () => {
  it('a field’s column is its letter; a position off the board is -1', () => {
    expect(['E5', 'A1', 'I9'].map(columnOf)).toEqual(['E', 'A', 'I']);
    expect(cellAt(20, 20)).toBe(-1);
    expect(cellAt(-9, 0)).toBe(-1);
  });
});
