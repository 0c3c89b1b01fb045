/**
 * The power-offer settings as the player reads them (offer-settings.ts; [seed] Automatisches Nehmen von Macht
 * durch Mitspielerbauten — "nur während des eigenen Zuges"): the lines of /settings, the panel's short line, and the
 * editor's menus word for word, in English and German.
 */
import { describe, expect, it } from 'vitest';
import type { PromptResult, Text } from '../../../src/engine/types';
import { t } from '../../../src/i18n';
import { DEFAULT_OFFER_RULES, type OfferRules } from '../../../data/terra-mystica/offer-rules';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import type { TmMove, TmState } from '../../../src/games/terra-mystica/types';
import { act, edited, game, TWO } from './helpers';

/** Witches (seat 0, on the move) against the Cultists (seat 1). */
const AGAINST_CULTISTS = (): TmState => game({ factions: ['witches', 'cultists'], dwellings: { witches: ['E9', 'F4'], cultists: ['E6', 'E2'] } });

const CHANGED: OfferRules = { take: 4, decline: 6, cultTake: 0, cultDecline: 1, lastCult: 'accept' };

const en = (text: Text | undefined) => (text ? t('en', text) : undefined);
const de = (text: Text | undefined) => (text ? t('de', text) : undefined);

/** A menu as the player reads it: the title, then each option's id, label and hint (English). */
function menu(result: PromptResult<TmMove>): { title: string; options: [string, string, string | undefined][] } {
  if (!('prompt' in result)) throw new Error('expected a menu');
  // Every menu of the editor is a plain choice among buttons.
  expect(result.prompt.kind).toBe('choice');
  return { title: t('en', result.prompt.title), options: result.prompt.options.map((o) => [o.id, t('en', o.label), en(o.hint)]) };
}

const lines = (state: TmState, seat: number, locale: 'en' | 'de' = 'en') =>
  (terraMystica.settings?.(state, seat)?.lines ?? []).map((line) => (locale === 'en' ? en(line) : de(line)));

const ALWAYS_EN = t('en', { key: 'tm.set.line.always' });

describe('/settings', () => {
  it('the default settings, against the Cultists: take up to 2, never decline; Cultists: up to 1, never; ask in round 6', () => {
    expect(lines(AGAINST_CULTISTS(), 0)).toEqual([
      'Power from neighbours: take up to 2 power, decline never.',
      'From a Cultists’ build nobody has taken from yet: take up to 1 power, decline never.',
      'Round 6 after passing, a free power from the Cultists: ask me.',
      ALWAYS_EN,
    ]);
  });

  it('changed settings, in both languages: a take of 0 and a decline of 0 both read “never”', () => {
    const state = act(AGAINST_CULTISTS(), 0, { t: 'offerRules', rules: CHANGED });
    expect(lines(state, 0)).toEqual([
      'Power from neighbours: take up to 4 power, decline from 6 power on.',
      'From a Cultists’ build nobody has taken from yet: take never, decline from 1 power on.',
      'Round 6 after passing, a free power from the Cultists: take it.',
      ALWAYS_EN,
    ]);
    expect(lines(state, 0, 'de').slice(0, 3)).toEqual([
      'Macht durch Mitspielerbauten: nehmen bis 4 Macht, ablehnen ab 6 Macht.',
      'Von einem Kultisten-Bau, von dem noch niemand genommen hat: nehmen nie, ablehnen ab 1 Macht.',
      'Runde 6 nach dem Passen, kostenlose Macht von den Kultisten: nehmen.',
    ]);
    const declining = act(AGAINST_CULTISTS(), 0, { t: 'offerRules', rules: { ...CHANGED, lastCult: 'decline' } });
    expect(lines(declining, 0)[2]).toBe('Round 6 after passing, a free power from the Cultists: decline it.');
  });

  it('another seat’s faction decides the Cultists’ lines, not the seat’s own', () => {
    // Factions are being chosen: seat 0 has taken the Witches, seat 1 has not chosen yet.
    const picking = act(terraMystica.setup({ start: '0' }, 2, 'picking'), 0, { t: 'faction', faction: 'witches' });
    expect(lines(picking, 0)).toHaveLength(4);
    expect(lines(picking, 1)).toEqual(['Power from neighbours: take up to 2 power, decline never.', ALWAYS_EN]);
    expect(lines(TWO(), 0)).toHaveLength(2);
  });

  it('why the editor is closed: not one’s turn, or the game is over', () => {
    const state = TWO();
    expect(en(terraMystica.settings?.(state, 1)?.why)).toBe(
      'You can change them on your own turn only — adjust them before you pass, in round 5 for the last round.',
    );
    const over = edited(state, (x) => {
      x.phase = 'end';
      x.turn = null;
    });
    expect(terraMystica.settings?.(over, 0)).toEqual({ lines: lines(over, 0).map(() => expect.anything()), path: null, why: { key: 'tm.set.why.end' } });
    expect(en(terraMystica.settings?.(over, 0)?.why)).toBe('The game is over.');
    expect(terraMystica.settings?.(state, 0)).toEqual({ lines: expect.any(Array), path: ['set'] });
  });
});

describe('the panel’s short line', () => {
  it('shows in the action phase and while cult spades are placed, and in no other phase', () => {
    const state = act(TWO(), 0, { t: 'offerRules', rules: CHANGED });
    const summary = (phase: TmState['phase']) =>
      (terraMystica.privateSummary?.(edited(state, (x) => (x.phase = phase)), 0) ?? []).map((line) => t('en', line));
    const line = ['Your power offers: take up to 4 power, decline from 6 power on (/settings)'];
    expect(summary('actions')).toEqual(line);
    expect(summary('cultSpades')).toEqual(line);
    for (const phase of ['factions', 'dwellings', 'bonus', 'end'] as const) expect(summary(phase)).toEqual([]);
  });
});

describe('the editor', () => {
  it('against the Cultists: five settings, each with its current value', () => {
    const state = act(AGAINST_CULTISTS(), 0, { t: 'offerRules', rules: CHANGED });
    expect(menu(terraMystica.prompt(state, 0, ['set']))).toEqual({
      title: 'Power offers from neighbours: which setting?',
      options: [
        ['tk', 'Take automatically', 'up to 4 power'],
        ['dc', 'Decline automatically', 'from 6 power on'],
        ['ctk', 'Cultists: take automatically', 'never'],
        ['cdc', 'Cultists: decline automatically', 'from 1 power on'],
        ['lc', 'Round 6 after passing: free power from the Cultists', 'take it'],
      ],
    });
  });

  it('without the Cultists: take and decline only', () => {
    expect(menu(terraMystica.prompt(TWO(), 0, ['set'])).options).toEqual([
      ['tk', 'Take automatically', 'up to 2 power'],
      ['dc', 'Decline automatically', 'never'],
    ]);
  });

  it('take: the other values, each saying which decline threshold it moves', () => {
    const state = act(TWO(), 0, { t: 'offerRules', rules: { ...DEFAULT_OFFER_RULES, take: 2, decline: 4 } });
    expect(menu(terraMystica.prompt(state, 0, ['set', 'tk']))).toEqual({
      title: 'Take automatically (now: up to 2 power)',
      options: [
        ['1', 'up to 1 power', undefined],
        ['3', 'up to 3 power', undefined],
        ['4', 'up to 4 power', 'also changes “Decline automatically” to “from 5 power on”'],
        ['5', 'up to 5 power', 'also changes “Decline automatically” to “from 6 power on”'],
        ['6', 'up to 6 power', 'also changes “Decline automatically” to “never”'],
      ],
    });
  });

  it('decline: the other values; a value at or below the take threshold pulls it down, and says so', () => {
    const state = act(TWO(), 0, { t: 'offerRules', rules: { ...DEFAULT_OFFER_RULES, take: 3, decline: 5 } });
    expect(menu(terraMystica.prompt(state, 0, ['set', 'dc']))).toEqual({
      title: 'Decline automatically (now: from 5 power on)',
      options: [
        ['0', 'never', undefined],
        ['2', 'from 2 power on', 'also changes “Take automatically” to “up to 1 power”'],
        ['3', 'from 3 power on', 'also changes “Take automatically” to “up to 2 power”'],
        ['4', 'from 4 power on', undefined],
        ['6', 'from 6 power on', undefined],
      ],
    });
    expect(terraMystica.prompt(state, 0, ['set', 'dc', '3'])).toEqual({ move: { t: 'offerRules', rules: { ...DEFAULT_OFFER_RULES, take: 2, decline: 3 } } });
  });

  it('the Cultists’ thresholds: “never” for a take of 0, and their own names in the hints', () => {
    const state = act(AGAINST_CULTISTS(), 0, { t: 'offerRules', rules: { ...DEFAULT_OFFER_RULES, cultTake: 1, cultDecline: 3 } });
    expect(menu(terraMystica.prompt(state, 0, ['set', 'ctk']))).toEqual({
      title: 'Cultists: take automatically (now: up to 1 power)',
      options: [
        ['0', 'never', undefined],
        ['2', 'up to 2 power', undefined],
        ['3', 'up to 3 power', 'also changes “Cultists: decline automatically” to “from 4 power on”'],
        ['4', 'up to 4 power', 'also changes “Cultists: decline automatically” to “from 5 power on”'],
        ['5', 'up to 5 power', 'also changes “Cultists: decline automatically” to “from 6 power on”'],
        ['6', 'up to 6 power', 'also changes “Cultists: decline automatically” to “never”'],
      ],
    });
    expect(menu(terraMystica.prompt(state, 0, ['set', 'cdc'])).options.map(([id, label, hint]) => [id, label, hint])).toEqual([
      ['0', 'never', undefined],
      ['1', 'from 1 power on', 'also changes “Cultists: take automatically” to “never”'],
      ['2', 'from 2 power on', undefined],
      ['4', 'from 4 power on', undefined],
      ['5', 'from 5 power on', undefined],
      ['6', 'from 6 power on', undefined],
    ]);
  });

  it('round 6 and the Cultists: the two other choices, each a move keeping the rest', () => {
    const state = act(AGAINST_CULTISTS(), 0, { t: 'offerRules', rules: CHANGED });
    expect(menu(terraMystica.prompt(state, 0, ['set', 'lc']))).toEqual({
      title: 'Round 6 after passing: free power from the Cultists (now: take it)',
      options: [
        ['decline', 'decline it', undefined],
        ['ask', 'ask me', undefined],
      ],
    });
    expect(terraMystica.prompt(state, 0, ['set', 'lc', 'ask'])).toEqual({ move: { t: 'offerRules', rules: { ...CHANGED, lastCult: 'ask' } } });
  });
});
