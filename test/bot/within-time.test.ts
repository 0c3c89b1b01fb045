import { describe, expect, it } from 'vitest';
import { withinTime } from '../../src/bot/base/within-time';

const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('withinTime', () => {
  it("gives the work's result when it comes first", async () => {
    await expect(withinTime(after(5, 'drawn'), 200, () => null)).resolves.toBe('drawn');
  });

  it('gives what late() returns when the time passes first', async () => {
    await expect(withinTime(after(200, 'drawn'), 5, () => null)).resolves.toBeNull();
  });

  it('rejects with what late() throws when the time passes first', async () => {
    await expect(
      withinTime(after(200, 'saved'), 5, (): never => {
        throw new Error('store did not answer');
      }),
    ).rejects.toThrow('store did not answer');
  });

  it("passes the work's own failure on", async () => {
    await expect(withinTime(Promise.reject(new Error('broken')), 200, () => null)).rejects.toThrow('broken');
  });
});
