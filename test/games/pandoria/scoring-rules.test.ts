/**
 * Scoring details the mutation run of scoring found unpinned (`npm run mutate -- pandoria scoring …`): participants
 * are scored (and logged) in seat order, and in the family version with spells nobody is offered a card instead of
 * the points once the deck is empty (seed: "darf jeder Spieler anstatt Punkte eine Karte vom Stapel auf die Hand
 * nehmen": with no card there is nothing to take).
 */
import { describe, expect, it } from 'vitest';
import type { PandoriaState } from '../../../src/games/pandoria/types';
import { act, at, bareGame, lay, put, walled } from './helpers';

const event = (s: PandoriaState, key: string) => s.events.filter((e) => e.key === key);

describe('the order of a scoring', () => {
  it('seats 2, 1 and 0 next to a 2-symbol hills region (met in that order around it) are scored 0, 1, 2: 2 gold each', () => {
    const s = bareGame({ variant: 'a' }, 3);
    for (const p of s.players) p.res = { crystal: 0, gold: 0, wood: 0 };
    walled(s, { H9: 'H1', H10: 'H1' }, 'F1', 'H8');
    put(s, 'G9', 2);
    put(s, 'G10', 1);
    put(s, 'I9', 0);
    at(s, 0, 'place');
    const after = act(act(s, { t: 'castle', cell: 'H8' }), { t: 'pass' });
    expect(event(after, 'pan.ev.scored').map((e) => [e.params?.seat, e.params?.n])).toEqual([
      [{ seat: 0 }, 2],
      [{ seat: 1 }, 2],
      [{ seat: 2 }, 2],
    ]);
    expect(after.players.map((p) => p.res.gold)).toEqual([2, 2, 2]);
  });
});

describe('family version with spells, empty deck', () => {
  it('no card to take: the points stay and no trade is offered, neither to the closer nor to another participant', () => {
    const s = bareGame({ variant: 'famspell' }, 2);
    lay(s, { H6: 'F1', H7: 'M1' });
    walled(s, { H9: 'F2', H10: 'F2' }, 'M1', 'H8');
    put(s, 'G9', 1);
    s.deck = [];
    at(s, 0, 'place');
    const after = act(act(s, { t: 'castle', cell: 'H8' }), { t: 'figure', cell: 'H8', leader: false });
    expect(after.players.map((p) => p.trades)).toEqual([[], []]);
    expect(after.players.map((p) => p.score)).toEqual([4, 4]);
    expect(after.active).toBe(1);
    expect(after.turn.step).toBe('place');
  });
});
