/**
 * The lobby's variants and how they are read (`npm run mutate -- pandoria … options.ts`): the choices offered with
 * their defaults, unknown values falling back to them, side A with the base realms only, "apart" only for start tiles
 * that are not on the start spaces, the two family versions [seed].
 */
import { describe, expect, it } from 'vitest';
import { isFamily, normalizeOptions, OPTION_SPECS } from '../../../src/games/pandoria/options';

const choice = (id: string, values: string[], def: string) => ({
  id,
  label: { key: `pan.opt.${id}` },
  kind: 'choice',
  choices: values.map((value) => ({ value, label: { key: `pan.opt.${id}.${value}` } })),
  default: def,
});

describe('lobby options', () => {
  it('variant, realm assignment, realm sets, start tiles, apart, Artifacts — with their defaults', () => {
    expect(OPTION_SPECS).toEqual([
      choice('variant', ['b', 'a', 'family', 'famspell'], 'b'),
      choice('realms', ['unique', 'random', 'same', 'samepick', 'pick'], 'unique'),
      choice('sets', ['base', 'realms', 'both', 'basepromo', 'realmspromo', 'all'], 'base'),
      choice('start', ['spaces', 'random', 'chosen'], 'spaces'),
      { id: 'apart', label: { key: 'pan.opt.apart' }, kind: 'boolean', default: false },
      { id: 'artifacts', label: { key: 'pan.opt.artifacts' }, kind: 'boolean', default: false },
    ]);
  });

  it('nothing chosen: side B, unique realms, the base realms, start spaces, no Artifacts', () => {
    expect(normalizeOptions({})).toEqual({ variant: 'b', realms: 'unique', sets: ['base'], start: 'spaces', apart: false, artifacts: false });
  });

  it('unknown or mistyped values fall back to the defaults', () => {
    expect(normalizeOptions({ variant: 'c', realms: 'any', sets: 'promo', start: 'middle', apart: 'yes', artifacts: 'yes' })).toEqual(
      normalizeOptions({}),
    );
    expect(normalizeOptions({ variant: true, realms: true, sets: false, start: true })).toEqual(normalizeOptions({}));
  });

  it('every listed value is kept', () => {
    for (const variant of ['b', 'family', 'famspell']) expect(normalizeOptions({ variant }).variant).toBe(variant);
    for (const realms of ['unique', 'random', 'same', 'samepick', 'pick']) expect(normalizeOptions({ realms }).realms).toBe(realms);
    for (const start of ['spaces', 'random', 'chosen']) expect(normalizeOptions({ start }).start).toBe(start);
    expect(normalizeOptions({ artifacts: true }).artifacts).toBe(true);
  });

  it('realm sets: the promo realms only together with another set [seed]', () => {
    const sets = (key: string) => normalizeOptions({ sets: key }).sets;
    expect(['base', 'realms', 'both', 'basepromo', 'realmspromo', 'all'].map(sets)).toEqual([
      ['base'],
      ['realms'],
      ['base', 'realms'],
      ['base', 'promo'],
      ['realms', 'promo'],
      ['base', 'realms', 'promo'],
    ]);
  });

  it('side A plays the base realms whatever sets were chosen [seed]', () => {
    expect(normalizeOptions({ variant: 'a', sets: 'all' })).toMatchObject({ variant: 'a', sets: ['base'] });
  });

  it('"apart" counts only for random or chosen start tiles', () => {
    expect(normalizeOptions({ start: 'spaces', apart: true }).apart).toBe(false);
    expect(normalizeOptions({ start: 'random', apart: true }).apart).toBe(true);
    expect(normalizeOptions({ start: 'chosen', apart: true }).apart).toBe(true);
    expect(normalizeOptions({ start: 'random' }).apart).toBe(false);
  });

  it('the family versions are "family" and "famspell"', () => {
    expect(['b', 'a', 'family', 'famspell'].map((variant) => isFamily(normalizeOptions({ variant })))).toEqual([false, false, true, true]);
  });
});
