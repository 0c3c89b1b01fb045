/** Step 4 buildings and monuments, step 6 card purchase, and every building effect [seed], facts §7.1. */
import { describe, expect, it } from 'vitest';
import type { PandoriaState } from '../../../src/games/pandoria/types';
import { finishGame } from '../../../src/games/pandoria/final';
import { settle } from '../../../src/games/pandoria/turn';
import { act, at, bareGame, closeC10, hasMove, lay, legal, put } from './helpers';

/** Player 1 in step 4 with these resources, hand and visible buildings (one per slot). */
function builder(res: [number, number, number], hand: string[], built: string[] = []): PandoriaState {
  const s = bareGame();
  const p = s.players[0];
  p.res = { crystal: res[0], gold: res[1], wood: res[2] };
  p.hand = hand;
  built.forEach((card, slot) => (p.slots[slot] = [{ card }]));
  return at(s, 0, 'action');
}

const slotMoves = (s: PandoriaState, card: string) => legal(s).flatMap((m) => (m.t === 'build' && m.card === card ? [m.slot] : []));

describe('buildings', () => {
  it('cost their wood; the card goes onto a slot and shows', () => {
    const after = act(builder([0, 0, 6], ['C11']), { t: 'build', card: 'C11', slot: 0, alt: null });
    expect(after.players[0].res.wood).toBe(1);
    expect(after.players[0].slots[0]).toEqual([{ card: 'C11' }]);
    expect(after.players[0].hand).toEqual([]);
  });

  it('example 6: overbuilding a 5-wood building with a 4-wood one costs max(1, 4 − 5) = 1', () => {
    const after = act(builder([0, 0, 6], ['C01'], ['C11']), { t: 'build', card: 'C01', slot: 0, alt: null });
    expect(after.players[0].res.wood).toBe(5);
    expect(after.players[0].slots[0]).toEqual([{ card: 'C11' }, { card: 'C01' }]);
  });

  it('two identical buildings never show together; small and large ones differ [seed]', () => {
    const s = builder([0, 0, 10], ['C01', 'C14'], ['C07', 'C22']); // Bank −1 and Large Sawmill showing
    expect(slotMoves(s, 'C01')).toEqual([0]); // the second Bank only over the first one
    expect(slotMoves(s, 'C14')).toContain(2); // a Small Sawmill next to the Large one is fine
  });

  it('the Carpenter discounts, but at least 1 wood is paid', () => {
    const s = builder([0, 0, 10], ['C07'], ['C24']); // Carpenter −3, Bank −1 costs 2
    expect(act(s, { t: 'build', card: 'C07', slot: 1, alt: null }).players[0].res.wood).toBe(9);
  });

  it('example 7: Carpenter −2 showing: a 5-wood building on an empty slot costs 3', () => {
    const s = builder([0, 0, 10], ['C11'], ['C15']);
    expect(act(s, { t: 'build', card: 'C11', slot: 1, alt: null }).players[0].res.wood).toBe(7);
  });

  it('overbuilding the Carpenter itself gets no Carpenter discount [seed]', () => {
    const s = builder([0, 0, 10], ['C11'], ['C15']);
    expect(act(s, { t: 'build', card: 'C11', slot: 0, alt: null }).players[0].res.wood).toBe(9); // 5 − 4 = 1
  });
});

describe('monuments', () => {
  it('example 2 [FAQ]: over a 3-wood building it costs 8 − 3 = 5 and scores the top monument at once', () => {
    const s = builder([0, 0, 10], [], ['C05']);
    expect(s.monuments[s.monuments.length - 1]).toBe(6);
    const after = act(s, { t: 'monument', slot: 0, alt: null });
    expect(after.players[0].res.wood).toBe(5);
    expect(after.players[0].slots[0]).toEqual([{ card: 'C05' }, { monument: 6 }]);
    expect(after.players[0].points.monument).toBe(6);
  });

  it('example 6: over a 7-wood building it costs 1', () => {
    const after = act(builder([0, 0, 10], [], ['C27']), { t: 'monument', slot: 0, alt: null });
    expect(after.players[0].res.wood).toBe(9);
  });

  it('example 7: over the Carpenter (4 wood) it costs 8 − 4 = 4, without the Carpenter discount', () => {
    const after = act(builder([0, 0, 10], [], ['C15']), { t: 'monument', slot: 0, alt: null });
    expect(after.players[0].res.wood).toBe(6);
  });

  it('needs a building to cover and is never overbuilt itself', () => {
    expect(legal(builder([0, 0, 10], [], [])).some((m) => m.t === 'monument')).toBe(false);
    const s = builder([0, 0, 10], ['C11'], []);
    s.players[0].slots[0] = [{ card: 'C05' }, { monument: 6 }];
    expect(legal(s).some((m) => m.t === 'monument')).toBe(false);
    expect(slotMoves(s, 'C11')).toEqual([1]);
  });
});

describe('building effects', () => {
  it('Bank: card purchases cost less, at least 1 gold', () => {
    const s = builder([0, 5, 0], [], ['C01']); // Bank −2
    s.market = ['C03', 'I01', 'C04', 'C05'];
    at(s, 0, 'buy', { scored: true });
    expect(act(s, { t: 'buy', card: 'C03', alt: null }).players[0].res.gold).toBe(4); // 3 − 2
    expect(act(s, { t: 'buy', card: 'I01', alt: null }).players[0].res.gold).toBe(4); // 1, min 1
  });

  it('School: spells cost less, at least 1 crystal', () => {
    const s = builder([5, 0, 0], ['C11', 'C18'], ['C10']); // School −1
    expect(act(s, { t: 'spell', card: 'C18', alt: null }).players[0].res.crystal).toBe(1); // Conjure 10: 5 − 1
    expect(act(s, { t: 'spell', card: 'C11', alt: null }).players[0].res.crystal).toBe(4); // Clone: 2 − 1
  });

  it('Shrine: points for every spell cast from then on', () => {
    const after = act(builder([5, 0, 0], ['C23'], ['I08']), { t: 'spell', card: 'C23', alt: null });
    expect(after.players[0].points.shrine).toBe(1);
  });

  it('Market 1:1: with the needed resource at 0 the rest is paid with another one', () => {
    const s = builder([1, 2, 0], ['C15'], ['C34']); // Conjure 6 costs 3 crystals
    expect(hasMove(s, { t: 'spell', card: 'C15', alt: 'gold' })).toBe(true);
    const after = act(s, { t: 'spell', card: 'C15', alt: 'gold' });
    expect(after.players[0].res).toMatchObject({ crystal: 0, gold: 0 });
    expect(hasMove(builder([1, 2, 0], ['C15'], []), { t: 'spell', card: 'C15', alt: 'gold' })).toBe(false);
  });

  it('Market 2:1: the rest costs twice as much of the other resource', () => {
    const s = builder([1, 3, 0], ['C15'], ['C06']);
    expect(hasMove(s, { t: 'spell', card: 'C15', alt: 'gold' })).toBe(false);
    const rich = builder([1, 4, 0], ['C15'], ['C06']);
    expect(act(rich, { t: 'spell', card: 'C15', alt: 'gold' }).players[0].res.gold).toBe(0);
  });

  it('Lumberyard: wood over the cap converts 1 point per 2, also at the end', () => {
    const s = builder([0, 0, 9], [], ['I04']);
    lay(s, { B8: 'F2', B9: 'F2', C9: 'F2', B7: 'M1', C8: 'M1', D8: 'M1', D9: 'M1' });
    put(s, 'C8', 0);
    at(s, 0, 'place');
    const after = closeC10(s);
    expect(after.players[0].points.overflow).toBe(2); // 9 + 6 = 15: 5 over → 2 (instead of 1)
    const end = builder([0, 0, 7], [], ['I04']);
    finishGame(end);
    expect(end.players[0].points.endResources).toBe(3);
  });

  it('Sawmill, Tower, Treasury, Statue: a bonus per scored space of their terrain', () => {
    const cases: [string, string, 'wood' | 'crystal' | 'gold' | 'points', number][] = [
      ['C14', 'F1', 'wood', 3 + 3], // Small Sawmill +1 per forest space
      ['C11', 'M1', 'crystal', 3 + 6], // Great Tower +2 per mountain space
      ['C29', 'M1', 'crystal', 3], // Small Treasury does nothing for mountains
      ['C35', 'C1', 'points', 3 + 3], // Statue +1 per city space
    ];
    for (const [card, code, what, expected] of cases) {
      const s = builder([0, 0, 0], [], [card]);
      const wall = code[0] === 'F' ? 'M1' : 'F1';
      lay(s, { B8: code, B9: code, C9: code, B7: wall, C8: wall, D8: wall, D9: wall });
      put(s, 'C8', 0);
      at(s, 0, 'place');
      const after = closeC10(s);
      const got = what === 'points' ? after.players[0].score : after.players[0].res[what];
      expect({ card, got }).toEqual({ card, got: expected });
    }
  });

  it('Storehouse: 1 bonus point whenever a resource goes over the cap', () => {
    const s = builder([0, 0, 9], [], ['C13']);
    lay(s, { B8: 'F1', B9: 'F1', C9: 'F1', B7: 'M1', C8: 'M1', D8: 'M1', D9: 'M1' });
    put(s, 'C8', 0);
    at(s, 0, 'place');
    expect(closeC10(s).players[0].points.storehouse).toBe(1);
  });

  it('Poorhouse: at the end of the own turn a resource at 0 goes to 2 (a choice when several are at 0)', () => {
    const one = builder([3, 3, 0], [], ['C03']);
    at(one, 0, 'poor');
    settle(one);
    expect(one.players[0].res.wood).toBe(2);
    expect(one.active).toBe(1);
    const two = builder([3, 0, 0], [], ['C03']);
    lay(two, { H6: 'F1', H7: 'M1' }); // so that the next player can play on
    at(two, 0, 'poor');
    settle(two);
    expect(two.active).toBe(0);
    expect(legal(two)).toEqual([
      { t: 'poor', res: 'gold' },
      { t: 'poor', res: 'wood' },
    ]);
    const after = act(two, { t: 'poor', res: 'gold' });
    expect(after.players[0].res).toMatchObject({ gold: 2, wood: 0 });
    const none = builder([0, 0, 0], [], []);
    at(none, 0, 'poor');
    settle(none);
    expect(none.players[0].res).toEqual({ crystal: 0, gold: 0, wood: 0 });
  });
});

describe('buying a card (step 6)', () => {
  it('only after a scoring in the own turn; pays gold and refills the market from the deck', () => {
    const s = builder([0, 5, 0], [], []);
    s.market = ['C03', 'C04', 'C05', 'C06'];
    at(s, 0, 'buy', { scored: false });
    expect(legal(s).some((m) => m.t === 'buy')).toBe(false);
    const scored = builder([0, 5, 0], [], []);
    scored.market = ['C03', 'C04', 'C05', 'C06'];
    const next = scored.deck[scored.deck.length - 1];
    at(scored, 0, 'buy', { scored: true });
    const after = act(scored, { t: 'buy', card: 'C05', alt: null });
    expect(after.players[0].hand).toEqual(['C05']);
    expect(after.players[0].res.gold).toBe(3);
    expect(after.market).toEqual(['C03', 'C04', 'C06', next]);
  });
});
