/**
 * Dropped seats (RULINGS.md "Dropped seats", issue 13): the seat's owed decisions are taken at once by the standing
 * policy, it keeps its points but counts as last, and with fewer than two seats left the game ends and is scored.
 */
import { describe, expect, it } from 'vitest';
import { helios } from '../../../src/games/helios/engine';
import { describeSharedDropRule } from '../drop-rules';
import { startedGame } from './helpers';
import { brokenInvariants } from './invariants';

/** The playouts' invariants (tiles, persons and specials conserved, sun never enclosed, score sums). */
function invariants(state: ReturnType<typeof engine.setup>): void {
  const broken = brokenInvariants(state);
  if (broken.length > 0) throw new Error(broken.join('; '));
}

const engine = helios;
const DROP = { t: 'drop' } as const;
const dropMove = (state: ReturnType<typeof engine.setup>, seat: number) => engine.dropMove?.(state, seat) ?? null;

describe('helios: the policy for a dropped seat', () => {
  it('on its action turn it takes the first tile offered (compulsory) and forfeits the action', () => {
    const s = startedGame(3, 'test');
    expect(engine.awaiting(s)).toEqual([2]);
    const t = engine.apply(s, 2, DROP);
    expect(engine.awaiting(t)).toEqual([0]);
    expect(t.turnsTaken).toBe(1);
    expect(t.players[2].rows.red).toHaveLength(s.players[2].rows.red.length + 1);
    expect(t.events.map((e) => e.key)).toEqual(['hel.log.take', 'hel.log.skip']);
  });

  it('counts as last: with the most points it still does not win', () => {
    const finished = { ...startedGame(3, 'test'), phase: 'finished' as const };
    const best = engine.winners(finished);
    const t = { ...finished, dropped: [best[0]] };
    expect(engine.winners(t)).not.toContain(best[0]);
    expect(engine.winners(t).length).toBeGreaterThan(0);
  });
});

describeSharedDropRule(engine, DROP, invariants);
