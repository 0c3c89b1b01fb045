/**
 * The power-offer settings' values and defaults (RULINGS "Offer settings": DESIGNED, written down in
 * data/terra-mystica/offer-rules.ts), pinned as literals as the editor shows them and the settings move accepts them.
 */
import { describe, expect, it } from 'vitest';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import type { TmState } from '../../../src/games/terra-mystica/types';
import { t } from '../../../src/i18n';
import { game, refusal } from './helpers';

/** Witches (seat 0, on the move) against the Cultists, so that all five settings apply. */
const AGAINST_CULTISTS = (): TmState => game({ factions: ['witches', 'cultists'], dwellings: { witches: ['E9', 'F4'], cultists: ['E6', 'E2'] } });

const DEFAULTS = { take: 2, decline: 0, cultTake: 1, cultDecline: 0, lastCult: 'ask' } as const;

describe('defaults: take up to 2, never decline; Cultists: take a free 1, never decline; round 6: ask', () => {
  it('as /settings reads them', () => {
    const lines = terraMystica.settings?.(AGAINST_CULTISTS(), 0)?.lines.map((l) => t('en', l));
    expect(lines?.slice(0, 3)).toEqual([
      expect.stringMatching(/up to 2 power.*never/),
      expect.stringMatching(/up to 1 power.*never/),
      expect.stringMatching(/ask me/),
    ]);
  });

  it('as the editor names the current values', () => {
    const editor = terraMystica.prompt(AGAINST_CULTISTS(), 0, ['set']);
    if (!('prompt' in editor)) throw new Error('expected the editor');
    expect(editor.prompt.options.map((o) => [o.id, t('en', o.hint ?? { key: '' })])).toEqual([
      ['tk', 'up to 2 power'],
      ['dc', 'never'],
      ['ctk', 'up to 1 power'],
      ['cdc', 'never'],
      ['lc', 'ask me'],
    ]);
  });
});

describe('choosable values', () => {
  const values = (step: string) => {
    const node = terraMystica.prompt(AGAINST_CULTISTS(), 0, ['set', step]);
    return 'prompt' in node ? node.prompt.options.map((o) => o.id) : [];
  };

  it('take 1 … 6; decline never or 2 … 6; Cultists’ take and decline never or 1 … 6 (the current value left out)', () => {
    expect(values('tk')).toEqual(['1', '3', '4', '5', '6']);
    expect(values('dc')).toEqual(['2', '3', '4', '5', '6']);
    expect(values('ctk')).toEqual(['0', '2', '3', '4', '5', '6']);
    expect(values('cdc')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(values('lc')).toEqual(['accept', 'decline']);
  });

  it('the settings move refuses any other value', () => {
    const state = AGAINST_CULTISTS();
    const set = (patch: Record<string, unknown>) => refusal(state, 0, { t: 'offerRules', rules: { ...DEFAULTS, ...patch } as never });
    expect([set({ take: 0 }), set({ take: 7 }), set({ decline: 1 }), set({ decline: 7 })]).toEqual(Array(4).fill('tm.err.offerRules'));
    expect([set({ cultTake: 7 }), set({ cultDecline: 7 }), set({ cultTake: -1 }), set({ lastCult: 'maybe' })]).toEqual(Array(4).fill('tm.err.offerRules'));
    expect([set({ take: 1 }), set({ take: 6 }), set({ take: 1, decline: 2 }), set({ cultTake: 0 }), set({ cultDecline: 6 }), set({ lastCult: 'accept' }), set({ lastCult: 'decline' }), set({})]).toEqual(
      Array(8).fill('accepted'),
    );
  });
});
