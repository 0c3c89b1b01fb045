/**
 * The snellman exporter (facts.md §9): the engine's moves written as the moderator's log lines, exact lines out.
 * The games are read from logs (written here, or league logs) so every move is one the engine accepted.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GameOptions, Seat } from '../../../src/engine/types';
import type { TmMove } from '../../../src/games/terra-mystica/types';
import { exportSnellman } from '../../../src/games/terra-mystica/snellman/export';
import { importSnellman } from '../../../src/games/terra-mystica/snellman/import';
import { SETUP, SETUP_MOVES } from './snellman-setup-lines';

const LOGS = new URL('./logs/', import.meta.url).pathname;

/** The log a game read from `lines` is written back as. */
function roundTrip(lines: string[]): string[] {
  const game = importSnellman(lines.join('\n'));
  return exportSnellman(game.options, game.seats, game.seed, game.moves).split('\n');
}

/** The header lines (up to the first setup line) of an empty game with these options. */
function header(options: GameOptions, seats = 2): string[] {
  const lines = exportSnellman(options, seats, 'header', []).split('\n');
  return lines.slice(0, lines.findIndex((l) => l.startsWith('score ')) + 1);
}

describe('snellman export', () => {
  it('writes one line per run of a faction’s moves, power decisions on lines of their own, ending with a newline', () => {
    const text = roundTrip([
      ...SETUP,
      'giants: upgrade D4 to TP',
      'mermaids: leech 1 from giants',
      'mermaids: burn 4. action ACT5. dig 1. transform E7',
      'giants: convert 1W to 1C. action BON1. dig 1. transform D2',
      'mermaids: pass bon5',
      'giants: pass bon3',
    ]);
    expect(text).toEqual([
      '# Terra Mystica, exported by Tafelrunde',
      '## tafelrunde seats 0,1',
      '## tafelrunde option town-limit off',
      'score SCORE1,SCORE2,SCORE3,SCORE4,SCORE5,SCORE6',
      'setup giants',
      'setup mermaids',
      'giants: build D4',
      'mermaids: build D5. build E4',
      'giants: build E3',
      'mermaids: pass BON3',
      'giants: pass BON1',
      'giants: upgrade D4 to TP',
      'mermaids: leech 1 from giants',
      'giants: done',
      'mermaids: burn 4. action ACT5. dig 1. transform E7 to blue. done',
      'giants: convert 1W to 1C. action BON1. dig 1. transform D2 to red. done',
      'mermaids: pass BON5',
      'giants: pass BON3',
      '',
    ]);
  });

  it('writes declined offers and forfeited spades', () => {
    const text = roundTrip([...SETUP, 'giants: upgrade D4 to TP', 'mermaids: decline 1 from giants', 'mermaids: burn 4. action ACT5. -SPADE']);
    expect(text.slice(11)).toEqual([
      'giants: upgrade D4 to TP',
      'mermaids: decline 1 from giants',
      'giants: done',
      'mermaids: burn 4. action ACT5. -SPADE. done',
      '',
    ]);
  });

  it('writes the seat order, the rule options and the bonus tiles left out', () => {
    const text = roundTrip([
      'option strict-leech',
      'option shipping-bonus',
      'option maintain-player-order',
      'option variable-turn-order',
      'delete BON4',
      'delete BON10',
      '## tafelrunde seats 1,0',
      '## tafelrunde option town-limit on',
      'setup giants',
      'setup mermaids',
    ]);
    expect(text.slice(0, 10)).toEqual([
      '# Terra Mystica, exported by Tafelrunde',
      '## tafelrunde seats 1,0',
      '## tafelrunde option town-limit on',
      'option shipping-bonus',
      'option variable-turn-order',
      'option strict-leech',
      'option maintain-player-order',
      expect.stringMatching(/^score (SCORE\d,){5}SCORE\d$/),
      'delete BON4',
      'delete BON10',
    ]);
    expect(text.slice(10)).toEqual(['setup giants', 'setup mermaids', '']);
  });

  it('writes the options that travel as pragmas: starter, variable VP and the map', () => {
    expect(header({ starter: true, 'variable-vp': true, map: 'lakes', bonus: 'BON1,BON2,BON3,BON4,BON5', scoring: 'SCORE1,SCORE2,SCORE3,SCORE4,SCORE5,SCORE6' })).toEqual([
      '# Terra Mystica, exported by Tafelrunde',
      '## tafelrunde seats 0,1',
      '## tafelrunde option town-limit on',
      '## tafelrunde option starter on',
      '## tafelrunde option variable-vp on',
      '## tafelrunde map lakes',
      // The engine's defaults (mini expansion, Cultists' errata, strict leech and Darklings).
      'option mini-expansion-1',
      'option errata-cultist-power',
      'option strict-leech',
      'option strict-darkling-sh',
      'option strict-chaosmagician-sh',
      'score SCORE1,SCORE2,SCORE3,SCORE4,SCORE5,SCORE6',
    ]);
  });

  it('writes every rule option snellman knows that is on, the strict Chaos Magicians unless turned off', () => {
    const all: GameOptions = {
      'mini-expansion-1': true,
      'shipping-bonus': true,
      'temple-scoring-tile': true,
      'variable-turn-order': true,
      'errata-cultist-power': true,
      'strict-leech': true,
      'strict-darkling-sh': true,
      'strict-chaosmagician-sh': true,
      'maintain-player-order': true,
      'town-limit': false,
    };
    expect(header(all).slice(3, 12)).toEqual([
      'option mini-expansion-1',
      'option shipping-bonus',
      'option temple-scoring-tile',
      'option variable-turn-order',
      'option errata-cultist-power',
      'option strict-leech',
      'option strict-darkling-sh',
      'option strict-chaosmagician-sh',
      'option maintain-player-order',
    ]);
    const none: GameOptions = Object.fromEntries(Object.keys(all).map((id) => [id, false]));
    expect(header(none).filter((l) => l.startsWith('option'))).toEqual([]);
  });

  it('lists the bonus tiles not in play, BON10 only when the shipping bonus is played', () => {
    const deleted = (options: GameOptions) => exportSnellman(options, 3, 'x', []).split('\n').filter((l) => l.startsWith('delete'));
    expect(deleted({ bonus: 'BON1,BON2,BON3,BON4,BON5,BON6', 'shipping-bonus': false })).toEqual(['delete BON7', 'delete BON8', 'delete BON9']);
    expect(deleted({ bonus: 'BON1,BON2,BON3,BON4,BON5,BON6', 'shipping-bonus': true })).toEqual([
      'delete BON7',
      'delete BON8',
      'delete BON9',
      'delete BON10',
    ]);
  });

  it('writes a seat dropped before choosing as drop-faction playerN among the setup lines', () => {
    const text = roundTrip(['score SCORE1,SCORE2,SCORE3,SCORE4,SCORE5,SCORE6', 'setup giants', 'drop-faction player2', 'setup mermaids']);
    expect(text.slice(4)).toEqual(['setup giants', 'drop-faction player2', 'setup mermaids', '']);
  });

  it('writes a faction that leaves as a global drop-faction line, after the line before it', () => {
    const text = roundTrip([...SETUP, 'giants: upgrade D4 to TP', 'mermaids: resign']);
    expect(text.slice(11)).toEqual(['giants: upgrade D4 to TP. done', 'drop-faction mermaids', '']);
  });

  it('writes a track held back from a town tile before the tile (game-41)', () => {
    const text = roundTrip(readFileSync(`${LOGS}game-41.txt`, 'utf8').split('\n'));
    expect(text.filter((l) => l.includes('+TW5'))).toContain('cultists: convert 3PW to 3C. upgrade G4 to TP. -WATER. +TW5');
  });

  it('writes the commands of a league game as the log wrote them (game-01)', () => {
    const text = roundTrip(readFileSync(`${LOGS}game-01.txt`, 'utf8').split('\n'));
    for (const line of [
      'fakirs: action ACT6. transform E2 to yellow. transform G2 to yellow. done',
      'mermaids: burn 2. action ACT6. transform C4 to blue. build A3',
      'darklings: action ACT1. bridge C2:E5. done',
      'darklings: action FAV6. +WATER',
      'darklings: send p to WATER for 1. done',
      'mermaids: send p to AIR. done',
      'darklings: advance ship. done',
      'darklings: upgrade E5 to SA. +FAV6',
      'fakirs: decline 6 from mermaids',
      'mermaids: leech 3 from dwarves',
      'mermaids: upgrade C1 to TP. connect r1. +TW1',
      'mermaids: dig 1. build B5. connect r16. +TW8',
    ]) {
      expect(text).toContain(line);
    }
  });

  it('writes the spades bought with a transform or build, and the power burnt for an action, in front of them', () => {
    const game = importSnellman(SETUP.join('\n'));
    const move = (seat: Seat, m: TmMove) => ({ seat, move: m });
    const moves = [
      ...game.moves,
      move(0, { t: 'action', id: 'BON1' }),
      move(0, { t: 'transform', hex: 'D2', to: 'R', dig: 1 }),
      move(0, { t: 'build', hex: 'D2' }),
      move(0, { t: 'done' }),
      move(1, { t: 'action', id: 'ACT5', burn: 4 }),
      move(1, { t: 'build', hex: 'E7', dig: 1 }),
      move(1, { t: 'done' }),
    ];
    expect(exportSnellman(game.options, game.seats, game.seed, moves).split('\n').slice(11)).toEqual([
      'giants: action BON1. dig 1. transform D2 to red. build D2. done',
      'mermaids: burn 4. action ACT5. dig 1. build E7. done',
      '',
    ]);
  });

  it('writes a free dwelling given up as -FREE_D (game-40)', () => {
    const text = roundTrip(readFileSync(`${LOGS}game-40.txt`, 'utf8').split('\n'));
    expect(text).toContain('witches: action ACTW. -FREE_D. done');
  });

  it('writes the free trading post and the sandstorm given up as -FREE_TP and -FREE_TF', () => {
    const game05 = readFileSync(`${LOGS}game-05.txt`, 'utf8').split('\n');
    expect(roundTrip([...game05.slice(0, 61), 'swarmlings: action ACTS. -FREE_TP']).at(-2)).toBe('swarmlings: action ACTS. -FREE_TP. done');
    const game02 = readFileSync(`${LOGS}game-02.txt`, 'utf8').split('\n');
    expect(roundTrip([...game02.slice(0, 135), 'nomads: action ACTN. -FREE_TF']).at(-2)).toBe('nomads: action ACTN. -FREE_TF. done');
  });

  it('holds back only tracks the tile would take past 9, by the steps over 9 (game-41)', () => {
    const lines = readFileSync(`${LOGS}game-41.txt`, 'utf8').split('\n');
    // Line 201: water 9, fire 6, earth 4 before TW5's one step on each track.
    const before201 = importSnellman(lines.slice(0, 201).join('\n'));
    const town = before201.moves.findLastIndex((m) => m.move.t === 'town');
    const held = [...before201.moves.slice(0, town), { seat: 0, move: { t: 'town', tile: 'TW5', skip: ['WATER', 'FIRE', 'EARTH'] } as TmMove }];
    expect(exportSnellman(before201.options, 4, 'snellman', held).trim().split('\n').at(-1)).toBe(
      'cultists: convert 3PW to 3C. upgrade G4 to TP. -WATER. +TW5',
    );
    // Line 217: fire 9 and air 10 before the Cultists' next town; a track on 10 is not written.
    const before217 = importSnellman(lines.slice(0, 217).join('\n'));
    const next = before217.moves.findLastIndex((m) => m.move.t === 'town');
    const atTen = [...before217.moves.slice(0, next), { seat: 0, move: { t: 'town', tile: 'TW5', skip: ['AIR', 'FIRE'] } as TmMove }];
    expect(exportSnellman(before217.options, 4, 'snellman', atTen).trim().split('\n').at(-1)).toMatch(/upgrade E5 to SH\. -FIRE\. \+TW5$/);
  });

  it('writes nothing for a change of the power-offer settings', () => {
    const game = importSnellman([...SETUP, 'giants: upgrade D4 to TP'].join('\n'));
    const rules = { seat: 0, move: { t: 'offerRules', rules: { take: 3, decline: 0, cultTake: 1, cultDecline: 0, lastCult: 'ask' } } as TmMove };
    const moves = [...game.moves.slice(0, SETUP_MOVES), rules, ...game.moves.slice(SETUP_MOVES)];
    expect(exportSnellman(game.options, 2, 'snellman', moves).split('\n').slice(11)).toEqual(['giants: upgrade D4 to TP. done', '']);
  });

  it('writes a power decision on its own line even when the same faction acts next', () => {
    const game = importSnellman(SETUP.join('\n'));
    const moves = [
      ...game.moves,
      { seat: 0, move: { t: 'upgrade', hex: 'D4', to: 'TP' } as TmMove },
      { seat: 0, move: { t: 'done' } as TmMove },
      { seat: 1, move: { t: 'leech', offer: 2, accept: true, n: 1 } as TmMove },
      { seat: 1, move: { t: 'upgrade', hex: 'D5', to: 'TP' } as TmMove },
      { seat: 1, move: { t: 'done' } as TmMove },
    ];
    expect(exportSnellman(game.options, 2, 'snellman', moves).split('\n').slice(11)).toEqual([
      'giants: upgrade D4 to TP. done',
      'mermaids: leech 1 from giants',
      'mermaids: upgrade D5 to TP. done',
      '',
    ]);
  });

  it('ends a line at done, so the last unpassed player’s turns stay apart', () => {
    const text = roundTrip([...SETUP, 'giants: pass BON5', 'mermaids: upgrade D5 to TP', 'mermaids: upgrade E4 to TP']);
    expect(text.slice(11)).toEqual(['giants: pass BON5', 'mermaids: upgrade D5 to TP. done', 'mermaids: upgrade E4 to TP. done', '']);
  });

  it('writes no line for a faction whose moves wrote nothing', () => {
    const game = importSnellman(SETUP.join('\n'));
    const rules = { seat: 0, move: { t: 'offerRules', rules: { take: 3, decline: 0, cultTake: 1, cultDecline: 0, lastCult: 'ask' } } as TmMove };
    expect(exportSnellman(game.options, 2, 'snellman', [...game.moves, rules]).split('\n').slice(9)).toEqual(['mermaids: pass BON3', 'giants: pass BON1', '']);
  });
});
