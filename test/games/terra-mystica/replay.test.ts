import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importSnellman } from '../../../src/games/terra-mystica/snellman/import';

const LOGS = new URL('./logs/', import.meta.url).pathname;
const logFiles = readdirSync(LOGS).filter((f) => f.endsWith('.txt')).sort();

/** Final VP of eight league games (issue 5). */
const KNOWN: Record<string, Record<string, number>> = {
  'game-01.txt': { mermaids: 158, dwarves: 125, darklings: 133, fakirs: 123 },
  'game-02.txt': { darklings: 143, nomads: 140, mermaids: 152, engineers: 161 },
  'game-03.txt': { halflings: 150, darklings: 152, engineers: 129, witches: 157 },
  'game-04.txt': { cultists: 149, darklings: 151, dwarves: 167, giants: 115 },
  'game-05.txt': { cultists: 144, darklings: 139, dwarves: 153, swarmlings: 150 },
  'game-06.txt': { witches: 156, darklings: 136, cultists: 128, chaosmagicians: 131 },
  'game-07.txt': { halflings: 122, darklings: 153, dwarves: 149, swarmlings: 154 },
  'game-08.txt': { cultists: 141, dwarves: 129, darklings: 132, witches: 118 },
  // The league game with snellman's `-water` before a town tile (issue 15).
  'game-41.txt': { cultists: 134, darklings: 152, witches: 138, engineers: 129 },
  // The league games with a dropped faction (issue 13).
  'game-42.txt': { darklings: 170, cultists: 41, engineers: 165, nomads: 134 },
  'game-43.txt': { alchemists: 58, cultists: 135, engineers: 144, nomads: 139 },
  // game-01 with a resignation; the VP are derived from the reference moderator (drop.test.ts).
  'drop-01.txt': { mermaids: 158, dwarves: 127, darklings: 135, fakirs: 116 },
};

function finalVp(file: string): { finished: boolean; round: number; vp: Record<string, number> } {
  const game = importSnellman(readFileSync(LOGS + file, 'utf8'));
  const vp: Record<string, number> = {};
  for (const p of game.state.players) vp[p.faction ?? '?'] = p.vp;
  return { finished: game.state.phase === 'end', round: game.state.round, vp };
}

describe('snellman league logs', () => {
  it('has the 43 league logs', () => {
    expect(logFiles.filter((f) => f.startsWith('game-'))).toHaveLength(43);
  });

  for (const file of logFiles) {
    it(`${file} replays to the end of round 6${KNOWN[file] ? ' with the known result' : ''}`, () => {
      const result = finalVp(file);
      expect(result.finished).toBe(true);
      expect(result.round).toBe(6);
      if (KNOWN[file]) expect(result.vp).toEqual(KNOWN[file]);
    });
  }
});
