/**
 * The choice tree (`npm run mutate -- pandoria … choice.ts`): one list of legal moves with their option paths gives
 * the prompts — options once each in list order, the first move's title and kind, board cells highlighted — and a
 * full path gives its move; moves compare by their fields.
 */
import { describe, expect, it } from 'vitest';
import { cellOpt, level, opt, sameMove, walk, type LegalMove } from '../../../src/games/pandoria/choice';
import type { Move } from '../../../src/games/pandoria/types';

const text = (key: string) => ({ key });

const moves: LegalMove[] = [
  { levels: [level('cell', 'pan.p.fx.teleportFrom', cellOpt('H7')), level('cell', 'pan.p.fx.teleportTo', cellOpt('I6'))], move: { t: 'fxMove', from: 'H7', to: 'I6' } },
  { levels: [level('cell', 'pan.p.fx.teleportFrom', cellOpt('H7')), level('cell', 'pan.p.fx.teleportTo', cellOpt('G6'))], move: { t: 'fxMove', from: 'H7', to: 'G6' } },
  { levels: [level('cell', 'pan.p.fx.teleportFrom', cellOpt('I7')), level('cell', 'pan.p.fx.teleportTo', cellOpt('I6'))], move: { t: 'fxMove', from: 'I7', to: 'I6' } },
  { levels: [level('cell', text('other title'), opt('g10', text('post')))], move: { t: 'takeBack', from: 'g10' } },
  { levels: [level('choice', 'pan.p.fx.teleportFrom', opt('X', text('pan.o.fxEnd')))], move: { t: 'fxEnd' } },
];

describe('walking the choice tree', () => {
  it('the first level: each option once, in list order, with the first move’s title and kind; only board cells lit', () => {
    expect(walk(moves, [])).toEqual({
      prompt: {
        kind: 'cell',
        title: { key: 'pan.p.fx.teleportFrom' },
        options: [
          { id: 'H7', label: { key: 'pan.cell', params: { cell: 'H7' } }, group: 'H' },
          { id: 'I7', label: { key: 'pan.cell', params: { cell: 'I7' } }, group: 'I' },
          { id: 'g10', label: { key: 'post' } },
          { id: 'X', label: { key: 'pan.o.fxEnd' } },
        ],
        highlight: ['H7', 'I7'],
      },
    });
  });

  it('a step narrows to what the path so far allowed; a full path gives the move; a path off the list gives nothing', () => {
    const second = walk(moves, ['H7']);
    expect(second && 'prompt' in second ? second.prompt.options.map((o) => o.id) : null).toEqual(['I6', 'G6']);
    expect(second && 'prompt' in second ? second.prompt.title : null).toEqual({ key: 'pan.p.fx.teleportTo' });
    expect(walk(moves, ['H7', 'G6'])).toEqual({ move: { t: 'fxMove', from: 'H7', to: 'G6' } });
    expect(walk(moves, ['I7', 'I6'])).toEqual({ move: { t: 'fxMove', from: 'I7', to: 'I6' } });
    expect(walk(moves, ['X'])).toEqual({ move: { t: 'fxEnd' } });
    expect(walk(moves, ['I7', 'G6'])).toBeNull();
    expect(walk(moves, ['X', 'H7'])).toBeNull();
    expect(walk(moves, ['nope'])).toBeNull();
  });

  it('paths are told apart step by step: H1 then 10 is not H11, and H11 alone is not H1 then 1', () => {
    const tricky: LegalMove[] = [
      { levels: [level('cell', 'pan.p.elves', cellOpt('H1')), level('choice', 'pan.p.slot', opt('10', text('ten')))], move: { t: 'castle', cell: 'H1' } },
      { levels: [level('cell', 'pan.p.elves', cellOpt('H11'))], move: { t: 'castle', cell: 'H11' } },
      { levels: [level('cell', 'pan.p.elves', cellOpt('H1')), level('choice', 'pan.p.slot', opt('1', text('one')))], move: { t: 'castle', cell: 'I1' } },
    ];
    expect(walk(tricky, ['H11'])).toEqual({ move: { t: 'castle', cell: 'H11' } });
    expect(walk(tricky, ['H1', '1'])).toEqual({ move: { t: 'castle', cell: 'I1' } });
    expect(walk(tricky, ['H1', '10'])).toEqual({ move: { t: 'castle', cell: 'H1' } });
  });

  it('only ids that are board cells are lit: not a cell id with something before or after it', () => {
    const odd: LegalMove[] = ['xB3', 'B3x', 'B3', 'H10'].map((id) => ({ levels: [level('cell', 'pan.p.elves', opt(id, text(id)))], move: { t: 'castle', cell: id } }));
    const result = walk(odd, []);
    expect(result && 'prompt' in result ? result.prompt.highlight : null).toEqual(['B3', 'H10']);
  });

  it('a prompt of choices lights no cells', () => {
    const choices: LegalMove[] = [{ levels: [level('choice', 'pan.p.buy', opt('H7', text('a')))], move: { t: 'skip' } }];
    const result = walk(choices, []);
    expect(result && 'prompt' in result ? result.prompt : null).toEqual({ kind: 'choice', title: { key: 'pan.p.buy' }, options: [{ id: 'H7', label: { key: 'a' } }] });
  });
});

describe('options and moves', () => {
  it('a cell option: grouped by column; with a hint its own object, without one the same shared object each time', () => {
    expect(cellOpt('H7', text('fortress'))).toEqual({ id: 'H7', label: { key: 'pan.cell', params: { cell: 'H7' } }, group: 'H', hint: { key: 'fortress' } });
    expect(cellOpt('K4')).toBe(cellOpt('K4'));
    expect(Object.isFrozen(cellOpt('K4'))).toBe(true);
    expect(opt('C', text('take'), { hint: text('h') })).toEqual({ id: 'C', label: { key: 'take' }, hint: { key: 'h' } });
  });

  it('moves are equal when they have the same fields with the same values', () => {
    const a: Move = { t: 'castle', cell: 'H8' };
    expect(sameMove(a, { t: 'castle', cell: 'H8' })).toBe(true);
    expect(sameMove(a, { t: 'castle', cell: 'H9' })).toBe(false);
    expect(sameMove(a, { t: 'fortress', cell: 'H8' })).toBe(false);
    expect(sameMove(a, { t: 'castle', cell: 'H8', extra: 1 } as unknown as Move)).toBe(false);
    expect(sameMove({ t: 'castle', cell: 'H8', extra: 1 } as unknown as Move, a)).toBe(false);
  });
});
