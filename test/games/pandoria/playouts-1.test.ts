import { describe, expect, it } from 'vitest';
import { playout } from '../../../src/engine/driver';
import { pandoria } from '../../../src/games/pandoria/engine';
import { CONFIGS, describePlayouts } from './playouts';

describePlayouts(1, 2);

describe('random playouts as a whole', () => {
  it('cover at least 200 games', () => {
    expect(CONFIGS.reduce((n, c) => n + c.games, 0)).toBeGreaterThanOrEqual(200);
  });

  it('the same seed gives the same game', () => {
    const a = playout(pandoria, { variant: 'b', sets: 'all' }, 3, 'repeat');
    const b = playout(pandoria, { variant: 'b', sets: 'all' }, 3, 'repeat');
    expect(a.moves).toEqual(b.moves);
    expect(a.final).toEqual(b.final);
  });
});
