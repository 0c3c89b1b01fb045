import { describe, expect, it } from 'vitest';
import { playout, type Chooser, type PlayoutStep } from '../../../src/engine/driver';
import { createRng, nextFloat } from '../../../src/engine/rng';
import type { GameOptions, Text } from '../../../src/engine/types';
import { hasKey } from '../../../src/i18n';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import type { TmMove, TmState } from '../../../src/games/terra-mystica/types';
import { FACTION_IDS } from '../../../data/terra-mystica/factions';
import { check, checkInvariants } from './invariants';

/** Random choices that rarely pass or give up, so games run long and use many rules. */
function busyChooser(seed: string): Chooser {
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

function keysOf(text: Text, out: string[] = []): string[] {
  out.push(text.key);
  for (const v of Object.values(text.params ?? {})) if (typeof v === 'object' && 'key' in v) keysOf(v, out);
  return out;
}

function onStep(step: PlayoutStep<TmState, TmMove>): void {
  checkInvariants(step.after);
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

describe('Terra Mystica random playouts through the choice tree', () => {
  const GAMES = 100;
  const seen = new Set<string>();

  it(`plays ${GAMES} full games over 2–5 players with the invariants at every step`, () => {
    for (let i = 0; i < GAMES; i++) {
      const seats = 2 + (i % 4);
      const seed = `tm-playout-${i}`;
      const options = VARIANTS[i % VARIANTS.length];
      const result = playout(terraMystica, options, seats, seed, busyChooser(seed), onStep);
      expect(terraMystica.finished(result.final)).toBe(true);
      expect(result.final.round).toBe(6);
      expect(terraMystica.winners(result.final).length).toBeGreaterThan(0);
      for (const p of result.final.players) seen.add(p.faction ?? '');
    }
    expect([...seen].sort()).toEqual([...FACTION_IDS].sort());
  });

  it('the same seed gives the same game', () => {
    for (const seed of ['same-a', 'same-b']) {
      const a = playout(terraMystica, {}, 4, seed, busyChooser(seed));
      const b = playout(terraMystica, {}, 4, seed, busyChooser(seed));
      expect(a.moves).toEqual(b.moves);
      expect(a.final).toEqual(b.final);
    }
  });
});
