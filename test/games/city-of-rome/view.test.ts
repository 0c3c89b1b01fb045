import { describe, expect, it } from 'vitest';
import { ALL_CARDS } from '../../../data/city-of-rome/cards';
import { playout } from '../../../src/engine/driver';
import type { CorState } from '../../../src/games/city-of-rome/types';
import { advance, cell, engine, play, startCity, turnState } from './helpers';

/** Every card id that appears anywhere in a JSON text. */
function idsIn(json: string): Set<string> {
  return new Set(ALL_CARDS.map((c) => c.id).filter((id) => json.includes(`"${id}"`)));
}

/** Cards nobody but their holder may see: hands minus known cards, deck contents, the draft packet, school draws. */
function secretIds(s: CorState): string[] {
  return [
    ...s.players.flatMap((p) => p.hand.filter((id) => !p.known.includes(id))),
    ...Object.values(s.decks).flatMap((d) => (d ?? []).filter((id) => !id.startsWith('INF'))),
    ...(s.draft?.packet ?? []),
    ...(s.school?.drawn ?? []),
  ];
}

describe('view hides what the public may not see', () => {
  it('no secret card id ever appears in the public view during whole games', () => {
    for (const seats of [2, 3, 4]) {
      playout(engine, { shrine: seats === 3 }, seats, `hide${seats}`, undefined, ({ after }) => {
        const visible = idsIn(JSON.stringify(engine.view(after, null)));
        for (const id of secretIds(after)) expect(visible.has(id), id).toBe(false);
      });
    }
  });

  it('the public sees hand sizes and known cards, never the hand itself', () => {
    const s = advance(engine.setup({}, 3, 'hands'), (x) => x.phase === 'place');
    const view = engine.view(s, null);
    for (const [seat, p] of view.players.entries()) {
      expect(p.hand).toBeUndefined();
      expect(p.handCount).toBe(s.players[seat].hand.length);
      expect(p.knownHand).toEqual(s.players[seat].known);
    }
  });

  it('a seat sees its own hand and only its own', () => {
    const s = advance(engine.setup({}, 3, 'own'), (x) => x.phase === 'place');
    const view = engine.view(s, 1);
    expect(view.players[1].hand).toEqual(s.players[1].hand);
    expect(view.players[0].hand).toBeUndefined();
    expect(view.players[2].hand).toBeUndefined();
    for (const id of s.players[1].hand) expect(view.cards[id]).toBeDefined();
  });

  it('decks show counts only; influence cards left in deck I are public', () => {
    const s = advance(engine.setup({}, 4, 'decks'), (x) => x.phase === 'place');
    const view = engine.view(s, null);
    expect(view.decks).toEqual((['I', 'II', 'III', 'IV'] as const).map((deck) => ({ deck, count: s.decks[deck]?.length ?? 0 })));
    expect(view.influenceInDeck).toEqual([3, 6, 10, 14]);
  });

  it('the draft packet is shown to its holder only', () => {
    const s = engine.setup({}, 3, 'packet');
    const holder = s.draft?.holder ?? 0;
    expect(engine.view(s, null).draft).toEqual({ holder, count: 3 });
    expect(engine.view(s, holder).draft?.cards).toEqual(s.draft?.packet);
    expect(engine.view(s, (holder + 1) % 3).draft?.cards).toBeUndefined();
  });

  it('school draws are shown to the drawing player only', () => {
    const { state, seat } = turnState({ city: [...startCity(), cell(2, 3, 'II-04'), cell(2, 1, 'II-05')], hand: ['II-16'], freeBricks: 3 });
    const s = play(state, seat, { type: 'build', card: 'II-16', row: 2, col: 2, deck: 'II' });
    expect(engine.view(s, null).school).toEqual({ seat, deck: 'II', count: 3 });
    expect(engine.view(s, seat).school?.cards).toEqual(s.school?.drawn);
  });

  it('cards taken from the offer are known to everyone', () => {
    const { state, seat } = turnState({ tookCard: false });
    const card = state.offer[0];
    const s = play(state, seat, { type: 'take', card });
    expect(engine.view(s, null).players[seat].knownHand).toContain(card);
  });
});

describe('view content for the renderer', () => {
  it('cities, strip, offer, turn and metadata of every mentioned card', () => {
    const { state, seat } = turnState({ city: [...startCity(), cell(2, 2, 'II-17', { pointTokens: 2 })], hand: ['II-04'] });
    const view = engine.view(state, seat);
    const me = view.players[seat];
    expect(me.city).toContainEqual({ row: 2, col: 2, card: 'II-17', pointTokens: 2, brickToken: false, emissary: false });
    expect(me.frame).toMatchObject({ minRow: 2, maxRow: 3, minCol: 2, maxCol: 3, growMinRow: 0, growMaxRow: 5, growMinCol: 0, growMaxCol: 5 });
    expect(view.strip.fields).toHaveLength(5);
    expect(view.strip.occupants.filter((o) => o !== null).length).toBeGreaterThan(0);
    expect(view.turn).toMatchObject({ seat, tookCard: true });
    expect(view.cards['II-17']).toMatchObject({ kind: 'public', publicType: 'baths', colour: 'blue', cost: 3, name: { key: 'cor.card.II-17' } });
    for (const id of view.offer) expect(view.cards[id]).toBeDefined();
    expect(view.phase).toBe('action');
    expect(view.awaiting).toEqual([seat]);
  });

  it('an emissary stands on the card built this round, or beside the city', () => {
    // No coins and no free cogs: after building nothing is left, so the turn ends by itself.
    const { state, seat } = turnState({ hand: ['II-04', 'II-05'], freeBricks: 3, freeCogs: 0, coins: 0 });
    const built = play(state, seat, { type: 'build', card: 'II-04', row: 2, col: 2 });
    expect(built.turn?.seat === seat && built.turn.field === state.turn?.field).toBe(false);
    const spot = engine.view(built, null).players[seat];
    expect(spot.emissaries).toEqual([{ where: 'cell', row: 2, col: 2 }]);
    expect(spot.city.find((c) => c.card === 'II-04')?.emissary).toBe(true);
    const passed = play(state, seat, { type: 'end' });
    expect(engine.view(passed, null).players[seat].emissaries).toEqual([{ where: 'beside' }]);
  });
});
