/**
 * Seeded random playouts through the choice tree, shared by playouts-<n>.test.ts: every variant, realm set and 2–4
 * players. After every move the invariants hold, the state survives a JSON round trip, and the game ends. Each part
 * plays its share of every configuration's games (same seeds), so vitest runs the parts in parallel.
 */
import { describe, expect, it } from 'vitest';
import { playout } from '../../../src/engine/driver';
import type { GameEngine, GameOptions } from '../../../src/engine/types';
import { pandoria } from '../../../src/games/pandoria/engine';
import type { Move, PandoriaState } from '../../../src/games/pandoria/types';
import type { PandoriaView } from '../../../src/games/pandoria/view';
import { deepFreeze, stateViolations, stepViolations } from './invariants';

/** The engine with every input state deep-frozen: apply() must never write to it. */
const frozenInputs: GameEngine<PandoriaState, Move, PandoriaView> = {
  ...pandoria,
  apply: (state, seat, move) => pandoria.apply(deepFreeze(state), seat, move),
};

interface Config {
  name: string;
  options: GameOptions;
  games: number;
}

export const CONFIGS: Config[] = [
  { name: 'side B, base realms', options: { variant: 'b', sets: 'base' }, games: 24 },
  { name: 'side B, Realms expansion', options: { variant: 'b', sets: 'realms' }, games: 24 },
  { name: 'side B, base + promo', options: { variant: 'b', sets: 'basepromo', realms: 'random' }, games: 18 },
  { name: 'side B, Realms + promo', options: { variant: 'b', sets: 'realmspromo', realms: 'same' }, games: 15 },
  { name: 'side B, all realms', options: { variant: 'b', sets: 'all' }, games: 18 },
  { name: 'side B, each picks', options: { variant: 'b', sets: 'all', realms: 'pick' }, games: 9 },
  { name: 'side B, same chosen', options: { variant: 'b', sets: 'both', realms: 'samepick' }, games: 9 },
  { name: 'side A', options: { variant: 'a' }, games: 18 },
  { name: 'family', options: { variant: 'family' }, games: 18 },
  { name: 'family with spells', options: { variant: 'famspell' }, games: 18 },
  { name: 'chosen start, apart', options: { variant: 'b', start: 'chosen', apart: true }, games: 6 },
  { name: 'random start', options: { variant: 'b', start: 'random', sets: 'all' }, games: 6 },
  { name: 'Artifacts, side B', options: { variant: 'b', artifacts: true, sets: 'all' }, games: 15 },
  { name: 'Artifacts, family', options: { variant: 'family', artifacts: true }, games: 6 },
  { name: 'Artifacts, family with spells', options: { variant: 'famspell', artifacts: true }, games: 6 },
  { name: 'Artifacts, side A', options: { variant: 'a', artifacts: true }, games: 6 },
];

/** Registers part `part` (1-based) of `parts`: its share of the games of every configuration. */
export function describePlayouts(part: number, parts: number): void {
  describe(`random playouts, part ${part} of ${parts}`, () => {
    for (const config of CONFIGS) {
      const from = Math.round(((part - 1) * config.games) / parts);
      const to = Math.round((part * config.games) / parts);
      it(`${config.name}: games ${from}–${to - 1} of ${config.games} over 2, 3 and 4 players`, () => {
        for (let i = from; i < to; i++) {
          const seats = 2 + (i % 3);
          const seed = `${config.name}/${i}`;
          const engine = i % 3 === 0 ? frozenInputs : pandoria;
          const violations: string[] = [];
          const game = playout(engine, config.options, seats, seed, undefined, ({ before, after, move }) => {
            for (const v of [...stepViolations(before, after), ...stateViolations(after)]) violations.push(`${seed} ${move.t}: ${v}`);
          });
          expect(violations.slice(0, 5)).toEqual([]);
          expect(pandoria.finished(game.final)).toBe(true);
          expect(pandoria.winners(game.final).length).toBeGreaterThan(0);
          expect(game.final.turnNo).toBeGreaterThan(seats * 5);
        }
      });
    }
  });
}
