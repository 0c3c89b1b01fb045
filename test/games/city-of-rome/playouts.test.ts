/**
 * Seeded random playouts: 300 whole games over 2/3/4 players with and without the Shrine, checking the
 * invariants at every step.
 */
import { describe, expect, it } from 'vitest';
import { PLAYER_COUNT_RULES } from '../../../data/city-of-rome/rules';
import { playout } from '../../../src/engine/driver';
import type { Text } from '../../../src/engine/types';
import { hasKey } from '../../../src/i18n';
import type { CorState } from '../../../src/games/city-of-rome/types';
import { engine } from './helpers';
import { checkInvariants, expectedCards, type Problems } from './invariants';

const GAMES_PER_CONFIG = 50;
const CONFIGS = [2, 3, 4].flatMap((seats) => [false, true].map((shrine) => ({ seats, shrine })));

function checkText(text: Text, where: string, problems: Problems): void {
  if (!hasKey(text.key)) problems.push(`${where}: unknown text key ${text.key}`);
  for (const value of Object.values(text.params ?? {})) if (typeof value === 'object' && 'key' in value) checkText(value, where, problems);
}

/** True when `value` is made only of JSON values (no undefined, NaN, Infinity, class instances). */
function isJsonValue(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJsonValue);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.values(value as Record<string, unknown>).every(isJsonValue);
  }
  return false;
}

describe('random playouts', () => {
  for (const { seats, shrine } of CONFIGS) {
    it(`${GAMES_PER_CONFIG} games, ${seats} players${shrine ? ', Shrine' : ''}: invariants hold at every step`, () => {
      const cards = expectedCards(seats, shrine);
      const influence = PLAYER_COUNT_RULES[seats].influence.map((i) => i.value);
      for (let game = 0; game < GAMES_PER_CONFIG; game++) {
        const seed = `playout-${seats}-${shrine}-${game}`;
        let previousJson = JSON.stringify(engine.setup({ shrine }, seats, seed));
        let maxRound = 0;
        const problems: Problems = [];
        const { final } = playout(engine, { shrine }, seats, seed, undefined, ({ before, after, seat, move, path }) => {
          const beforeJson = JSON.stringify(before);
          const afterJson = JSON.stringify(after);
          // apply never mutated its input; the state is plain JSON, and a state read back from JSON plays on identically.
          if (beforeJson !== previousJson) problems.push('apply mutated its input');
          if (!isJsonValue(after)) problems.push('state is not plain JSON');
          if (JSON.stringify(engine.apply(JSON.parse(beforeJson) as CorState, seat, move)) !== afterJson) problems.push('JSON round trip changed the game');
          previousJson = afterJson;
          for (const id of path) if (id.length > 12) problems.push(`step id too long: ${id}`);
          checkText(engine.describe(before, seat, move), 'describe', problems);
          for (const e of engine.events(after)) checkText(e, 'event', problems);
          checkText(engine.status(after), 'status', problems);
          checkInvariants(after, cards, influence, problems);
          maxRound = Math.max(maxRound, after.round);
        });
        expect(problems, seed).toEqual([]);
        expect(engine.finished(final)).toBe(true);
        expect(engine.awaiting(final)).toEqual([]);
        expect(maxRound).toBe(final.rounds);
        expect(engine.winners(final).length).toBeGreaterThan(0);
      }
    });
  }

  it('the same seed gives the same game; another seed a different one', () => {
    for (const seats of [2, 3, 4]) {
      const a = playout(engine, { shrine: true }, seats, `same-${seats}`);
      const b = playout(engine, { shrine: true }, seats, `same-${seats}`);
      expect(b.moves).toEqual(a.moves);
      expect(b.final).toEqual(a.final);
      const c = playout(engine, { shrine: true }, seats, `other-${seats}`);
      expect(c.moves).not.toEqual(a.moves);
    }
  });

  it('revealsHidden is true exactly for moves that draw from a deck or pass a draft packet', () => {
    let reveals = 0;
    playout(engine, {}, 3, 'reveal', undefined, ({ before, after, seat, move }) => {
      const drew = Object.keys(before.decks).some(
        (d) => (after.decks[d as 'I'] ?? []).length < (before.decks[d as 'I'] ?? []).length,
      );
      const expected = before.phase === 'draft' || drew;
      expect(engine.revealsHidden(before, seat, move)).toBe(expected);
      if (expected) reveals++;
    });
    expect(reveals).toBeGreaterThanOrEqual(14);
  });
});
