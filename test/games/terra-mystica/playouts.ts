/**
 * Terra Mystica's random playouts through the choice tree, shared by playouts-<n>.test.ts: the 100 seeded games are
 * split into parts that vitest runs in parallel (one file each); the seeds, variants and checks are the same.
 */
import { describe, expect, it } from 'vitest';
import { playout, type Chooser, type PlayoutStep } from '../../../src/engine/driver';
import { createRng, nextFloat } from '../../../src/engine/rng';
import type { GameOptions, Text } from '../../../src/engine/types';
import { hasKey } from '../../../src/i18n';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import type { TmMove, TmState } from '../../../src/games/terra-mystica/types';
import { check, checkInvariants } from './invariants';

/** Random choices that rarely pass or give up, so games run long and use many rules. */
export function busyChooser(seed: string): Chooser {
  const weight: Record<string, number> = { ps: 0.04, f: 0.05, c: 0.2, n: 0.15, set: 0.02 };
  const rng = createRng(seed);
  return (prompt) => {
    const w = prompt.options.map((o) => weight[o.id] ?? 1);
    let r = nextFloat(rng) * w.reduce((a, b) => a + b, 0);
    for (let i = 0; i < w.length; i++) {
      r -= w[i];
      if (r < 0) return i;
    }
    return w.length - 1;
  };
}

/** Every text key of a text, its nested texts included. */
export function keysOf(text: Text, out: string[] = []): string[] {
  out.push(text.key);
  for (const v of Object.values(text.params ?? {})) if (typeof v === 'object' && 'key' in v) keysOf(v, out);
  return out;
}

/** The previous step's result and its JSON: apply shares parts of its input with its result and must not change it. */
let previous: { state: TmState; json: string } | null = null;

function onStep(step: PlayoutStep<TmState, TmMove>): void {
  if (previous?.state === step.before) check(JSON.stringify(step.before) === previous.json, 'apply leaves its input state as it was');
  checkInvariants(step.after);
  previous = { state: step.after, json: JSON.stringify(step.after) };
  // Power tokens are only ever removed (by burning): 12 once a faction is chosen, never more later.
  step.after.players.forEach((p, s) => {
    const before = step.before.players[s].bowls.reduce((a, b) => a + b, 0);
    check(p.bowls.reduce((a, b) => a + b, 0) <= (before > 0 ? before : 12), 'power tokens never appear');
  });
  for (const key of keysOf(terraMystica.describe(step.before, step.seat, step.move))) check(hasKey(key), `text ${key}`);
  for (const text of terraMystica.events(step.after)) for (const key of keysOf(text)) check(hasKey(key), `text ${key}`);
  for (const seat of terraMystica.awaiting(step.after)) {
    const result = terraMystica.prompt(step.after, seat, []);
    if ('prompt' in result) {
      for (const key of keysOf(result.prompt.title)) check(hasKey(key), `text ${key}`);
      check(result.prompt.options.length > 0, 'a prompt offers something');
      for (const o of result.prompt.options) {
        check(o.id.length <= 12, 'short step ids');
        for (const key of keysOf(o.label)) check(hasKey(key), `text ${key}`);
      }
    }
  }
}

/** Every tenth game or so plays a variant: other maps, starter game, variable VP and turn order, snellman tiles. */
const VARIANTS: GameOptions[] = [
  {},
  {},
  { map: 'fjords', 'variable-vp': true },
  {},
  { map: 'lakes' },
  {},
  { starter: true },
  {},
  { 'variable-turn-order': true, 'shipping-bonus': true, 'temple-scoring-tile': true, 'town-limit': false },
  { 'mini-expansion-1': false, 'errata-cultist-power': false, 'strict-leech': false },
];

/** How many seeded games the parts play together (seeds tm-playout-0 … tm-playout-99). */
export const PLAYOUT_GAMES = 100;

function playoutSetup(i: number): { seats: number; seed: string; options: GameOptions } {
  const seed = `tm-playout-${i}`;
  return { seats: 2 + (i % 4), seed, options: VARIANTS[i % VARIANTS.length] };
}

/** Registers part `part` (1-based) of `parts`: its share of the games, with the invariants at every step. */
export function describePlayouts(part: number, parts: number): void {
  const from = Math.round(((part - 1) * PLAYOUT_GAMES) / parts);
  const to = Math.round((part * PLAYOUT_GAMES) / parts);
  describe(`Terra Mystica random playouts through the choice tree, part ${part} of ${parts}`, () => {
    it(`plays games ${from}–${to - 1} of ${PLAYOUT_GAMES} over 2–5 players with the invariants at every step`, () => {
      for (let i = from; i < to; i++) {
        const { seats, seed, options } = playoutSetup(i);
        const result = playout(terraMystica, options, seats, seed, busyChooser(seed), onStep);
        expect(terraMystica.finished(result.final)).toBe(true);
        expect(result.final.round).toBe(6);
        expect(terraMystica.winners(result.final).length).toBeGreaterThan(0);
      }
    });
  });
}

/** Stops a playout once every seat has its faction (the factions are picked first). */
class FactionsPicked extends Error {
  constructor(readonly factions: string[]) {
    super('factions picked');
  }
}

/**
 * The factions the playout of game `i` picks: the same seed and chooser as the full game, stopped once they are
 * picked (the rest of the game cannot change them), so the coverage of all 100 games is checked in one place.
 */
export function playoutFactions(i: number): string[] {
  const { seats, seed, options } = playoutSetup(i);
  try {
    playout(terraMystica, options, seats, seed, busyChooser(seed), ({ after }) => {
      if (after.players.every((p) => p.faction !== null)) throw new FactionsPicked(after.players.map((p) => p.faction ?? ''));
    });
  } catch (error) {
    if (error instanceof FactionsPicked) return error.factions;
    throw error;
  }
  throw new Error(`${seed}: the game ended before every faction was picked`);
}
