/**
 * The drop rule that City of Rome, Helios and Pandoria share (src/games/drop-support.ts, each game's RULINGS "Dropped
 * seats"), as one suite each of those games runs with its own drop move and invariants.
 */
import { describe, expect, it } from 'vitest';
import type { GameEngine } from '../../src/engine/types';
import { advanceRandomly, dropPlayouts } from './drop-playout';

export function describeSharedDropRule<S, M>(engine: GameEngine<S, M, unknown>, DROP: M, invariants: (state: S) => void): void {
  const dropMove = (state: S, seat: number) => engine.dropMove?.(state, seat) ?? null;
  describe(`${engine.id}: dropping a seat`, () => {
    it('the awaited seat leaves: it is never awaited again and is listed as dropped', () => {
      const s = advanceRandomly(engine, engine.setup({}, 3, 'drop-a'), 12, 'drop-a');
      const seat = engine.awaiting(s)[0];
      expect(dropMove(s, seat)).toEqual(DROP);
      const t = engine.apply(s, seat, DROP);
      expect(engine.droppedSeats?.(t)).toEqual([seat]);
      expect(engine.awaiting(t)).not.toContain(seat);
      expect(engine.awaiting(t).length).toBeGreaterThan(0);
      expect(engine.finished(t)).toBe(false);
      expect(dropMove(t, seat)).toBeNull();
      expect(() => engine.apply(t, seat, DROP)).toThrow();
      expect(engine.describe(s, seat, DROP).key).toBe('common.dropped');
    });

    it('the start player leaves before the first move: the decisions it owes are taken, the next seat decides', () => {
      const s = engine.setup({}, 3, 'drop-start');
      const [first] = engine.awaiting(s);
      const t = engine.apply(s, first, DROP);
      expect(engine.finished(t)).toBe(false);
      expect(engine.awaiting(t)).toHaveLength(1);
      expect(engine.awaiting(t)).not.toContain(first);
    });

    it('a seat that is not awaited can leave; the others go on', () => {
      const s = engine.setup({}, 3, 'drop-b');
      const other = [0, 1, 2].find((seat) => !engine.awaiting(s).includes(seat)) ?? 2;
      const t = engine.apply(s, other, DROP);
      expect(engine.droppedSeats?.(t)).toEqual([other]);
      expect(engine.awaiting(t)).not.toContain(other);
    });

    it('two seats in a row out of three: one seat is left, so the game ends and the remaining seat wins', () => {
      const s = advanceRandomly(engine, engine.setup({}, 3, 'drop-c'), 20, 'drop-c');
      const t = engine.apply(engine.apply(s, 0, DROP), 2, DROP);
      expect(engine.finished(t)).toBe(true);
      expect(engine.awaiting(t)).toEqual([]);
      expect(engine.winners(t)).toEqual([1]);
      expect(dropMove(t, 1)).toBeNull();
      // Scored as at the normal end: the points on the track are the final ones.
      for (const line of engine.scores(t)) expect(line.current).toBe(line.preview);
    });

    it('in a two-player game the other seat wins at once, even when behind on points', () => {
      const t = engine.apply(engine.setup({}, 2, 'drop-d'), 1, DROP);
      expect(engine.finished(t)).toBe(true);
      expect(engine.winners(t)).toEqual([0]);
    });

    it('the view marks the dropped seat', () => {
      const t = engine.apply(engine.setup({}, 3, 'drop-e'), 1, DROP);
      const view = engine.view(t, null) as { players: { dropped: boolean }[] };
      expect(view.players.map((p) => p.dropped)).toEqual([false, true, false]);
    });

    it('random playouts with drops at random moments reach the end', () => {
      const results = dropPlayouts(engine, { games: 10, seats: [2, 3, 4], chance: 0.03, check: invariants });
      for (const r of results) expect(r.finished).toBe(true);
      expect(results.some((r) => r.awaitedDrops > 0)).toBe(true);
      expect(results.some((r) => r.otherDrops > 0)).toBe(true);
    });

    it('with rare drops, games reach their natural end with the policy playing for the dropped seat', () => {
      const results = dropPlayouts(engine, { games: 6, seats: [3, 4], chance: 0.02, maxDrops: 1, check: invariants });
      for (const r of results) expect(r.finished).toBe(true);
      expect(results.filter((r) => r.dropped.length === 1).length).toBeGreaterThanOrEqual(4);
    });
  });
}
