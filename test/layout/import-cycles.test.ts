import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-graph';

describe('imports', () => {
  it('form no cycle in src/, commands/ and renderers/', () => {
    expect(importCycles(importGraph(['src', 'commands', 'renderers']))).toEqual([]);
  });

  it('a cycle is found when there is one (the check can fail)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
      ['e.ts', ['e.ts']],
    ]);
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
  });
});
