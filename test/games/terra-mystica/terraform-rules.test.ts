/**
 * Transform and build ([seed] Aktionsmöglichkeit 1, facts.md §3.3–§3.6): the checks of terraform.ts pinned with
 * hand-built positions and the seed's numbers as literals.
 */
import { describe, expect, it } from 'vitest';
import { act, acts, edited, game, refusal } from './helpers';

describe('the Chaos Magicians’ double action (facts: ACTC, two actions in a row)', () => {
  /** Chaos Magicians (home R) with their stronghold on E3 and two free wasteland hexes next to it, E2 and D3. */
  const chaos = () =>
    edited(game({ factions: ['chaosmagicians', 'witches'], dwellings: { chaosmagicians: ['E3'], witches: ['A10', 'I11'] } }), (s) => {
      s.buildings.E3 = { seat: 0, kind: 'SH' };
      s.terrain = { ...s.terrain, E2: 'R', D3: 'R' };
      Object.assign(s.players[0], { c: 10, w: 5 });
    });

  it('builds a dwelling as each of the two actions, paying 1 worker and 2 coins each', () => {
    const s = acts(chaos(), [
      [0, { t: 'action', id: 'ACTC' }],
      [0, { t: 'build', hex: 'E2' }],
      [0, { t: 'build', hex: 'D3' }],
    ]);
    expect([s.buildings.E2, s.buildings.D3]).toEqual([
      { seat: 0, kind: 'D' },
      { seat: 0, kind: 'D' },
    ]);
    expect([s.players[0].w, s.players[0].c, s.turn?.actions]).toEqual([3, 6, 0]);
    // A third dwelling would be a third action.
    const third = edited(s, (x) => (x.terrain = { ...x.terrain, D2: 'R' }));
    expect(refusal(third, 0, { t: 'build', hex: 'D2' })).toBe('tm.err.oneAction');
    expect(act(s, 0, { t: 'done' }).turn?.seat).toBe(1);
  });
});
