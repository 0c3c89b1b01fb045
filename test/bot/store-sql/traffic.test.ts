import { describe, expect, it } from 'vitest';
import { storeTraffic } from '../../bench/store-sql';

/** The bench's counts on a short stretch of its game (moves 20 to 29): what one move costs each store. */
describe('store traffic per move (test/bench/store-sql.ts)', () => {
  it('keyv rewrites the whole record twice a move; the SQL store writes a few rows of a few KB, whatever the record weighs', async () => {
    const keyv = await storeTraffic('keyv', 20, 30);
    const adapter = await storeTraffic('sql-adapter', 20, 30);
    const update = await storeTraffic('sql-update', 20, 30);
    expect(keyv.moves).toBe(10);
    // keyv: the record and the active list read twice, the record written twice.
    expect([keyv.reads, keyv.writes]).toEqual([40, 20]);
    expect(keyv.bytesWritten).toBeGreaterThan(2 * 10 * keyv.recordBytes * 0.9);
    // SQL: each of the two changes reads the game's 7 tables (the adapter loads them once more before each save; the
    // primitive reads the version once). Writes: the move's claim, game row, new move, score point and position, and
    // the oldest position dropped; the showing's claim and game row.
    expect([adapter.reads, update.reads]).toEqual([280, 150]);
    expect(adapter.writes).toBeLessThanOrEqual(80);
    expect(update.writes).toBe(adapter.writes);
    expect(update.bytesWritten).toBe(adapter.bytesWritten);
    expect(update.bytesWritten * 10).toBeLessThan(keyv.bytesWritten);
  });
});
