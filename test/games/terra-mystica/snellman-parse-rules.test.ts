/**
 * The snellman log notation as the parser reads it (facts.md §9.1, the legacy rewrites of §9.4): exact lines in,
 * exact faction and commands out.
 */
import { describe, expect, it } from 'vitest';
import { isSnellmanOption, SNELLMAN_OPTIONS } from '../../../src/games/terra-mystica/snellman/options';
import { parseLine, parseLog } from '../../../src/games/terra-mystica/snellman/parse';

const commands = (raw: string) => parseLine(raw, 1)?.commands;

describe('snellman lines: comments, whitespace, prefix', () => {
  it('drops a comment from # to the end of the line, and a line that is only a comment', () => {
    expect(commands('witches: build E7 # round 1, turn 1')).toEqual(['build E7']);
    expect(commands('witches: build E7#x')).toEqual(['build E7']);
    expect(parseLine('# Round 2', 4)).toBeNull();
    expect(parseLine('   # indented comment', 4)).toBeNull();
  });

  it('skips empty and blank lines', () => {
    expect(parseLine('', 1)).toBeNull();
    expect(parseLine('    ', 1)).toBeNull();
    expect(parseLine('\t', 1)).toBeNull();
    expect(parseLine('witches: . .', 1)).toBeNull();
  });

  it('collapses runs of whitespace to one space', () => {
    expect(commands('witches:   upgrade   E7   to  TP')).toEqual(['upgrade E7 to TP']);
    expect(commands('witches:\tbuild\t\tE7')).toEqual(['build E7']);
  });

  it('reads the faction before the first colon, lower-cased and trimmed', () => {
    expect(parseLine('Witches  : build E7', 1)).toMatchObject({ faction: 'witches', commands: ['build E7'] });
    expect(parseLine('  NOMADS: build A5', 1)).toMatchObject({ faction: 'nomads', commands: ['build A5'] });
    // Only the first colon ends the prefix: a bridge's colon stays in the command.
    expect(parseLine('engineers: bridge D6:E9', 1)).toMatchObject({ faction: 'engineers', commands: ['bridge D6:E9'] });
  });

  it('keeps a global line whole: no faction, not split at dots', () => {
    expect(parseLine('randomize v2 seed 4pLeague_S1.G2', 7)).toEqual({
      line: 7,
      text: 'randomize v2 seed 4pLeague_S1.G2',
      faction: '',
      commands: ['randomize v2 seed 4pLeague_S1.G2'],
    });
  });

  it('does not read a bridge or connect line without a faction as a faction prefix', () => {
    expect(parseLine('bridge D6:E9', 1)).toMatchObject({ faction: '', commands: ['bridge D6:E9'] });
    expect(parseLine('connect D6:E9:F10', 1)).toMatchObject({ faction: '', commands: ['connect D6:E9:F10'] });
    expect(parseLine('Connect D6:E9', 1)).toMatchObject({ faction: '', commands: ['Connect D6:E9'] });
    expect(parseLine('  bridge D6:E9', 1)).toMatchObject({ faction: '', commands: ['bridge D6:E9'] });
    // A word that only starts like them is a faction name.
    expect(parseLine('bridgemakers: build E7', 1)).toMatchObject({ faction: 'bridgemakers', commands: ['build E7'] });
  });

  it('keeps the raw line trimmed as its text, with the comment', () => {
    expect(parseLine('  witches: build E7 # first  ', 12)).toEqual({
      line: 12,
      text: 'witches: build E7 # first',
      faction: 'witches',
      commands: ['build E7'],
    });
  });

  it('reads dragonmasters as the dragonlords, in any case and anywhere on the line', () => {
    expect(parseLine('DragonMasters: build E7', 1)).toMatchObject({ faction: 'dragonlords' });
    expect(commands('witches: leech 1 from dragonmasters. leech 2 from Dragonmasters')).toEqual([
      'leech 1 from dragonlords',
      'leech 2 from dragonlords',
    ]);
  });
});

describe('snellman commands: split, spaces at punctuation, order, merging', () => {
  it('splits a faction line at dots and drops empty pieces', () => {
    expect(commands('witches: dig 1.. build E7.')).toEqual(['dig 1', 'build E7']);
    expect(commands('witches: dig 1 . build E7')).toEqual(['dig 1', 'build E7']);
  });

  it('drops the spaces next to punctuation, keeps those between words', () => {
    expect(commands('engineers: bridge D6 : E9')).toEqual(['bridge D6:E9']);
    expect(commands('witches: + FAV6')).toEqual(['+FAV6']);
    expect(commands('witches: + 2FIRE')).toEqual(['+2FIRE']);
    expect(commands('witches: send p to WATER . + 2 FIRE')).toEqual(['send p to WATER', '+2 FIRE']);
    expect(commands('witches: upgrade E7 to TP')).toEqual(['upgrade E7 to TP']);
  });

  it('puts leech and decline commands first, each group in its own order', () => {
    expect(commands('fakirs: convert 3PW to 3C. Leech 2 from mermaids. build E6. decline 1 from dwarves')).toEqual([
      'Leech 2 from mermaids',
      'decline 1 from dwarves',
      'convert 3PW to 3C',
      'build E6',
    ]);
    expect(commands('fakirs: build E6. DECLINE')).toEqual(['DECLINE', 'build E6']);
    // Only a command that starts with the word counts.
    expect(commands('fakirs: build E6. +leech')).toEqual(['build E6', '+leech']);
  });

  it('merges consecutive identical +X commands into one with twice the count, case-insensitively', () => {
    expect(commands('auren: action ACTA. +AIR. +AIR')).toEqual(['action ACTA', '+2AIR']);
    expect(commands('auren: +AIR. +air')).toEqual(['+2air']);
    expect(commands('auren: +2AIR. +2AIR')).toEqual(['+4AIR']);
    // Not consecutive, not identical, or not a + command: kept apart.
    expect(commands('auren: +AIR. +FIRE. +AIR')).toEqual(['+AIR', '+FIRE', '+AIR']);
    expect(commands('auren: +AIR. +2AIR')).toEqual(['+AIR', '+2AIR']);
    expect(commands('auren: -AIR. -AIR')).toEqual(['-AIR', '-AIR']);
    expect(commands('auren: build E7. build E7')).toEqual(['build E7', 'build E7']);
    expect(commands('auren: +AIR for fav. +AIR for fav')).toEqual(['+AIR for fav', '+AIR for fav']);
  });
});

describe('snellman legacy rewrites', () => {
  it('reads an initial +bon as passing with that tile, and pass. +bon as one pass', () => {
    expect(commands('nomads: +bon3')).toEqual(['pass BON3']);
    expect(commands('nomads: +BON3')).toEqual(['pass BON3']);
    expect(commands('nomads: pass. +bon7')).toEqual(['pass bon7']);
    expect(commands('nomads: Pass.+BON7')).toEqual(['pass bon7']);
    expect(commands('nomads: convert 1W to 1C. pass. +bon7')).toEqual(['convert 1W to 1C', 'pass bon7']);
    // A +bon later on the line is not a pass.
    expect(commands('nomads: build E7. +bon3')).toEqual(['build E7', '+bon3']);
    // The pass it becomes goes after the line's exchange, as a written pass does.
    expect(commands('nomads: +bon3. convert 1W to 1C')).toEqual(['convert 1W to 1C', 'pass BON3']);
  });

  it('reads the engineers’ old bridge payment as their bridge action', () => {
    expect(commands('engineers: -2w. bridge D6:E9')).toEqual(['action ACTE', 'bridge D6:E9']);
    expect(commands('engineers: -2W.bridge D6:E9')).toEqual(['action ACTE', 'bridge D6:E9']);
    expect(commands('engineers: convert 2w to bridge. bridge D6:E9')).toEqual(['action ACTE', 'bridge D6:E9']);
    expect(commands('engineers: Convert 2 W to 1bridge. bridge D6:E9')).toEqual(['action ACTE', 'bridge D6:E9']);
    // Only the engineers' lines: another faction's line stays as written.
    expect(commands('witches: -2w. bridge D6:E9')).toEqual(['-2w', 'bridge D6:E9']);
    expect(commands('witches: convert 2w to bridge')).toEqual(['convert 2w to bridge']);
  });

  it('moves a transform written after a build in front of it', () => {
    expect(commands('witches: build E7. transform E8 to green')).toEqual(['transform E8 to green', 'build E7']);
    expect(commands('witches: Build E7. Transform E8')).toEqual(['Transform E8', 'Build E7']);
    expect(commands('witches: transform E8. build E7')).toEqual(['transform E8', 'build E7']);
  });

  it('moves a conversion written after a pass in front of it', () => {
    expect(commands('witches: pass bon3. convert 1W to 1C')).toEqual(['convert 1W to 1C', 'pass bon3']);
    expect(commands('witches: Pass BON3. Convert 3PW to 1W')).toEqual(['Convert 3PW to 1W', 'Pass BON3']);
    expect(commands('witches: pass bon3. convert W to C')).toEqual(['convert W to C', 'pass bon3']);
    expect(commands('witches: pass bon3. convert 3 PW to 1 W')).toEqual(['convert 3 PW to 1 W', 'pass bon3']);
    expect(commands('witches: build E7. pass bon3')).toEqual(['build E7', 'pass bon3']);
  });

  it('moves an action written after a dig in front of it', () => {
    expect(commands('witches: dig 1. action ACT5. build E7')).toEqual(['action ACT5', 'dig 1', 'build E7']);
    expect(commands('witches: Dig 2. Action BON1')).toEqual(['Action BON1', 'Dig 2']);
    expect(commands('witches: action ACT5. dig 1. build E7')).toEqual(['action ACT5', 'dig 1', 'build E7']);
  });
});

describe('snellman logs', () => {
  it('numbers lines from 1 in the file, across empty lines, comments and CRLF endings', () => {
    const lines = parseLog('setup witches\r\n\r\n# comment\r\nsetup nomads\r\nwitches: build E7\n');
    expect(lines).toEqual([
      { line: 1, text: 'setup witches', faction: '', commands: ['setup witches'] },
      { line: 4, text: 'setup nomads', faction: '', commands: ['setup nomads'] },
      { line: 5, text: 'witches: build E7', faction: 'witches', commands: ['build E7'] },
    ]);
  });
});

describe('snellman options', () => {
  it('knows the nine options a log may declare, and no other', () => {
    expect([...SNELLMAN_OPTIONS]).toEqual([
      'mini-expansion-1',
      'shipping-bonus',
      'temple-scoring-tile',
      'variable-turn-order',
      'errata-cultist-power',
      'strict-leech',
      'strict-darkling-sh',
      'strict-chaosmagician-sh',
      'maintain-player-order',
    ]);
    expect(isSnellmanOption('strict-leech')).toBe(true);
    expect(isSnellmanOption('maintain-player-order')).toBe(true);
    expect(isSnellmanOption('email-notify')).toBe(false);
    expect(isSnellmanOption('town-limit')).toBe(false);
    expect(isSnellmanOption('')).toBe(false);
  });
});

describe('snellman lines: written without spaces, or with spaces doubled', () => {
  it('ends a comment only at the end of the line, a stray carriage return included', () => {
    expect(commands('witches: build E7 # note\rmore')).toEqual(['build E7']);
  });

  it('rewrites the legacy forms with no space after the colon', () => {
    expect(commands('nomads:+bon3')).toEqual(['pass BON3']);
    expect(commands('nomads:pass. +bon7')).toEqual(['pass bon7']);
    expect(commands('nomads: convert 1W to 1C.pass.+bon7')).toEqual(['convert 1W to 1C', 'pass bon7']);
    expect(commands('witches:pass bon3. convert 1W to 1C')).toEqual(['convert 1W to 1C', 'pass bon3']);
    expect(commands('witches: burn 1.pass bon3. convert 1W to 1C')).toEqual(['burn 1', 'convert 1W to 1C', 'pass bon3']);
  });

  it('rewrites the legacy forms after collapsing doubled spaces', () => {
    expect(commands('witches: pass  bon3.   convert 1W  to 1C')).toEqual(['convert 1W to 1C', 'pass bon3']);
    expect(commands('witches:  build  E7.  transform  E8')).toEqual(['transform E8', 'build E7']);
  });

  it('moves a conversion with counts of several digits or resource words whole', () => {
    expect(commands('witches: pass bon3. convert 12 PW to 10 C')).toEqual(['convert 12 PW to 10 C', 'pass bon3']);
    expect(commands('witches: pass bon3. convert 2 workers to 2 coins')).toEqual(['convert 2 workers to 2 coins', 'pass bon3']);
  });

  it('merges only commands that start with +', () => {
    expect(commands('auren: 1+AIR. 1+AIR')).toEqual(['1+AIR', '1+AIR']);
  });
});
