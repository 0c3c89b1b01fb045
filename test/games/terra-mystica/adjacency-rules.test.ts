/**
 * Reach and neighbours (facts §3.6, §10.4; [seed] Nachbarschaften): Dwarves and Fakirs have no shipping (BON4 gives
 * them none), they cannot tunnel or fly for cult-reward spades, and a Mermaids' river crossing joins their own towns only.
 */
import { describe, expect, it } from 'vitest';
import { reachOf, townNeighbors } from '../../../src/games/terra-mystica/adjacency';
import { edited, game } from './helpers';

describe('reach without shipping', () => {
  it('Dwarves and Fakirs holding BON4 still tunnel or fly across one river: no shipping level to use', () => {
    // G3 lies one river away from the Dwarves' E7, E4 one river away from the Fakirs' F3; neither shares a side.
    const dwarves = edited(game({ factions: ['dwarves', 'witches'], dwellings: { dwarves: ['E7', 'A2'], witches: ['A10', 'I11'] } }), (s) => {
      s.players[0].bonus = 'BON4';
    });
    expect(reachOf(dwarves, 0, 'G3', false)).toBe('teleport');
    const fakirs = edited(game({ factions: ['fakirs', 'witches'], dwellings: { fakirs: ['F3', 'A5'], witches: ['A10', 'I11'] } }), (s) => {
      s.players[0].bonus = 'BON4';
    });
    expect(reachOf(fakirs, 0, 'E4', false)).toBe('teleport');
  });

  it('no tunnel for cult-reward spades (phase III)', () => {
    const dwarves = game({ factions: ['dwarves', 'witches'], dwellings: { dwarves: ['E7', 'A2'], witches: ['A10', 'I11'] } });
    expect(reachOf(dwarves, 0, 'C3', false)).toBe('teleport');
    expect(reachOf(dwarves, 0, 'C3', true)).toBeNull();
  });
});

describe('a Mermaids’ river crossing', () => {
  it('joins the Mermaids’ buildings on its banks, nobody else’s', () => {
    // r16 lies between D5 and D6, which share no side.
    const s = edited(game({ factions: ['witches', 'mermaids'], dwellings: { witches: ['E9', 'F4'], mermaids: ['A11', 'I10'] } }), (x) => {
      x.buildings.D5 = { seat: 0, kind: 'D' };
      x.buildings.D6 = { seat: 0, kind: 'D' };
      x.mermaidRivers = ['r16'];
    });
    expect(townNeighbors(s, 0, 'D5')).toEqual([]);
    const mermaids = edited(s, (x) => {
      x.buildings.D5 = { seat: 1, kind: 'D' };
      x.buildings.D6 = { seat: 1, kind: 'D' };
    });
    expect(townNeighbors(mermaids, 1, 'D5')).toEqual(['D6']);
  });
});
