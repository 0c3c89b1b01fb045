import { describe, expect, it } from 'vitest';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import { act, acts, edited, game, refusal, TWO, withPlayer } from './helpers';
import type { TmState } from '../../../src/games/terra-mystica/types';

/** Witches (seat 0) build next to the Nomads' F3 (strength 1) via E7? Set up a neighbour situation. */
function neighbours(): TmState {
  // Witches upgrade F4 (next to the Nomads' F3 dwelling) to a trading house.
  return act(withPlayer(TWO(), 0, { c: 20, w: 10 }), 0, { t: 'upgrade', hex: 'F4', to: 'TP' });
}

describe('power from neighbours ([seed] Macht durch Mitspielerbauten)', () => {
  it('offers each neighbour the strength of its adjacent buildings and makes it their own decision', () => {
    const s = neighbours();
    expect(s.leech).toHaveLength(1);
    expect(s.leech[0]).toMatchObject({ seat: 1, from: 0, amount: 1 });
    expect(terraMystica.awaiting(s)).toEqual([0, 1]);
    const prompt = terraMystica.prompt(s, 1, []);
    expect('prompt' in prompt && prompt.prompt.options.map((o) => o.id)).toEqual(['y', 'n']);
  });

  it('costs power − 1 VP', () => {
    const s = edited(neighbours(), (x) => (x.leech[0].amount = x.leech[0].actual = 3));
    const t = act(s, 1, { t: 'leech', offer: s.leech[0].id, accept: true });
    expect(t.players[1].vp).toBe(s.players[1].vp - 2);
    expect(t.leech).toHaveLength(0);
  });

  it('takes only what the bowls can absorb and pays for that (exception 1)', () => {
    const s = edited(neighbours(), (x) => {
      x.leech[0].amount = 4;
      x.players[1].bowls = [0, 2, 10];
    });
    const t = act(s, 1, { t: 'leech', offer: s.leech[0].id, accept: true, n: 4 });
    expect(t.players[1].bowls).toEqual([0, 0, 12]);
    expect(t.players[1].vp).toBe(s.players[1].vp - 1);
  });

  it('takes at most VP + 1 power so VP do not go negative (exception 2)', () => {
    const s = edited(neighbours(), (x) => {
      x.leech[0].amount = x.leech[0].actual = 4;
      x.players[1].vp = 1;
      x.players[1].vpBy = { start: 1 };
    });
    const t = act(s, 1, { t: 'leech', offer: s.leech[0].id, accept: true });
    expect(t.players[1].vp).toBe(0);
    expect(t.players[1].bowls[0]).toBe(s.players[1].bowls[0] - 2);
  });

  it('declining costs nothing; taking a full action declines open offers', () => {
    const s = neighbours();
    const declined = act(s, 1, { t: 'leech', offer: s.leech[0].id, accept: false });
    expect(declined.players[1]).toEqual(s.players[1]);
    const next = act(s, 0, { t: 'done' });
    const acted = act(next, 1, { t: 'pass', bonus: 'BON4' });
    expect(acted.leech).toHaveLength(0);
    expect(acted.players[1].vp).toBe(next.players[1].vp + 0);
  });

  it('nobody takes power from their own buildings, and set-up dwellings offer none', () => {
    const s = TWO();
    expect(s.leech).toHaveLength(0);
    const own = act(withPlayer(s, 0, { c: 20, w: 10 }), 0, { t: 'upgrade', hex: 'E9', to: 'TP' });
    expect(own.leech).toHaveLength(0);
  });

  it('with strict-leech, accepting after converting with the offer open is refused', () => {
    const s = acts(neighbours(), [[0, { t: 'done' }]]);
    const converted = act(withPlayer(s, 1, { bowls: [0, 0, 12] }), 1, { t: 'convert', from: 'PW', to: 'C', n: 1 });
    expect(refusal(converted, 1, { t: 'leech', offer: converted.leech[0].id, accept: true })).toBe('tm.err.leechAfterConvert');
  });

  it('offers go clockwise from the builder', () => {
    const s = game({
      factions: ['witches', 'nomads', 'halflings'],
      dwellings: { witches: ['E9', 'F4'], nomads: ['F3', 'A5', 'G4'], halflings: ['F5', 'E6'] },
    });
    // Halflings (seat 2) build next to both: offers in order Witches (0), Nomads (1).
    const t = act(withPlayer(s, 0, {}), 0, { t: 'pass', bonus: Object.keys(s.bonusPool)[0] as never });
    const u = act(withPlayer(t, 1, {}), 1, { t: 'pass', bonus: Object.keys(t.bonusPool)[0] as never });
    const built = act(withPlayer(u, 2, { c: 20, w: 10 }), 2, { t: 'upgrade', hex: 'E6', to: 'TP' });
    expect(built.leech.map((o) => o.seat)).toEqual([0, 1]);
  });
});

describe('Cultists ([seed] Kultisten, facts §10.2)', () => {
  const base = () =>
    game({
      factions: ['cultists', 'nomads', 'witches'],
      dwellings: { cultists: ['E6', 'H3'], nomads: ['F3', 'A5', 'G4'], witches: ['E9', 'F4'] },
    });

  it('step up exactly one cult when at least one opponent takes power', () => {
    const s = act(withPlayer(base(), 0, { c: 20, w: 10 }), 0, { t: 'upgrade', hex: 'E6', to: 'TP' });
    expect(s.leech.map((o) => o.seat)).toEqual([1, 2]);
    let t = act(s, 1, { t: 'leech', offer: s.leech[0].id, accept: true });
    t = act(t, 2, { t: 'leech', offer: s.leech[1].id, accept: true });
    expect(t.players[0].pendingCult).toBe(1);
    const u = act(t, 0, { t: 'cult', cult: 'WATER', n: 1 });
    expect(u.players[0].cults[1]).toBe(1);
  });

  it('gain 1 power when everyone declines (errata option), nothing without it', () => {
    const s = act(withPlayer(base(), 0, { c: 20, w: 10 }), 0, { t: 'upgrade', hex: 'E6', to: 'TP' });
    const declineBoth = (x: TmState) => acts(x, x.leech.map((o) => [o.seat, { t: 'leech', offer: o.id, accept: false }] as [number, never]));
    const first = act(s, 1, { t: 'leech', offer: s.leech[0].id, accept: false });
    expect(first.players[0].bowls).toEqual(s.players[0].bowls);
    expect(declineBoth(s).players[0].bowls[1]).toBe(s.players[0].bowls[1] + 1);
    const off = edited(s, (x) => (x.rules.cultistPower = false));
    expect(declineBoth(off).players[0].bowls).toEqual(off.players[0].bowls);
  });

  it('gain nothing when no opponent could take power', () => {
    const s = act(
      edited(withPlayer(base(), 0, { c: 20, w: 10 }), (x) => {
        x.players[1].bowls = [0, 0, 12];
        x.players[2].bowls = [0, 0, 12];
      }),
      0,
      { t: 'upgrade', hex: 'E6', to: 'TP' },
    );
    expect(s.leech.map((o) => o.actual)).toEqual([0, 0]);
    let t = act(s, 1, { t: 'leech', offer: s.leech[0].id, accept: false });
    t = act(t, 2, { t: 'leech', offer: s.leech[1].id, accept: false });
    expect(t.players[0].bowls).toEqual(s.players[0].bowls);
    expect(t.players[0].pendingCult).toBe(0);
  });
});

describe('the seed’s worked example (Mermaids build next to the Nomads)', () => {
  it('offers 3 power: 1 for the adjacent dwelling, 2 for the adjacent temple, nothing for the trading house further away', () => {
    const s = edited(
      game({ factions: ['mermaids', 'nomads'], dwellings: { mermaids: ['D5', 'H2'], nomads: ['A5', 'B1', 'B4'] } }),
      (x) => {
        x.buildings.F4 = { seat: 0, kind: 'D' };
        x.terrain.F4 = 'B';
        x.buildings.E5 = { seat: 1, kind: 'D' };
        x.buildings.E7 = { seat: 1, kind: 'TE' };
        x.buildings.C2 = { seat: 1, kind: 'TP' };
        Object.assign(x.players[0], { w: 20, c: 20 });
      },
    );
    const t = act(s, 0, { t: 'build', hex: 'E6', dig: 2 });
    expect(t.leech).toHaveLength(1);
    expect(t.leech[0]).toMatchObject({ seat: 1, amount: 3 });
    expect(act(t, 1, { t: 'leech', offer: t.leech[0].id, accept: true }).players[1].vpBy.leech).toBe(-2);
  });
});
