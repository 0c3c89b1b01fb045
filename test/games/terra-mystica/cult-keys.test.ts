/**
 * Town tiles that move several cults at once (TW5 +1, TW6 +2 on every track): the player chooses which tracks take
 * the keys when fewer keys than tracks reaching 10 (issue 15), and snellman's `-<cult>` before the tile reads and
 * writes that choice (facts.md §10.13).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../src/engine/types';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import { exportSnellman } from '../../../src/games/terra-mystica/snellman/export';
import { importSnellman } from '../../../src/games/terra-mystica/snellman/import';
import type { TmMove, TmState } from '../../../src/games/terra-mystica/types';
import { edited, TWO } from './helpers';

function walk(state: TmState, seat: Seat, path: string[]): { move?: TmMove; ids?: string[] } {
  const result = terraMystica.prompt(state, seat, path);
  return 'move' in result ? { move: result.move } : { ids: result.prompt.options.map((o) => o.id) };
}

const owing = (cults: [number, number, number, number], keys = 0, patch: (s: TmState) => void = () => {}): TmState =>
  edited(TWO(), (x) => {
    x.players[0].pendingTowns = 1;
    x.players[0].cults = cults;
    x.players[0].keys = keys;
    patch(x);
  });

describe('the choice of tracks reaching 10 in the prompt', () => {
  it('is offered when more tracks would reach 10 than there are keys', () => {
    expect(walk(owing([9, 9, 9, 3]), 0, ['TW5']).ids).toEqual(['E', 'W', 'F']);
    // TW6: +2 steps and 2 keys; three tracks at 8 or 9 reach 10 → choose two.
    expect(walk(owing([8, 9, 8, 3]), 0, ['TW6']).ids).toEqual(['WE', 'FE', 'FW']);
  });

  it('is not offered when the keys suffice, when only one track reaches 10, or for tiles without cult steps', () => {
    expect(walk(owing([9, 9, 3, 3], 1), 0, ['TW5']).move).toEqual({ t: 'town', tile: 'TW5' });
    expect(walk(owing([9, 8, 3, 3]), 0, ['TW5']).move).toEqual({ t: 'town', tile: 'TW5' });
    expect(walk(owing([9, 9, 3, 3]), 0, ['TW1']).move).toEqual({ t: 'town', tile: 'TW1' });
  });

  it('does not count a track whose 10 another player holds', () => {
    const s = owing([9, 9, 3, 3], 0, (x) => (x.players[1].cults = [10, 0, 0, 0]));
    expect(walk(s, 0, ['TW5']).move).toEqual({ t: 'town', tile: 'TW5' });
  });

  it('a track held on 9 earlier this turn takes the new key first, leaving no choice', () => {
    // Fire stopped on 9 for want of a key; TW5's key moves it to 10, and water stays on 9 (no key left).
    const s = owing([9, 9, 3, 3], 0, (x) => (x.players[0].cultBlocked = ['FIRE']));
    const { move } = walk(s, 0, ['TW5']);
    expect(move).toEqual({ t: 'town', tile: 'TW5' });
    const t = terraMystica.apply(s, 0, move as TmMove);
    expect(t.players[0].cults).toEqual([10, 9, 4, 4]);
    expect(t.players[0].keys).toBe(0);
    // With TW6's two keys the blocked fire takes one, and the other goes to the one track left to reach 10.
    const six = owing([9, 8, 9, 3], 0, (x) => (x.players[0].cultBlocked = ['FIRE']));
    expect(walk(six, 0, ['TW6']).ids).toEqual(['E', 'W']);
  });

  it('the tracks not chosen stop on 9 and the key goes where chosen', () => {
    const s = owing([9, 9, 9, 3]);
    const t = terraMystica.apply(s, 0, walk(s, 0, ['TW5', 'E']).move as TmMove);
    expect(t.players[0].cults).toEqual([9, 9, 10, 4]);
    expect(t.players[0].keys).toBe(0);
  });
});

describe("snellman's `-<cult>` before a town tile", () => {
  const LOGS = new URL('./logs/', import.meta.url).pathname;
  // game-01 line 167: the Darklings (water 9, no key) found a town with TW5.
  const lines = readFileSync(LOGS + 'game-01.txt', 'utf8').split('\n').slice(0, 167);
  const withHold = [...lines.slice(0, 166), lines[166].replace('+TW5', '-WATER. +TW5')].join('\n');

  it('reads `-WATER. +TW5` as holding water back: snellman lowers 9 → 8, the tile raises it to 9 and the key stays', () => {
    expect(lines[166]).toBe('darklings: convert 2W to 2C. upgrade B3 to TP. +TW5');
    const plain = importSnellman(lines.join('\n')).state.players[2];
    const held = importSnellman(withHold);
    const p = held.state.players[2];
    expect(plain.cults).toEqual([5, 10, 6, 1]);
    expect(plain.keys).toBe(0);
    expect(plain.bowls).toEqual([0, 3, 2]);
    expect(p.cults).toEqual([5, 9, 6, 1]);
    expect(p.keys).toBe(1);
    // No 3 power for reaching 10.
    expect(p.bowls).toEqual([1, 4, 0]);
    expect(held.moves.some((m) => m.move.t === 'town' && m.move.skip?.[0] === 'WATER')).toBe(true);
  });

  it('writes the choice back in the same form, and refuses a lowering that does not end on 9', () => {
    const held = importSnellman(withHold);
    const text = exportSnellman(held.options, held.seats, held.seed, held.moves);
    expect(text).toContain('darklings: convert 2W to 2C. upgrade B3 to TP. -WATER. +TW5. done');
    expect(importSnellman(text, held.seed).moves).toEqual(held.moves);
    const tooFar = [...lines.slice(0, 166), lines[166].replace('+TW5', '-2WATER. +TW5')].join('\n');
    expect(() => importSnellman(tooFar)).toThrow(/unsupported resource change -2WATER/);
    const alone = [...lines.slice(0, 166), 'darklings: -WATER'].join('\n');
    expect(() => importSnellman(alone)).toThrow(/unsupported resource change -WATER/);
  });

  it('the league game that uses it (game-41, S63 G2) holds water on 9: air takes the key, 6/9/4/9 → 7/9/5/10', () => {
    const text = readFileSync(LOGS + 'game-41.txt', 'utf8');
    const game = importSnellman(text);
    const at = game.moves.findIndex((m) => m.move.t === 'town' && m.move.tile === 'TW5');
    expect(game.moves[at]).toEqual({ seat: 0, move: { t: 'town', tile: 'TW5', skip: ['WATER'] } });
    const before = replayTo(game, at);
    expect(before.players[0].cults).toEqual([6, 9, 4, 9]);
    expect(terraMystica.apply(before, 0, game.moves[at].move).players[0].cults).toEqual([7, 9, 5, 10]);
    // Export and import give the same game.
    const again = importSnellman(exportSnellman(game.options, game.seats, game.seed, game.moves), game.seed);
    expect(again.moves).toEqual(game.moves);
  });
});

function replayTo(game: { options: Record<string, string | boolean>; seats: number; seed: string; moves: { seat: Seat; move: TmMove }[] }, end: number): TmState {
  let state = terraMystica.setup(game.options, game.seats, game.seed);
  for (const { seat, move } of game.moves.slice(0, end)) state = terraMystica.apply(state, seat, move);
  return state;
}
