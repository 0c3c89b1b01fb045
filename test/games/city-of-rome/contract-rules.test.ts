/**
 * Engine contract details: the lobby option's text, the dropped seats of a game nobody left, and determinize's
 * independence from the hidden order of the strips below the top one (a computer player must not learn it).
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/engine/rng';
import { determinize } from '../../../src/games/city-of-rome/determinize';
import { hasKey } from '../../../src/i18n';
import { engine, firstTurn } from './helpers';

describe('engine contract', () => {
  it('the Shrine option is a boolean, off by default, named by a catalog text', () => {
    expect(engine.options).toEqual([{ id: 'shrine', label: { key: 'cor.option.shrine' }, kind: 'boolean', default: false }]);
    expect(hasKey('cor.option.shrine')).toBe(true);
  });

  it('a game nobody left has no dropped seats', () => {
    expect(engine.droppedSeats?.(firstTurn())).toEqual([]);
  });

  it('determinize deals the strips below the top one the same whatever their real order', () => {
    const state = firstTurn(3, 'contract');
    const reordered = structuredClone(state);
    reordered.strips = [state.strips[0], ...state.strips.slice(1).reverse()];
    const a = determinize(state, 0, createRng('same'));
    const b = determinize(reordered, 0, createRng('same'));
    expect(a.strips[0]).toEqual(state.strips[0]);
    expect(b.strips).toEqual(a.strips);
  });
});
