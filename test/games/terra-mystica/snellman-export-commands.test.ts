/**
 * Single commands of the snellman exporter (facts.md §9) in positions the league logs do not reach: forfeits of owed
 * tiles and of cult-reward spades, two cult steps at once, and a track held back by two steps before TW6.
 */
import { describe, expect, it } from 'vitest';
import { commandOf } from '../../../src/games/terra-mystica/snellman/export';
import { edited, TWO } from './helpers';

describe('snellman commands written from single moves', () => {
  it('a forfeit names what is given up: a town tile first, then a favor tile, then spades', () => {
    const owed = edited(TWO(), (s) => Object.assign(s.players[0], { pendingTowns: 1, pendingFavors: 1, spades: 1 }));
    expect(commandOf(owed, 0, { t: 'forfeit' })).toBe('-GAIN_TW');
    const favor = edited(owed, (s) => (s.players[0].pendingTowns = 0));
    expect(commandOf(favor, 0, { t: 'forfeit' })).toBe('-GAIN_FAVOR');
    const spade = edited(favor, (s) => (s.players[0].pendingFavors = 0));
    expect(commandOf(spade, 0, { t: 'forfeit' })).toBe('-SPADE');
  });

  it('cult-reward spades are given up between rounds, when nobody has a turn', () => {
    const phase3 = edited(TWO(), (s) => {
      s.phase = 'cultSpades';
      s.turn = null;
      s.players[1].spades = 2;
    });
    expect(commandOf(phase3, 1, { t: 'forfeit' })).toBe('-SPADE');
  });

  it('cult steps: one step without a number, two with it', () => {
    expect(commandOf(TWO(), 0, { t: 'cult', cult: 'FIRE', n: 1 })).toBe('+FIRE');
    expect(commandOf(TWO(), 0, { t: 'cult', cult: 'WATER', n: 2 })).toBe('+2WATER');
  });

  it('a track held back from TW6’s two steps at 9 is lowered by 2 first; from 8 by 1', () => {
    const at9 = edited(TWO(), (s) => (s.players[0].cults = [9, 3, 3, 3]));
    expect(commandOf(at9, 0, { t: 'town', tile: 'TW6', skip: ['FIRE'] })).toBe('-2FIRE. +TW6');
    const at8 = edited(TWO(), (s) => (s.players[0].cults = [8, 3, 3, 3]));
    expect(commandOf(at8, 0, { t: 'town', tile: 'TW6', skip: ['FIRE'] })).toBe('-FIRE. +TW6');
  });
});
