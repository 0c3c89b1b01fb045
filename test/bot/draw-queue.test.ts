import { describe, expect, it } from 'vitest';
import { DrawQueue, Superseded, type DrawClass } from '../../src/bot/base/draw-queue';

/** A drawing the test finishes by hand; `order` records when each one started. */
function gate(order: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    draw: async () => {
      order.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

/** Lets every settled promise run its callbacks. */
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the draw queue in front of the render pool', () => {
  it('draws at most `slots` at once, boards before panels before browsing, charts and timelapses', async () => {
    const queue = new DrawQueue(2);
    const order: string[] = [];
    const gates = new Map<string, ReturnType<typeof gate>>();
    const ask = (name: string, kind: DrawClass) => {
      const g = gate(order, name);
      gates.set(name, g);
      return queue.run({ kind, guild: 'g', lane: name, draw: g.draw });
    };
    const answers = [ask('b0', 'board'), ask('b1', 'board'), ask('t', 'timelapse'), ask('c', 'chart'), ask('r', 'browse'), ask('p', 'panel'), ask('b2', 'board')];
    await tick();
    expect(order).toEqual(['b0', 'b1']);
    expect(queue.busy()).toBe(2);
    expect(queue.waiting()).toBe(5);
    gates.get('b0')!.finish();
    await tick();
    expect(order).toEqual(['b0', 'b1', 'b2']);
    gates.get('b1')!.finish();
    await tick();
    expect(order).toEqual(['b0', 'b1', 'b2', 'p']);
    // Browsing may not take the last slot: with one drawing running it starts, not before.
    gates.get('b2')!.finish();
    await tick();
    expect(order).toEqual(['b0', 'b1', 'b2', 'p']);
    gates.get('p')!.finish();
    await tick();
    expect(order).toEqual(['b0', 'b1', 'b2', 'p', 'r']);
    for (const name of ['r', 'c', 't']) {
      gates.get(name)!.finish();
      await tick();
    }
    expect(order).toEqual(['b0', 'b1', 'b2', 'p', 'r', 'c', 't']);
    expect(await Promise.all(answers)).toEqual(['b0', 'b1', 't', 'c', 'r', 'p', 'b2']);
    expect(queue.waiting()).toBe(0);
    expect(queue.busy()).toBe(0);
  });

  it('takes turns between servers and, within a server, between members: one member’s many requests do not go first', async () => {
    const queue = new DrawQueue(1);
    const order: string[] = [];
    const draw = (name: string) => async () => {
      order.push(name);
      return name;
    };
    const blocker = gate(order, 'first');
    const all = [queue.run({ kind: 'browse', guild: 'x', lane: 'spam', draw: blocker.draw })];
    for (let i = 0; i < 4; i++) all.push(queue.run({ kind: 'browse', guild: 'x', lane: 'spam', draw: draw(`spam${i}`) }));
    all.push(queue.run({ kind: 'browse', guild: 'x', lane: 'ann', draw: draw('ann') }));
    all.push(queue.run({ kind: 'browse', guild: 'y', lane: 'ben', draw: draw('ben0') }));
    all.push(queue.run({ kind: 'browse', guild: 'y', lane: 'ben', draw: draw('ben1') }));
    blocker.finish();
    await Promise.all(all);
    // Server x, y, x, y, …; within x: spam, ann, spam, … (the 40-click member waits behind each other member's turn).
    expect(order).toEqual(['first', 'spam0', 'ben0', 'ann', 'ben1', 'spam1', 'spam2', 'spam3']);
  });

  it('draws only the newest of the requests with one key that wait; the replaced ones are answered Superseded', async () => {
    const queue = new DrawQueue(1);
    const order: string[] = [];
    const blocker = gate(order, 'other');
    const running = queue.run({ kind: 'board', guild: 'g', lane: 'a', draw: blocker.draw });
    const draw = (name: string) => async () => {
      order.push(name);
      return name;
    };
    const v1 = queue.run({ kind: 'board', guild: 'g', lane: 'game', key: 'board:game', draw: draw('v1') });
    const v2 = queue.run({ kind: 'board', guild: 'g', lane: 'game', key: 'board:game', draw: draw('v2') });
    const v3 = queue.run({ kind: 'board', guild: 'g', lane: 'game', key: 'board:game', draw: draw('v3') });
    await expect(v1).rejects.toBeInstanceOf(Superseded);
    await expect(v2).rejects.toThrow('drawing board:game was replaced by a newer one');
    expect(queue.waiting()).toBe(1);
    blocker.finish();
    expect(await v3).toBe('v3');
    await running;
    expect(order).toEqual(['other', 'v3']);
    // Once drawn (or drawing), a key is free again: the next request is drawn as well.
    expect(await queue.run({ kind: 'board', guild: 'g', lane: 'game', key: 'board:game', draw: draw('v4') })).toBe('v4');
  });

  it('says when a drawing starts, passes a failed drawing’s error on and keeps going', async () => {
    const queue = new DrawQueue(1);
    const started: string[] = [];
    const failing = queue.run({ kind: 'chart', guild: '', lane: 'a', started: () => started.push('a'), draw: async () => Promise.reject(new Error('broken')) });
    const next = queue.run({ kind: 'chart', guild: '', lane: 'b', started: () => started.push('b'), draw: async () => 7 });
    await expect(failing).rejects.toThrow('broken');
    expect(await next).toBe(7);
    expect(started).toEqual(['a', 'b']);
    expect(() => new DrawQueue(0)).toThrow('a draw queue needs at least one slot');
  });
});
