import { describe, expect, it } from 'vitest';
import { FACTIONS } from '../../data/terra-mystica/factions';
import { colourPairs, dealtFactions } from '../../scripts/tm-factions/deal';

describe('scripts/tm-factions: the factions dealt to each game', () => {
  it('seven colours of two factions each', () => {
    expect(colourPairs()).toEqual([
      ['alchemists', 'darklings'],
      ['auren', 'witches'],
      ['chaosmagicians', 'giants'],
      ['cultists', 'halflings'],
      ['dwarves', 'engineers'],
      ['fakirs', 'nomads'],
      ['mermaids', 'swarmlings'],
    ]);
  });

  it('four colours a game, every faction four times in 14 games', () => {
    expect(dealtFactions(0)).toEqual(['alchemists', 'witches', 'chaosmagicians', 'halflings']);
    expect(dealtFactions(7)).toEqual(['darklings', 'auren', 'giants', 'cultists']);
    const dealt = new Map<string, number>();
    for (let game = 0; game < 14; game++) {
      const factions = dealtFactions(game);
      expect(new Set(factions.map((faction) => FACTIONS[faction].home)).size).toBe(4);
      for (const faction of factions) dealt.set(faction, (dealt.get(faction) ?? 0) + 1);
    }
    expect(dealt.size).toBe(14);
    expect([...dealt.values()].every((times) => times === 4)).toBe(true);
  });
});
