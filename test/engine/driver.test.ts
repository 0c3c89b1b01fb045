import { describe, expect, it } from 'vitest';
import { chooseMove, playout, randomChooser, replay } from '../../src/engine/driver';
import { nim } from './toy-engine';

describe('generic driver', () => {
  it('walks the choice tree to a complete move', () => {
    const state = nim.setup({}, 2, 'seed');
    const { move, path } = chooseMove(nim, state, 0, () => 1);
    expect(path).toEqual(['2']);
    expect(move).toEqual({ take: 2 });
  });

  it('plays a game to its end, and the same seed gives the same game', () => {
    const a = playout(nim, {}, 3, 'abc');
    const b = playout(nim, {}, 3, 'abc');
    expect(nim.finished(a.final)).toBe(true);
    expect(a.moves).toEqual(b.moves);
    expect(a.final.stones).toBe(0);
  });

  it('replays a move log to the same final state', () => {
    const game = playout(nim, {}, 2, 'replay', randomChooser('r'));
    expect(replay(nim, {}, 2, 'replay', game.moves)).toEqual(game.final);
  });

  it('shows a watcher the state after setup and after every replayed move', () => {
    const game = playout(nim, {}, 2, 'replay', randomChooser('r'));
    const seen: unknown[] = [];
    replay(nim, {}, 2, 'replay', game.moves, (state) => seen.push(state));
    expect(seen).toHaveLength(game.moves.length + 1);
    expect(seen[0]).toEqual(nim.setup({}, 2, 'replay'));
    expect(seen.at(-1)).toEqual(game.final);
  });

  it('lets an engine change its states in place (applyOwned) only when no observer sees them', () => {
    const calls: string[] = [];
    const counted = {
      ...nim,
      apply: (...args: Parameters<typeof nim.apply>) => (calls.push('apply'), nim.apply(...args)),
      applyOwned: (...args: Parameters<typeof nim.apply>) => (calls.push('owned'), nim.apply(...args)),
    };
    const alone = playout(counted, {}, 2, 'owned');
    expect(calls.length).toBe(alone.moves.length);
    expect(calls.every((c) => c === 'owned')).toBe(true);
    calls.length = 0;
    const watched = playout(counted, {}, 2, 'owned', undefined, () => {});
    expect(watched.moves).toEqual(alone.moves);
    expect(calls.length).toBe(watched.moves.length);
    expect(calls.every((c) => c === 'apply')).toBe(true);
  });

  it('reports every step to the observer with before and after', () => {
    let total = 0;
    const start = nim.setup({}, 2, 'steps').stones;
    playout(nim, {}, 2, 'steps', undefined, ({ before, after, move }) => {
      expect(before.stones - after.stones).toBe(move.take);
      total += move.take;
    });
    expect(total).toBe(start);
  });
});
