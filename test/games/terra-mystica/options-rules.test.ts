/**
 * The lobby options and the rules they set (options.ts): the seed's variants ([seed] Varianten: maps "Fjorde"
 * and "Seen", variable VP, variable turn order, the mini expansion's town tiles) and snellman's league options,
 * each with its default, read from a boolean or from the text "true"/"false" a log or the lobby hands over.
 */
import { describe, expect, it } from 'vitest';
import type { GameOptions } from '../../../src/engine/types';
import { t } from '../../../src/i18n';
import { terraMystica } from '../../../src/games/terra-mystica/engine';
import { OPTIONS, resolveRules } from '../../../src/games/terra-mystica/options';
import type { TmRules } from '../../../src/games/terra-mystica/types';

/** Each rule flag with the option that sets it and its default. */
const FLAGS: [option: string, rule: keyof TmRules, def: boolean][] = [
  ['starter', 'starter', false],
  ['variable-vp', 'variableVp', false],
  ['variable-turn-order', 'variableTurnOrder', false],
  ['mini-expansion-1', 'miniExpansion', true],
  ['shipping-bonus', 'shippingBonus', false],
  ['temple-scoring-tile', 'templeScoring', false],
  ['errata-cultist-power', 'cultistPower', true],
  ['strict-leech', 'strictLeech', true],
  ['strict-darkling-sh', 'strictDarklingSh', true],
  ['town-limit', 'townLimit', true],
];

const DEFAULT_RULES: TmRules = {
  map: 'base',
  starter: false,
  variableVp: false,
  variableTurnOrder: false,
  miniExpansion: true,
  shippingBonus: false,
  templeScoring: false,
  cultistPower: true,
  strictLeech: true,
  strictDarklingSh: true,
  townLimit: true,
};

describe('the lobby’s option list', () => {
  it('offers the map and the rule switches in this order, with these defaults', () => {
    expect(OPTIONS.map((o) => [o.id, o.kind, o.default])).toEqual([
      ['map', 'choice', 'base'],
      ['starter', 'boolean', false],
      ['variable-vp', 'boolean', false],
      ['variable-turn-order', 'boolean', false],
      ['mini-expansion-1', 'boolean', true],
      ['town-limit', 'boolean', true],
      ['shipping-bonus', 'boolean', false],
      ['temple-scoring-tile', 'boolean', false],
      ['errata-cultist-power', 'boolean', true],
      ['strict-leech', 'boolean', true],
      ['strict-darkling-sh', 'boolean', true],
      ['strict-chaosmagician-sh', 'boolean', true],
      ['maintain-player-order', 'boolean', false],
    ]);
    // Every option applies to every seat count.
    expect(OPTIONS.filter((o) => 'seats' in o)).toEqual([]);
  });

  it('names each option by its own catalog text, in English and German', () => {
    expect(OPTIONS.map((o) => o.label)).toEqual(OPTIONS.map((o) => ({ key: `tm.opt.${o.id}` })));
    const label = (id: string, locale: 'en' | 'de') => t(locale, OPTIONS.find((o) => o.id === id)!.label);
    expect(label('map', 'en')).toBe('Map');
    expect(label('variable-vp', 'de')).toBe('Variable Startpunkte je Volk');
    expect(label('town-limit', 'en')).toBe('At most 10 towns per game');
  });

  it('the map is one of the base map, Fjords and Lakes ([seed] Varianten → Spielplan)', () => {
    const map = OPTIONS.find((o) => o.id === 'map');
    expect(map?.choices).toEqual([
      { value: 'base', label: { key: 'tm.map.base' } },
      { value: 'fjords', label: { key: 'tm.map.fjords' } },
      { value: 'lakes', label: { key: 'tm.map.lakes' } },
    ]);
    expect(map?.choices?.map((c) => t('de', c.label))).toEqual(['Grundspielplan', 'Fjorde', 'Seen']);
  });

  it('the lobby’s defaults are the rules of a game without options', () => {
    const defaults: GameOptions = Object.fromEntries(OPTIONS.map((o) => [o.id, o.default]));
    expect(resolveRules(defaults)).toEqual(DEFAULT_RULES);
    expect(resolveRules({})).toEqual(DEFAULT_RULES);
  });
});

describe('reading the options', () => {
  it.each(FLAGS)('%s sets %s; default %s', (option, rule, def) => {
    expect(resolveRules({})[rule]).toBe(def);
    expect(resolveRules({ [option]: true })[rule]).toBe(true);
    expect(resolveRules({ [option]: false })[rule]).toBe(false);
    // As text (a log's pragma, the lobby's string values): only "true" is on.
    expect(resolveRules({ [option]: 'true' })[rule]).toBe(true);
    expect(resolveRules({ [option]: 'false' })[rule]).toBe(false);
    expect(resolveRules({ [option]: 'yes' })[rule]).toBe(false);
    // Another option's value does not touch this rule.
    const others = Object.fromEntries(FLAGS.filter(([o]) => o !== option).map(([o, , d]) => [o, !d]));
    expect(resolveRules(others)[rule]).toBe(def);
  });

  it('a value of another kind leaves the default', () => {
    const odd = { 'strict-leech': 1, starter: 1 } as unknown as GameOptions;
    expect(resolveRules(odd).strictLeech).toBe(true);
    expect(resolveRules(odd).starter).toBe(false);
  });

  it('the map: Fjords and Lakes by name, anything else the base map', () => {
    expect(resolveRules({ map: 'fjords' }).map).toBe('fjords');
    expect(resolveRules({ map: 'lakes' }).map).toBe('lakes');
    expect(resolveRules({ map: 'base' }).map).toBe('base');
    expect(resolveRules({ map: 'moon' }).map).toBe('base');
    expect(resolveRules({ map: true }).map).toBe('base');
  });

  it('a game set up with options keeps the rules they give', () => {
    const s = terraMystica.setup({ map: 'lakes', 'variable-vp': 'true', 'strict-leech': false }, 3, 'options');
    expect(s.rules).toEqual({ ...DEFAULT_RULES, map: 'lakes', variableVp: true, strictLeech: false });
  });
});
