import { describe, expect, it } from 'vitest';
import { card } from '../../../src/games/city-of-rome/cards';
import { buildTargets } from '../../../src/games/city-of-rome/city';
import { buildableCards } from '../../../src/games/city-of-rome/legal';
import { cell, engine, play, startCity, turnState } from './helpers';

const targets = (city: ReturnType<typeof startCity>, id: string) =>
  buildTargets(city, card(id)).map((t) => `${t.row},${t.col}${t.overbuild ? '!' : ''}`);

describe('build: adjacency and the 4×4 limit', () => {
  it('a new card must share an edge with the city (no diagonals, no gaps)', () => {
    expect(targets(startCity(), 'II-04')).toEqual(['2,2', '2,3', '3,1', '3,4', '4,2', '4,3']);
  });

  it('the city never exceeds 4 columns or 4 rows', () => {
    const row = [cell(3, 1, 'II-04'), ...startCity(), cell(3, 4, 'II-05')];
    expect(targets(row, 'II-06')).not.toContain('3,0');
    expect(targets(row, 'II-06')).not.toContain('3,5');
    const column = [cell(0, 2, 'II-04'), cell(1, 2, 'II-05'), cell(2, 2, 'II-06'), ...startCity()];
    expect(targets(column, 'II-07')).not.toContain('4,2');
    expect(targets(column, 'II-07')).toContain('2,1');
  });

  it('a full 4×4 city offers no cell (except for aqueducts over cards)', () => {
    const full = Array.from({ length: 16 }, (_, i) => cell(i >> 2, i % 4, i === 0 ? 'II-18' : 'II-04'));
    expect(targets(full, 'II-09')).toEqual([]);
    expect(targets(full, 'II-19').every((t) => t.endsWith('!'))).toBe(true);
  });

  it('apply refuses an illegal cell and an occupied one', () => {
    const { state, seat } = turnState({ hand: ['II-04'], freeBricks: 3 });
    expect(() => play(state, seat, { type: 'build', card: 'II-04', row: 1, col: 2 })).toThrow('cor.error.illegalCell');
    expect(() => play(state, seat, { type: 'build', card: 'II-04', row: 3, col: 3 })).toThrow('cor.error.illegalCell');
  });

  it('only cards in hand can be built, and only once per turn', () => {
    const { state, seat } = turnState({ hand: ['II-04', 'II-05'], freeBricks: 3 });
    expect(() => play(state, seat, { type: 'build', card: 'II-06', row: 2, col: 2 })).toThrow('cor.error.notInHand');
    const after = play(state, seat, { type: 'build', card: 'II-04', row: 2, col: 2 });
    expect(after.players[seat].hand).toEqual(['II-05']);
    expect(after.players[seat].city).toContainEqual(cell(2, 2, 'II-04'));
  });

  it('the cell prompt offers exactly the legal cells, as r{row}c{col} ids, highlighted', () => {
    const { state, seat } = turnState({ hand: ['II-04'], freeBricks: 3 });
    const result = engine.prompt(state, seat, ['build', 'II-04']);
    if (!('prompt' in result)) throw new Error('expected a prompt');
    const ids = result.prompt.options.map((o) => o.id);
    expect(result.prompt.kind).toBe('cell');
    expect(ids).toEqual(['r2c2', 'r2c3', 'r3c1', 'r3c4', 'r4c2', 'r4c3']);
    expect(result.prompt.highlight).toEqual(ids);
  });
});

describe('build: aqueducts', () => {
  it('at most one aqueduct per row and per column', () => {
    const city = [...startCity(), cell(2, 2, 'II-18')];
    const t = targets(city, 'II-19');
    expect(t).not.toContain('1,2');
    expect(t).not.toContain('2,1');
    expect(t).not.toContain('2,3');
    expect(t).toContain('3,4');
  });

  it('may replace an own card, keeping the row/column rule', () => {
    const city = [...startCity(), cell(2, 2, 'II-18')];
    const t = targets(city, 'II-19');
    expect(t).toContain('3,3!');
    expect(t).not.toContain('3,2!'); // same column as the aqueduct at (2,2)
  });

  it('may replace an aqueduct (the replaced one does not count for the rule)', () => {
    const city = [...startCity(), cell(2, 2, 'II-18')];
    expect(targets(city, 'I-09')).toContain('2,2!');
  });

  it('four aqueducts in distinct rows and columns leave no place for a fifth: only swapping one remains', () => {
    const city = [
      cell(0, 0, 'II-18'),
      cell(1, 1, 'II-19'),
      cell(2, 2, 'II-20'),
      cell(3, 3, 'II-21'),
      cell(0, 1, 'II-04'),
      cell(1, 2, 'II-05'),
      cell(2, 3, 'II-06'),
      cell(1, 0, 'II-07'),
      cell(2, 1, 'II-08'),
      cell(3, 2, 'S-white-H'),
    ];
    expect(targets(city, 'III-15')).toEqual(['0,0!', '1,1!', '2,2!', '3,3!']);
  });

  it('overbuilding boxes the replaced card; tokens on it return to the supply (facts.md A2)', () => {
    const { state, seat } = turnState({
      city: [...startCity(), cell(2, 3, 'II-17', { pointTokens: 2 })],
      hand: ['II-18'],
      freeBricks: 1,
    });
    const after = play(state, seat, { type: 'build', card: 'II-18', row: 2, col: 3 });
    const p = after.players[seat];
    expect(p.city).toContainEqual(cell(2, 3, 'II-18'));
    expect(p.city.some((c) => c.card === 'II-17')).toBe(false);
    expect(after.boxed).toEqual(['II-17']);
    expect(p.city).toHaveLength(3);
  });

  it('a brick token on the replaced card is spent first when it is needed (our reading)', () => {
    const { state, seat } = turnState({
      city: [...startCity(), cell(2, 2, 'II-02', { brickToken: true }), cell(2, 3, 'III-02', { brickToken: true })],
      hand: ['II-18'],
      freeBricks: 0,
      coins: 0,
    });
    const after = play(state, seat, { type: 'build', card: 'II-18', row: 2, col: 3 });
    expect(after.players[seat].city.find((c) => c.card === 'II-02')?.brickToken).toBe(true);
  });

  it('may replace the card an own emissary stands on (2p, facts.md A1): the emissary is display only', () => {
    const { state, seat } = turnState({ seats: 2, city: [...startCity(), cell(2, 2, 'II-04')], hand: ['II-18'], freeBricks: 1 });
    state.players[seat].emissaryHomes = [{ row: 2, col: 2 }, null];
    const after = play(state, seat, { type: 'build', card: 'II-18', row: 2, col: 2 });
    expect(after.players[seat].city).toContainEqual(cell(2, 2, 'II-18'));
    expect(after.boxed).toEqual(['II-04']);
  });

  it('the prompt marks replacing cells with a distinct label', () => {
    const { state, seat } = turnState({ hand: ['II-18'], freeBricks: 1 });
    const result = engine.prompt(state, seat, ['build', 'II-18']);
    if (!('prompt' in result)) throw new Error('expected a prompt');
    const over = result.prompt.options.find((o) => o.id === 'r3c2');
    const free = result.prompt.options.find((o) => o.id === 'r2c2');
    expect(over?.label.key).toBe('cor.prompt.overbuild');
    expect(over?.tone).toBe('danger');
    expect(free?.label.key).toBe('cor.prompt.cell');
  });
});

describe('build: stars', () => {
  it('a starred card gives one influence token per star at once', () => {
    for (const [id, stars, row, col] of [
      ['I-11', 3, 2, 2],
      ['I-13', 2, 2, 2],
      ['I-02', 1, 2, 2],
      ['I-09', 1, 2, 2],
      ['II-04', 0, 2, 2],
    ] as const) {
      const { state, seat } = turnState({ hand: [id], freeBricks: 3, influence: 1 });
      const after = play(state, seat, { type: 'build', card: id, row, col });
      expect(after.players[seat].influence).toBe(1 + stars);
    }
  });
});

describe('which hand cards the build menu offers', () => {
  it('in a full 4×4 city only an aqueduct (over a card) can be built, whatever order the hand is in', () => {
    const full = Array.from({ length: 16 }, (_, i) => cell(i >> 2, i % 4, i === 0 ? 'II-18' : 'II-04'));
    for (const hand of [['II-09', 'II-19'], ['II-19', 'II-09']]) {
      const { state, seat } = turnState({ city: full, hand, freeBricks: 9, coins: 20 });
      expect(buildableCards(state, state.players[seat])).toEqual(['II-19']);
    }
  });
});
