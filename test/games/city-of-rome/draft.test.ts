import { describe, expect, it } from 'vitest';
import { engine, optionIds, play } from './helpers';

describe('opening draft from deck II', () => {
  it('the player right of the start player draws as many cards as there are players and picks first', () => {
    for (const seats of [2, 3, 4]) {
      const s = engine.setup({}, seats, `draft${seats}`);
      expect(s.phase).toBe('draft');
      expect(s.draft?.holder).toBe((s.startPlayer - 1 + seats) % seats);
      expect(s.draft?.packet).toHaveLength(seats);
      expect(engine.awaiting(s)).toEqual([s.draft?.holder]);
      expect(optionIds(s, s.draft?.holder ?? 0).sort()).toEqual([...(s.draft?.packet ?? [])].sort());
    }
  });

  it('passes the rest counter-clockwise; the start player gets the last card automatically and it is public', () => {
    let s = engine.setup({}, 4, 'pass');
    const start = s.startPlayer;
    const order: number[] = [];
    const kept: string[] = [];
    while (s.phase === 'draft') {
      const holder = s.draft?.holder ?? -1;
      order.push(holder);
      const card = s.draft?.packet[1] ?? '';
      kept.push(card);
      s = play(s, holder, { type: 'draft', card });
      expect(s.players[holder].hand).toEqual([card]);
      expect(s.players[holder].known).toEqual([]);
    }
    expect(order).toEqual([3, 2, 1].map((k) => (start + k) % 4));
    const last = s.players[start].hand;
    expect(last).toHaveLength(1);
    expect(s.players[start].known).toEqual(last);
    expect(s.events[0]).toEqual({ key: 'cor.event.draftAuto', params: { player: { key: 'common.name', params: { name: { seat: start } } }, card: { key: `cor.card.${last[0]}` } } });
    expect(s.phase).toBe('place');
    expect(s.round).toBe(1);
  });

  it('2 players: the other player picks 1 of 2, the start player gets the other (known to the opponent)', () => {
    let s = engine.setup({}, 2, 'two');
    const other = 1 - s.startPlayer;
    const [a, b] = s.draft?.packet ?? [];
    s = play(s, other, { type: 'draft', card: b });
    expect(s.players[other].hand).toEqual([b]);
    expect(s.players[s.startPlayer].hand).toEqual([a]);
    expect(s.players[s.startPlayer].known).toEqual([a]);
  });

  it('rejects a card that is not in the packet and a seat that is not holding it', () => {
    const s = engine.setup({}, 3, 'reject');
    const holder = s.draft?.holder ?? 0;
    expect(() => play(s, holder, { type: 'draft', card: 'III-01' })).toThrow('cor.error.notInPacket');
    expect(() => play(s, (holder + 1) % 3, { type: 'draft', card: s.draft?.packet[0] ?? '' })).toThrow('error.notYourTurn');
  });
});
