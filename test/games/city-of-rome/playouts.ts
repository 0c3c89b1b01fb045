/**
 * Seeded random playouts, shared by playouts-<n>.test.ts: 300 whole games over 2/3/4 players with and without the
 * Shrine, checking the invariants at every step. Each part plays its share of every configuration's games (same seeds),
 * so vitest runs the parts in parallel.
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

/** Registers part `part` (1-based) of `parts`: its share of the games of every configuration. */
export function describePlayouts(part: number, parts: number): void {
  const from = Math.round(((part - 1) * GAMES_PER_CONFIG) / parts);
  const to = Math.round((part * GAMES_PER_CONFIG) / parts);
  describe(`random playouts, part ${part} of ${parts}`, () => {
    for (const { seats, shrine } of CONFIGS) {
      it(`games ${from}–${to - 1} of ${GAMES_PER_CONFIG}, ${seats} players${shrine ? ', Shrine' : ''}: invariants hold at every step`, () => {
        const cards = expectedCards(seats, shrine);
        const influence = PLAYER_COUNT_RULES[seats].influence.map((i) => i.value);
        for (let game = from; game < to; game++) {
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
  });
}
