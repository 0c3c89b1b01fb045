/**
 * The choice tree, step by step: which options each step offers (with the numbers they show: card costs, what a build
 * costs now, free points per field, cards left in a deck), and that a path the tree did not offer is refused with
 * `error.invalidPath` instead of becoming a move. Card costs are the seed's (house value − 1, production 2, public 3,
 * aqueduct 1, deck I temples 2); strip faces are facts.md 1.4.
 */
import { describe, expect, it } from 'vitest';
import type { PromptResult, Seat } from '../../../src/engine/types';
import type { CorMove } from '../../../src/games/city-of-rome/moves';
import type { CorState } from '../../../src/games/city-of-rome/types';
import { advance, cell, engine, optionIds, play, startCity, turnState } from './helpers';

const card = (id: string) => ({ key: `cor.card.${id}` });
const effect = (name: string) => ({ key: `cor.effect.${name}` });
/** How a card is offered in the draft, the offer and a school draw: its name, cost and effect. */
const cardOption = (id: string, cost: number, effectName: string) => ({
  id,
  label: card(id),
  hint: { key: 'cor.hint.card', params: { cost, effect: effect(effectName) } },
});

function refuses(state: CorState, seat: Seat, path: string[]): void {
  expect(() => engine.prompt(state, seat, path), `path [${path.join(',')}]`).toThrow('error.invalidPath');
}

function promptAt(state: CorState, seat: Seat, path: string[] = []): PromptResult<CorMove> {
  return engine.prompt(state, seat, path);
}

describe('draft: a card of the packet', () => {
  const state = engine.setup({ shrine: false }, 3, 'turn');
  const [seat] = engine.awaiting(state);

  it('offers the packet with each card cost and effect', () => {
    expect(state.phase).toBe('draft');
    expect(promptAt(state, seat)).toEqual({
      prompt: {
        kind: 'card',
        title: { key: 'cor.prompt.draft' },
        options: [cardOption('II-12', 3, 'house'), cardOption('II-01', 2, 'vegetable'), cardOption('II-09', 2, 'house')],
      },
    });
  });

  it('a packet card is the move; any other card or a longer path is refused', () => {
    expect(promptAt(state, seat, ['II-01'])).toEqual({ move: { type: 'draft', card: 'II-01' } });
    refuses(state, seat, ['II-05']);
    refuses(state, seat, ['II-12', 'II-01']);
  });
});

describe('placement: a free field of the round strip', () => {
  const state = advance(engine.setup({ shrine: false }, 3, 'turn'), (s) => s.phase === 'place');
  const [seat] = engine.awaiting(state);
  const field = (n: number, bricks: number, cogs: number) => ({
    id: `f${n}`,
    label: { key: 'cor.prompt.fieldOption', params: { field: n } },
    hint: { key: 'cor.hint.field', params: { bricks, cogs } },
  });

  it('offers fields 1–5 with the free bricks and cogs of fields 1..k (face B B G B G: 1,0 2,0 2,1 3,1 3,2)', () => {
    expect(state.strips[0]).toEqual({ id: 'S2', flipped: false });
    expect(promptAt(state, seat)).toEqual({
      prompt: {
        kind: 'choice',
        title: { key: 'cor.prompt.place' },
        options: [field(1, 1, 0), field(2, 2, 0), field(3, 2, 1), field(4, 3, 1), field(5, 3, 2)],
      },
    });
  });

  it('an offered field is the move (f3 → field 3); other ids, a taken field and longer paths are refused', () => {
    expect(promptAt(state, seat, ['f3'])).toEqual({ move: { type: 'place', field: 3 } });
    refuses(state, seat, ['f6']);
    refuses(state, seat, ['f0']);
    refuses(state, seat, ['f3', 'f4']);
    const after = play(state, seat, { type: 'place', field: 3 });
    const [next] = engine.awaiting(after);
    expect(optionIds(after, next)).toEqual(['f1', 'f2', 'f4', 'f5']);
    refuses(after, next, ['f3']);
  });
});

describe('action turn: first a card of the offer', () => {
  const { state, seat } = turnState({ tookCard: false });

  it('offers the round offer with each card cost and effect', () => {
    expect(promptAt(state, seat)).toEqual({
      prompt: {
        kind: 'card',
        title: { key: 'cor.prompt.take' },
        options: [cardOption('I-10', 2, 'luna'), cardOption('II-16', 3, 'school'), cardOption('III-14', 3, 'baths')],
      },
    });
  });

  it('an offered card is the move; a card not in the offer or a longer path is refused', () => {
    expect(promptAt(state, seat, ['II-16'])).toEqual({ move: { type: 'take', card: 'II-16' } });
    refuses(state, seat, ['II-05']);
    refuses(state, seat, ['II-16', 'I-10']);
    refuses(state, seat, ['end']);
  });
});

describe('action turn after the card: build, produce, end', () => {
  /** A sheep farm makes producing worth its 1 coin (influence), so all three actions are offered. */
  const withProduce = turnState({ city: [...startCity(), cell(2, 2, 'II-03')], hand: ['II-04'], coins: 3, freeBricks: 2, freeCogs: 1 });

  it('offers build (free bricks), produce (coins for the missing cogs) and end', () => {
    expect(promptAt(withProduce.state, withProduce.seat)).toEqual({
      prompt: {
        kind: 'choice',
        title: { key: 'cor.prompt.action' },
        options: [
          { id: 'build', label: { key: 'cor.prompt.build' }, hint: { key: 'cor.hint.free', params: { bricks: 2 } }, tone: 'primary' },
          { id: 'prod', label: { key: 'cor.prompt.produce' }, hint: { key: 'cor.hint.produceCost', params: { coins: 1 } } },
          { id: 'end', label: { key: 'cor.prompt.end' }, tone: 'danger' },
        ],
      },
    });
  });

  it('prod and end are moves of their own; with extra steps they are refused', () => {
    const { state, seat } = withProduce;
    expect(promptAt(state, seat, ['prod'])).toEqual({ move: { type: 'produce' } });
    expect(promptAt(state, seat, ['end'])).toEqual({ move: { type: 'end' } });
    refuses(state, seat, ['prod', 'end']);
    refuses(state, seat, ['end', 'end']);
    refuses(state, seat, ['nothing']);
  });

  it('without a card to build and nothing worth producing only end is offered; build and prod are refused', () => {
    const { state, seat } = turnState({ hand: [], coins: 0, freeBricks: 0, freeCogs: 0 });
    expect(optionIds(state, seat)).toEqual(['end']);
    refuses(state, seat, ['build']);
    refuses(state, seat, ['prod']);
    expect(promptAt(state, seat, ['end'])).toEqual({ move: { type: 'end' } });
  });
});

describe('build: a hand card, then a cell, then (school) a deck', () => {
  it('offers the affordable hand cards with what building each costs now: brick tokens first, then 2 coins a brick', () => {
    // 1 free brick; a grain farm holding a brick token; 4 coins. House 4 (cost 3): 1 token + 1 brick for 2 coins.
    // House 2 (cost 1): free. Mars (cost 2): 1 token. Arena (cost 3) too: 1 token + 2 coins. House 4 needs 2 coins.
    const city = [...startCity(), cell(2, 2, 'II-02', { brickToken: true })];
    const { state, seat } = turnState({ city, hand: ['II-12', 'II-04', 'I-11'], coins: 2, freeBricks: 1 });
    const pay = (coins: number, tokens: number) => ({ key: 'cor.hint.pay', params: { coins, tokens } });
    const option = (id: string, effectName: string, coins: number, tokens: number) => ({
      id,
      label: card(id),
      hint: { key: 'cor.hint.buildCard', params: { effect: effect(effectName), pay: pay(coins, tokens) } },
    });
    expect(promptAt(state, seat, ['build'])).toEqual({
      prompt: {
        kind: 'card',
        title: { key: 'cor.prompt.buildCard' },
        options: [option('II-12', 'house', 2, 1), option('II-04', 'house', 0, 0), option('I-11', 'mars', 0, 1)],
      },
    });
  });

  it('a hand card that cannot be paid is not offered, and its cells cannot be asked for', () => {
    const { state, seat } = turnState({ hand: ['II-04', 'I-11'], coins: 1, freeBricks: 1 });
    expect(optionIds(state, seat, ['build'])).toEqual(['II-04']);
    refuses(state, seat, ['build', 'I-11']);
    refuses(state, seat, ['build', 'II-05']);
  });

  it('cells are labelled by column letter and row number, grouped by row; an aqueduct over a card names that card', () => {
    // Aqueduct II-18 in hand, a house II-05 at r2c2 above the start house: the aqueduct may go over a card.
    const city = [...startCity(), cell(2, 2, 'II-05')];
    const { state, seat } = turnState({ city, hand: ['II-18'], freeBricks: 1 });
    const result = promptAt(state, seat, ['build', 'II-18']);
    if (!('prompt' in result)) throw new Error('expected a prompt');
    expect(result.prompt.kind).toBe('cell');
    expect(result.prompt.title).toEqual({ key: 'cor.prompt.buildCell', params: { card: card('II-18') } });
    const over = result.prompt.options.find((o) => o.id === 'r2c2');
    expect(over).toEqual({
      id: 'r2c2',
      label: { key: 'cor.prompt.overbuild', params: { cell: 'C3', card: card('II-05') } },
      group: '3',
      tone: 'danger',
    });
    expect(result.prompt.options.find((o) => o.id === 'r3c3')?.label).toEqual({
      key: 'cor.prompt.overbuild',
      params: { cell: 'D4', card: card('S-white-V') },
    });
    expect(result.prompt.options.find((o) => o.id === 'r1c2')).toEqual({
      id: 'r1c2',
      label: { key: 'cor.prompt.cell', params: { cell: 'C2' } },
      group: '2',
    });
  });

  it('an aqueduct and another card asked of the same state get their own cells (over cards only for the aqueduct)', () => {
    const city = [...startCity(), cell(2, 2, 'II-05')];
    const { state, seat } = turnState({ city, hand: ['II-04', 'II-18'], freeBricks: 1 });
    const houseCells = optionIds(state, seat, ['build', 'II-04']);
    const aqueductCells = optionIds(state, seat, ['build', 'II-18']);
    expect(houseCells).toEqual(['r1c2', 'r2c1', 'r2c3', 'r3c1', 'r3c4', 'r4c2', 'r4c3']);
    expect(aqueductCells).toContain('r2c2');
    expect(aqueductCells).toContain('r3c2');
    expect(optionIds(state, seat, ['build', 'II-04'])).toEqual(houseCells);
  });

  it('an offered cell is the move; another cell or a deck after a card that is no school is refused', () => {
    const { state, seat } = turnState({ hand: ['II-04'], freeBricks: 1 });
    expect(promptAt(state, seat, ['build', 'II-04', 'r2c2'])).toEqual({ move: { type: 'build', card: 'II-04', row: 2, col: 2 } });
    refuses(state, seat, ['build', 'II-04', 'r0c0']);
    refuses(state, seat, ['build', 'II-04', 'r3c2']);
    refuses(state, seat, ['build', 'II-04', 'r2c2', 'II']);
  });

  it('a school with two decks in play asks for the deck, showing how many cards each holds', () => {
    const city = [...startCity(), cell(2, 3, 'II-04')];
    const { state, seat } = turnState({ seats: 3, city, hand: ['II-16'], freeBricks: 3 });
    state.decks.II = ['II-05', 'II-06'];
    state.decks.III = ['III-01', 'III-02', 'III-03', 'III-04', 'III-05'];
    const deck = (id: string, count: number) => ({
      id,
      label: { key: 'cor.prompt.deckOption', params: { deck: id } },
      hint: { key: 'cor.hint.deck', params: { count } },
    });
    expect(promptAt(state, seat, ['build', 'II-16', 'r2c2'])).toEqual({
      prompt: { kind: 'choice', title: { key: 'cor.prompt.schoolDeck' }, options: [deck('II', 2), deck('III', 5)] },
    });
    expect(promptAt(state, seat, ['build', 'II-16', 'r2c2', 'III'])).toEqual({
      move: { type: 'build', card: 'II-16', row: 2, col: 2, deck: 'III' },
    });
    refuses(state, seat, ['build', 'II-16', 'r2c2', 'IV']);
    refuses(state, seat, ['build', 'II-16', 'r2c2', 'I']);
    refuses(state, seat, ['build', 'II-16', 'r2c2', 'II', 'III']);
  });
});

describe('school draw: the card to keep, then the order of the rest under the deck', () => {
  /** The university at r2c2 touches three cards and draws four from deck III. */
  function drawn(): { state: CorState; seat: Seat } {
    const city = [...startCity(), cell(2, 3, 'II-04'), cell(3, 1, 'II-05'), cell(2, 1, 'II-06')];
    const { state, seat } = turnState({ seats: 3, city, hand: ['I-07'], freeBricks: 3 });
    state.decks.III = ['III-01', 'III-10', 'III-15', 'III-17', 'III-18'];
    return { state: play(state, seat, { type: 'build', card: 'I-07', row: 2, col: 2, deck: 'III' }), seat };
  }

  it('offers the drawn cards to keep, then the others one by one, counting the place under the deck', () => {
    const { state, seat } = drawn();
    expect(state.school?.drawn).toEqual(['III-01', 'III-10', 'III-15', 'III-17']);
    expect(promptAt(state, seat)).toEqual({
      prompt: {
        kind: 'card',
        title: { key: 'cor.prompt.schoolKeep' },
        options: [cardOption('III-01', 2, 'vegetable'), cardOption('III-10', 3, 'house'), cardOption('III-15', 1, 'aqueduct'), cardOption('III-17', 3, 'fortuna')],
      },
    });
    expect(promptAt(state, seat, ['III-15'])).toEqual({
      prompt: {
        kind: 'card',
        title: { key: 'cor.prompt.schoolOrder', params: { n: 1 } },
        options: [cardOption('III-01', 2, 'vegetable'), cardOption('III-10', 3, 'house'), cardOption('III-17', 3, 'fortuna')],
      },
    });
    expect(promptAt(state, seat, ['III-15', 'III-17'])).toEqual({
      prompt: {
        kind: 'card',
        title: { key: 'cor.prompt.schoolOrder', params: { n: 2 } },
        options: [cardOption('III-01', 2, 'vegetable'), cardOption('III-10', 3, 'house')],
      },
    });
    expect(promptAt(state, seat, ['III-15', 'III-17', 'III-10'])).toEqual({
      move: { type: 'school', keep: 'III-15', under: ['III-17', 'III-10', 'III-01'] },
    });
  });

  it('a card that was not drawn, or one named twice, is refused', () => {
    const { state, seat } = drawn();
    refuses(state, seat, ['III-18']);
    refuses(state, seat, ['III-15', 'III-18']);
    refuses(state, seat, ['III-15', 'III-15']);
    refuses(state, seat, ['III-15', 'III-17', 'III-17']);
  });
});
