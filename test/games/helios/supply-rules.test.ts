/**
 * The shared supplies and the set-up (seed "Aufbau", "Phase 3"; facts.md §6): refilling the action columns with
 * their log lines, the emergency set leaving the game, empty land stacks in the offer, the player counts, the
 * lobby options, and the game-over line when dropped seats end the game.
 */
import { describe, expect, it } from 'vitest';
import { helios } from '../../../src/games/helios/engine';
import { determinize } from '../../../src/games/helios/determinize';
import { discardActionTiles, refillColumns, refillLandOffer } from '../../../src/games/helios/supply';
import { tx } from '../../../src/i18n';
import type { ActionTile, HeliosState } from '../../../src/games/helios/types';
import { createRng } from '../../../src/engine/rng';
import { expectRuleError, startedGame } from './helpers';

const base = startedGame(3, 'supply-rules');

/** A copy whose land column is empty and whose land draw pile is empty, with `discarded` in the discards. */
function landColumnEmpty(discarded: ActionTile[]): HeliosState {
  const state = structuredClone(base);
  state.columns.land = [];
  state.draw.land = [];
  state.discard.land = discarded;
  state.events = [];
  return state;
}

describe('refilling the action columns', () => {
  it('an empty draw pile is reshuffled from its discards, logged with the symbol; the refill is one reveal', () => {
    const discarded = Array.from({ length: 6 }, (): ActionTile => ({ sym: 'land', color: 'red' }));
    const state = landColumnEmpty(discarded);
    const reveals = state.reveals;
    refillColumns(state);
    expect(state.columns.land).toHaveLength(6);
    expect(state.events).toEqual([tx('hel.ev.reshuffle', { sym: tx('hel.sym.land') })]);
    expect(state.reveals - reveals).toBe(1);
  });

  it('with no discards either, an emergency set of one tile per colour comes in, logged with the symbol', () => {
    const state = landColumnEmpty([]);
    refillColumns(state);
    expect(state.events[0]).toEqual(tx('hel.ev.emergencySet', { sym: tx('hel.sym.land') }));
    expect(state.columns.land.filter((t) => t.extra).length).toBeGreaterThan(0);
  });

  it('emergency tiles leave the game when discarded; the others go to the discards', () => {
    const state = landColumnEmpty([]);
    discardActionTiles(state, [{ sym: 'land', color: 'red', extra: true }, { sym: 'land', color: 'blue' }]);
    expect(state.discard.land).toEqual([{ sym: 'land', color: 'blue' }]);
  });
});

describe('the land offer', () => {
  it('an empty colour stack and an empty extra stack leave their places empty', () => {
    const state = structuredClone(base);
    state.stacks = { brown: 0, grey: 1, green: 1, blue: 1, black: 1 };
    state.extraStack = [];
    state.offer = [null, null, null, null, null, null];
    refillLandOffer(state);
    expect(state.offer[0]).toBeNull();
    expect(state.offer[5]).toBeNull();
    expect(state.stacks.brown).toBe(0);
    expect(state.offer[1]).toEqual({ color: 'grey', res: ['grey'] });
  });
});

describe('set-up and lobby', () => {
  it('Helios is for 2 to 4 players; other counts are refused', () => {
    expectRuleError(() => helios.setup({}, 5, 'five'), 'hel.error.seats');
    expectRuleError(() => helios.setup({}, 1, 'one'), 'hel.error.seats');
  });

  it('the lobby options, as offered', () => {
    expect(helios.options).toEqual([
      {
        id: 'exchange',
        label: tx('hel.opt.exchange'),
        kind: 'choice',
        choices: [
          { value: 'missing', label: tx('hel.opt.exchange.missing') },
          { value: 'always', label: tx('hel.opt.exchange.always') },
        ],
        default: 'missing',
      },
      { id: 'freeFieldsDark', label: tx('hel.opt.freeFieldsDark'), kind: 'boolean', default: true },
    ]);
  });

  it('when dropped seats end the game, the game-over line is logged', () => {
    const state = startedGame(2, 'supply-rules-drop');
    const ended = helios.apply(state, 1, { t: 'drop' });
    expect(helios.finished(ended)).toBe(true);
    expect(helios.events(ended)).toContainEqual(tx('hel.ev.gameOver'));
    expect(helios.privateSummary(ended, 0)).toEqual([]);
  });
});

describe('what a computer player may see (determinize)', () => {
  it('the hidden order of the draw piles and the extra stack cannot show through: both are dealt anew from their contents', () => {
    const reordered = structuredClone(base);
    for (const sym of ['land', 'build', 'sun'] as const) reordered.draw[sym].reverse();
    reordered.extraStack = [...reordered.extraStack].reverse();
    const a = determinize(base, 0, createRng('same'));
    const b = determinize(reordered, 0, createRng('same'));
    expect(b.draw).toEqual(a.draw);
    expect(b.extraStack).toEqual(a.extraStack);
    const sorted = (tiles: readonly ActionTile[]) => tiles.map((t) => JSON.stringify(t)).sort();
    for (const sym of ['land', 'build', 'sun'] as const) expect(sorted(a.draw[sym])).toEqual(sorted(base.draw[sym]));
    expect([...a.extraStack].sort()).toEqual([...base.extraStack].sort());
    expect(a.players).toEqual(base.players);
  });
});
