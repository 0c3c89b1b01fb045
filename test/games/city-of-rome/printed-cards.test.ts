/**
 * What the view tells the renderer about a card, pinned to the seed's printed values (facts.md 2.2–2.5): costs
 * (house value − 1, production 2, public 3, aqueduct 1, deck I temples 2, others 3), stars (deck I only: luxury houses
 * and the Great Aqueduct 1, Luna 1, Venus 1, Jupiter 2, Mercury 2, Mars 3), house values, production kinds, the baths'
 * blue, the starting buildings' colour; and that a copy of the state shares nothing with the original.
 */
import { describe, expect, it } from 'vitest';
import { card, cardInfo } from '../../../src/games/city-of-rome/cards';
import { cloneState } from '../../../src/games/city-of-rome/types';
import { advance, cell, engine } from './helpers';

describe('card metadata for the renderer', () => {
  it('a luxury house of deck I: value 4, cost 3, 1 star', () => {
    expect(cardInfo('I-04')).toStrictEqual({
      id: 'I-04',
      name: { key: 'cor.card.I-04' },
      origin: 'I',
      kind: 'house',
      cost: 3,
      stars: 1,
      value: 4,
      effect: { key: 'cor.effect.luxuryHouse' },
    });
  });

  it('a grain farm: cost 2, its production kind, no value', () => {
    expect(cardInfo('III-02')).toStrictEqual({
      id: 'III-02',
      name: { key: 'cor.card.III-02' },
      origin: 'III',
      kind: 'production',
      cost: 2,
      stars: 0,
      production: 'grain',
      effect: { key: 'cor.effect.grain' },
    });
  });

  it('baths: cost 3, public, blue (the seed puts point tokens on the blue buildings)', () => {
    expect(cardInfo('II-17')).toStrictEqual({
      id: 'II-17',
      name: { key: 'cor.card.II-17' },
      origin: 'II',
      kind: 'public',
      cost: 3,
      stars: 0,
      publicType: 'baths',
      colour: 'blue',
      effect: { key: 'cor.effect.baths' },
    });
  });

  it('the Temple of Mars: deck I, cost 2, 3 stars', () => {
    expect(cardInfo('I-11')).toStrictEqual({
      id: 'I-11',
      name: { key: 'cor.card.I-11' },
      origin: 'I',
      kind: 'temple',
      cost: 2,
      stars: 3,
      temple: 'mars',
      effect: { key: 'cor.effect.mars' },
    });
  });

  it('a starting house: value 2, already built (cost 0), in its player colour', () => {
    expect(cardInfo('S-brown-H')).toStrictEqual({
      id: 'S-brown-H',
      name: { key: 'cor.card.S-brown-H' },
      origin: 'start',
      kind: 'house',
      cost: 0,
      stars: 0,
      value: 2,
      playerColour: 'brown',
      effect: { key: 'cor.effect.house' },
    });
  });

  it('an unknown card id is an error naming the id', () => {
    expect(() => card('V-01')).toThrow('city-of-rome: unknown card V-01');
  });
});

describe('cloneState', () => {
  /** A state of round 1's action phase with every optional part filled in. */
  function fullState() {
    const state = structuredClone(advance(engine.setup({ shrine: false }, 3, 'clone'), (s) => s.phase === 'action' && s.turn !== null));
    const turn = state.turn;
    if (!turn) throw new Error('no turn');
    turn.builtCell = { row: 2, col: 2 };
    state.school = { seat: turn.seat, deck: 'II', drawn: ['II-05', 'II-06'] };
    state.draft = { holder: 1, packet: ['II-07'] };
    state.dropped = [2];
    state.boxed = ['II-18'];
    state.events = [{ key: 'cor.event.x' }];
    state.influenceDisplay = [3];
    state.influenceLost = [6];
    const player = state.players[0];
    player.influenceCards = [10];
    player.known = ['II-08'];
    player.emissaryHomes = [{ row: 3, col: 2 }, null];
    player.city.push(cell(2, 3, 'II-09'));
    return state;
  }

  it('copies every part of the state', () => {
    const state = fullState();
    expect(cloneState(state)).toEqual(state);
  });

  it('changing the copy leaves the original as it was', () => {
    const state = fullState();
    const before = structuredClone(state);
    const copy = cloneState(state);
    copy.rng.s = 12345;
    for (const deck of Object.values(copy.decks)) deck?.push('X');
    copy.offer.push('X');
    copy.influenceDisplay.push(99);
    copy.influenceLost.push(99);
    copy.strips[0].flipped = !copy.strips[0].flipped;
    copy.placing.push(0);
    if (copy.turn?.builtCell) copy.turn.builtCell.row = 9;
    copy.school?.drawn.push('X');
    copy.draft?.packet.push('X');
    copy.boxed.push('X');
    copy.events.push({ key: 'x' });
    copy.dropped?.push(0);
    const player = copy.players[0];
    player.influenceCards.push(99);
    player.hand.push('X');
    player.known.push('X');
    player.city[0].pointTokens = 9;
    const home = player.emissaryHomes[0];
    if (home) home.row = 9;
    expect(state).toEqual(before);
  });
});
