/**
 * Spell endings the mutation run of spells found unpinned (`npm run mutate -- pandoria scoring closing final figures
 * spells`): a drawn Terrain tile forgone although it fits goes back to the box (RULINGS #2, #14), and
 * Enchanted Castle (C21, 3 crystals) lays the mountain fortress when that is the piece chosen.
 */
import { describe, expect, it } from 'vitest';
import type { PandoriaState } from '../../../src/games/pandoria/types';
import { act, at, bareGame, cast, caster, hasMove, lay, put } from './helpers';

const event = (s: PandoriaState, key: string) => s.events.filter((e) => e.key === key);

describe('Terrain forgone', () => {
  it('with a one-space gap open, ending the spell boxes the drawn single tile (logged once) and lays nothing', () => {
    const s = caster(['C41']); // Terrain, single tile, 2 crystals
    lay(s, { B8: 'F1', B9: 'F2', C9: 'F1', B7: 'M1', C8: 'M1', D8: 'M1', D9: 'M1', D10: 'M1' }); // C10: a one-space gap
    s.singleStack = [...s.singleStack.filter((t) => t !== 'E7'), 'E7'];
    let after = cast(s, 'C41');
    expect(hasMove(after, { t: 'fxTile', a: 'C10', b: null })).toBe(true);
    expect(event(after, 'pan.ev.tileBoxed')).toEqual([]);
    after = act(after, { t: 'fxEnd' });
    expect(event(after, 'pan.ev.tileBoxed')).toEqual([{ key: 'pan.ev.tileBoxed' }]);
    expect(after.land.C10).toBeUndefined();
    expect(after.singleStack).not.toContain('E7');
    expect(after.turn.effect).toBeNull();
  });
});

describe('Enchanted Castle with Artifacts', () => {
  it('laying the fortress uses the fortress, not one of the 2 castles', () => {
    const s = bareGame({ variant: 'a', artifacts: true }, 2);
    lay(s, { B4: 'F1', B5: 'F2', B6: 'M1', C5: 'M1', C6: 'M1' });
    put(s, 'C5', 1);
    s.players[0].hand = ['C21'];
    s.players[0].res.crystal = 5;
    at(s, 0, 'action');
    expect(s.players[0].castles).toBe(2);
    const after = act(act(s, { t: 'spell', card: 'C21', alt: null }), { t: 'fxCastle', cell: 'A5', fortress: true });
    expect(after.pieces.A5).toEqual({ kind: 'fortress', seat: 0 });
    expect(after.players[0].fortress).toBe(false);
    expect(after.players[0].castles).toBe(2);
    expect(event(after, 'pan.ev.fortress')).toEqual([{ key: 'pan.ev.fortress', params: { seat: { seat: 0 }, cell: 'A5' } }]);
  });
});

describe('Construct (C19)', () => {
  it('a free monument ends the spell: one building or one monument, not both [seed]', () => {
    const s = caster(['C19', 'C10']); // Construct; School −1 (2 wood) still in hand
    s.players[0].slots[0] = [{ card: 'C08' }]; // Small Tower, to be covered
    const after = act(cast(s, 'C19'), { t: 'fxMonument', slot: 0, alt: null });
    expect(after.players[0].slots[0].map((item) => ('monument' in item ? 'monument' : item.card))).toEqual(['C08', 'monument']);
    expect(after.players[0].res.wood).toBe(10);
    expect(after.turn.effect).toBeNull();
  });
});

