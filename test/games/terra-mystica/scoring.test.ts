import { describe, expect, it } from 'vitest';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import { finalScores, networkSize, rankPoints, resourceVp } from '../../../src/games/terra-mystica/scoring';
import { emptyPlayer } from '../../../src/games/terra-mystica/setup';
import { edited, game, TWO } from './helpers';

describe('final scoring ([seed] Ende des Spiels)', () => {
  it('ranks 1st/2nd/3rd; ties add the points of the ranks they occupy and split them, rounding down', () => {
    expect(rankPoints([5, 3, 1, 0], [8, 4, 2])).toEqual([8, 4, 2, 0]);
    expect(rankPoints([5, 5, 1], [8, 4, 2])).toEqual([6, 6, 2]);
    expect(rankPoints([5, 3, 3, 3], [8, 4, 2])).toEqual([8, 2, 2, 2]);
    expect(rankPoints([7, 7, 7, 7], [18, 12, 6])).toEqual([9, 9, 9, 9]);
    expect(rankPoints([4, 0, 0], [8, 4, 2])).toEqual([8, 0, 0]);
  });

  it('cult majorities: 8/4/2 per track, nothing on step 0', () => {
    const s = edited(TWO(), (x) => {
      x.players[0].cults = [3, 0, 0, 2];
      x.players[1].cults = [1, 0, 1, 2];
    });
    const f = finalScores(s);
    // FIRE 8/4; WATER none; EARTH 0/8; AIR tie 6/6.
    expect(f[0].cults).toBe(8 + 6);
    expect(f[1].cults).toBe(4 + 8 + 6);
  });

  it('network: directly adjacent buildings plus shipping range; bridges join hexes', () => {
    const s = edited(TWO(), (x) => {
      x.buildings.D7 = { seat: 0, kind: 'D' };
      x.buildings.D6 = { seat: 0, kind: 'D' };
    });
    // E9 + D7 connected; F4 apart; D6 across r17 needs shipping 1.
    expect(networkSize(s, 0)).toBe(2);
    expect(networkSize(edited(s, (x) => (x.players[0].shipping = 1)), 0)).toBe(3);
    expect(networkSize(edited(s, (x) => (x.bridges = [...x.bridges, { a: 'D6', b: 'E9', seat: 1 }])), 0)).toBe(3);
  });

  it('network: BON4 does not count; Dwarves and Fakirs link by tunnel / carpet range', () => {
    const s = edited(TWO(), (x) => {
      x.buildings.D6 = { seat: 0, kind: 'D' };
      x.players[0].bonus = 'BON4';
    });
    expect(networkSize(s, 0)).toBe(1);
    const dwarves = game({ factions: ['dwarves', 'nomads'], dwellings: { dwarves: ['E7', 'A2'], nomads: ['A5', 'F3', 'G4'] } });
    expect(networkSize(dwarves, 0)).toBe(1);
    const near = edited(dwarves, (x) => (x.buildings.E5 = { seat: 0, kind: 'D' }));
    expect(networkSize(near, 0)).toBe(2);
  });

  it('resources: bowl II burned, power, priests, workers to coins; 3 coins per VP, Alchemists 2', () => {
    const p = { ...emptyPlayer(), faction: 'witches' as const, c: 4, w: 2, p: 1, bowls: [1, 5, 1] as [number, number, number] };
    expect(resourceVp(p)).toBe(Math.floor((4 + 2 + 1 + 1 + 2) / 3));
    expect(resourceVp({ ...p, faction: 'alchemists' })).toBe(5);
  });

  it('the preview is the final scoring if the game ended now, its breakdown sums to it', () => {
    const s = TWO();
    for (const line of terraMystica.scores(s)) {
      expect(line.current).toBe(s.players[line.seat].vp);
      expect(line.breakdown.reduce((a, b) => a + b.points, 0)).toBe(line.preview);
      expect(line.preview).toBeGreaterThan(line.current);
    }
  });

  it('ties in total VP share the win', () => {
    const s = edited(TWO(), (x) => {
      x.phase = 'end';
      x.players[0].vp = 100;
      x.players[1].vp = 100;
    });
    expect(terraMystica.winners(s)).toEqual([0, 1]);
  });
});
