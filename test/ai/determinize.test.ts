import { describe, expect, it } from 'vitest';
import { search } from '../../src/ai/search';
import { chooseMove, playout, randomChooser } from '../../src/engine/driver';
import { createRng } from '../../src/engine/rng';
import type { AnyEngine } from '../../src/engine/types';
import { engines, moduleById } from '../../src/games/index';
import type { CorState } from '../../src/games/city-of-rome/types';
import type { HeliosState } from '../../src/games/helios/types';
import type { PandoriaState } from '../../src/games/pandoria/types';

/** States along a seeded random 3-seat game, every `every` moves. */
function statesOf(engine: AnyEngine, seed: string, every: number, limit: number): unknown[] {
  const out: unknown[] = [];
  let count = 0;
  playout(engine, {}, 3, seed, undefined, ({ after }) => {
    if (++count % every === 0 && out.length < limit && !engine.finished(after)) out.push(after);
  });
  return out;
}

const sorted = (items: readonly unknown[]) => items.map((item) => JSON.stringify(item)).sort();

describe('determinize (computer players never see hidden things)', () => {
  for (const id of ['pandoria', 'city-of-rome', 'helios']) {
    const engine = engines[id];
    it(`${id}: the dealt state looks the same to the seat and does not depend on where the hidden things are`, () => {
      const determinize = engine.determinize!;
      for (const state of statesOf(engine, `det-${id}`, 17, 4)) {
        const seat = engine.awaiting(state)[0];
        const dealt = determinize(state, seat, createRng('deal'));
        expect(engine.view(dealt, seat)).toEqual(engine.view(state, seat));
        // A twin the seat cannot tell apart: the hidden things elsewhere.
        const twin = determinize(state, seat, createRng('elsewhere'));
        expect(determinize(twin, seat, createRng('deal'))).toEqual(dealt);
        // The search on the twin decides the same: it never reads the hidden truth.
        const request = { engine, seat, budget: { iterations: 30, ms: 60_000 }, seed: 'same', tuning: moduleById(id)?.search ?? {} };
        expect(search({ ...request, state: twin }).path).toEqual(search({ ...request, state }).path);
        // A legal state: the game goes on from it with legal moves.
        const chooser = randomChooser('on');
        let next = dealt;
        for (let i = 0; i < 8 && !engine.finished(next); i++) {
          const actor = engine.awaiting(next)[0];
          next = engine.apply(next, actor, chooseMove(engine, next, actor, chooser).move);
        }
        expect(next).not.toBe(dealt);
      }
    });
  }

  it('pandoria: hand cards come from the deck and the others\' hands, double tiles from the tile stack', () => {
    const [state] = statesOf(engines.pandoria, 'pools', 31, 1) as PandoriaState[];
    const dealt = engines.pandoria.determinize!(state, 0, createRng('d')) as PandoriaState;
    const cards = (s: PandoriaState) => sorted([...s.deck, ...s.players[1].hand, ...s.players[2].hand]);
    const tiles = (s: PandoriaState) => sorted([...s.tileStack, ...s.players[1].tiles, ...s.players[2].tiles]);
    expect(cards(dealt)).toEqual(cards(state));
    expect(tiles(dealt)).toEqual(tiles(state));
    expect(dealt.players[0].hand).toEqual(state.players[0].hand);
    expect(dealt.players[0].tiles).toEqual(state.players[0].tiles);
    expect(dealt.market).toEqual(state.market);
    expect(dealt.rng).not.toEqual(state.rng);
    const changed = [dealt.deck, dealt.players[1].hand, dealt.players[2].hand].some((pile, index) =>
      JSON.stringify(pile) !== JSON.stringify([state.deck, state.players[1].hand, state.players[2].hand][index]));
    expect(changed).toBe(true);
  });

  it('city of rome: each pile keeps its cards; seen hand cards stay, unseen ones come from the others\' pool', () => {
    const [state] = statesOf(engines['city-of-rome'], 'pools', 29, 1) as CorState[];
    const dealt = engines['city-of-rome'].determinize!(state, 1, createRng('d')) as CorState;
    for (const id of Object.keys(state.decks) as (keyof CorState['decks'])[]) {
      expect(sorted(dealt.decks[id] ?? [])).toEqual(sorted(state.decks[id] ?? []));
    }
    expect(dealt.players[1].hand).toEqual(state.players[1].hand);
    for (const seat of [0, 2]) {
      expect(dealt.players[seat].hand).toHaveLength(state.players[seat].hand.length);
      for (const known of state.players[seat].known) expect(dealt.players[seat].hand).toContain(known);
    }
    const unseen = (s: CorState) => sorted([...s.players[0].hand, ...s.players[2].hand]);
    expect(unseen(dealt)).toEqual(unseen(state));
  });

  it('helios: each face-down pile keeps its tiles; the display stays', () => {
    const [state] = statesOf(engines.helios, 'pools', 19, 1) as HeliosState[];
    const dealt = engines.helios.determinize!(state, 0, createRng('d')) as HeliosState;
    for (const symbol of Object.keys(state.draw) as (keyof HeliosState['draw'])[]) {
      expect(sorted(dealt.draw[symbol])).toEqual(sorted(state.draw[symbol]));
    }
    expect(sorted(dealt.extraStack)).toEqual(sorted(state.extraStack));
    expect(dealt.columns).toEqual(state.columns);
    expect(dealt.offer).toEqual(state.offer);
  });

  it('terra mystica has nothing hidden after set-up: no determinize, the search reads the state as the seat sees it', () => {
    expect(engines['terra-mystica'].determinize).toBeUndefined();
  });
});
