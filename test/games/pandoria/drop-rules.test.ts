/**
 * A dropped seat's decisions (RULINGS.md "Dropped seats"; `npm run mutate -- pandoria … engine.ts`): a running spell
 * is ended rather than used, and when fewer than two seats are left the game ends with no decision left open.
 */
import { describe, expect, it } from 'vitest';
import { pandoria } from '../../../src/games/pandoria/engine';
import { at, bareGame, lay, put } from './helpers';

const DROP = { t: 'drop' } as const;

describe('a dropped seat', () => {
  it('in the middle of Muster (C30): the spell ends, no figure is placed for it', () => {
    const s = bareGame({}, 3);
    s.players[0].res = { crystal: 10, gold: 0, wood: 0 };
    s.players[0].hand = ['C30'];
    lay(s, { H6: 'F1', H7: 'M1' });
    put(s, 'H7', 0);
    at(s, 0, 'action');
    const casting = pandoria.apply(s, 0, { t: 'spell', card: 'C30', alt: null });
    expect(casting.turn.effect).toEqual({ name: 'muster', left: 2 });
    const after = pandoria.apply(casting, 0, DROP);
    expect(Object.keys(after.figures)).toEqual(['H7']);
    expect(after.players[0].workers).toBe(casting.players[0].workers);
  });

  it('the last but one leaving ends the game, and an open haunting decision with it', () => {
    const s = bareGame({ variant: 'b' }, 2, ['humans', 'spirits']);
    lay(s, { H6: 'F1', H7: 'M1' });
    at(s, 0, 'place');
    s.pending = [{ kind: 'haunt', seat: 1, target: 0 }];
    const after = pandoria.apply(s, 1, DROP);
    expect(after.over).toBe(true);
    expect(after.pending).toEqual([]);
  });
});
