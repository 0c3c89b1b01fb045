import { describe, expect, it } from 'vitest';
import type { CityCell, CorState } from '../../../src/games/city-of-rome/types';
import { scoreCity } from '../../../src/games/city-of-rome/scoring';
import { cell, engine, optionIds, play, startCity, turnState } from './helpers';

/** A city in which the free cell (2,2) touches three cards: (2,1), (2,3) and the starting house (3,2). */
const THREE_AROUND: CityCell[] = [...startCity(), cell(2, 3, 'II-04'), cell(3, 1, 'II-05'), cell(2, 1, 'II-06')];

function buildAt(id: string, row = 2, col = 2, extra: Partial<CorState> = {}) {
  const { state, seat } = turnState({ city: THREE_AROUND, hand: [id], freeBricks: 3, coins: 0, influence: 0 });
  Object.assign(state, extra);
  return { before: state, after: play(state, seat, { type: 'build', card: id, row, col }), seat };
}

describe('public buildings act once when built', () => {
  it('market: 1 coin per adjacent card; Forum Romanum: 1 more', () => {
    const market = buildAt('II-14');
    expect(market.after.players[market.seat].coins).toBe(3);
    const forum = buildAt('I-05');
    expect(forum.after.players[forum.seat].coins).toBe(4);
  });

  it('arena: 1 influence per adjacent card; Colosseum: 1 more', () => {
    const arena = buildAt('III-12');
    expect(arena.after.players[arena.seat].influence).toBe(3);
    const colosseum = buildAt('I-06');
    expect(colosseum.after.players[colosseum.seat].influence).toBe(4);
  });

  it('baths: 1 point token per adjacent card on it; Imperial Baths: 1 more', () => {
    const baths = buildAt('IV-14');
    expect(baths.after.players[baths.seat].city.find((c) => c.card === 'IV-14')?.pointTokens).toBe(3);
    const imperial = buildAt('I-08');
    expect(imperial.after.players[imperial.seat].city.find((c) => c.card === 'I-08')?.pointTokens).toBe(4);
  });

  it('a card added later next to a public building changes nothing (the effect fires once)', () => {
    const { after, seat } = buildAt('II-17', 2, 2);
    const next = structuredClone(after);
    next.players[seat].city.push(cell(1, 2, 'II-07'));
    expect(next.players[seat].city.find((c) => c.card === 'II-17')?.pointTokens).toBe(3);
    expect(after.players[seat].coins).toBe(0);
  });

  it('the worked example history of facts.md 4.2, built through the engine, gives the baths 2 and 4 tokens and scores 75', () => {
    // facts.md 4.2 coordinates (r, c) map to our board as (r + 2, 3 - c): its start house (1,1) is our r3c2.
    const history: [string, number, number][] = [
      ['III-04', 1, 2],
      ['II-09', 0, 2],
      ['I-03', 0, 3],
      ['II-17', 1, 3],
      ['II-15', 0, 1],
      ['II-04', 0, 0],
      ['IV-04', 2, 1],
      ['II-14', 2, 0],
      ['I-09', 2, 3],
      ['II-18', 3, 1],
      ['I-04', 3, 2],
      ['III-14', 2, 2],
      ['I-10', 3, 0],
      ['III-17', 3, 3],
    ];
    let city = startCity();
    for (const [id, r, c] of history) {
      const { state, seat } = turnState({ city, hand: [id], freeBricks: 3, coins: 0 });
      city = play(state, seat, { type: 'build', card: id, row: r + 2, col: 3 - c }).players[seat].city;
    }
    expect(city.find((x) => x.card === 'II-17')?.pointTokens).toBe(2);
    expect(city.find((x) => x.card === 'III-14')?.pointTokens).toBe(4);
    expect(scoreCity(city, { coins: 9, influence: 3, influenceCards: [3] }).total).toBe(75);
  });
});

describe('school and university (draw, keep one, the rest under the deck in chosen order)', () => {
  it('a school draws one card per adjacent card from the chosen deck; the player keeps one', () => {
    const { state, seat } = turnState({ city: THREE_AROUND, hand: ['II-16'], freeBricks: 3 });
    state.decks.III = ['III-01', 'III-02', 'III-03', 'III-04', 'III-05'];
    expect(optionIds(state, seat, ['build', 'II-16', 'r2c2'])).toEqual(['II', 'III']);
    let s = play(state, seat, { type: 'build', card: 'II-16', row: 2, col: 2, deck: 'III' });
    expect(s.school).toEqual({ seat, deck: 'III', drawn: ['III-01', 'III-02', 'III-03'] });
    expect(s.decks.III).toEqual(['III-04', 'III-05']);
    expect(engine.awaiting(s)).toEqual([seat]);
    expect(optionIds(s, seat)).toEqual(['III-01', 'III-02', 'III-03']);
    expect(optionIds(s, seat, ['III-02'])).toEqual(['III-01', 'III-03']);
    const result = engine.prompt(s, seat, ['III-02', 'III-03']);
    expect(result).toEqual({ move: { type: 'school', keep: 'III-02', under: ['III-03', 'III-01'] } });
    s = play(s, seat, { type: 'school', keep: 'III-02', under: ['III-03', 'III-01'] });
    expect(s.players[seat].hand).toContain('III-02');
    expect(s.players[seat].known).not.toContain('III-02');
    expect(s.decks.III).toEqual(['III-04', 'III-05', 'III-03', 'III-01']);
    expect(s.school).toBeNull();
  });

  it('the university draws one card more', () => {
    const { state, seat } = turnState({ city: THREE_AROUND, hand: ['I-07'], freeBricks: 3 });
    const s = play(state, seat, { type: 'build', card: 'I-07', row: 2, col: 2, deck: 'II' });
    expect(s.school?.drawn).toHaveLength(4);
  });

  it('the school move must return exactly the other drawn cards', () => {
    const { state, seat } = turnState({ city: THREE_AROUND, hand: ['II-16'], freeBricks: 3 });
    const s = play(state, seat, { type: 'build', card: 'II-16', row: 2, col: 2, deck: 'II' });
    const [a, b, c] = s.school?.drawn ?? [];
    expect(() => play(s, seat, { type: 'school', keep: a, under: [b] })).toThrow('cor.error.notDrawn');
    expect(() => play(s, seat, { type: 'school', keep: 'IV-01', under: [b, c] })).toThrow('cor.error.notDrawn');
  });

  it('never from deck I; only decks in play (3 players: II and III); an empty deck cannot be chosen (facts.md A3)', () => {
    const { state, seat } = turnState({ seats: 3, city: THREE_AROUND, hand: ['II-16'], freeBricks: 3 });
    expect(optionIds(state, seat, ['build', 'II-16', 'r2c2'])).toEqual(['II', 'III']);
    state.decks.III = [];
    // Only one deck left: no deck step, the draw goes to deck II.
    expect(engine.prompt(state, seat, ['build', 'II-16', 'r2c2'])).toEqual({ move: { type: 'build', card: 'II-16', row: 2, col: 2 } });
    expect(() => play(state, seat, { type: 'build', card: 'II-16', row: 2, col: 2, deck: 'III' })).toThrow('cor.error.illegalDeck');
    expect(() => play(state, seat, { type: 'build', card: 'II-16', row: 2, col: 2, deck: 'I' })).toThrow('cor.error.illegalDeck');
  });

  it('4 players may draw from II, III or IV; the move must name the deck when there is a choice', () => {
    const { state, seat } = turnState({ seats: 4, city: THREE_AROUND, hand: ['II-16'], freeBricks: 3 });
    expect(optionIds(state, seat, ['build', 'II-16', 'r2c2'])).toEqual(['II', 'III', 'IV']);
    expect(() => play(state, seat, { type: 'build', card: 'II-16', row: 2, col: 2 })).toThrow('cor.error.chooseDeck');
  });

  it('draws only what the deck still holds; a single drawn card is kept automatically', () => {
    const { state, seat } = turnState({ seats: 3, city: THREE_AROUND, hand: ['II-16'], freeBricks: 3 });
    state.decks.III = [];
    state.decks.II = ['II-05'];
    const s = play(state, seat, { type: 'build', card: 'II-16', row: 2, col: 2 });
    expect(s.school).toBeNull();
    expect(s.players[seat].hand).toEqual(['II-05']);
    expect(s.decks.II).toEqual([]);
    expect(engine.events(s).map((e) => e.key)).toContain('cor.event.schoolAuto');
  });

  it('with every allowed deck empty the school draws nothing', () => {
    const { state, seat } = turnState({ seats: 3, city: THREE_AROUND, hand: ['II-16'], freeBricks: 3 });
    state.decks.II = [];
    state.decks.III = [];
    const s = play(state, seat, { type: 'build', card: 'II-16', row: 2, col: 2 });
    expect(s.school).toBeNull();
    expect(s.players[seat].hand).toEqual([]);
  });
});
