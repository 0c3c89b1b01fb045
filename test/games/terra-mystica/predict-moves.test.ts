import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyMove } from '../../../src/games/terra-mystica/apply';
import { chainDecision, continuesDecision, isMeans, moveKey, moveKind, phaseOf } from '../../../src/games/terra-mystica/predict-moves';
import { setupState } from '../../../src/games/terra-mystica/setup';
import { importSnellman } from '../../../src/games/terra-mystica/snellman/import';
import type { TmMove } from '../../../src/games/terra-mystica/types';

const game01 = importSnellman(readFileSync(new URL('./logs/game-01.txt', import.meta.url), 'utf8'));

describe('the phases of a league game’s decisions', () => {
  it('reads set-up, actions, follow-ups, choices, passing and power offers from the position and the move', () => {
    let state = setupState(game01.options, game01.seats, game01.seed);
    const phases: string[] = [];
    for (const { seat, move } of game01.moves.slice(0, 81)) {
      phases.push(`${moveKey(move)}: ${phaseOf(state, seat, move) ?? '-'}`);
      state = applyMove(state, seat, move);
    }
    expect(phases.slice(0, 4)).toEqual(['faction mermaids: setup', 'faction dwarves: setup', 'faction darklings: setup', 'faction fakirs: setup']);
    // Start dwellings and the first bonus tiles are set-up too.
    expect(phases[4]).toBe('build D5: setup');
    expect(phases[15]).toBe('pass BON3: setup');
    // Round 1: mermaids upgrade, darklings take the power, mermaids end the turn.
    expect(phases.slice(16, 19)).toEqual(['upgrade E4 TP: actions', 'leech #2: leech', 'done: -']);
    expect(phases.slice(30, 33)).toEqual(['upgrade E4 TE: actions', 'favor FAV11: choices', 'done: -']);
    // Dwarves: burn, the spade action, the dwelling on its hex.
    expect(phases.slice(50, 53)).toEqual(['burn 4: -', 'action ACT5: actions', 'build D4: followups']);
    expect(phases[64]).toBe('pass BON9: passing');
    // Darklings dig with a priest, then build; after round 1 the cult bonus spade.
    expect(phases.slice(75, 77)).toEqual(['dig 1: actions', 'build G6: followups']);
    expect(phases[80]).toBe('transform F7 K: choices');
  });
});

describe('one decision over several moves', () => {
  const convert: TmMove = { t: 'convert', from: 'P', to: 'W', n: 1 };
  const transform: TmMove = { t: 'transform', hex: 'E6', to: 'Y' };
  const build: TmMove = { t: 'build', hex: 'E6' };

  it('lets conversions go on to what they pay for, a dig to its transform, a transform to the dwelling on its hex', () => {
    expect(continuesDecision([], build)).toBe(true);
    expect(continuesDecision([convert], { t: 'pass', bonus: 'BON3' })).toBe(true);
    expect(continuesDecision([{ t: 'dig', n: 1 }], build)).toBe(true);
    expect(continuesDecision([{ t: 'dig', n: 1 }], transform)).toBe(true);
    expect(continuesDecision([transform], convert)).toBe(true);
    expect(continuesDecision([transform, convert], build)).toBe(true);
    expect(continuesDecision([transform], { t: 'build', hex: 'E7' })).toBe(false);
    expect(continuesDecision([transform], { t: 'transform', hex: 'E7', to: 'Y' })).toBe(false);
    expect(continuesDecision([build], convert)).toBe(false);
    expect(continuesDecision([{ t: 'action', id: 'ACT5' }], build)).toBe(false);
  });

  it('is decided by its last move that is no conversion', () => {
    expect(chainDecision([convert, transform, build])).toEqual(build);
    expect(chainDecision([transform, convert])).toEqual(transform);
    expect(chainDecision([convert])).toEqual(convert);
    expect(() => chainDecision([])).toThrow('an empty chain of moves');
    expect(isMeans({ t: 'burn', n: 2 })).toBe(true);
    expect(isMeans(build)).toBe(false);
  });
});

describe('move keys and kinds', () => {
  it('keeps what the player decided and drops what the notation leaves open', () => {
    expect(moveKey({ t: 'build', hex: 'E6', dig: 1 })).toBe('build E6');
    expect(moveKey({ t: 'action', id: 'ACT6', burn: 2 })).toBe('action ACT6');
    expect(moveKey({ t: 'send', cult: 'FIRE', space: 3 })).toBe('send FIRE');
    expect(moveKey({ t: 'leech', offer: 7, accept: true, n: 2 })).toBe('leech #7');
    expect(moveKey({ t: 'leech', offer: 7, accept: false })).toBe('decline #7');
    expect(moveKey({ t: 'bridge', a: 'F4', b: 'E3' })).toBe('bridge E3:F4');
    expect(moveKey({ t: 'pass', bonus: 'BON3' })).toBe('pass BON3');
    expect(moveKey({ t: 'pass' })).toBe('pass');
    expect(moveKey({ t: 'cult', cult: 'AIR', n: 2 })).toBe('cult AIR 2');
    expect(moveKey({ t: 'convert', from: 'PW', to: 'C', n: 3 })).toBe('convert PW>3C');
    expect(moveKey({ t: 'done' })).toBe('done');
  });

  it('sorts moves into kinds without the hex', () => {
    expect(moveKind({ t: 'upgrade', hex: 'E4', to: 'TE' })).toBe('upgrade to TE');
    expect(moveKind({ t: 'build', hex: 'E4' })).toBe('build');
    expect(moveKind({ t: 'action', id: 'BON1' })).toBe('action BON1');
    expect(moveKind({ t: 'pass', bonus: 'BON9' })).toBe('pass');
    expect(moveKind({ t: 'leech', offer: 3, accept: false })).toBe('decline');
    expect(moveKind({ t: 'favor', tile: 'FAV11' })).toBe('favor FAV11');
    expect(moveKind({ t: 'send', cult: 'WATER' })).toBe('send WATER');
    expect(moveKind({ t: 'transform', hex: 'E2', to: 'Y' })).toBe('transform');
  });
});
