/**
 * A family-with-spells trade (`npm run mutate -- pandoria … family.ts`): taking the card gives back exactly the
 * scoring's points, from the score and from the family points [seed: "anstatt Punkte eine Karte vom Stapel"].
 */
import { describe, expect, it } from 'vitest';
import { act, at, bareGame, lay, walled } from './helpers';

describe('a card instead of the points', () => {
  it('4 points scored, the card taken: score 0 and family points 0; kept: 4 and 4', () => {
    const s = bareGame({ variant: 'famspell' }, 2);
    lay(s, { H6: 'F1', H7: 'M1' });
    walled(s, { H9: 'F2', H10: 'F2' }, 'M1', 'H8');
    at(s, 0, 'place');
    const after = act(act(s, { t: 'castle', cell: 'H8' }), { t: 'figure', cell: 'H8', leader: false });
    expect(after.players[0].points).toEqual({ family: 4 });
    const taken = act(after, { t: 'trade', take: true });
    expect([taken.players[0].score, taken.players[0].points]).toEqual([0, { family: 0 }]);
    const kept = act(after, { t: 'trade', take: false });
    expect([kept.players[0].score, kept.players[0].points]).toEqual([4, { family: 4 }]);
  });
});
