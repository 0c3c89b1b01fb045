/** The lobby variants [seed] and their normalisation into PandoriaOptions. */
import type { GameOptions, OptionSpec } from '../../engine/types';
import { tx } from '../../i18n/text';
import type { PandoriaOptions, RealmAssignment, RealmSet, StartPlacement, Variant } from './types';

const VARIANTS: readonly Variant[] = ['b', 'a', 'family', 'famspell'];
const ASSIGNMENTS: readonly RealmAssignment[] = ['unique', 'random', 'same', 'samepick', 'pick'];
const STARTS: readonly StartPlacement[] = ['spaces', 'random', 'chosen'];
/** Realm set choices: the promo realms never play on their own [seed]. */
const SET_CHOICES: Readonly<Record<string, RealmSet[]>> = {
  base: ['base'],
  realms: ['realms'],
  both: ['base', 'realms'],
  basepromo: ['base', 'promo'],
  realmspromo: ['realms', 'promo'],
  all: ['base', 'realms', 'promo'],
};

const choice = (id: string, values: readonly string[], def: string): OptionSpec => ({
  id,
  label: tx(`pan.opt.${id}`),
  kind: 'choice',
  choices: values.map((value) => ({ value, label: tx(`pan.opt.${id}.${value}`) })),
  default: def,
});

export const OPTION_SPECS: OptionSpec[] = [
  choice('variant', VARIANTS, 'b'),
  choice('realms', ASSIGNMENTS, 'unique'),
  choice('sets', Object.keys(SET_CHOICES), 'base'),
  choice('start', STARTS, 'spaces'),
  { id: 'apart', label: tx('pan.opt.apart'), kind: 'boolean', default: false },
  { id: 'artifacts', label: tx('pan.opt.artifacts'), kind: 'boolean', default: false },
];

function pickValue<T extends string>(raw: unknown, allowed: readonly T[], fallback: T): T {
  return typeof raw === 'string' && (allowed as readonly string[]).includes(raw) ? (raw as T) : fallback;
}

/** Unknown or missing values fall back to the defaults; side A plays only the base realms [seed]. */
export function normalizeOptions(raw: GameOptions): PandoriaOptions {
  const variant = pickValue(raw.variant, VARIANTS, 'b');
  const setKey = pickValue(raw.sets, Object.keys(SET_CHOICES), 'base');
  const start = pickValue(raw.start, STARTS, 'spaces');
  return {
    variant,
    realms: pickValue(raw.realms, ASSIGNMENTS, 'unique'),
    sets: variant === 'a' ? ['base'] : [...SET_CHOICES[setKey]],
    start,
    apart: start !== 'spaces' && raw.apart === true,
    artifacts: raw.artifacts === true,
  };
}

export const isFamily = (o: PandoriaOptions): boolean => o.variant === 'family' || o.variant === 'famspell';
