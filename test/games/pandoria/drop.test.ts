/**
 * Dropped seats (RULINGS.md "Dropped seats", issue 13): the seat's owed decisions are taken at once by the standing
 * policy, it keeps its points but counts as last, and with fewer than two seats left the game ends and is scored.
 */
import { describe, expect, it } from 'vitest';
import { pandoria } from '../../../src/games/pandoria/engine';
import { advanceRandomly } from '../drop-playout';
import { describeSharedDropRule } from '../drop-rules';
import { stateViolations } from './invariants';

/** The playouts' invariants (figures, cards and tiles conserved, resources within bounds). */
function invariants(state: ReturnType<typeof engine.setup>): void {
  const broken = stateViolations(state);
  if (broken.length > 0) throw new Error(broken.join('; '));
}

const engine = pandoria;
const DROP = { t: 'drop' } as const;
const dropMove = (state: ReturnType<typeof engine.setup>, seat: number) => engine.dropMove?.(state, seat) ?? null;

describe('pandoria: the policy for a dropped seat', () => {
  it('passes instead of placing a figure, and skips what follows; the next seat lays a tile', () => {
    const s = advanceRandomly(engine, engine.setup({}, 3, 'drop-pass'), 1, 'drop-pass');
    expect(engine.awaiting(s)).toEqual([1]);
    const root = engine.prompt(s, 1, []);
    expect('prompt' in root && root.prompt.options.map((o) => o.id)).toEqual(['H5', 'P']);
    const t = engine.apply(s, 1, DROP);
    expect(t.events.map((e) => e.key)).toEqual(['pan.log.pass', 'pan.log.skip']);
    expect(engine.awaiting(t)).toEqual([2]);
    expect(t.turn.step).toBe('place');
    expect(t.players[1].score).toBe(s.players[1].score);
  });

  it('counts as last: with the most points it still does not win', () => {
    const finished = { ...engine.setup({}, 3, 'drop-last'), over: true };
    const best = engine.winners(finished);
    const t = { ...finished, dropped: [best[0]] };
    expect(engine.winners(t)).not.toContain(best[0]);
    expect(engine.winners(t).length).toBeGreaterThan(0);
  });
});

describeSharedDropRule(engine, DROP, invariants);
