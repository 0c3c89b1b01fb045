import { describe, expect, it } from 'vitest';
import { buildPayment, produceCost, produceOffered } from '../../../src/games/city-of-rome/economy';
import type { PlayerState } from '../../../src/games/city-of-rome/types';
import { cell, optionIds, play, startCity, turnState } from './helpers';

const playerWith = (coins: number, tokens: number): PlayerState => ({
  seat: 0,
  colour: 'white',
  coins,
  influence: 0,
  influenceCards: [],
  hand: [],
  known: [],
  city: [...startCity(), ...Array.from({ length: tokens }, (_, i) => cell(2, 2 + i, 'II-02', { brickToken: true }))],
  emissaryHomes: [null],
});

describe('free and bought points (seed "Zusätzliche Aktionspunkte kaufen"; facts.md 5.1)', () => {
  it('missing bricks cost 2 coins each', () => {
    expect(buildPayment(playerWith(5, 0), 3, 1)).toEqual({ tokens: 0, coins: 4 });
    expect(buildPayment(playerWith(3, 0), 3, 1)).toBeNull();
  });

  it('brick tokens are used before coins, and never more than missing', () => {
    expect(buildPayment(playerWith(5, 1), 3, 1)).toEqual({ tokens: 1, coins: 2 });
    expect(buildPayment(playerWith(0, 2), 3, 1)).toEqual({ tokens: 2, coins: 0 });
    expect(buildPayment(playerWith(0, 2), 2, 3)).toEqual({ tokens: 0, coins: 0 });
  });

  it('missing cogs cost 1 coin each', () => {
    expect([0, 1, 2, 3].map(produceCost)).toEqual([2, 1, 0, 0]);
  });

  it('building pays automatically: coins and tokens leave, unused free bricks are lost', () => {
    const { state, seat } = turnState({
      city: [...startCity(), cell(2, 2, 'II-02', { brickToken: true })],
      hand: ['II-14'],
      coins: 5,
      freeBricks: 1,
    });
    const after = play(state, seat, { type: 'build', card: 'II-14', row: 4, col: 2 });
    const p = after.players[seat];
    // Market cost 3: 1 free + 1 token + 1 bought (2 coins); then the market pays 1 coin per neighbour (1).
    expect(p.city.find((c) => c.card === 'II-02')?.brickToken).toBe(false);
    expect(p.coins).toBe(5 - 2 + 1);
  });

  it('a card the player cannot pay for is not offered and is refused', () => {
    const { state, seat } = turnState({ hand: ['II-14', 'II-04'], coins: 1, freeBricks: 1 });
    expect(optionIds(state, seat, ['build'])).toEqual(['II-04']);
    expect(() => play(state, seat, { type: 'build', card: 'II-14', row: 4, col: 2 })).toThrow('cor.error.cannotAfford');
  });

  it("a market's own coins cannot pay for building it (facts.md A7)", () => {
    // Needs 1 bought brick (2 coins) but holds 1 coin; the market would pay 1 coin for the house next to it.
    const { state, seat } = turnState({ hand: ['II-14'], coins: 1, freeBricks: 2, freeCogs: 0 });
    expect(optionIds(state, seat)).not.toContain('build');
    expect(() => play(state, seat, { type: 'build', card: 'II-14', row: 2, col: 2 })).toThrow('cor.error.cannotAfford');
  });

  it('coins are never negative after buying', () => {
    const { state, seat } = turnState({ hand: ['II-14'], coins: 4, freeBricks: 1 });
    const after = play(state, seat, { type: 'build', card: 'II-14', row: 2, col: 2 });
    expect(after.players[seat].coins).toBe(0 + 1);
  });
});

describe('production is offered only when it can make sense (Yucata; facts.md 5.2)', () => {
  it('free with 2 cogs, even without any gain', () => {
    const p = playerWith(0, 0);
    p.city = [cell(3, 2, 'S-white-H')];
    expect(produceOffered(p, 2)).toBe(true);
  });

  it('with a sheep farm (influence), even when paying', () => {
    const p = playerWith(2, 0);
    p.city = [cell(3, 2, 'S-white-H'), cell(3, 3, 'II-03')];
    expect(produceOffered(p, 0)).toBe(true);
  });

  it('when coins + 2 × new brick tokens exceed the coins paid', () => {
    const p = playerWith(2, 0);
    expect(produceOffered(p, 1)).toBe(false); // 1 coin out for 1 coin in
    expect(produceOffered(p, 0)).toBe(false);
    p.city.push(cell(2, 2, 'II-02'));
    expect(produceOffered(p, 0)).toBe(true); // 1 coin + 2 for a new token > 2
    p.city[2].brickToken = true;
    expect(produceOffered(p, 0)).toBe(false); // the grain farm already holds its token
  });

  it('not when the missing cogs cannot be paid', () => {
    const p = playerWith(0, 0);
    p.city.push(cell(2, 2, 'II-03'));
    expect(produceOffered(p, 1)).toBe(false);
    p.coins = 1;
    expect(produceOffered(p, 1)).toBe(true);
  });

  it('the prompt follows: produce appears only when offered, and apply refuses it otherwise', () => {
    const { state, seat } = turnState({ city: startCity(), hand: [], coins: 5, freeCogs: 1 });
    expect(optionIds(state, seat)).not.toContain('prod');
    expect(() => play(state, seat, { type: 'produce' })).toThrow('cor.error.produceSenseless');
    const free = turnState({ city: startCity(), hand: ['II-04'], coins: 5, freeCogs: 2 });
    expect(optionIds(free.state, free.seat)).toContain('prod');
  });

  it('producing buys the missing cogs automatically', () => {
    const { state, seat } = turnState({ city: [...startCity(), cell(2, 2, 'II-03')], hand: ['II-04'], coins: 3, freeCogs: 0 });
    const after = play(state, seat, { type: 'produce' });
    expect(after.players[seat].coins).toBe(3 - 2 + 1);
    expect(after.players[seat].influence).toBe(1);
  });
});
