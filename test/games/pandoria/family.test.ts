/** The family version and the family version with spells [seed], including Yucata's timing of the card choice. */
import { describe, expect, it } from 'vitest';
import { finishGame } from '../../../src/games/pandoria/final';
import type { PandoriaState } from '../../../src/games/pandoria/types';
import { act, at, bareGame, hasMove, lay, legal, options, put, walled } from './helpers';

function familyPocket(variant: 'family' | 'famspell', code = 'F2'): PandoriaState {
  const s = bareGame({ variant }, 2);
  lay(s, { H6: 'F1', H7: 'M1' });
  walled(s, { H9: code, H10: code }, 'M1', 'H8');
  return at(s, 0, 'place');
}

describe('family version', () => {
  it('every symbol is a point per adjacent figure, whatever the terrain', () => {
    const s = familyPocket('family');
    put(s, 'G9', 1);
    put(s, 'I9', 1);
    let after = act(s, { t: 'castle', cell: 'H8' });
    after = act(after, { t: 'pass' });
    expect(after.players[1].score).toBe(4 * 2);
    expect(after.players[1].points.family).toBe(8);
    expect(after.players[1].res).toEqual({ crystal: 0, gold: 0, wood: 0 });
  });

  it('the leader may go on at any time', () => {
    const s = familyPocket('family');
    s.players[0].tiles = ['D01'];
    const after = act(s, { t: 'tile', index: 0, a: 'G6', b: 'G5' });
    expect(hasMove(after, { t: 'figure', cell: 'G6', leader: true })).toBe(true);
  });

  it('a turn is: lay + removal, figure or pass, scoring, draw — no cards, buildings, monuments or purchase', () => {
    const s = familyPocket('family');
    s.players[0].tiles = ['D01'];
    const top = s.tileStack[s.tileStack.length - 1];
    let after = act(s, { t: 'tile', index: 0, a: 'G6', b: 'G5' });
    expect(options(after)).toContain('P');
    after = act(after, { t: 'pass' });
    expect(after.active).toBe(1);
    expect(after.players[0].tiles).toEqual([top]);
  });

  it('ends without resource conversion (no resources) but hand cards still count', () => {
    const s = bareGame({ variant: 'famspell' }, 2);
    s.players[0].hand = ['C07'];
    finishGame(s);
    expect(s.players[0].points).toEqual({ endCards: 1 });
  });
});

describe('family version with spells', () => {
  it('casts one spell from the hand for free after the figure step; the card goes back into the box', () => {
    const s = familyPocket('famspell');
    s.players[0].hand = ['C28']; // Muster
    s.deck = s.deck.filter((c) => c !== 'C28');
    let after = act(s, { t: 'castle', cell: 'H8' });
    after = act(after, { t: 'pass' });
    expect(after.turn.step).toBe('action');
    expect(legal(after).filter((m) => m.t === 'build' || m.t === 'monument')).toEqual([]);
    after = act(after, { t: 'spell', card: 'C28', alt: null });
    expect(after.players[0].spells).toEqual([]);
    expect(after.deck).not.toContain('C28');
    after = act(after, { t: 'fxFigure', cell: 'G9', leader: false }); // next to the just-closed forest
    expect(after.players[0].points.family).toBe(4);
  });

  it('each participant may take a card instead of a scoring’s points: the active player at once', () => {
    const s = familyPocket('famspell');
    let after = act(s, { t: 'castle', cell: 'H8' });
    after = act(after, { t: 'figure', cell: 'H8', leader: false });
    expect(after.turn.step).toBe('tradeNow');
    expect(options(after)).toEqual(['C', 'K']);
    const top = after.deck[after.deck.length - 1];
    const traded = act(after, { t: 'trade', take: true });
    expect(traded.players[0].score).toBe(0);
    expect(traded.players[0].hand).toEqual([top]);
    const kept = act(after, { t: 'trade', take: false });
    expect(kept.players[0].score).toBe(4);
    expect(kept.players[0].hand).toEqual([]);
  });

  it('other participants decide at the start of their own next turn (Yucata)', () => {
    const s = familyPocket('famspell');
    put(s, 'G9', 1);
    let after = act(s, { t: 'castle', cell: 'H8' });
    after = act(after, { t: 'pass' });
    expect(after.active).toBe(1);
    expect(after.turn.step).toBe('trade');
    expect(after.players[1].score).toBe(4);
    after = act(after, { t: 'trade', take: true });
    expect(after.players[1].score).toBe(0);
    expect(after.players[1].hand.length).toBe(1);
    expect(after.turn.step).toBe('place');
  });
});
