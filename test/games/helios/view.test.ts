import { describe, expect, it } from 'vitest';
import { playout } from '../../../src/engine/driver';
import { helios } from '../../../src/games/helios/engine';
import { at, landTile, onTurn, optionIds, startedGame, withBoard } from './helpers';

describe('views', () => {
  const state = startedGame(4, 'view-tests');

  it('the public view shows counts, never the order of face-down piles or the PRNG', () => {
    const view = helios.view(state, null);
    const json = JSON.stringify(view);
    for (const hidden of ['"rng"', '"extraStack"', '"draw"', '"discard"']) expect(json).not.toContain(hidden);
    expect(view.drawCounts).toEqual({ land: 10, build: 10, sun: 10 });
    expect(view.extraStackCount).toBe(state.extraStack.length);
    expect(view.landStackCounts).toEqual(state.stacks);
  });

  it('Helios has no private hands: a seat sees what the public sees, and knows who it is', () => {
    const mine = helios.view(state, 2);
    const publicView = helios.view(state, null);
    expect(mine.you).toBe(2);
    expect({ ...mine, you: null }).toEqual(publicView);
  });

  it('the view carries the board layout with its marks', () => {
    const { board } = helios.view(state, null);
    expect(board).toHaveLength(61);
    const count = (mark: string) => board.filter((c) => c.marks.includes(mark as never)).length;
    expect([count('bonus'), count('mana'), count('corner'), count('yellow'), count('start'), count('sunStart')]).toEqual([4, 2, 5, 4, 1, 1]);
  });

  it('each player’s sun targets in the view match what the sun prompt offers', () => {
    const board = withBoard(state, 1, { [at(0, 0)]: landTile('grey'), [at(1, 0)]: landTile('grey') }, at(0, -1));
    const turn = onTurn(board, 1, 'act', 'sun');
    const fromView = helios.view(turn, null).players[1].sunTargets.map((t) => t.cell).sort();
    expect(fromView).toEqual(optionIds(turn, 1, ['S']).sort());
    const prompt = helios.prompt(turn, 1, ['S']);
    expect('prompt' in prompt && prompt.prompt.highlight?.sort()).toEqual(fromView);
  });

  it('the view never shares objects with the state', () => {
    const view = helios.view(state, null);
    view.players[0].tiles[0].tile.res.push('black');
    view.landOffer[0]?.res.push('black');
    expect(helios.view(state, null)).not.toEqual(view);
  });
});

describe('prompts over whole games', () => {
  it('step ids are short, and long option lists are grouped so a UI can fold them', () => {
    let prompts = 0;
    for (const seats of [2, 3, 4]) {
      playout(helios, {}, seats, `prompt-shape-${seats}`, (prompt) => {
        prompts++;
        for (const option of prompt.options) expect(option.id.length).toBeLessThanOrEqual(12);
        expect(new Set(prompt.options.map((o) => o.id)).size).toBe(prompt.options.length);
        if (prompt.options.length > 25) expect(prompt.options.every((o) => o.group !== undefined)).toBe(true);
        return prompts % prompt.options.length;
      });
    }
    expect(prompts).toBeGreaterThan(100);
  });
});
