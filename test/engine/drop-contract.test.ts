/** The optional drop capability of the engine contract, checked for every registered game (issue 13). */
import { describe, expect, it } from 'vitest';
import { hasKey } from '../../src/i18n';
import { engines } from '../../src/games';

describe('dropMove / droppedSeats', () => {
  for (const [id, engine] of Object.entries(engines)) {
    it(`${id}: both or neither; a drop of any seat from the start is accepted once, listed, and described`, () => {
      expect(typeof engine.dropMove).toBe(typeof engine.droppedSeats);
      if (!engine.dropMove || !engine.droppedSeats) return;
      const start = engine.setup({}, 3, 'drop-contract');
      expect(engine.droppedSeats(start)).toEqual([]);
      for (const seat of [0, 1, 2]) {
        const move = engine.dropMove(start, seat);
        expect(move).not.toBeNull();
        expect(hasKey(engine.describe(start, seat, move).key)).toBe(true);
        const after = engine.apply(start, seat, move);
        expect(engine.droppedSeats(after)).toEqual([seat]);
        expect(engine.dropMove(after, seat)).toBeNull();
        expect(engine.awaiting(after)).not.toContain(seat);
        // The move is plain JSON, as every move: it survives the store and replays.
        expect(JSON.parse(JSON.stringify(move))).toEqual(move);
      }
    });
  }
});
