/** The Artifacts expansion [seed]: setup, artifact tiles, mountain fortresses, single tiles into gaps, relics; example 14. */
import { describe, expect, it } from 'vitest';
import { pandoria } from '../../../src/games/pandoria/engine';
import type { PandoriaState } from '../../../src/games/pandoria/types';
import { act, at, bareGame, hasMove, lay, legal, options, put, walled } from './helpers';

const art = (variant = 'a', seats = 2) => bareGame({ variant, artifacts: true }, seats);

describe('setup', () => {
  it.each([
    [2, 48 - 24 + 12 - 2, [3, 5, 6]],
    [3, 48 - 20 + 12 - 3, [3, 4, 5, 6]],
    [4, 48 - 16 + 12 - 4, [3, 4, 5, 6, 7]],
  ])('%i players: %i tiles in the stack (more removed before the 12 artifact tiles go in), relics %j', (seats, stack, relics) => {
    const s = pandoria.setup({ artifacts: true, variant: 'a' }, seats, 'art');
    expect(s.tileStack.length).toBe(stack);
    expect(s.tileStack.filter((t) => t.startsWith('A')).length + s.players.flatMap((p) => p.tiles).filter((t) => t.startsWith('A')).length).toBe(12);
    expect(s.relics).toEqual(relics);
    expect(s.singleStack.length).toBe(14);
    expect(s.players.every((p) => p.fortress)).toBe(true);
  });

  it('the start overlay lies on its spot with a random side, like printed spaces', () => {
    const sides = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const s = pandoria.setup({ artifacts: true }, 2, `ov${i}`);
      expect(s.land.N7?.printed && s.land.N8?.printed).toBe(true);
      sides.add(s.land.N7.terrain);
    }
    expect(sides.size).toBe(2);
  });
});

describe('artifact tiles', () => {
  it('get their artifacts when laid; the player who closes the region takes them all, scoring or not', () => {
    const s = art();
    lay(s, { H6: 'F1', H7: 'M1' });
    s.players[0].tiles = ['A03']; // forest | forest, 2 artifacts
    const supply = s.artifactSupply;
    const after = act(s, { t: 'tile', index: 0, a: 'H8', b: 'H9' });
    expect(after.artifactsOn.H8).toBe(2);
    expect(after.artifactSupply).toBe(supply - 2);
    const closing = art();
    walled(closing, { H9: 'F1', H10: 'F1' }, 'M1', 'H8');
    closing.artifactsOn.H9 = 2;
    closing.players[0].artifacts = 0;
    at(closing, 0, 'place');
    const closed = act(closing, { t: 'castle', cell: 'H8' });
    expect(closed.players[0].artifacts).toBe(2);
    expect(closed.artifactsOn.H9).toBeUndefined();
  });
});

describe('mountain fortress', () => {
  /** Forest B4–B5 at the forest path A5; C4 is still empty, so the region can grow. */
  function pathScene(): PandoriaState {
    const s = art();
    lay(s, { B4: 'F1', B5: 'F2', B6: 'M1', C5: 'M1', C6: 'M1' });
    put(s, 'C5', 1);
    return at(s, 0, 'place');
  }

  it('goes onto a free outer path touching the layout, only while the region there is open', () => {
    const s = pathScene();
    expect(hasMove(s, { t: 'fortress', cell: 'A5' })).toBe(true);
    expect(hasMove(s, { t: 'fortress', cell: 'P4' })).toBe(false);
    const closed = pathScene();
    for (const c of ['B4', 'B5', 'B6', 'C5', 'C6']) closed.closed[c] = true;
    expect(hasMove(closed, { t: 'fortress', cell: 'A5' })).toBe(false);
  });

  it('not at a region of the path’s own terrain that is already enclosed (it only stayed open through the path) [seed]', () => {
    const enclosed = (): PandoriaState => lay(pathScene(), { C4: 'M1' }); // B4–B5 cannot grow; only the forest path keeps it open
    const s = enclosed();
    expect(s.closed.B4).toBeUndefined();
    expect(hasMove(s, { t: 'fortress', cell: 'A5' })).toBe(false);
    const spell = enclosed();
    spell.players[0].hand = ['C21'];
    spell.players[0].res.crystal = 5;
    at(spell, 0, 'action');
    expect(hasMove(act(spell, { t: 'spell', card: 'C21', alt: null }), { t: 'fxCastle', cell: 'A5', fortress: true })).toBe(false);
  });

  it('not when the enclosed region of the path’s terrain sits beside an open region of another terrain', () => {
    const s = art();
    lay(s, { B4: 'F1', B5: 'M1', C4: 'M1', C5: 'M1' }); // forest B4 enclosed but for the forest path; mountains open at B6
    at(s, 0, 'place');
    expect(hasMove(s, { t: 'fortress', cell: 'A5' })).toBe(false);
  });

  it('example 14: blocking the path closes the region as soon as it cannot grow', () => {
    const s = pathScene();
    s.players[1].res = { crystal: 0, gold: 0, wood: 0 };
    let after = act(s, { t: 'fortress', cell: 'A5' });
    expect(after.pieces.A5).toEqual({ kind: 'fortress', seat: 0 });
    expect(after.closed.B4).toBeUndefined(); // C4 is still open
    after = act(after, { t: 'figure', cell: 'A5', leader: false });
    while (after.active === 0) after = act(after, { t: 'skip' });
    after = act(after, { t: 'castle', cell: 'C4' }, 1);
    expect(after.closed.B4 && after.closed.B5).toBe(true);
    after = act(after, { t: 'pass' }, 1);
    expect(after.players[1].res.wood).toBe(3); // C5 next to the region: 1 + 2 symbols
  });

  it('no tile is drawn after it', () => {
    const s = pathScene();
    s.players[0].tiles = ['D01'];
    let after = act(s, { t: 'fortress', cell: 'A5' });
    after = act(after, { t: 'pass' });
    while (after.active === 0) after = act(after, { t: 'skip' });
    expect(after.players[0].tiles).toEqual(['D01']);
  });

  it('may also be placed with Enchanted Castle', () => {
    const s = pathScene();
    s.players[0].hand = ['C21'];
    s.players[0].res.crystal = 5;
    at(s, 0, 'action');
    const after = act(s, { t: 'spell', card: 'C21', alt: null });
    expect(hasMove(after, { t: 'fxCastle', cell: 'A5', fortress: true })).toBe(true);
  });
});

describe('single tiles into one-space gaps', () => {
  function gapScene(): PandoriaState {
    const s = art();
    walled(s, { H9: 'F1' }, 'M1', 'H8'); // H8 is a gap: all its neighbours are laid
    lay(s, { H7: 'C1', G8: 'C1', I8: 'C1' });
    s.singleStack = [...s.singleStack.filter((t) => t !== 'E5'), 'E5']; // hills 1 on top
    return at(s, 0, 'place');
  }

  it('instead of the double tile: draw one and lay it into a gap of exactly one space; no tile is drawn afterwards', () => {
    const s = gapScene();
    expect(options(s)).toContain('S');
    let after = act(s, { t: 'single' });
    expect(after.turn.step).toBe('gap');
    expect(legal(after)).toEqual([{ t: 'gap', cell: 'H8' }]);
    after = act(after, { t: 'gap', cell: 'H8' });
    expect(after.land.H8).toMatchObject({ terrain: 'hills', tile: 'E5' });
    expect(hasMove(after, { t: 'figure', cell: 'H8', leader: false })).toBe(false); // its region closed at once
    const tiles = after.players[0].tiles;
    while (after.active === 0) after = act(after, { t: after.turn.step === 'figure' ? 'pass' : 'skip' });
    expect(after.players[0].tiles).toEqual(tiles);
  });

  it('is not offered without a gap', () => {
    const s = art();
    lay(s, { H6: 'F1', H7: 'M1' });
    at(s, 0, 'place');
    expect(options(s)).not.toContain('S');
  });
});

describe('relics', () => {
  it('instead of a card: hand in artifacts for the matching relic and score it at once', () => {
    const s = art('a', 4);
    s.players[0].artifacts = 5;
    at(s, 0, 'action');
    expect(legal(s).flatMap((m) => (m.t === 'relic' ? [m.artifacts] : []))).toEqual([3, 4, 5]);
    const after = act(s, { t: 'relic', artifacts: 4 });
    expect(after.players[0].artifacts).toBe(1);
    expect(after.players[0].points.relic).toBe(6);
    expect(after.relics).toEqual([3, 5, 6, 7]);
    expect(after.players[0].relics).toEqual([4]);
  });

  it('score double in the family version', () => {
    const s = bareGame({ variant: 'family', artifacts: true }, 4);
    s.players[0].artifacts = 3;
    at(s, 0, 'action');
    expect(act(s, { t: 'relic', artifacts: 3 }).players[0].points.relic).toBe(8);
  });
});
