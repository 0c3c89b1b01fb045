import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { GameOptions } from '../../../src/engine/types';
import { playout } from '../../../src/engine/driver';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import { exportSnellman } from '../../../src/games/terra-mystica/snellman/export';
import { ImportError, importSnellman } from '../../../src/games/terra-mystica/snellman/import';
import { parseLine } from '../../../src/games/terra-mystica/snellman/parse';
import { snellmanRandomize } from '../../../src/games/terra-mystica/snellman/randomize';
import type { TmState } from '../../../src/games/terra-mystica/types';

const LOGS = new URL('./logs/', import.meta.url).pathname;

/**
 * The state without the PRNG (only used at set-up), the last move's events and the players' power-offer
 * settings (snellman has no notation for them; they never change the course of a game).
 */
function gameState(state: TmState): Omit<TmState, 'rng' | 'events'> {
  const { rng: _rng, events: _events, ...rest } = state;
  return { ...rest, players: rest.players.map(({ offerRules: _rules, ...p }) => p) };
}

describe('snellman notation', () => {
  it('cleans lines: case, spaces around punctuation, leech first, merged repeats, legacy rewrites', () => {
    expect(parseLine('Darklings: Upgrade E5 to TE . + FAV11  # comment', 1)?.commands).toEqual(['Upgrade E5 to TE', '+FAV11']);
    expect(parseLine('fakirs: convert 3PW to 3C. Leech 2 from mermaids', 1)?.commands).toEqual(['Leech 2 from mermaids', 'convert 3PW to 3C']);
    expect(parseLine('auren: action ACTA. +AIR. +AIR', 1)?.commands).toEqual(['action ACTA', '+2AIR']);
    expect(parseLine('nomads: +bon3', 1)?.commands).toEqual(['pass BON3']);
    expect(parseLine('witches: build E7. transform E8 to green', 1)?.commands).toEqual(['transform E8 to green', 'build E7']);
    expect(parseLine('# only a comment', 1)).toBeNull();
    expect(parseLine('score SCORE1,SCORE2', 3)).toMatchObject({ faction: '', commands: ['score SCORE1,SCORE2'], line: 3 });
  });

  it('reports the line, its text and the engine reason of a refused command', () => {
    const log = readFileSync(`${LOGS}game-01.txt`, 'utf8').split('\n');
    const bad = [...log.slice(0, 28), 'mermaids: upgrade D5 to SH', ...log.slice(28)].join('\n');
    try {
      importSnellman(bad);
      expect.unreachable('the import must fail');
    } catch (error) {
      expect(error).toBeInstanceOf(ImportError);
      const e = error as ImportError;
      expect(e.line).toBe(29);
      expect(e.text).toBe('mermaids: upgrade D5 to SH');
      expect(e.ruleError?.key).toBe('tm.err.upgradeFrom');
    }
  });

  it('exports random games and re-imports them to the same state', () => {
    for (let i = 0; i < 6; i++) {
      const seats = 2 + (i % 4);
      const options: GameOptions = i % 2 ? { 'variable-turn-order': true, 'town-limit': false, 'shipping-bonus': true } : {};
      const game = playout(terraMystica, options, seats, `export-${i}`);
      const text = exportSnellman(options, seats, `export-${i}`, game.moves);
      const back = importSnellman(text);
      expect(isDeepStrictEqual(gameState(back.state), gameState(game.final))).toBe(true);
    }
  });

  it('re-imports an exported league game to the same state', () => {
    const game = importSnellman(readFileSync(`${LOGS}game-06.txt`, 'utf8'));
    const text = exportSnellman(game.options, game.seats, game.seed, game.moves);
    expect(text).toContain('setup witches');
    expect(text).toContain('action ACTC');
    expect(isDeepStrictEqual(gameState(importSnellman(text).state), gameState(game.state))).toBe(true);
  });
});

describe('snellman randomize v2', () => {
  it('draws the tiles of the facts test vector (seed "testgame", 4 players)', () => {
    expect(snellmanRandomize('testgame', 4, { templeScoring: false, shippingBonus: false })).toEqual({
      scoring: ['SCORE1', 'SCORE8', 'SCORE6', 'SCORE5', 'SCORE3', 'SCORE7'],
      removed: ['BON3', 'BON6'],
    });
  });

  it('is applied by the importer in place of score/delete lines', () => {
    const game = importSnellman(['randomize v2 seed testgame', 'setup witches', 'setup nomads', 'setup halflings', 'setup mermaids'].join('\n'));
    expect(game.state.scoring).toEqual(['SCORE1', 'SCORE8', 'SCORE6', 'SCORE5', 'SCORE3', 'SCORE7']);
    expect(Object.keys(game.state.bonusPool).sort()).toEqual(['BON1', 'BON2', 'BON4', 'BON5', 'BON7', 'BON8', 'BON9']);
  });
});
