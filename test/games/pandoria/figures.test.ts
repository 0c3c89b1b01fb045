/** Steps 2 and 3: figures leave closed regions at once; then place a figure on what you laid, or take one back [seed]. */
import { describe, expect, it } from 'vitest';
import { act, bareGame, castle, copy, hasMove, keysOf, lay, legal, options, put } from './helpers';

/** Forest B8-B9-C9 walled in except the hole C10; Player 2 stands inside (B9) and on a castle next to it (C8). */
function scene() {
  const s = bareGame();
  lay(s, { B8: 'F1', B9: 'F2', C9: 'F1', B7: 'M1', D8: 'M1', D9: 'M1' });
  castle(s, 'C8', 1);
  put(s, 'B9', 1);
  put(s, 'C8', 1);
  s.players[0].tiles = ['D01']; // forest 1 | mountain 1
  return s;
}

describe('step 2: removing figures from closed regions', () => {
  it('happens right after the placement; figures on castles stay', () => {
    const s = scene();
    const workers = s.players[1].workers;
    const after = act(s, { t: 'tile', index: 0, a: 'C10', b: 'D10' });
    expect(after.closed.B9).toBe(true);
    expect(after.figures.B9).toBeUndefined();
    expect(after.figures.C8).toEqual({ main: { seat: 1, leader: false } });
    expect(after.players[1].workers).toBe(workers + 1);
    expect(keysOf(after)).toContain('pan.ev.removed');
  });
});

describe('step 3: placing or taking back a figure', () => {
  it('a figure goes only onto the piece just laid, never into a closed region', () => {
    const after = act(scene(), { t: 'tile', index: 0, a: 'C10', b: 'D10' });
    const targets = legal(after).flatMap((m) => (m.t === 'figure' ? [m.cell] : []));
    expect(targets).toEqual(['D10']);
  });

  it('a castle just placed can take the figure', () => {
    const s = scene();
    const after = act(s, { t: 'castle', cell: 'C10' });
    expect(legal(after).flatMap((m) => (m.t === 'figure' ? [m.cell] : []))).toEqual(['C10']);
  });

  it('the leader only goes on once no worker is left in the supply [seed]', () => {
    const s = scene();
    const withWorkers = act(s, { t: 'tile', index: 0, a: 'C10', b: 'D10' });
    expect(hasMove(withWorkers, { t: 'figure', cell: 'D10', leader: true })).toBe(false);
    const noWorkers = copy(s);
    noWorkers.players[0].workers = 0;
    const after = act(noWorkers, { t: 'tile', index: 0, a: 'C10', b: 'D10' });
    expect(hasMove(after, { t: 'figure', cell: 'D10', leader: true })).toBe(true);
    expect(hasMove(after, { t: 'figure', cell: 'D10', leader: false })).toBe(false);
  });

  it('any own figure may come back instead, the leader and castle figures too', () => {
    const s = scene();
    castle(s, 'H8', 0);
    put(s, 'H8', 0, true);
    lay(s, { H6: 'F1', H7: 'M1' });
    put(s, 'H6', 0);
    const after = act(s, { t: 'tile', index: 0, a: 'C10', b: 'D10' });
    const back = legal(after).flatMap((m) => (m.t === 'takeBack' ? [m.from] : []));
    expect(back.sort()).toEqual(['H6', 'H8']);
    const taken = act(after, { t: 'takeBack', from: 'H8' });
    expect(taken.figures.H8).toBeUndefined();
    expect(taken.players[0].leader).toBe(true);
  });

  it('only one of the two, and passing is allowed', () => {
    const after = act(scene(), { t: 'tile', index: 0, a: 'C10', b: 'D10' });
    expect(options(after)).toContain('P');
    const placed = act(after, { t: 'figure', cell: 'D10', leader: false });
    expect(placed.turn.step).not.toBe('figure');
    expect(legal(placed).some((m) => m.t === 'takeBack' || m.t === 'figure')).toBe(false);
  });
});
