/** City of Rome's engine contract beyond the rules: when a move reveals hidden cards, the lobby option, the end by drops. */
import { describe, expect, it } from 'vitest';
import { tx } from '../../../src/i18n';
import { cell, engine, startCity, turnState } from './helpers';

describe('moves that reveal hidden cards', () => {
  it('a draft pick shows the next holder unseen cards; a build drawing from a deck (school) reveals; a plain build does not', () => {
    const drafting = engine.setup({}, 3, 'reveals');
    expect(drafting.phase).toBe('draft');
    const holder = engine.awaiting(drafting)[0];
    const pick = drafting.draft?.packet[0] as string;
    expect(engine.revealsHidden?.(drafting, holder, { type: 'draft', card: pick })).toBe(true);

    // A school next to two cards draws 2 from deck III.
    const { state, seat } = turnState({ city: [...startCity(), cell(2, 3, 'II-04')], hand: ['II-16', 'II-05'], freeBricks: 3, coins: 10 });
    expect(engine.revealsHidden?.(state, seat, { type: 'build', card: 'II-16', row: 2, col: 2, deck: 'III' })).toBe(true);
    expect(engine.revealsHidden?.(state, seat, { type: 'build', card: 'II-05', row: 2, col: 2 })).toBe(false);
  });
});

describe('lobby and drops', () => {
  it('the one lobby option is the Shrine mini-expansion, off by default', () => {
    expect(engine.options).toEqual([{ id: 'shrine', label: tx('cor.option.shrine'), kind: 'boolean', default: false }]);
  });

  it('when drops leave one seat, the game ends with the game-over line', () => {
    const ended = engine.apply(engine.setup({}, 2, 'drop-end'), 1, { type: 'drop' });
    expect(engine.finished(ended)).toBe(true);
    expect(engine.events(ended)).toContainEqual(tx('cor.event.gameOver'));
  });
});
