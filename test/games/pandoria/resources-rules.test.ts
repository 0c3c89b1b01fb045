/**
 * Costs, buildings and resources as the mutation run of the support files found them unpinned
 * (`npm run mutate -- pandoria src/games/pandoria/costs.ts … buildings.ts … resources.ts …`): which building gives
 * which discount, the Carpenter under the new building, the Market, the Shrine, conversion over the cap.
 * Card numbers are the printed ones (facts §3: cost in crystals / wood / gold, building effect), as literals.
 */
import { describe, expect, it } from 'vitest';
import { shrinePoints } from '../../../src/games/pandoria/buildings';
import { buildSlots, cardPrice, monumentSlots, spellCost } from '../../../src/games/pandoria/costs';
import { gain, payWays } from '../../../src/games/pandoria/resources';
import type { PandoriaState } from '../../../src/games/pandoria/types';
import { bareGame, cast, caster } from './helpers';

/** Seat 0 showing these buildings (card ids) on its first slots. */
function showing(...cards: string[]): PandoriaState {
  const s = bareGame();
  cards.forEach((card, slot) => (s.players[0].slots[slot] = [{ card }]));
  return s;
}

describe('discounts come from their own buildings only', () => {
  it('C13 (4 crystals, 3 gold): a Bank −2 (C01) lowers the gold, not the crystals; a School −2 (C02) the crystals, not the gold', () => {
    const bank = showing('C01');
    expect([spellCost(bank, 0, 'C13'), cardPrice(bank, 0, 'C13')]).toEqual([4, 1]);
    const school = showing('C02');
    expect([spellCost(school, 0, 'C13'), cardPrice(school, 0, 'C13')]).toEqual([2, 3]);
  });

  it('a Carpenter −1 (C28, 2 wood) helps a build beside it, not one covering it: C26 (6 wood) costs 6 − 2 = 4 over it, 6 − 1 = 5 on the free slot', () => {
    expect(buildSlots(showing('C28'), 0, 'C26', false)).toEqual([
      { slot: 0, cost: 4 },
      { slot: 1, cost: 5 },
    ]);
  });

  it('Goblins: a Carpenter −1 they occupy on another player’s slot 1 helps their build over their own slot 1', () => {
    const s = bareGame({ variant: 'b' }, 2, ['goblins', 'humans']);
    s.players[0].slots[0] = [{ card: 'C08' }]; // Small Tower, 3 wood
    s.players[0].slots[1] = [{ card: 'C07' }]; // Bank −1, 2 wood
    s.players[1].slots[1] = [{ card: 'C28' }]; // Carpenter −1
    s.players[0].goblin = [{ owner: 1, slot: 1, leader: false }];
    expect(buildSlots(s, 0, 'C26', false)).toEqual([
      { slot: 0, cost: 6 - 3 - 1 },
      { slot: 1, cost: 6 - 2 - 1 },
      { slot: 2, cost: 6 - 0 - 1 },
    ]);
  });

  it('no monument left: no slot for one, though buildings show', () => {
    const s = showing('C28');
    expect(monumentSlots(s, 0, false)).toEqual([{ slot: 0, cost: 8 - 2 - 0 }]);
    s.monuments = [];
    expect(monumentSlots(s, 0, false)).toEqual([]);
  });
});

describe('the Market', () => {
  it('without a Market (a Bank shows) a missing resource cannot be paid otherwise', () => {
    const s = showing('C01');
    s.players[0].res = { crystal: 9, gold: 9, wood: 1 };
    expect(payWays(s, 0, 'wood', 3)).toEqual([]);
  });

  it('a Bank shown before or after the Market does not hide it: the Market 1:1 (C34) still pays', () => {
    for (const s of [showing('C01', 'C34'), showing('C34', 'C01')]) {
      s.players[0].res = { crystal: 1, gold: 0, wood: 2 };
      expect(payWays(s, 0, 'wood', 3)).toEqual(['crystal']);
    }
  });

  it('Market 1:1 (C34): 2 wood of 3, the last one from another resource that has it, never from wood itself', () => {
    const s = showing('C34');
    s.players[0].res = { crystal: 1, gold: 0, wood: 2 };
    expect(payWays(s, 0, 'wood', 3)).toEqual(['crystal']);
  });
});

describe('the Shrine', () => {
  it('a Lumberyard is no Shrine: casting scores nothing and books no point source; the Shrine of C26 gives 2', () => {
    const lumber = caster(['C18']);
    lumber.players[0].slots[0] = [{ card: 'C31' }];
    expect(shrinePoints(lumber, 0)).toBe(0);
    const after = cast(lumber, 'C18');
    expect(after.players[0].score).toBe(0);
    expect(after.players[0].points).toEqual({});
    const shrine = caster(['C18']);
    shrine.players[0].slots[0] = [{ card: 'C26' }];
    expect(cast(shrine, 'C18').players[0].points).toEqual({ shrine: 2 });
  });
});

describe('over the cap of 10', () => {
  it('exactly 10: no conversion, nothing logged, no Storehouse point (C13)', () => {
    const s = showing('C13');
    s.players[0].res = { crystal: 0, gold: 7, wood: 0 };
    gain(s, 0, { gold: 3 });
    expect(s.players[0].res.gold).toBe(10);
    expect(s.players[0].score).toBe(0);
    expect(s.events).toEqual([]);
  });

  it('4 over: 1 point at 1 per 3, logged with player, resource, amount and points; a Shrine changes no rate', () => {
    const s = showing('C26');
    s.players[0].res = { crystal: 0, gold: 9, wood: 0 };
    gain(s, 0, { gold: 5 });
    expect(s.players[0].res.gold).toBe(10);
    expect(s.players[0].points).toEqual({ overflow: 1 });
    expect(s.events).toEqual([{ key: 'pan.ev.overflow', params: { seat: { seat: 0 }, res: { key: 'pan.res.gold' }, n: 4, points: 1 } }]);
  });

  it('a Lumberyard (1 per 2 wood, C31) converts wood only: 4 wood over → 2, 4 crystals over → 1', () => {
    const s = showing('C31');
    s.players[0].res = { crystal: 10, gold: 0, wood: 10 };
    gain(s, 0, { wood: 4 });
    expect(s.players[0].score).toBe(2);
    gain(s, 0, { crystal: 4 });
    expect(s.players[0].score).toBe(3);
  });
});
