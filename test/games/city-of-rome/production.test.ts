import { describe, expect, it } from 'vitest';
import { cell, engine, optionIds, play, startCity, turnState } from './helpers';
import { productionYield } from '../../../src/games/city-of-rome/economy';

describe('production: every production building fires once', () => {
  const city = [
    ...startCity(),
    cell(2, 2, 'II-01'), // vegetable
    cell(2, 3, 'II-02'), // grain
    cell(3, 4, 'II-03'), // sheep
    cell(3, 1, 'I-01'), // vineyard
  ];

  it('vegetable +1 coin, grain +1 brick token, sheep +1 influence, vineyard +1 coin and +1 token', () => {
    const { state, seat } = turnState({ city, hand: [], coins: 0, freeCogs: 2 });
    const after = play(state, seat, { type: 'produce' });
    const p = after.players[seat];
    expect(p.coins).toBe(3); // starting farm, vegetable farm, vineyard
    expect(p.influence).toBe(1);
    expect(p.city.filter((c) => c.brickToken).map((c) => c.card).sort()).toEqual(['I-01', 'II-02']);
  });

  it('never more than one brick token per grain farm or vineyard', () => {
    const full = city.map((c) => (c.card === 'II-02' || c.card === 'I-01' ? { ...c, brickToken: true } : c));
    const { state, seat } = turnState({ city: full, hand: [], coins: 0, freeCogs: 2 });
    const after = play(state, seat, { type: 'produce' });
    expect(after.players[seat].city.filter((c) => c.brickToken)).toHaveLength(2);
  });

  it('produce once per turn', () => {
    const { state, seat } = turnState({ city, hand: ['II-04'], coins: 0, freeCogs: 2 });
    const after = play(state, seat, { type: 'produce' });
    expect(engine.prompt(after, seat, [])).toMatchObject({ prompt: { options: [{ id: 'build' }, { id: 'end' }] } });
    expect(() => play(after, seat, { type: 'produce' })).toThrow('cor.error.alreadyProduced');
  });

  it('build and produce in either order; a token produced this turn pays for a later build', () => {
    const { state, seat } = turnState({ city: [...startCity(), cell(2, 3, 'II-02')], hand: ['II-14'], coins: 0, freeBricks: 2, freeCogs: 2 });
    // Market costs 3: 2 free bricks and no coins are not enough, so building is not offered yet.
    expect(optionIds(state, seat)).toEqual(['prod', 'end']);
    const produced = play(state, seat, { type: 'produce' });
    const built = play(produced, seat, { type: 'build', card: 'II-14', row: 2, col: 2 });
    const p = built.players[seat];
    expect(p.city.some((c) => c.brickToken)).toBe(false);
    expect(p.city.some((c) => c.card === 'II-14')).toBe(true);
  });

  it('brick tokens stay on their cards into later rounds', () => {
    let { state, seat } = turnState({ city: [...startCity(), cell(2, 3, 'II-02')], hand: [], coins: 0, freeCogs: 2 });
    state = play(state, seat, { type: 'produce' });
    while (state.round === 1) {
      const [next] = engine.awaiting(state);
      const result = engine.prompt(state, next, []);
      if (!('prompt' in result)) throw new Error('expected a prompt');
      const end = result.prompt.options.find((o) => o.id === 'end');
      const id = end ? 'end' : result.prompt.options[0].id;
      const move = engine.prompt(state, next, [id]);
      if (!('move' in move)) throw new Error('expected a move');
      state = play(state, next, move.move);
    }
    expect(state.players[seat].city.find((c) => c.card === 'II-02')?.brickToken).toBe(true);
  });
});

describe('what each production building yields', () => {
  it('vegetable 1 coin, grain a brick token, sheep 1 influence, vineyard a coin and a token; a token already there is not new', () => {
    const player = (city: ReturnType<typeof cell>[]) => ({ ...turnState().state.players[0], city });
    expect(productionYield(player([cell(0, 0, 'II-01')]))).toEqual({ coins: 1, influence: 0, newTokens: 0 });
    expect(productionYield(player([cell(0, 0, 'II-02')]))).toEqual({ coins: 0, influence: 0, newTokens: 1 });
    expect(productionYield(player([cell(0, 0, 'II-03')]))).toEqual({ coins: 0, influence: 1, newTokens: 0 });
    expect(productionYield(player([cell(0, 0, 'I-01')]))).toEqual({ coins: 1, influence: 0, newTokens: 1 });
    expect(productionYield(player([cell(0, 0, 'I-01', { brickToken: true })]))).toEqual({ coins: 1, influence: 0, newTokens: 0 });
  });
});
