/** apply refuses moves that do not fit the phase, the turn or the pending school draw, with the exact reason. */
import { describe, expect, it } from 'vitest';
import { produceOffered } from '../../../src/games/city-of-rome/economy';
import { influenceScoring } from '../../../src/games/city-of-rome/flow';
import { seatText, tx } from '../../../src/i18n';
import { advance, cell, engine, play, startCity, turnState } from './helpers';

describe('moves out of their phase', () => {
  it('in the draft: no placing, taking, building or ending', () => {
    const s = engine.setup({}, 3, 'refuse-draft');
    const [seat] = engine.awaiting(s);
    expect(s.phase).toBe('draft');
    expect(() => play(s, seat, { type: 'place', field: 1 })).toThrow('error.unknownMove');
    expect(() => play(s, seat, { type: 'take', card: 'I-01' })).toThrow('error.unknownMove');
    expect(() => play(s, seat, { type: 'end' })).toThrow('error.unknownMove');
    expect(() => play(s, seat, { type: 'produce' })).toThrow('error.unknownMove');
  });

  it('while emissaries are placed: no drafting and no taking', () => {
    const s = advance(engine.setup({}, 3, 'refuse-place'), (x) => x.phase === 'place');
    const [seat] = engine.awaiting(s);
    expect(() => play(s, seat, { type: 'draft', card: s.offer[0] })).toThrow('error.unknownMove');
    expect(() => play(s, seat, { type: 'take', card: s.offer[0] })).toThrow('error.unknownMove');
    expect(() => play(s, seat, { type: 'school', keep: 'II-04', under: [] })).toThrow('error.unknownMove');
  });

  it('in an action turn: no placing, and only a card of the offer can be taken', () => {
    const { state, seat } = turnState({ tookCard: false });
    expect(() => play(state, seat, { type: 'place', field: 1 })).toThrow('error.unknownMove');
    expect(() => play(state, seat, { type: 'take', card: 'IV-99' })).toThrow('cor.error.notInOffer');
  });
});

describe('a pending school draw', () => {
  function schoolPending() {
    const { state, seat } = turnState({ hand: [] });
    state.school = { seat, deck: 'II', drawn: ['II-04', 'II-05'] };
    return { state, seat };
  }

  it('blocks every other move of the player until a card is kept', () => {
    const { state, seat } = schoolPending();
    expect(() => play(state, seat, { type: 'end' })).toThrow('error.unknownMove');
    expect(() => play(state, seat, { type: 'produce' })).toThrow('error.unknownMove');
    expect(() => play(state, seat, { type: 'take', card: state.offer[0] ?? 'I-01' })).toThrow('error.unknownMove');
  });

  it('keeps one drawn card; the rest go under the deck, exactly the drawn ones', () => {
    const { state, seat } = schoolPending();
    expect(() => play(state, seat, { type: 'school', keep: 'II-06', under: ['II-04'] })).toThrow('cor.error.notDrawn');
    expect(() => play(state, seat, { type: 'school', keep: 'II-04', under: [] })).toThrow('cor.error.notDrawn');
    expect(() => play(state, seat, { type: 'school', keep: 'II-04', under: ['II-06'] })).toThrow('cor.error.notDrawn');
    const after = play(state, seat, { type: 'school', keep: 'II-04', under: ['II-05'] });
    expect(after.players[seat].hand).toEqual(['II-04']);
    expect(after.decks.II?.at(-1)).toBe('II-05');
    expect(after.school).toBeNull();
  });

  it('the cards put back may come in any order', () => {
    const { state, seat } = turnState({ hand: [] });
    state.school = { seat, deck: 'II', drawn: ['II-05', 'II-04', 'II-06'] };
    const after = play(state, seat, { type: 'school', keep: 'II-06', under: ['II-04', 'II-05'] });
    expect(after.decks.II?.slice(-2)).toEqual(['II-04', 'II-05']);
  });

  it('a school move without a pending draw is unknown', () => {
    const { state, seat } = turnState({ hand: [] });
    expect(() => play(state, seat, { type: 'school', keep: 'II-04', under: [] })).toThrow('error.unknownMove');
  });
});

describe('cards known to the others', () => {
  it('building a card nobody saw leaves the list of known cards alone', () => {
    const { state, seat } = turnState({ hand: ['II-04', 'II-05'], freeBricks: 3 });
    state.players[seat].known = ['II-05'];
    const after = play(state, seat, { type: 'build', card: 'II-04', row: 2, col: 2 });
    expect(after.players[seat].known).toEqual(['II-05']);
    const known = play(state, seat, { type: 'build', card: 'II-05', row: 2, col: 2 });
    expect(known.players[seat].known).toEqual([]);
  });
});

describe('brick tokens', () => {
  it('paying with tokens takes them in board order (row, then column)', () => {
    const city = [cell(2, 3, 'II-02', { brickToken: true }), ...startCity(), cell(2, 2, 'II-02', { brickToken: true })];
    const { state, seat } = turnState({ city, hand: ['II-04'], freeBricks: 0, coins: 0 });
    // II-04 costs 1 brick: the token at r2c2 goes first.
    const after = play(state, seat, { type: 'build', card: 'II-04', row: 3, col: 1 });
    const tokens = after.players[seat].city.filter((c) => c.brickToken).map((c) => `${c.row},${c.col}`);
    expect(tokens).toEqual(['2,3']);
  });
});

describe('production yield decides whether producing is offered', () => {
  it('a vineyard gives a coin and a brick token, so paying 2 coins for cogs is worth it; with its token already there it is not', () => {
    const player = { ...turnState().state.players[0], coins: 2, city: [cell(3, 2, 'I-01')] };
    expect(produceOffered(player, 0)).toBe(true);
    expect(produceOffered({ ...player, city: [cell(3, 2, 'I-01', { brickToken: true })] }, 0)).toBe(false);
  });
});

describe('the influence log', () => {
  it('won, tied and lost cards are logged with the cards, the winner and the tokens returned', () => {
    const s = structuredClone(engine.setup({}, 3, 'inf-log'));
    s.players.forEach((p, seat) => (p.influence = [2, 5, 4][seat]));
    s.influenceDisplay = [3, 6];
    influenceScoring(s, false);
    expect(s.events).toEqual([tx('cor.event.influenceWon', { player: seatText(1), cards: '3, 6', tokens: 5 })]);
    const tie = structuredClone(engine.setup({}, 3, 'inf-log'));
    tie.players.forEach((p) => (p.influence = 2));
    tie.influenceDisplay = [10];
    influenceScoring(tie, false);
    expect(tie.events).toEqual([tx('cor.event.influenceTie', { cards: '10' })]);
    influenceScoring(tie, true);
    expect(tie.events.at(-1)).toEqual(tx('cor.event.influenceLost', { cards: '10' }));
  });
});
