/**
 * Dropped seats (RULINGS.md "Dropped seats", issue 13): the seat's owed decisions are taken at once by the standing
 * policy, it keeps its points but counts as last, and with fewer than two seats left the game ends and is scored.
 */
import { describe, expect, it } from 'vitest';
import { cityOfRome } from '../../../src/games/city-of-rome/engine';
import { describeSharedDropRule } from '../drop-rules';
import { turnState } from './helpers';
import { checkInvariants, expectedCards, influenceOf, type Problems } from './invariants';

/** The playouts' invariants (cards and influence conserved, no negative coins, city shape, score sums). */
function invariants(state: ReturnType<typeof engine.setup>): void {
  const problems: Problems = [];
  checkInvariants(state, expectedCards(state.seats, false), influenceOf(state.seats), problems);
  if (problems.length > 0) throw new Error(problems.join('; '));
}

const engine = cityOfRome;
const DROP = { type: 'drop' } as const;
const dropMove = (state: ReturnType<typeof engine.setup>, seat: number) => engine.dropMove?.(state, seat) ?? null;

describe('city-of-rome: the policy for a dropped seat', () => {
  it('in its action turn after taking a card it ends the turn: nothing built, coins kept, the next seat acts', () => {
    const { state, seat } = turnState({ coins: 7, tookCard: true });
    expect(seat).toBe(0);
    const t = engine.apply(state, 0, DROP);
    expect(t.players[0].coins).toBe(7);
    expect(t.players[0].city).toEqual(state.players[0].city);
    expect(engine.awaiting(t)).toEqual([1]);
    expect(t.events.map((e) => e.key)).toEqual(['cor.log.end']);
  });

  it('before taking a card it takes the first card of the offer (taking one is compulsory), then ends the turn', () => {
    const { state } = turnState({ tookCard: false, hand: [] });
    expect(state.offer).toEqual(['I-10', 'II-16', 'III-14']);
    const t = engine.apply(state, 0, DROP);
    expect(t.players[0].hand).toEqual(['I-10']);
    expect(t.events.map((e) => e.key)).toEqual(['cor.log.take', 'cor.log.end']);
  });

  it('counts as last: with the most points it still does not win', () => {
    const finished = { ...engine.setup({}, 3, 'drop-last'), phase: 'end' as const };
    const best = engine.winners(finished);
    const t = { ...finished, dropped: [best[0]] };
    expect(engine.winners(t)).not.toContain(best[0]);
    expect(engine.winners(t).length).toBeGreaterThan(0);
  });
});

describeSharedDropRule(engine, DROP, invariants);
