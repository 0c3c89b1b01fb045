import { describe, expect, it } from 'vitest';
import { DECKS } from '../../../data/city-of-rome/cards';
import { leftOf, rightOf } from '../../../src/games/city-of-rome/seats';
import { engine } from './helpers';

const setup = (seats: number, seed = 'setup', shrine = false) => engine.setup({ shrine }, seats, seed);

describe('card data', () => {
  it('deck sizes 14/22/18/18 and the seed appendix distribution', () => {
    expect([DECKS.I, DECKS.II, DECKS.III, DECKS.IV].map((d) => d.length)).toEqual([14, 22, 18, 18]);
    const count = (deck: keyof typeof DECKS, test: (c: (typeof DECKS)['I'][number]) => boolean) => DECKS[deck].filter(test).length;
    for (const deck of ['I', 'II', 'III', 'IV'] as const) {
      expect(count(deck, (c) => c.kind === 'public')).toBe(4);
      expect(new Set(DECKS[deck].flatMap((c) => (c.publicType ? [c.publicType] : []))).size).toBe(4);
    }
    expect((['I', 'II', 'III', 'IV'] as const).map((d) => count(d, (c) => c.value === 2))).toEqual([1, 5, 3, 3]);
    expect((['I', 'II', 'III', 'IV'] as const).map((d) => count(d, (c) => c.value === 3))).toEqual([1, 3, 3, 3]);
    expect((['I', 'II', 'III', 'IV'] as const).map((d) => count(d, (c) => c.value === 4))).toEqual([1, 2, 1, 1]);
    expect((['I', 'II', 'III', 'IV'] as const).map((d) => count(d, (c) => c.kind === 'aqueduct'))).toEqual([1, 4, 2, 2]);
    expect((['I', 'II', 'III', 'IV'] as const).map((d) => count(d, (c) => c.kind === 'temple'))).toEqual([5, 1, 2, 2]);
    expect((['I', 'II', 'III', 'IV'] as const).map((d) => count(d, (c) => c.kind === 'production'))).toEqual([1, 3, 3, 3]);
  });

  it('costs: houses value − 1, production 2, public 3, aqueduct 1, deck I temples 2, other temples 3', () => {
    for (const c of [...DECKS.I, ...DECKS.II, ...DECKS.III, ...DECKS.IV]) {
      const expected = c.value ? c.value - 1 : { production: 2, public: 3, aqueduct: 1, temple: c.origin === 'I' ? 2 : 3, house: -1 }[c.kind];
      expect({ id: c.id, cost: c.cost }).toEqual({ id: c.id, cost: expected });
    }
  });

  it('stars only on deck I: luxury houses, Great Aqueduct, Luna, Venus 1; Jupiter, Mercury 2; Mars 3 (facts.md A10)', () => {
    const starred = DECKS.I.filter((c) => c.stars > 0).map((c) => `${c.id}:${c.stars}`);
    expect(starred).toEqual(['I-02:1', 'I-03:1', 'I-04:1', 'I-09:1', 'I-10:1', 'I-11:3', 'I-12:1', 'I-13:2', 'I-14:2']);
    expect([...DECKS.II, ...DECKS.III, ...DECKS.IV].every((c) => c.stars === 0)).toBe(true);
  });
});

describe('setup: decks per player count', () => {
  it('4 players use decks I–IV; 3 players put deck IV back; 2 players use only I and II', () => {
    expect(Object.keys(setup(4).decks).sort()).toEqual(['I', 'II', 'III', 'IV']);
    expect(Object.keys(setup(3).decks).sort()).toEqual(['I', 'II', 'III']);
    expect(Object.keys(setup(2).decks).sort()).toEqual(['I', 'II']);
  });

  it('each deck holds exactly its cards, shuffled (deck II minus the draft packet)', () => {
    const s = setup(4);
    const packet = s.draft?.packet ?? [];
    expect(packet).toHaveLength(4);
    expect([...(s.decks.II ?? []), ...packet].sort()).toEqual(DECKS.II.map((c) => c.id).sort());
    expect([...(s.decks.III ?? [])].sort()).toEqual(DECKS.III.map((c) => c.id).sort());
    expect([...(s.decks.IV ?? [])].sort()).toEqual(DECKS.IV.map((c) => c.id).sort());
    const orders = new Set(['a', 'b', 'c', 'd'].map((seed) => setup(4, seed).decks.III?.join()));
    expect(orders.size).toBe(4);
  });

  it('3–4 players: influence cards 3, 6, 10, 14 sit right after building cards 3, 6, 10 and 14 of deck I', () => {
    for (const seats of [3, 4]) {
      const deck = setup(seats).decks.I ?? [];
      expect(deck).toHaveLength(18);
      expect([3, 7, 12, 17].map((i) => deck[i])).toEqual(['INF3', 'INF6', 'INF10', 'INF14']);
      expect(deck.filter((e) => e.startsWith('INF'))).toHaveLength(4);
    }
  });

  it('2 players: influence cards 4, 8, 14 after building cards 4, 8 and 14', () => {
    const deck = setup(2).decks.I ?? [];
    expect(deck).toHaveLength(17);
    expect([4, 9, 16].map((i) => deck[i])).toEqual(['INF4', 'INF8', 'INF14']);
  });

  it('every player starts with 5 coins, no influence, the starting house and farm side by side', () => {
    for (const p of setup(4).players) {
      expect(p.coins).toBe(5);
      expect(p.influence).toBe(0);
      expect(p.city).toEqual([
        { row: 3, col: 2, card: `S-${p.colour}-H`, pointTokens: 0, brickToken: false },
        { row: 3, col: 3, card: `S-${p.colour}-V`, pointTokens: 0, brickToken: false },
      ]);
    }
  });

  it('colours: purple, orange, white, brown by seat; 2 players play white and brown with 2 emissaries each', () => {
    expect(setup(4).players.map((p) => p.colour)).toEqual(['purple', 'orange', 'white', 'brown']);
    const two = setup(2);
    expect(two.players.map((p) => p.colour)).toEqual(['white', 'brown']);
    expect(two.players.map((p) => p.emissaryHomes.length)).toEqual([2, 2]);
    expect(setup(3).players.map((p) => p.emissaryHomes.length)).toEqual([1, 1, 1]);
  });

  it('rounds: 14 with 3–4 players, 7 with 2', () => {
    expect([2, 3, 4].map((n) => setup(n).rounds)).toEqual([7, 14, 14]);
  });

  it('the start player is drawn with the seeded PRNG: the same seed gives the same one, seeds vary it', () => {
    expect(setup(4, 'x').startPlayer).toBe(setup(4, 'x').startPlayer);
    const starts = new Set(Array.from({ length: 40 }, (_, i) => setup(4, `start${i}`).startPlayer));
    expect(starts).toEqual(new Set([0, 1, 2, 3]));
  });

  it('the six strips are stacked in a random order and orientation', () => {
    const stacks = Array.from({ length: 30 }, (_, i) => setup(3, `strip${i}`));
    for (const s of stacks) expect(s.strips.map((x) => x.id).sort()).toEqual(['S1', 'S2', 'S3', 'S4', 'S5', 'S6']);
    expect(new Set(stacks.map((s) => s.strips.map((x) => x.id).join())).size).toBeGreaterThan(20);
    expect(new Set(stacks.flatMap((s) => s.strips.map((x) => x.flipped)))).toEqual(new Set([true, false]));
  });

  it('the Shrine option deals each player their shrine as an extra hand card', () => {
    expect(engine.options).toEqual([expect.objectContaining({ id: 'shrine', kind: 'boolean', default: false })]);
    const s = setup(4, 'sh', true);
    for (const p of s.players) expect(p.hand).toContain(`SH-${p.colour}`);
    for (const p of setup(4, 'sh', false).players) expect(p.hand.some((c) => c.startsWith('SH-'))).toBe(false);
  });

  it('"right of" a seat is its counter-clockwise neighbour', () => {
    expect(rightOf(0, 4)).toBe(3);
    expect(rightOf(2, 4)).toBe(1);
    expect(rightOf(0, 2)).toBe(1);
    expect(leftOf(3, 4)).toBe(0);
  });
});
