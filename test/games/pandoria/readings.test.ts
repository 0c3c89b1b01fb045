/**
 * Readings chosen where the seed leaves room (listed in the report); each test pins one so a change is deliberate.
 */
import { describe, expect, it } from 'vitest';
import { pandoria } from '../../../src/games/pandoria/engine';
import { isLand, neighbours } from '../../../src/games/pandoria/geometry';
import { act, at, bareGame, castle, hasMove, lay, legal, put, walled } from './helpers';

describe('readings', () => {
  it('a card may be bought only if a region was actually scored (a closed region nobody stood next to is not enough)', () => {
    const s = bareGame();
    s.players[0].res = { crystal: 0, gold: 9, wood: 0 };
    walled(s, { H9: 'M1', H10: 'M1' }, 'F1', 'H8');
    let after = act(s, { t: 'castle', cell: 'H8' });
    after = act(after, { t: 'pass' });
    expect(after.active).toBe(1); // no purchase offered
    const scored = bareGame();
    scored.players[0].res = { crystal: 0, gold: 9, wood: 0 };
    walled(scored, { H9: 'M1', H10: 'M1' }, 'F1', 'H8');
    put(scored, 'G9', 1); // someone else scores: the active player may buy
    const other = act(act(scored, { t: 'castle', cell: 'H8' }), { t: 'pass' });
    expect(other.active).toBe(0);
    expect(other.turn.step).toBe('buy');
  });

  it('Terrain (single) lays its tile only into a gap of exactly one space [seed]', () => {
    const s = bareGame();
    s.players[0].res.crystal = 5;
    s.players[0].hand = ['C41'];
    lay(s, { H6: 'F1', H7: 'M1' });
    for (const n of neighbours('H9')) if (isLand(n) && !s.land[n]) lay(s, { [n]: 'C1' }); // H9: a one-space gap
    at(s, 0, 'action');
    const after = act(s, { t: 'spell', card: 'C41', alt: null });
    expect(legal(after).filter((m) => m.t === 'fxTile')).toEqual([{ t: 'fxTile', a: 'H9', b: null }]);
    expect(hasMove(after, { t: 'fxTile', a: 'G6', b: null })).toBe(false); // touches the layout, but no gap
  });

  it('Terrain (single) without a gap is cast without effect: the drawn tile goes back to the box', () => {
    const s = bareGame();
    s.players[0].res.crystal = 5;
    s.players[0].hand = ['C41'];
    lay(s, { H6: 'F1', H7: 'M1' });
    at(s, 0, 'action');
    const stack = s.singleStack.length;
    const after = act(s, { t: 'spell', card: 'C41', alt: null });
    expect(after.turn.effect).toBeNull();
    expect(after.singleStack.length).toBe(stack - 1);
    expect(after.events.map((e) => e.key)).toContain('pan.ev.tileBoxed');
  });

  it('Rage raises its figure in every region scored that turn', () => {
    const s = bareGame();
    for (const p of s.players) p.res = { crystal: 10, gold: 0, wood: 0 };
    s.players[0].hand = ['C32']; // Rage ×2
    // forest B9 and forest D10 share the hole C10; the raged figure stands on the castle there
    lay(s, { B9: 'F2', B8: 'M1', C9: 'M1', D10: 'F2', D9: 'M1', D11: 'M1', E10: 'M1', E11: 'M1' });
    let after = act(s, { t: 'castle', cell: 'C10' });
    after = act(after, { t: 'figure', cell: 'C10', leader: false });
    after = act(after, { t: 'spell', card: 'C32', alt: null });
    after = act(after, { t: 'fxRage', cell: 'C10' });
    expect(after.players[0].res.wood).toBe(2 * 2 + 2 * 2);
  });

  it('Halflings get their extra spell only after building with the card action, not after Construct', () => {
    const s = bareGame({ variant: 'b' }, 2, ['halflings', 'humans']);
    s.players[0].res = { crystal: 10, gold: 0, wood: 10 };
    s.players[0].hand = ['C19', 'C05', 'C15'];
    lay(s, { H6: 'F1', H7: 'M1' });
    at(s, 0, 'action');
    const after = act(act(s, { t: 'spell', card: 'C19', alt: null }), { t: 'fxBuild', card: 'C05', slot: 0, alt: null });
    expect(after.active).toBe(1);
  });

  it('Goblins pay crystal cost − 1 for a foreign spell, and their School lowers it further (min 1)', () => {
    const s = bareGame({ variant: 'b' }, 2, ['goblins', 'humans']);
    s.players[0].res = { crystal: 5, gold: 0, wood: 0 };
    s.players[0].slots[0] = [{ card: 'C10' }]; // School −1
    s.players[1].spells = ['C18']; // Conjure 10: 5 crystals
    at(s, 0, 'action');
    expect(act(s, { t: 'gSpell', owner: 1, alt: null }).players[0].res.crystal).toBe(5 - 3);
  });

  it('Elves may cross empty land and end on their own castle', () => {
    const s = bareGame({ variant: 'b' }, 2, ['elves', 'humans']);
    lay(s, { H6: 'F1', H7: 'M1' });
    castle(s, 'H9', 0);
    put(s, 'H7', 0);
    at(s, 0, 'elves');
    expect(hasMove(s, { t: 'elf', from: 'H7', to: 'H9' })).toBe(true); // across the empty H8
  });

  it('side A with a repeated realm gives each of them a copy of its individual cards', () => {
    const s = pandoria.setup({ variant: 'a', realms: 'same' }, 3, 'copies');
    const start = s.players[0].slots[0];
    expect(s.players.every((p) => JSON.stringify(p.slots[0]) === JSON.stringify(start))).toBe(true);
  });

  it('Conjure only raises: a resource at or above its value is not offered [seed: cast without effect]', () => {
    const s = bareGame();
    s.players[0].res = { crystal: 5, gold: 9, wood: 0 };
    s.players[0].hand = ['C15']; // Conjure 6, 3 crystals
    at(s, 0, 'action');
    const cast = act(s, { t: 'spell', card: 'C15', alt: null });
    expect(legal(cast)).toEqual([
      { t: 'fxRes', res: 'crystal' },
      { t: 'fxRes', res: 'wood' },
    ]);
    expect(act(cast, { t: 'fxRes', res: 'wood' }).players[0].res).toEqual({ crystal: 2, gold: 9, wood: 6 });
  });

  it('Conjure with every resource at or above its value is cast without effect: nothing is lowered', () => {
    const s = bareGame();
    s.players[0].res = { crystal: 9, gold: 7, wood: 8 };
    s.players[0].hand = ['C15']; // Conjure 6, 3 crystals
    at(s, 0, 'action');
    const after = act(s, { t: 'spell', card: 'C15', alt: null });
    expect(after.turn.effect).toBeNull();
    expect(after.players[0].res).toEqual({ crystal: 6, gold: 7, wood: 8 });
    expect(after.players[0].spells).toEqual(['C15']);
  });

  it('Enchanted Castle may leave its castle without a figure', () => {
    const s = bareGame();
    s.players[0].res.crystal = 5;
    s.players[0].hand = ['C21'];
    lay(s, { H6: 'F1', H7: 'M1' });
    at(s, 0, 'action');
    let after = act(act(s, { t: 'spell', card: 'C21', alt: null }), { t: 'fxCastle', cell: 'H8', fortress: false });
    expect(legal(after).some((m) => m.t === 'fxEnd')).toBe(true);
    after = act(after, { t: 'fxEnd' });
    expect(after.pieces.H8).toEqual({ kind: 'castle', seat: 0 });
    expect(after.figures.H8).toBeUndefined();
  });
});
