import { describe, expect, it } from 'vitest';
import { defaultThinkThreads } from '../../src/ai/pool';
import { readConfig } from '../../src/bot/app/config';

describe('TAFELRUNDE_THINK_THREADS', () => {
  it('defaults to one thread on two cores or fewer, else one per core but one', () => {
    expect([1, 2, 3, 4, 16].map((cores) => readConfig({}, cores).thinkThreads)).toEqual([1, 1, 2, 3, 15]);
    expect([1, 2, 3, 8].map((cores) => defaultThinkThreads(cores))).toEqual([1, 1, 2, 7]);
  });

  it('takes a whole number of threads, 1 or more, whatever the cores', () => {
    expect(readConfig({ TAFELRUNDE_THINK_THREADS: '4' }, 2).thinkThreads).toBe(4);
    expect(readConfig({ TAFELRUNDE_THINK_THREADS: ' 1 ' }, 8).thinkThreads).toBe(1);
    // Empty is unset, as for every setting in .env.
    expect(readConfig({ TAFELRUNDE_THINK_THREADS: '' }, 8).thinkThreads).toBe(7);
  });

  it('stops start-up with the reason for anything else', () => {
    for (const bad of ['0', '-2', '1.5', 'many']) {
      expect(() => readConfig({ TAFELRUNDE_THINK_THREADS: bad }, 4)).toThrow(`TAFELRUNDE_THINK_THREADS must be a whole number of threads (1 or more), not "${bad}"`);
    }
  });
});
