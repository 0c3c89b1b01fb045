import { describe, expect, it } from 'vitest';
import { mergeTargets, pairStep, stepsOf } from '../../src/bot/game/choice-path';
import type { AnyEngine, Prompt, PromptOption } from '../../src/engine/types';

const option = (id: string, extra: Partial<PromptOption> = {}): PromptOption => ({ id, label: { key: `test.${id}` }, ...extra });
const ROOT: Prompt = { kind: 'choice', title: { key: 'test.what' }, options: [option('b'), option('u'), option('x'), option('p'), option('d', { tone: 'danger' })] };
/** The prompts after one step: two target lists (build: 3 cells, upgrade: 2 cards), an amount, a move, a risky target. */
const NEXT: Record<string, Prompt | 'move'> = {
  b: { kind: 'cell', title: { key: 'test.where' }, options: [option('A1', { hint: { key: 'test.cost' } }), option('A2'), option('A3')], highlight: ['A1', 'A2', 'A3'] },
  u: { kind: 'card', title: { key: 'test.which' }, options: [option('c1'), option('c2', { tone: 'primary' })] },
  x: { kind: 'amount', title: { key: 'test.amount' }, options: [option('1'), option('2')] },
  p: 'move',
  d: { kind: 'cell', title: { key: 'test.where' }, options: [option('B1')] },
};
const engine = {
  prompt: (_state: unknown, _seat: number, path: readonly string[]) => {
    if (path.length === 0) return { prompt: ROOT };
    const next = NEXT[path[0]];
    return next === 'move' ? { move: path[0] } : { prompt: next };
  },
} as unknown as AnyEngine;
const name = (label: { key: string }) => label.key.replace('test.', '').toUpperCase();
const ids = (prompt: Prompt | null) => prompt?.options.map((o) => o.id) ?? null;

describe('an action merged with its target (one click less)', () => {
  it('offers each target of an action next to the other actions, grouped by action, with its hint and tone', () => {
    const merged = mergeTargets(engine, null, 0, [], ROOT, name, () => true);
    expect(ids(merged)).toEqual([pairStep('b', 'A1'), pairStep('b', 'A2'), pairStep('b', 'A3'), pairStep('u', 'c1'), pairStep('u', 'c2'), 'x', 'p', 'd']);
    const [first] = merged?.options ?? [];
    expect(first).toEqual({ id: '["b","A1"]', label: { key: 'bot.panel.merged', params: { action: { key: 'test.b' }, target: { key: 'test.A1' } } }, hint: { key: 'test.cost' }, group: 'B' });
    expect(merged?.options[4].tone).toBe('primary');
    expect(merged?.options.map((o) => o.group)).toEqual(['B', 'B', 'B', 'U', 'U', 'X', 'P', 'D']);
    // The picture shows the cells of the targets offered.
    expect(merged?.highlight).toEqual(['A1', 'A2', 'A3']);
    expect(merged?.title).toEqual({ key: 'test.what' });
  });

  it('merges the smaller target lists first, as many as fit the panel, and nothing when none fits', () => {
    // Room for 6 entries: upgrade (2 cards) fits, build (3 cells) would make 8.
    expect(ids(mergeTargets(engine, null, 0, [], ROOT, name, (options) => options.length <= 6))).toEqual(['b', pairStep('u', 'c1'), pairStep('u', 'c2'), 'x', 'p', 'd']);
    expect(mergeTargets(engine, null, 0, [], ROOT, name, (options) => options.length <= 5)).toBeNull();
  });

  it('leaves confirms, amounts and cards themselves alone: a plain choice merges, and a cell only into a next cell', () => {
    for (const kind of ['confirm', 'card', 'amount'] as const) expect(mergeTargets(engine, null, 0, [], { ...ROOT, kind }, name, () => true)).toBeNull();
    // A cell leading to cells ("move which figure?" › "where to?") is one choice; its card, amount and move options stay.
    const cells = mergeTargets(engine, null, 0, [], { ...ROOT, kind: 'cell' }, name, () => true);
    expect(ids(cells)).toEqual([pairStep('b', 'A1'), pairStep('b', 'A2'), pairStep('b', 'A3'), 'u', 'x', 'p', 'd']);
    expect(cells?.highlight).toEqual(['A1', 'A2', 'A3']);
  });

  it('reads a pair as its two steps and anything else as one step', () => {
    expect(stepsOf(pairStep('b', 'A1'))).toEqual(['b', 'A1']);
    expect(stepsOf('A1')).toEqual(['A1']);
    expect(stepsOf('["b"]')).toEqual(['["b"]']);
    expect(stepsOf('["b", 1]')).toEqual(['["b", 1]']);
    expect(stepsOf('["broken')).toEqual(['["broken']);
  });

  it('reports an offered option the engine cannot look past, and keeps it a step of its own', () => {
    const failing = {
      prompt: (state: unknown, seat: number, path: readonly string[]) => {
        if (path[0] === 'u') throw new Error('no cards here');
        return engine.prompt(state, seat, path);
      },
    } as unknown as AnyEngine;
    const failures: string[] = [];
    const merged = mergeTargets(failing, null, 0, [], ROOT, name, () => true, (optionId, error) => failures.push(`${optionId}: ${String(error)}`));
    expect(failures).toEqual(['u: Error: no cards here']);
    expect(ids(merged)).toEqual([pairStep('b', 'A1'), pairStep('b', 'A2'), pairStep('b', 'A3'), 'u', 'x', 'p', 'd']);
  });
});
