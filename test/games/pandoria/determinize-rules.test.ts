/**
 * What a computer player may know (`npm run mutate -- pandoria … determinize.ts`): in its sample world its own hand and
 * tiles stay, the others' hand cards are dealt anew from the deck and their held tiles from the tile stack (same
 * sizes), the single stack is shuffled, and the PRNG is new; the market, the board and the original stay untouched.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/engine/rng';
import { determinize } from '../../../src/games/pandoria/determinize';
import type { PandoriaState } from '../../../src/games/pandoria/types';
import { bareGame } from './helpers';

const sorted = (list: readonly string[]) => [...list].sort();

function hidden(): PandoriaState {
  const s = bareGame({}, 3);
  s.players[0].hand = ['C01', 'C02'];
  s.players[1].hand = ['C03', 'C04', 'C05'];
  s.players[2].hand = ['C06'];
  s.deck = ['C07', 'C08', 'C09', 'C10', 'C11', 'C12'];
  s.players[0].tiles = ['D01'];
  s.players[1].tiles = ['D02'];
  s.players[2].tiles = ['D03', 'D04'];
  s.tileStack = ['D05', 'D06', 'D07', 'D08', 'D09', 'D10'];
  s.singleStack = ['E1', 'E2', 'E3', 'E4', 'E5', 'E6', 'E7', 'E8'];
  s.market = ['C20', 'C21'];
  return s;
}

describe('the sample world of seat 0', () => {
  it('keeps its own hand and tiles; redeals the others’ hands with the deck and their tiles with the stack', () => {
    const s = hidden();
    const before = structuredClone(s);
    const worlds = ['a', 'b', 'c', 'd'].map((seed) => determinize(s, 0, createRng(seed)));
    for (const w of worlds) {
      expect([w.players[0].hand, w.players[0].tiles]).toEqual([['C01', 'C02'], ['D01']]);
      expect(w.players.map((p) => p.hand.length)).toEqual([2, 3, 1]);
      expect(w.players.map((p) => p.tiles.length)).toEqual([1, 1, 2]);
      expect(w.deck).toHaveLength(6);
      expect(w.tileStack).toHaveLength(6);
      expect(sorted([...w.deck, ...w.players[1].hand, ...w.players[2].hand])).toEqual(sorted([...before.deck, 'C03', 'C04', 'C05', 'C06']));
      expect(sorted([...w.tileStack, ...w.players[1].tiles, ...w.players[2].tiles])).toEqual(sorted([...before.tileStack, 'D02', 'D03', 'D04']));
      expect(sorted(w.singleStack)).toEqual(sorted(before.singleStack));
      expect(w.market).toEqual(['C20', 'C21']);
      expect(w.land).toEqual(before.land);
      expect(w.rng).not.toEqual(before.rng);
    }
    expect(s).toEqual(before);
    // the deal really changes: over four worlds the others' hands, their tiles and the single stack differ somewhere
    expect(new Set(worlds.map((w) => w.players[1].hand.join())).size).toBeGreaterThan(1);
    expect(new Set(worlds.map((w) => w.players[2].tiles.join())).size).toBeGreaterThan(1);
    expect(new Set(worlds.map((w) => w.singleStack.join())).size).toBeGreaterThan(1);
  });
});
