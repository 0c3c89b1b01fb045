/**
 * What a computer player may see of City of Rome (engine contract: determinize): the order of the draw piles and of
 * the strips below the top one, others' unseen hand cards, another seat's school draw and draft packet are dealt
 * anew from their contents, so nothing hidden shows through; what is public stays as it is.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/engine/rng';
import { determinize } from '../../../src/games/city-of-rome/determinize';
import { influenceValue, type CorState } from '../../../src/games/city-of-rome/types';
import { engine, firstTurn } from './helpers';

const sorted = (list: readonly string[]) => [...list].sort();

/** The same game with a different hidden order: piles reversed, strips below the top reversed. */
function reorder(state: CorState): CorState {
  const next = structuredClone(state);
  for (const id of Object.keys(next.decks) as (keyof CorState['decks'])[]) {
    // Building cards in reverse order; the influence cards (public, in pile order) stay where they are.
    const pile = next.decks[id] ?? [];
    const buildings = pile.filter((e) => influenceValue(e) === null).reverse();
    let i = 0;
    next.decks[id] = pile.map((e) => (influenceValue(e) === null ? buildings[i++] : e));
  }
  next.strips = [next.strips[0], ...next.strips.slice(1).reverse()];
  return next;
}

describe('determinize', () => {
  const state = firstTurn(3, 'determinize');

  it('the order of the draw piles and of the strips below the top one cannot show through', () => {
    const a = determinize(state, 0, createRng('same'));
    const b = determinize(reorder(state), 0, createRng('same'));
    expect(b.decks).toEqual(a.decks);
    expect(b.strips).toEqual(a.strips);
    expect(a.strips[0]).toEqual(state.strips[0]);
    for (const id of Object.keys(state.decks) as (keyof CorState['decks'])[]) {
      expect(sorted(a.decks[id] ?? [])).toEqual(sorted(state.decks[id] ?? []));
    }
    expect(sorted(a.strips.map((s) => `${s.id}/${s.flipped}`))).toEqual(sorted(state.strips.map((s) => `${s.id}/${s.flipped}`)));
    expect(a.rng).not.toEqual(state.rng);
  });

  it('influence cards keep their order in deck I (the view lists them in pile order)', () => {
    const values = (s: CorState) => (s.decks.I ?? []).map(influenceValue).filter((v) => v !== null);
    const dealt = determinize(state, 0, createRng('influence'));
    expect(values(dealt)).toEqual(values(state));
    expect(values(state).length).toBeGreaterThan(0);
  });

  it("others' unseen hand cards come from one pool; known cards and one's own hand stay", () => {
    const s = structuredClone(state);
    s.players[1].hand = ['II-04', 'II-09'];
    s.players[1].known = ['II-04'];
    s.players[2].hand = ['II-12'];
    s.players[2].known = [];
    const swapped = structuredClone(s);
    swapped.players[1].hand = ['II-04', 'II-12'];
    swapped.players[2].hand = ['II-09'];
    const a = determinize(s, 0, createRng('hands'));
    const b = determinize(swapped, 0, createRng('hands'));
    expect(a.players.map((p) => p.hand)).toEqual(b.players.map((p) => p.hand));
    expect(a.players[0].hand).toEqual(s.players[0].hand);
    expect(a.players[1].hand[0]).toBe('II-04');
    expect(sorted([...a.players[1].hand.slice(1), ...a.players[2].hand])).toEqual(['II-09', 'II-12']);
  });

  it("another seat's school draw and draft packet are dealt from the pool; one's own are kept", () => {
    const s = structuredClone(state);
    s.players[1].hand = ['II-09'];
    s.players[1].known = [];
    s.school = { seat: 1, deck: 'II', drawn: ['II-05', 'II-06'] };
    s.draft = { holder: 2, packet: ['II-07'] };
    const swapped = structuredClone(s);
    swapped.players[1].hand = ['II-07'];
    swapped.school = { seat: 1, deck: 'II', drawn: ['II-09', 'II-06'] };
    swapped.draft = { holder: 2, packet: ['II-05'] };
    const a = determinize(s, 0, createRng('pool'));
    const b = determinize(swapped, 0, createRng('pool'));
    expect([a.players[1].hand, a.school?.drawn, a.draft?.packet]).toEqual([b.players[1].hand, b.school?.drawn, b.draft?.packet]);
    expect(sorted([...a.players[1].hand, ...(a.school?.drawn ?? []), ...(a.draft?.packet ?? [])])).toEqual(['II-05', 'II-06', 'II-07', 'II-09']);
    expect(a.school?.drawn).toHaveLength(2);
    const own = determinize(s, 1, createRng('pool'));
    expect(own.school?.drawn).toEqual(['II-05', 'II-06']);
    expect(own.players[1].hand).toEqual(['II-09']);
    expect(determinize(s, 2, createRng('pool')).draft?.packet).toEqual(['II-07']);
  });

  it('is the engine’s determinize', () => {
    expect(engine.determinize).toBe(determinize);
  });
});
