/**
 * The snellman importer, one command at a time (facts.md §9.3–9.5): exact log lines in, exact engine moves (or the
 * exact refusal) out. The games are two-player logs written here: the Giants (D4, E3, BON1) against the Mermaids (D5,
 * E4, BON3) on the base map, round 1 about to start with the Giants.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ImportError, importSnellman } from '../../../src/games/terra-mystica/snellman/import';
import { SETUP, SETUP_MOVES } from './snellman-setup-lines';


/** The moves the given lines make after the set-up. */
function movesAfter(...lines: string[]) {
  return importSnellman([...SETUP, ...lines].join('\n')).moves.slice(SETUP_MOVES);
}

/** The importer's refusal of a log. */
function refusal(text: string): ImportError {
  try {
    importSnellman(text);
  } catch (error) {
    if (error instanceof ImportError) return error;
    throw error;
  }
  throw new Error('the log was read');
}

/** The refusal of the given lines after the set-up. */
const refused = (...lines: string[]) => refusal([...SETUP, ...lines].join('\n'));

describe('snellman import: the set-up', () => {
  it('turns the set-up lines into the factions, dwellings and bonus tiles in the log’s order', () => {
    const game = importSnellman(SETUP.join('\n'));
    expect(game.moves).toEqual([
      { seat: 0, move: { t: 'faction', faction: 'giants' } },
      { seat: 1, move: { t: 'faction', faction: 'mermaids' } },
      { seat: 0, move: { t: 'build', hex: 'D4' } },
      { seat: 1, move: { t: 'build', hex: 'D5' } },
      { seat: 1, move: { t: 'build', hex: 'E4' } },
      { seat: 0, move: { t: 'build', hex: 'E3' } },
      { seat: 1, move: { t: 'pass', bonus: 'BON3' } },
      { seat: 0, move: { t: 'pass', bonus: 'BON1' } },
    ]);
    expect(game.seats).toBe(2);
    expect(game.seed).toBe('snellman');
    expect(game.factions).toEqual(['giants', 'mermaids']);
    expect(game.state.phase).toBe('actions');
    expect(game.state.round).toBe(1);
    expect(importSnellman(SETUP.join('\n'), 'league-7').seed).toBe('league-7');
  });

  it('turns every option snellman knows off unless declared, and the seed’s town limit off', () => {
    expect(importSnellman(SETUP.join('\n')).options).toEqual({
      'town-limit': false,
      start: '0',
      'mini-expansion-1': false,
      'shipping-bonus': false,
      'temple-scoring-tile': false,
      'variable-turn-order': false,
      'errata-cultist-power': false,
      'strict-leech': false,
      'strict-darkling-sh': false,
      'strict-chaosmagician-sh': false,
      'maintain-player-order': false,
      scoring: 'SCORE1,SCORE2,SCORE3,SCORE4,SCORE5,SCORE6',
      bonus: 'BON1,BON2,BON3,BON4,BON5,BON6,BON7,BON8,BON9',
    });
  });

  it('turns on the options a log declares, in any case, and ignores email-notify', () => {
    const options = importSnellman(['option Strict-Leech', 'option email-notify', 'option shipping-bonus', ...SETUP].join('\n')).options;
    expect(options['strict-leech']).toBe(true);
    expect(options['shipping-bonus']).toBe(true);
    expect(options['strict-darkling-sh']).toBe(false);
    expect(options).not.toHaveProperty('email-notify');
    // BON10 comes with the shipping bonus.
    expect(options.bonus).toBe('BON1,BON2,BON3,BON4,BON5,BON6,BON7,BON8,BON9,BON10');
  });

  it('refuses an option it does not know, naming it', () => {
    const error = refusal(['option loose-dig', ...SETUP].join('\n'));
    expect(error).toBeInstanceOf(ImportError);
    expect(error.name).toBe('ImportError');
    expect([error.line, error.text, error.reason]).toEqual([1, 'option loose-dig', 'unsupported option loose-dig']);
    expect(error.message).toBe('line 1: option loose-dig: unsupported option loose-dig');
    expect(error.ruleError).toBeUndefined();
  });

  it('reads the scoring tiles upper-cased, and the latest of score and randomize wins', () => {
    const tiles = (...header: string[]) => importSnellman([...header, ...SETUP.slice(1)].join('\n')).state.scoring;
    expect(tiles('score score4,score2,score8,score7,score6,score5')).toEqual(['SCORE4', 'SCORE2', 'SCORE8', 'SCORE7', 'SCORE6', 'SCORE5']);
    // The facts' test vector for seed "testgame" (4 players) draws SCORE1, SCORE8, SCORE6, SCORE5, SCORE3, SCORE7.
    const four = ['setup witches', 'setup nomads', 'setup halflings', 'setup mermaids'];
    const draw = (...header: string[]) => importSnellman([...header, ...four].join('\n')).state.scoring;
    expect(draw('score SCORE4,SCORE2,SCORE8,SCORE7,SCORE6,SCORE5', 'randomize v2 seed testgame')).toEqual(['SCORE1', 'SCORE8', 'SCORE6', 'SCORE5', 'SCORE3', 'SCORE7']);
    expect(draw('randomize v1 seed testgame', 'score SCORE4,SCORE2,SCORE8,SCORE7,SCORE6,SCORE5')).toEqual(['SCORE4', 'SCORE2', 'SCORE8', 'SCORE7', 'SCORE6', 'SCORE5']);
    expect(draw('Randomize V1 Seed testgame')).toEqual(['SCORE1', 'SCORE8', 'SCORE6', 'SCORE5', 'SCORE3', 'SCORE7']);
  });

  it('removes the bonus tiles randomize draws out, together with deleted ones', () => {
    const game = importSnellman(['randomize v2 seed testgame', 'delete bon9', 'setup witches', 'setup nomads', 'setup halflings', 'setup mermaids'].join('\n'));
    expect(game.options.bonus).toBe('BON1,BON2,BON4,BON5,BON7,BON8');
  });

  it('deletes bonus tiles, and refuses to delete anything else', () => {
    const game = importSnellman(['delete BON4', 'delete bon6', ...SETUP].join('\n'));
    expect(game.options.bonus).toBe('BON1,BON2,BON3,BON5,BON7,BON8,BON9');
    // The players hold BON1 and BON3; the rest lie on display.
    expect(Object.keys(game.state.bonusPool).sort()).toEqual(['BON2', 'BON5', 'BON7', 'BON8', 'BON9']);
    const error = refusal(['delete FAV5', ...SETUP].join('\n'));
    expect([error.line, error.text, error.reason]).toEqual([1, 'delete FAV5', 'cannot delete FAV5']);
  });

  it('refuses an unknown faction in a setup line, and a log of fewer than two factions', () => {
    const error = refusal(['setup giants', 'setup Goblins'].join('\n'));
    expect([error.line, error.text, error.reason]).toEqual([2, 'setup Goblins', 'unknown faction goblins']);
    const alone = refusal('setup giants\n');
    expect([alone.line, alone.text, alone.reason]).toEqual([0, '', 'fewer than two factions']);
    expect(importSnellman('Setup Giants for alice\nsetup mermaids\n').factions).toEqual(['giants', 'mermaids']);
  });

  it('reads the maps by snellman’s ids, the variable-VP id included, and refuses an unknown one', () => {
    const options = (map: string) => importSnellman([`map ${map}`, 'setup giants', 'setup mermaids'].join('\n')).options;
    expect(options('original')).toMatchObject({ map: 'base' });
    expect(options('ORIGINAL').map).toBe('base');
    expect(options('126fe960806d587c78546b30f1a90853b1ada468').map).toBe('base');
    expect(options('126fe960806d587c78546b30f1a90853b1ada468')).not.toHaveProperty('variable-vp');
    expect(options('91645cdb135773c2a7a50e5ca9cb18af54c664c4')).toMatchObject({ map: 'base', 'variable-vp': true });
    expect(options('2afadc63f4d81e850b7c16fb21a1dcd29658c392').map).toBe('fjords');
    expect(options('2afadc63f4d81e850b7c16fb21a1dcd29658c392')).not.toHaveProperty('variable-vp');
    expect(options('fdb13a13cd48b7a3c3525f27e4628ff6905aa5b1').map).toBe('lakes');
    expect(importSnellman(['map fdb13a13cd48b7a3c3525f27e4628ff6905aa5b1', 'setup giants', 'setup mermaids'].join('\n')).state.rules.map).toBe('lakes');
    const error = refusal(['map atlantis', ...SETUP].join('\n'));
    expect([error.line, error.text, error.reason]).toEqual([1, 'map atlantis', 'unknown map atlantis']);
  });

  it('reads drop-faction playerN as a seat dropped before choosing, only for the next player', () => {
    const game = importSnellman(['setup giants', 'drop-faction player2', 'setup mermaids'].join('\n'));
    expect(game.factions).toEqual(['giants', null, 'mermaids']);
    expect(game.moves).toEqual([
      { seat: 0, move: { t: 'faction', faction: 'giants' } },
      { seat: 1, move: { t: 'drop' } },
      { seat: 2, move: { t: 'faction', faction: 'mermaids' } },
    ]);
    expect(game.state.players[1].dropped).toBe(true);
    const error = refusal(['setup giants', 'drop-faction player3', 'setup mermaids'].join('\n'));
    expect([error.line, error.text, error.reason]).toEqual([2, 'drop-faction player3', 'player3 is not the next player']);
  });

  it('passes over the player bookkeeping and admin lines, and refuses any other global line', () => {
    const admin = ['player alice email a@b', 'player-count 2', 'order alice,bob', 'income', 'start', 'finish', 'abort', 'start-preview', 'admin email x'];
    expect(importSnellman([...admin, ...SETUP].join('\n')).moves).toHaveLength(SETUP_MOVES);
    for (const line of ['incomes', 'hello world', 'playerx', 'dropoption strict-leech', 'option strict-leech now', 'randomize v3 seed x', 'rescore SCORE1']) {
      const error = refusal([line, ...SETUP].join('\n'));
      expect([error.line, error.text, error.reason]).toEqual([1, line, 'unknown global command']);
    }
  });
});

describe('snellman import: tafelrunde pragmas', () => {
  it('seats the setup lines as the seats pragma says, the first setup line starting', () => {
    const game = importSnellman(['## tafelrunde seats 1,0', 'setup giants', 'setup mermaids'].join('\n'));
    expect(game.moves).toEqual([
      { seat: 1, move: { t: 'faction', faction: 'giants' } },
      { seat: 0, move: { t: 'faction', faction: 'mermaids' } },
    ]);
    expect(game.options.start).toBe('1');
    expect(game.state.players.map((p) => p.faction)).toEqual(['mermaids', 'giants']);
    // The faction lines act for the seat their faction sits in.
    const played = importSnellman(['## tafelrunde seats 1,0', ...SETUP, 'giants: upgrade D4 to TP'].join('\n'));
    expect(played.moves.slice(2, 4)).toEqual([
      { seat: 1, move: { t: 'build', hex: 'D4' } },
      { seat: 0, move: { t: 'build', hex: 'D5' } },
    ]);
    expect(played.moves.at(-2)).toEqual({ seat: 1, move: { t: 'upgrade', hex: 'D4', to: 'TP' } });
  });

  it('refuses a seats pragma that does not seat every setup line once', () => {
    for (const seats of ['0,0', '1,1', '0,1,2', '1,2', '0']) {
      const error = refusal([`## tafelrunde seats ${seats}`, 'setup giants', 'setup mermaids'].join('\n'));
      expect([error.line, error.text, error.reason]).toEqual([0, '', 'the seats pragma does not match the setup lines']);
    }
  });

  it('sets options on and off, and the map', () => {
    const options = importSnellman(
      [
        '  ## Tafelrunde option Town-Limit ON',
        '##tafelrunde option mini-expansion-1',
        '## tafelrunde option strict-leech off',
        'option strict-leech',
        '## tafelrunde map Fjords  ',
        'setup giants',
        'setup mermaids',
      ].join('\n'),
    ).options;
    expect(options['town-limit']).toBe(true);
    expect(options['mini-expansion-1']).toBe(true);
    expect(options['strict-leech']).toBe(false);
    expect(options.map).toBe('fjords');
    const spaced = importSnellman(['##   tafelrunde \t option   strict-leech \t on', 'setup giants', 'setup mermaids'].join('\n')).options;
    expect(spaced['strict-leech']).toBe(true);
  });

  it('reads only whole pragma lines', () => {
    const options = importSnellman(
      [
        '## tafelrunde option town-limit on extra',
        '# tafelrunde option starter on',
        '## tafelrunde',
        'setup giants ## tafelrunde option starter on',
        'setup mermaids',
      ].join('\n'),
    ).options;
    expect(options['town-limit']).toBe(false);
    expect(options).not.toHaveProperty('starter');
  });
});

describe('snellman import: turns', () => {
  it('closes a turn when the other faction’s line follows, and at the end of the log', () => {
    expect(movesAfter('giants: upgrade D4 to TP', 'mermaids: burn 4. action ACT5. transform E7')).toEqual([
      { seat: 0, move: { t: 'upgrade', hex: 'D4', to: 'TP' } },
      { seat: 0, move: { t: 'done' } },
      { seat: 1, move: { t: 'burn', n: 4 } },
      { seat: 1, move: { t: 'action', id: 'ACT5' } },
      { seat: 1, move: { t: 'transform', hex: 'E7', to: 'G' } },
      { seat: 1, move: { t: 'done' } },
    ]);
  });

  it('does not close a turn for another faction’s power decision', () => {
    expect(movesAfter('giants: upgrade D4 to TP', 'mermaids: leech 1 from giants', 'giants: wait')).toEqual([
      { seat: 0, move: { t: 'upgrade', hex: 'D4', to: 'TP' } },
      { seat: 1, move: { t: 'leech', offer: 2, accept: true, n: 1 } },
      { seat: 0, move: { t: 'done' } },
    ]);
  });

  it('leaves a turn open while its action still owes something', () => {
    // The spade is still held: the log stops in the middle of the action.
    expect(movesAfter('giants: action BON1')).toEqual([{ seat: 0, move: { t: 'action', id: 'BON1' } }]);
  });

  it('keeps the transform, dig and build of one spade action in one turn', () => {
    expect(movesAfter('giants: action BON1. dig 1. transform D2. build D2')).toEqual([
      { seat: 0, move: { t: 'action', id: 'BON1' } },
      { seat: 0, move: { t: 'dig', n: 1 } },
      { seat: 0, move: { t: 'transform', hex: 'D2', to: 'R' } },
      { seat: 0, move: { t: 'build', hex: 'D2' } },
      { seat: 0, move: { t: 'done' } },
    ]);
  });

  it('starts a new turn for the last unpassed player at each new action, and at the pass', () => {
    expect(movesAfter('giants: pass BON5', 'mermaids: upgrade D5 to TP', 'mermaids: upgrade E4 to TP', 'mermaids: pass BON7')).toEqual([
      { seat: 0, move: { t: 'pass', bonus: 'BON5' } },
      { seat: 1, move: { t: 'upgrade', hex: 'D5', to: 'TP' } },
      { seat: 1, move: { t: 'done' } },
      { seat: 1, move: { t: 'upgrade', hex: 'E4', to: 'TP' } },
      { seat: 1, move: { t: 'done' } },
      { seat: 1, move: { t: 'pass', bonus: 'BON7' } },
    ]);
  });

  it('refuses a line of another faction while the turn still lacks its action', () => {
    const error = refused('giants: convert 1W to 1C', 'mermaids: upgrade D5 to TP');
    expect([error.line, error.ruleError?.key]).toEqual([11, 'error.notYourTurn']);
  });

  it('writes an explicit done as the engine’s done', () => {
    expect(movesAfter('giants: upgrade D4 to TP. done')).toEqual([
      { seat: 0, move: { t: 'upgrade', hex: 'D4', to: 'TP' } },
      { seat: 0, move: { t: 'done' } },
    ]);
  });
});

describe('snellman import: terraforming', () => {
  it('turns a hex without a colour all the way home for the Giants', () => {
    // D2 is a lake: two steps from the wasteland either way round.
    expect(movesAfter('giants: action BON1. dig 1. transform D2').slice(2)).toEqual([
      { seat: 0, move: { t: 'transform', hex: 'D2', to: 'R' } },
      { seat: 0, move: { t: 'done' } },
    ]);
  });

  it('turns a hex without a colour toward home the short way, as far as the held spades go', () => {
    const mermaids = (...commands: string[]) => movesAfter('giants: upgrade D4 to TP', `mermaids: burn 4. action ACT5. ${commands.join('. ')}`).slice(4);
    // Mountains E7 are two steps back from the lakes, desert D3 three steps forward, desert E8 as well.
    expect(mermaids('transform E7')[0].move).toEqual({ t: 'transform', hex: 'E7', to: 'G' });
    expect(mermaids('dig 1', 'transform E7')[1].move).toEqual({ t: 'transform', hex: 'E7', to: 'B' });
    expect(mermaids('transform D3')[0].move).toEqual({ t: 'transform', hex: 'D3', to: 'U' });
    expect(mermaids('dig 1', 'transform E8')[1].move).toEqual({ t: 'transform', hex: 'E8', to: 'K' });
  });

  it('reads colour names in any case, grey as gray, and refuses an unknown one', () => {
    const colour = (name: string) => movesAfter('giants: upgrade D4 to TP', `mermaids: burn 4. action ACT5. transform E7 to ${name}`)[4].move;
    expect(colour('GREEN')).toEqual({ t: 'transform', hex: 'E7', to: 'G' });
    expect(refused('giants: action BON1. dig 1. transform d2 to grey').reason).toBe('tm.err.giantsHome {} ({"t":"transform","hex":"D2","to":"S"})');
    expect(refused('giants: action BON1. dig 1. transform D2 to Gray').reason).toBe('tm.err.giantsHome {} ({"t":"transform","hex":"D2","to":"S"})');
    const pink = refused('giants: action BON1. dig 1. transform D2 to pink');
    expect([pink.line, pink.text, pink.reason]).toEqual([10, 'giants: action BON1. dig 1. transform D2 to pink', 'unknown colour pink']);
  });
});

describe('snellman import: commands', () => {
  /** The move of a command the engine refuses, read from the importer's reason. */
  const refusedMove = (...lines: string[]) => {
    const error = refused(...lines);
    expect(error.ruleError).toBeDefined();
    expect(error.reason.startsWith(`${error.ruleError?.key} `)).toBe(true);
    return JSON.parse(/\((\{.*\})\)$/.exec(error.reason)?.[1] ?? 'null');
  };

  it('reports an engine refusal with its key, parameters and the move', () => {
    const error = refused('giants: upgrade D4 to TE');
    expect(error.ruleError?.key).toBe('tm.err.upgradeFrom');
    expect([error.line, error.text]).toEqual([10, 'giants: upgrade D4 to TE']);
    expect(error.reason).toBe(`tm.err.upgradeFrom ${JSON.stringify(error.ruleError?.params)} ({"t":"upgrade","hex":"D4","to":"TE"})`);
  });

  it('reads the building names and their long forms', () => {
    expect(movesAfter('giants: upgrade d4 to trading post')[0].move).toEqual({ t: 'upgrade', hex: 'D4', to: 'TP' });
    expect(refusedMove('giants: upgrade D4 to temple')).toEqual({ t: 'upgrade', hex: 'D4', to: 'TE' });
    expect(refusedMove('giants: upgrade D4 to STRONGHOLD')).toEqual({ t: 'upgrade', hex: 'D4', to: 'SH' });
    expect(refusedMove('giants: upgrade D4 to SH')).toEqual({ t: 'upgrade', hex: 'D4', to: 'SH' });
    expect(refusedMove('giants: upgrade D4 to sanctuary')).toEqual({ t: 'upgrade', hex: 'D4', to: 'SA' });
    expect(refusedMove('giants: upgrade D4 to SA')).toEqual({ t: 'upgrade', hex: 'D4', to: 'SA' });
    expect(refusedMove('giants: upgrade D4 to dwelling')).toEqual({ t: 'upgrade', hex: 'D4', to: 'D' });
    expect(refusedMove('giants: upgrade D4 to D')).toEqual({ t: 'upgrade', hex: 'D4', to: 'D' });
    const error = refused('giants: upgrade D4 to castle');
    expect(error.reason).toBe('unknown building castle');
  });

  it('reads build, action, advance and bridge with their hexes and ids upper-cased', () => {
    expect(refusedMove('giants: build e7')).toEqual({ t: 'build', hex: 'E7' });
    expect(movesAfter('giants: action bon1')[0].move).toEqual({ t: 'action', id: 'BON1' });
    expect(refusedMove('giants: advance ship')).toEqual({ t: 'advance', track: 'ship' });
    expect(refusedMove('giants: Advance DIG')).toEqual({ t: 'advance', track: 'dig' });
    expect(refusedMove('giants: bridge d4:d5')).toEqual({ t: 'bridge', a: 'D4', b: 'D5' });
  });

  it('reads priests sent to a cult, with or without the space', () => {
    expect(refusedMove('giants: send p to water')).toEqual({ t: 'send', cult: 'WATER' });
    expect(refusedMove('giants: send priest to Fire for 2')).toEqual({ t: 'send', cult: 'FIRE', space: 2 });
    const error = refused('giants: send p to sky');
    expect(error.reason).toBe('unknown cult sky');
  });

  it('reads conversions with their counts and the resource names', () => {
    expect(movesAfter('giants: convert 1W to 1C. upgrade D4 to TP').slice(0, 2)).toEqual([
      { seat: 0, move: { t: 'convert', from: 'W', to: 'C', n: 1 } },
      { seat: 0, move: { t: 'upgrade', hex: 'D4', to: 'TP' } },
    ]);
    expect(movesAfter('giants: convert worker to coin')[0].move).toEqual({ t: 'convert', from: 'W', to: 'C', n: 1 });
    expect(movesAfter('giants: convert 2 Workers to 2 COINS')[0].move).toEqual({ t: 'convert', from: 'W', to: 'C', n: 2 });
    expect(refusedMove('giants: convert 3 power to 1 WORKERS')).toEqual({ t: 'convert', from: 'PW', to: 'W', n: 1 });
    expect(refusedMove('giants: convert 5PW to 1P')).toEqual({ t: 'convert', from: 'PW', to: 'P', n: 1 });
    expect(refusedMove('giants: convert priest to 1 coins')).toEqual({ t: 'convert', from: 'P', to: 'C', n: 1 });
    expect(refusedMove('giants: convert 2 priests to 2 worker')).toEqual({ t: 'convert', from: 'P', to: 'W', n: 2 });
    expect(refusedMove('giants: convert 1 VP to 1 C')).toEqual({ t: 'convert', from: 'VP', to: 'C', n: 1 });
  });

  it('refuses a conversion at the wrong rate, or of a resource it does not know', () => {
    expect(refused('giants: convert 2PW to 1C').reason).toBe('conversion needs 1 PW');
    expect(refused('giants: convert 4PW to 1W').reason).toBe('conversion needs 3 PW');
    expect(refused('giants: convert 2W to 1C').reason).toBe('conversion needs 1 W');
    expect(refused('giants: convert 1W to 2C').reason).toBe('conversion needs 2 W');
    expect(refused('giants: convert 1W to 1gold').reason).toBe('unknown resource in convert 1W to 1gold');
    expect(refused('giants: convert 1gold to 1C').reason).toBe('unknown resource in convert 1gold to 1C');
  });

  it('burns power, and passes over burn 0', () => {
    expect(movesAfter('giants: burn 0. upgrade D4 to TP').slice(0, 1)).toEqual([{ seat: 0, move: { t: 'upgrade', hex: 'D4', to: 'TP' } }]);
    expect(movesAfter('giants: burn 2')).toEqual([{ seat: 0, move: { t: 'burn', n: 2 } }]);
  });

  it('finds the Mermaids’ river cell from a river id or the hexes touching it', () => {
    expect(refusedMove('mermaids: connect R14')).toEqual({ t: 'connect', river: 'r14' });
    // D3 and E4 share r14 only; E4 and E5 share r14 and r21, E5 alone names the first.
    expect(refusedMove('mermaids: connect d3:e4')).toEqual({ t: 'connect', river: 'r14' });
    expect(refusedMove('mermaids: connect E4:E5:F3')).toEqual({ t: 'connect', river: 'r21' });
    const error = refused('mermaids: connect D5:E4');
    expect(error.reason).toBe('no river cell touches all these hexes');
  });

  it('passes with the named bonus tile, or none', () => {
    expect(movesAfter('giants: pass bon5')[0].move).toEqual({ t: 'pass', bonus: 'BON5' });
    expect(refusedMove('giants: pass')).toEqual({ t: 'pass' });
  });

  it('reads +FAV and +TW as tile choices, as many as the count says', () => {
    expect(refusedMove('giants: +FAV11')).toEqual({ t: 'favor', tile: 'FAV11' });
    expect(refusedMove('giants: +2TW3')).toEqual({ t: 'town', tile: 'TW3' });
    expect(refusedMove('giants: +fav11 for a temple')).toEqual({ t: 'favor', tile: 'FAV11' });
  });

  it('reads +<cult> as free cult steps', () => {
    expect(refusedMove('giants: +2Fire')).toEqual({ t: 'cult', cult: 'FIRE', n: 2 });
    expect(refusedMove('giants: +air')).toEqual({ t: 'cult', cult: 'AIR', n: 1 });
  });

  it('reads +BON as a pass only while the bonus tiles are chosen', () => {
    const game = importSnellman([...SETUP.slice(0, 8), 'giants: wait. +BON2'].join('\n'));
    expect(game.moves.at(-1)).toEqual({ seat: 0, move: { t: 'pass', bonus: 'BON2' } });
    expect(refused('giants: wait. +BON2').reason).toBe('unsupported resource change +BON2');
  });

  it('reads -SPADE and the other unused gifts as giving them up', () => {
    for (const what of ['SPADE', 'free_d', 'FREE_TP', 'FREE_TF', 'GAIN_TW', 'GAIN_FAVOR']) {
      expect(refusedMove(`giants: -${what}`)).toEqual({ t: 'forfeit' });
    }
    expect(movesAfter('giants: action BON1. -SPADE')).toEqual([
      { seat: 0, move: { t: 'action', id: 'BON1' } },
      { seat: 0, move: { t: 'forfeit' } },
      { seat: 0, move: { t: 'done' } },
    ]);
  });

  it('refuses other resource changes and unknown commands', () => {
    expect(refused('giants: -1w').reason).toBe('unsupported resource change -1w');
    expect(refused('giants: +3C').reason).toBe('unsupported resource change +3C');
    expect(refused('giants: -FAV11').reason).toBe('unsupported resource change -FAV11');
    expect(refused('giants: -TW3').reason).toBe('unsupported resource change -TW3');
    const error = refused('giants: juggle');
    expect([error.line, error.text, error.reason]).toEqual([10, 'giants: juggle', 'unknown command']);
    expect(refused('giants: -water. +TW99').reason).toBe('unsupported resource change -WATER');
    const stranger = refused('goblins: build E7');
    expect([stranger.line, stranger.reason]).toEqual([10, 'unknown faction goblins']);
  });
});

describe('snellman import: power offers', () => {
  it('accepts an offer by its amount, with or without the builder named', () => {
    const leech = { seat: 1, move: { t: 'leech', offer: 2, accept: true, n: 1 } };
    expect(movesAfter('giants: upgrade D4 to TP', 'mermaids: leech 1 from Giants')[1]).toEqual(leech);
    expect(movesAfter('giants: upgrade D4 to TP', 'mermaids: Leech 1')[1]).toEqual(leech);
  });

  it('declines an offer, or every open offer at once', () => {
    expect(movesAfter('giants: upgrade D4 to TP', 'mermaids: decline 1 from giants')[1]).toEqual({ seat: 1, move: { t: 'leech', offer: 2, accept: false } });
    expect(movesAfter('giants: upgrade D4 to TP', 'mermaids: decline')[1]).toEqual({ seat: 1, move: { t: 'leech', offer: 2, accept: false } });
    // Without an open offer, a bare decline does nothing.
    expect(movesAfter('mermaids: decline', 'giants: upgrade D4 to TP')[0]).toEqual({ seat: 0, move: { t: 'upgrade', hex: 'D4', to: 'TP' } });
  });

  it('refuses an offer that is not open', () => {
    const error = refused('giants: upgrade D4 to TP', 'mermaids: leech 2 from giants');
    expect([error.line, error.reason]).toEqual([11, 'no open offer of 2 power from giants']);
    expect(refused('giants: upgrade D4 to TP', 'mermaids: leech 2').reason).toBe('no open offer of 2 power');
    expect(refused('giants: upgrade D4 to TP', 'giants: leech 1').reason).toBe('no open offer of 1 power');
    expect(refused('giants: upgrade D4 to TP', 'mermaids: decline 2 from giants').reason).toBe('no open offer of 2 power from giants');
    expect(refused('giants: upgrade D4 to TP', 'mermaids: leech 1 from goblins').reason).toBe('unknown faction goblins');
  });
});

describe('snellman import: power offers of four players (game-01)', () => {
  const game01 = readFileSync(new URL('./logs/game-01.txt', import.meta.url).pathname, 'utf8').split('\n');

  it('takes the offer from the builder named, of several of the same size', () => {
    // Line 33: the Darklings' TP offers 1 to the Fakirs, who still hold the Mermaids' offer of 1 (line 29).
    const game = importSnellman([...game01.slice(0, 33), 'fakirs: leech 1 from Darklings', 'fakirs: leech 1 from mermaids'].join('\n'));
    expect(game.moves.slice(-3)).toEqual([
      { seat: 3, move: { t: 'leech', offer: 7, accept: true, n: 1 } },
      { seat: 3, move: { t: 'leech', offer: 3, accept: true, n: 1 } },
      { seat: 2, move: { t: 'done' } },
    ]);
  });

  it('finds an offer also by the power the bowls can take', () => {
    // Line 137: the Fakirs' build offers the Mermaids 4, of which their bowls take 1; the league log names the 4.
    expect(game01[136]).toBe('mermaids: Leech 4 from fakirs');
    expect(importSnellman(game01.slice(0, 137).join('\n')).moves.slice(-2)[0]).toEqual({ seat: 0, move: { t: 'leech', offer: 72, accept: true, n: 4 } });
    const game = importSnellman([...game01.slice(0, 136), 'mermaids: leech 1 from fakirs'].join('\n'));
    expect(game.moves.slice(-2)).toEqual([
      { seat: 0, move: { t: 'leech', offer: 72, accept: true, n: 1 } },
      { seat: 3, move: { t: 'done' } },
    ]);
    expect(refusal([...game01.slice(0, 136), 'mermaids: leech 2 from fakirs'].join('\n')).reason).toBe('no open offer of 2 power from fakirs');
  });

  it('declines only the offers of the declining faction', () => {
    // Line 29: the Mermaids' TP offers 1 to the Darklings (offer 2) and 1 to the Fakirs (offer 3).
    const game = importSnellman([...game01.slice(0, 29), 'darklings: decline'].join('\n'));
    expect(game.moves.slice(-2)).toEqual([
      { seat: 2, move: { t: 'leech', offer: 2, accept: false } },
      { seat: 0, move: { t: 'done' } },
    ]);
    expect(game.state.leech.map((o) => o.id)).toEqual([3]);
  });

  it('takes one favour tile for +FAV, two town tiles for +2TW', () => {
    const favour = importSnellman([...game01.slice(0, 38), 'mermaids: upgrade E4 to TE. +FAV11'].join('\n'));
    expect(favour.moves.slice(-3)).toEqual([
      { seat: 0, move: { t: 'upgrade', hex: 'E4', to: 'TE' } },
      { seat: 0, move: { t: 'favor', tile: 'FAV11' } },
      { seat: 0, move: { t: 'done' } },
    ]);
    // game-04 line 191: FAV5 completes two towns of the Darklings at once.
    const game04 = readFileSync(new URL('./logs/game-04.txt', import.meta.url).pathname, 'utf8').split('\n');
    expect(game04[190]).toBe('darklings: upgrade f3 to te. +fav5. +2tw3');
    const towns = importSnellman(game04.slice(0, 191).join('\n'));
    expect(towns.moves.slice(-5)).toEqual([
      { seat: 1, move: { t: 'upgrade', hex: 'F3', to: 'TE' } },
      { seat: 1, move: { t: 'favor', tile: 'FAV5' } },
      { seat: 1, move: { t: 'town', tile: 'TW3' } },
      { seat: 1, move: { t: 'town', tile: 'TW3' } },
      { seat: 1, move: { t: 'done' } },
    ]);
  });

  it('names the first global line when a set-up line is refused', () => {
    const error = refusal(['option strict-leech', 'setup giants', 'setup giants'].join('\n'));
    expect([error.line, error.text, error.ruleError?.key]).toEqual([1, 'option strict-leech', 'tm.err.faction']);
  });
});

describe('snellman import: leaving the game', () => {
  it('drops a faction by a global drop-faction line, closing the turn before', () => {
    expect(movesAfter('giants: upgrade D4 to TP', 'drop-faction Mermaids')).toEqual([
      { seat: 0, move: { t: 'upgrade', hex: 'D4', to: 'TP' } },
      { seat: 0, move: { t: 'done' } },
      { seat: 1, move: { t: 'drop' } },
    ]);
  });

  it('drops a faction that resigns, or drops itself by name, and no other', () => {
    expect(movesAfter('giants: resign')).toEqual([{ seat: 0, move: { t: 'drop' } }]);
    expect(movesAfter('giants: upgrade D4 to TP', 'mermaids: drop-faction mermaids')).toEqual([
      { seat: 0, move: { t: 'upgrade', hex: 'D4', to: 'TP' } },
      { seat: 0, move: { t: 'done' } },
      { seat: 1, move: { t: 'drop' } },
    ]);
    const error = refused('giants: drop-faction mermaids');
    expect([error.line, error.reason]).toEqual([10, 'unknown command']);
  });
});

describe('snellman import: league positions', () => {
  const LOGS = new URL('./logs/', import.meta.url).pathname;
  const league = (file: string) => readFileSync(`${LOGS}${file}`, 'utf8').split('\n');

  // game-41, line 201 (round 5): the Cultists stand on 9 in water and air with no key; TW5's one step on every track
  // would take one of them to 10, and `-water` keeps water on 9 so that air reaches it.
  const game41 = league('game-41.txt');
  const before = game41.slice(0, 200);
  const cultistsLine = (town: string) => [...before, `cultists: convert 3PW to 3C. upgrade G4 to TP. ${town}`];

  it('reads -<cult> before a town tile as that track held back from its step', () => {
    const moves = importSnellman(before.join('\n')).moves.length;
    const game = importSnellman(cultistsLine('-water. +TW5').join('\n'));
    expect(game.moves.slice(moves)).toEqual([
      { seat: 0, move: { t: 'convert', from: 'PW', to: 'C', n: 3 } },
      { seat: 0, move: { t: 'upgrade', hex: 'G4', to: 'TP' } },
      { seat: 0, move: { t: 'town', tile: 'TW5', skip: ['WATER'] } },
      { seat: 0, move: { t: 'done' } },
    ]);
    expect(game.state.players[0].cults).toEqual([7, 9, 5, 10]);
  });

  it('refuses a held-back track that the tile would not bring back to 9', () => {
    expect(refusal(cultistsLine('-2water. +TW5').join('\n')).reason).toBe('unsupported resource change -2WATER');
    expect(refusal(cultistsLine('-fire. +TW5').join('\n')).reason).toBe('unsupported resource change -FIRE');
  });

  it('refuses a held-back track that no town tile of the same faction follows', () => {
    const atEnd = refusal(cultistsLine('-water').join('\n'));
    expect([atEnd.line, atEnd.reason]).toEqual([201, 'unsupported resource change -WATER']);
    const next = refusal([...cultistsLine('-2water'), 'darklings: pass'].join('\n'));
    expect([next.line, next.text, next.reason]).toEqual([202, 'darklings: pass', 'unsupported resource change -2WATER']);
    const global = refusal([...cultistsLine('-water'), 'drop-faction darklings'].join('\n'));
    expect([global.line, global.reason]).toEqual([202, 'unsupported resource change -WATER']);
  });

  it('passes over a bonus tile named when passing in round 6, as snellman does', () => {
    // game-01 line 243: the Mermaids pass in round 6.
    const game01 = league('game-01.txt');
    expect(game01[242]).toBe('mermaids: pass');
    const game = importSnellman([...game01.slice(0, 242), 'mermaids: pass BON3', ...game01.slice(243)].join('\n'));
    expect(game.moves.filter((m) => m.move.t === 'pass' && m.seat === 0).at(-1)?.move).toEqual({ t: 'pass' });
    expect(game.state.players.map((p) => p.vp)).toEqual([158, 125, 133, 123]);
  });
});

describe('snellman import: the last unpassed player’s lines', () => {
  it('starts a new action at a dig after a finished action', () => {
    expect(movesAfter('giants: pass BON5', 'mermaids: upgrade D5 to TP', 'mermaids: dig 1. transform E5').slice(1)).toEqual([
      { seat: 1, move: { t: 'upgrade', hex: 'D5', to: 'TP' } },
      { seat: 1, move: { t: 'done' } },
      { seat: 1, move: { t: 'dig', n: 1 } },
      { seat: 1, move: { t: 'transform', hex: 'E5', to: 'B' } },
      { seat: 1, move: { t: 'done' } },
    ]);
  });

  it('starts a new action at a dig after a spade action that transformed', () => {
    expect(movesAfter('giants: pass BON5', 'mermaids: burn 4. action ACT5. transform D3', 'mermaids: dig 1. transform E5').slice(3)).toEqual([
      { seat: 1, move: { t: 'transform', hex: 'D3', to: 'U' } },
      { seat: 1, move: { t: 'done' } },
      { seat: 1, move: { t: 'dig', n: 1 } },
      { seat: 1, move: { t: 'transform', hex: 'E5', to: 'B' } },
      { seat: 1, move: { t: 'done' } },
    ]);
  });

  it('keeps a build on the next line in the spade action that made its hex home', () => {
    expect(movesAfter('giants: pass BON5', 'mermaids: burn 4. action ACT5. transform E5', 'mermaids: build E5').slice(3)).toEqual([
      { seat: 1, move: { t: 'transform', hex: 'E5', to: 'B' } },
      { seat: 1, move: { t: 'build', hex: 'E5' } },
      { seat: 1, move: { t: 'done' } },
    ]);
  });
});

describe('snellman import: free buildings of special actions', () => {
  const league = (file: string) => readFileSync(new URL(`./logs/${file}`, import.meta.url).pathname, 'utf8').split('\n');

  it('builds the Witches’ free dwelling in their ACTW action (game-03 line 124)', () => {
    const log = league('game-03.txt');
    expect(log[123]).toBe('witches: Action actw. build A10');
    expect(importSnellman(log.slice(0, 124).join('\n')).moves.slice(-3)).toEqual([
      { seat: 3, move: { t: 'action', id: 'ACTW' } },
      { seat: 3, move: { t: 'build', hex: 'A10' } },
      { seat: 3, move: { t: 'done' } },
    ]);
  });

  it('upgrades the Swarmlings’ free trading post in their ACTS action (game-05 line 62)', () => {
    const log = league('game-05.txt');
    expect(log[61]).toBe('swarmlings: action ACTS. Upgrade C3 to TP');
    expect(importSnellman(log.slice(0, 62).join('\n')).moves.slice(-3)).toEqual([
      { seat: 3, move: { t: 'action', id: 'ACTS' } },
      { seat: 3, move: { t: 'upgrade', hex: 'C3', to: 'TP' } },
      { seat: 3, move: { t: 'done' } },
    ]);
  });
});

describe('snellman import: whole global lines only', () => {
  it('refuses a global line that only contains a known command, or adds words after it', () => {
    for (const line of [
      'rerandomize v2 seed testgame',
      'undelete BON4',
      'delete BON4 now',
      'resetup witches',
      'minimap original',
      'map original now',
      'undrop-faction player2',
      'drop-faction player2 now',
      'undrop-faction giants',
      'drop-faction giants now',
      'my income',
    ]) {
      const error = refusal(['score SCORE1,SCORE2,SCORE3,SCORE4,SCORE5,SCORE6', 'setup giants', 'setup mermaids', line].join('\n'));
      expect([error.line, error.text, error.reason], line).toEqual([4, line, 'unknown global command']);
    }
  });

  it('reads a player number of several digits', () => {
    const error = refusal(['setup giants', 'drop-faction player10', 'setup mermaids'].join('\n'));
    expect(error.reason).toBe('player10 is not the next player');
  });

  it('passes over pragmas of a kind it does not know', () => {
    const options = importSnellman(['## tafelrunde flavour spicy', 'setup giants', 'setup mermaids'].join('\n')).options;
    expect(options).not.toHaveProperty('map');
    expect(options).not.toHaveProperty('spicy');
  });

  it('turns a hex one step from home only one step, however many spades are held', () => {
    // Swamp E5 is one step from the lakes; the engine then refuses the bought spade that is left.
    expect(refused('giants: upgrade D4 to TP', 'mermaids: burn 4. action ACT5. dig 1. transform E5').reason).toBe(
      'tm.err.useAllSpades {} ({"t":"transform","hex":"E5","to":"B"})',
    );
  });
});

describe('snellman import: whole commands only', () => {
  it('refuses a command with anything before or after its words', () => {
    for (const command of [
      'xleech 1 from mermaids',
      'leech 1 from mermaids now',
      'xdecline',
      'decline now',
      'xwait',
      'wait now',
      'xdone',
      'done now',
      'xbuild E7',
      'build E7 now',
      'xupgrade D4 to TP',
      'xtransform D2',
      'transform D2 now',
      'xdig 1',
      'dig 1 now',
      'xaction BON1',
      'action BON1 now',
      'xsend p to water',
      'send p to water now',
      'xadvance ship',
      'xconvert 1W to 1C',
      'convert 1W to 1C now',
      'xburn 1',
      'burn 1 now',
      'xbridge D4:D5',
      'bridge D4:D5 now',
      'xconnect r14',
      'connect r14 now',
      'connect D3:E4 now',
      'xconnect D3:E4',
      'xpass',
      'pass now',
      'pass bon5 now',
      'x+FAV11',
      '+FAV11 now',
      'upgrade D4 to TP!',
      'xresign',
      'resign now',
      'xdrop-faction giants',
      'drop-faction giants now',
    ]) {
      const error = refused(`giants: ${command}`);
      expect([error.line, error.reason], command).toEqual([10, 'unknown command']);
    }
  });

  it('reads numbers of several digits', () => {
    const refusedMove = (line: string) => JSON.parse(/\((\{.*\})\)$/.exec(refused(line).reason)?.[1] ?? 'null');
    expect(refusedMove('giants: burn 12')).toEqual({ t: 'burn', n: 12 });
    expect(refusedMove('giants: dig 10')).toEqual({ t: 'dig', n: 10 });
    expect(refusedMove('giants: send p to water for 10')).toEqual({ t: 'send', cult: 'WATER', space: 10 });
    expect(refusedMove('giants: convert 10W to 10C')).toEqual({ t: 'convert', from: 'W', to: 'C', n: 10 });
    expect(refusedMove('giants: pass bon10')).toEqual({ t: 'pass', bonus: 'BON10' });
    expect(refusedMove('giants: +10FIRE')).toEqual({ t: 'cult', cult: 'FIRE', n: 10 });
    expect(refusedMove('giants: +TW10')).toEqual({ t: 'town', tile: 'TW10' });
    expect(refused('giants: upgrade D4 to TP', 'mermaids: leech 10 from giants').reason).toBe('no open offer of 10 power from giants');
    expect(refused('giants: upgrade D4 to TP', 'mermaids: decline 10 from giants').reason).toBe('no open offer of 10 power from giants');
    const bonus = refusal([...SETUP.slice(0, 8), 'giants: wait. +BON10'].join('\n'));
    expect(bonus.reason).toBe('tm.err.bonus {} ({"t":"pass","bonus":"BON10"})');
  });
});

describe('snellman import: tiles, gifts and held-back tracks spelt exactly', () => {
  it('refuses tile names with anything around them, and gifts taken rather than given up', () => {
    for (const what of ['+xFAV11', '+FAV11x', '+xTW3', '+TW3x', '+SPADE', '+FREE_D']) {
      expect(refused(`giants: ${what}`).reason, what).toBe(`unsupported resource change ${what}`);
    }
  });

  it('reads only +BON<n> as a pass while the bonus tiles are chosen', () => {
    const bonusPhase = (command: string) => refusal([...SETUP.slice(0, 8), `giants: wait. ${command}`].join('\n'));
    for (const what of ['+xBON2', '+BON2x', '-BON2']) {
      expect(bonusPhase(what).reason, what).toBe(`unsupported resource change ${what}`);
    }
    expect(bonusPhase('+FIRE').reason).toBe('tm.err.noCult {} ({"t":"cult","cult":"FIRE","n":1})');
  });

  it('leaves a started action that still owes spades open, so a second action is refused as such', () => {
    const error = refused('giants: action BON1. upgrade D4 to TP');
    expect(error.reason).toBe('tm.err.oneAction {} ({"t":"upgrade","hex":"D4","to":"TP"})');
  });

  it('keeps a held-back track for the same faction’s town tile on its next line (game-41 line 201 split)', () => {
    const game41 = readFileSync(new URL('./logs/game-41.txt', import.meta.url).pathname, 'utf8').split('\n');
    const game = importSnellman([...game41.slice(0, 200), 'cultists: convert 3PW to 3C. upgrade G4 to TP. -water', 'cultists: +TW5'].join('\n'));
    expect(game.moves.slice(-2)).toEqual([
      { seat: 0, move: { t: 'town', tile: 'TW5', skip: ['WATER'] } },
      { seat: 0, move: { t: 'done' } },
    ]);
  });

  it('refuses a global drop-faction of something that only looks like a player number', () => {
    for (const who of ['xplayer2', 'player2x']) {
      const error = refusal([...SETUP, `drop-faction ${who}`].join('\n'));
      expect([error.line, error.reason], who).toEqual([10, `unknown faction ${who}`]);
    }
  });
});
