import { describe, expect, it } from 'vitest';
import { playout } from '../../../src/engine/driver';
import { advance, engine, optionIds, play, startCity, step, turnState } from './helpers';
import { cardName } from '../../../src/games/city-of-rome/cards';
import { seatText, tx } from '../../../src/i18n';

describe('Yucata automation (facts.md 5.4)', () => {
  it('taking an offer card is mandatory: nothing else is offered before it', () => {
    const { state, seat } = turnState({ tookCard: false, hand: ['II-04'], freeBricks: 3 });
    expect(optionIds(state, seat)).toEqual(state.offer);
    expect(() => play(state, seat, { type: 'build', card: 'II-04', row: 2, col: 2 })).toThrow('cor.error.takeFirst');
    expect(() => play(state, seat, { type: 'end' })).toThrow('cor.error.takeFirst');
  });

  it('the last offer card of a round is taken automatically, and the log says so', () => {
    let s = advance(engine.setup({}, 3, 'lastcard'), (x) => x.phase === 'action');
    let autoTakes = 0;
    while (s.round === 1) {
      const before = s;
      s = step(s);
      const events = engine.events(s).map((e) => e.key);
      if (events.includes('cor.event.takeAuto')) {
        autoTakes++;
        expect(before.offer).toHaveLength(1);
        expect(s.offer).toEqual([]);
      }
    }
    expect(autoTakes).toBe(1);
  });

  it('an empty offer (never reached with the real decks, facts.md A8) skips the pick instead of blocking', () => {
    let s = advance(engine.setup({}, 3, 'empty'), (x) => x.phase === 'place');
    s = structuredClone(s);
    s.offer = [];
    while (s.phase === 'place') s = step(s);
    expect(s.turn?.tookCard).toBe(true);
  });

  it('a turn with nothing left to do ends automatically', () => {
    const { state, seat } = turnState({ city: startCity(), hand: ['II-04'], coins: 0, freeBricks: 1, freeCogs: 0 });
    const after = play(state, seat, { type: 'build', card: 'II-04', row: 2, col: 2 });
    // Built; producing would cost 2 coins the player does not have: the turn is over.
    expect(after.turn?.seat === seat && after.turn.field === state.turn?.field).toBe(false);
    expect(engine.events(after).map((e) => e.key)).toContain('cor.event.endAuto');
    expect(after.players[seat].emissaryHomes[0]).toEqual({ row: 2, col: 2 });
  });

  it('a player may end the turn (pass) after taking the card, even when actions remain', () => {
    const { state, seat } = turnState({ hand: ['II-04'], freeBricks: 3, freeCogs: 2 });
    expect(optionIds(state, seat)).toEqual(['build', 'prod', 'end']);
    const after = play(state, seat, { type: 'end' });
    expect(after.players[seat].city).toHaveLength(2);
    expect(after.players[seat].emissaryHomes[0]).toBeNull();
  });

  it('every automatic step is reported as a public event with a known key', () => {
    const keys = new Set<string>();
    playout(engine, {}, 4, 'events', undefined, ({ after }) => {
      for (const e of engine.events(after)) keys.add(e.key);
    });
    expect(keys).toContain('cor.event.takeAuto');
    expect(keys).toContain('cor.event.draftAuto');
    expect(keys).toContain('cor.event.round');
  });

  it('events describe only the last move: they are reset by each apply', () => {
    let s = advance(engine.setup({}, 3, 'reset'), (x) => x.phase === 'place');
    expect(engine.events(s).length).toBeGreaterThan(0);
    const [seat] = engine.awaiting(s);
    s = play(s, seat, { type: 'place', field: 1 });
    expect(engine.events(s)).toEqual([]);
  });
});

describe('the log of automatic steps names the player and the card', () => {
  it('the last offer card taken automatically, and a turn ended with nothing left to do', () => {
    let s = advance(engine.setup({}, 3, 'autolog'), (x) => x.phase === 'action');
    const seen: string[] = [];
    while (s.round === 1) {
      const before = s;
      s = step(s);
      for (const event of engine.events(s)) {
        if (event.key === 'cor.event.takeAuto') {
          // The step may also have ended the previous turn: find the card that left the offer and who got it.
          const card = before.offer.find((id) => !s.offer.includes(id)) ?? '';
          const seat = s.players.findIndex((p, i) => p.hand.includes(card) && !before.players[i].hand.includes(card));
          expect(event).toEqual(tx('cor.event.takeAuto', { player: seatText(seat), card: cardName(card) }));
          seen.push(event.key);
        }
        if (event.key === 'cor.event.endAuto') {
          expect(event.params).toEqual({ player: seatText(before.turn?.seat ?? -1) });
          seen.push(event.key);
        }
      }
    }
    expect(seen).toContain('cor.event.takeAuto');
    expect(seen).toContain('cor.event.endAuto');
  });
});
