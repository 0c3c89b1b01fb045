import { describe, expect, it } from 'vitest';
import { Locks } from '../../src/bot/base/locks';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('per-key locks', () => {
  it('runs jobs with the same key one after another, in arrival order', async () => {
    const locks = new Locks();
    const events: string[] = [];
    const job = (name: string) => async () => {
      events.push(`${name} in`);
      await tick();
      await tick();
      events.push(`${name} out`);
      return name;
    };
    const results = await Promise.all([locks.run('g', job('a')), locks.run('g', job('b')), locks.run('g', job('c'))]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out']);
    expect(locks.busy).toBe(0);
  });

  it('lets different keys run at the same time', async () => {
    const locks = new Locks();
    const events: string[] = [];
    const job = (name: string) => async () => {
      events.push(`${name} in`);
      await tick();
      events.push(`${name} out`);
    };
    await Promise.all([locks.run('x', job('x')), locks.run('y', job('y'))]);
    expect(events.slice(0, 2).sort()).toEqual(['x in', 'y in']);
  });

  it('releases the key when a job throws', async () => {
    const locks = new Locks();
    await expect(locks.run('g', async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    expect(await locks.run('g', async () => 'next')).toBe('next');
    expect(locks.busy).toBe(0);
  });
});

describe('per-key locks held by the running code', () => {
  it('runs a nested job of a key the caller holds at once instead of waiting for itself', async () => {
    const locks = new Locks();
    const result = await locks.run('g', async () => `outer ${await locks.run('g', async () => 'inner')}`);
    expect(result).toBe('outer inner');
    expect(locks.busy).toBe(0);
  });

  it('makes a detached job queued inside a held key wait for it like any other job', async () => {
    const locks = new Locks();
    const events: string[] = [];
    let queued!: Promise<void>;
    await locks.run('g', async () => {
      queued = locks.run('show', async () => {
        await locks.run('g', async () => void events.push('detached took g'));
      }, { detached: true });
      await tick();
      await tick();
      events.push('outer done');
    });
    await queued;
    expect(events).toEqual(['outer done', 'detached took g']);
  });
});
