/**
 * Lobby variants and the rule options of snellman league games. Option ids follow snellman's names
 * where one exists, so a log's `option …` lines map one to one.
 */
import type { GameOptions, OptionSpec } from '../../engine/types';
import { tmText } from './text-helpers';
import type { MapId } from '../../../data/terra-mystica/maps';
import type { TmRules } from './types';

const bool = (id: string, def: boolean, seats?: number[]): OptionSpec => ({
  id,
  label: tmText(`opt.${id}`),
  kind: 'boolean',
  default: def,
  ...(seats ? { seats } : {}),
});

export const OPTIONS: OptionSpec[] = [
  {
    id: 'map',
    label: tmText('opt.map'),
    kind: 'choice',
    choices: [
      { value: 'base', label: tmText('map.base') },
      { value: 'fjords', label: tmText('map.fjords') },
      { value: 'lakes', label: tmText('map.lakes') },
    ],
    default: 'base',
  },
  bool('starter', false),
  bool('variable-vp', false),
  bool('variable-turn-order', false),
  bool('mini-expansion-1', true),
  bool('town-limit', true),
  bool('shipping-bonus', false),
  bool('temple-scoring-tile', false),
  bool('errata-cultist-power', true),
  bool('strict-leech', true),
  bool('strict-darkling-sh', true),
  bool('strict-chaosmagician-sh', true),
  bool('maintain-player-order', false),
];

/**
 * Options accepted for compatibility that change no rule here: `strict-chaosmagician-sh` (passing always
 * ends the Chaos Magicians' double action, as in the seed), `maintain-player-order` (seating is given
 * by the table), `email-notify` (administrative).
 */
export const IGNORED_OPTIONS = ['strict-chaosmagician-sh', 'maintain-player-order', 'email-notify'];

function flag(options: GameOptions, id: string, def: boolean): boolean {
  const v = options[id];
  return typeof v === 'boolean' ? v : typeof v === 'string' ? v === 'true' : def;
}

export function resolveRules(options: GameOptions): TmRules {
  const map = options.map;
  return {
    map: map === 'fjords' || map === 'lakes' ? (map as MapId) : 'base',
    starter: flag(options, 'starter', false),
    variableVp: flag(options, 'variable-vp', false),
    variableTurnOrder: flag(options, 'variable-turn-order', false),
    miniExpansion: flag(options, 'mini-expansion-1', true),
    shippingBonus: flag(options, 'shipping-bonus', false),
    templeScoring: flag(options, 'temple-scoring-tile', false),
    cultistPower: flag(options, 'errata-cultist-power', true),
    strictLeech: flag(options, 'strict-leech', true),
    strictDarklingSh: flag(options, 'strict-darkling-sh', true),
    townLimit: flag(options, 'town-limit', true),
  };
}
