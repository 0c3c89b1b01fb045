/**
 * The power-offer settings as players see them: the lines of /settings and the editor branch of the
 * choice tree (set → which setting → which value → one `offerRules` move).
 */
import type { Seat, Text } from '../../engine/types';
import {
  LAST_CULT_CHOICES,
  OFFER_THRESHOLD_VALUES,
  type LastCultChoice,
  type OfferRules,
  type OfferThreshold,
} from '../../../data/terra-mystica/offer-rules';
import { canEditOfferRules, offerRulesOf, withThreshold } from './offer-rules';
import { choice, leaf, menu, type Node } from './prompt-node';
import { tmText } from './text-helpers';
import type { TmState } from './types';

/** The step that opens the editor (from the turn menu, or straight from /settings). */
export const SETTINGS_STEP = 'set';

/** Short step ids of the settings (paths travel in custom_ids). */
const STEP: Record<keyof OfferRules, string> = { take: 'tk', decline: 'dc', cultTake: 'ctk', cultDecline: 'cdc', lastCult: 'lc' };
const THRESHOLDS: OfferThreshold[] = ['take', 'decline', 'cultTake', 'cultDecline'];

function thresholdText(key: OfferThreshold, n: number): Text {
  if (key === 'take' || key === 'cultTake') return n === 0 ? tmText('set.v.never') : tmText('set.v.upTo', { n });
  return n === 0 ? tmText('set.v.never') : tmText('set.v.from', { n });
}

const lastCultText = (c: LastCultChoice): Text => tmText(`set.lc.${c}`);

function valueText(rules: OfferRules, key: keyof OfferRules): Text {
  return key === 'lastCult' ? lastCultText(rules.lastCult) : thresholdText(key, rules[key]);
}

/**
 * Whether offers from the Cultists can reach the seat: another seat plays them, or may still pick them. Without them
 * the Cultists' settings would never apply, so they are not shown.
 */
function cultistsOpposite(state: TmState, seat: Seat): boolean {
  return state.players.some((player, other) => other !== seat && (player.faction === 'cultists' || player.faction === null));
}

/** Lines for /settings: the seat's own thresholds, then the rules that always apply. */
export function settingsLines(state: TmState, seat: Seat): Text[] {
  const rules = offerRulesOf(state.players[seat]);
  const cult = cultistsOpposite(state, seat)
    ? [
        tmText('set.line.cult', { take: valueText(rules, 'cultTake'), decline: valueText(rules, 'cultDecline') }),
        tmText('set.line.lastCult', { choice: valueText(rules, 'lastCult') }),
      ]
    : [];
  return [tmText('set.line.take', { take: valueText(rules, 'take'), decline: valueText(rules, 'decline') }), ...cult, tmText('set.line.always')];
}

/**
 * The panel's private block: TM hides nothing, so only the seat's own power-offer thresholds, while offers can come
 * (the action phase) — the figures that decide which offers reach them. Nothing before or after.
 */
export function offerSummary(state: TmState, seat: Seat): Text[] {
  if (state.phase !== 'actions' && state.phase !== 'cultSpades') return [];
  const rules = offerRulesOf(state.players[seat]);
  return [tmText('set.line.short', { take: valueText(rules, 'take'), decline: valueText(rules, 'decline') })];
}

/** /settings: the lines, and the path of the editor while the seat may change them. */
export function offerSettings(state: TmState, seat: Seat): { lines: Text[]; path: string[] | null; why?: Text } {
  const lines = settingsLines(state, seat);
  if (canEditOfferRules(state, seat)) return { lines, path: [SETTINGS_STEP] };
  return { lines, path: null, why: tmText(state.phase === 'end' ? 'set.why.end' : 'set.why.turn') };
}

/** The editor: pick a setting, then one of its other values. */
export function settingsNode(state: TmState, seat: Seat): Node {
  const rules = offerRulesOf(state.players[seat]);
  const keys: (keyof OfferRules)[] = cultistsOpposite(state, seat) ? [...THRESHOLDS, 'lastCult'] : ['take', 'decline'];
  return menu(
    'choice',
    tmText('q.offerSetting'),
    keys.map((key) =>
      choice(STEP[key], tmText(`set.name.${key}`), () => valueNode(rules, key), { hint: valueText(rules, key) }),
    ),
  );
}

function valueNode(rules: OfferRules, key: keyof OfferRules): Node {
  const title = tmText('q.offerValue', { setting: tmText(`set.name.${key}`), now: valueText(rules, key) });
  if (key === 'lastCult') {
    return menu(
      'choice',
      title,
      LAST_CULT_CHOICES.filter((c) => c !== rules.lastCult).map((c) => choice(c, lastCultText(c), () => leaf({ t: 'offerRules', rules: { ...rules, lastCult: c } }))),
    );
  }
  return menu(
    'choice',
    title,
    OFFER_THRESHOLD_VALUES[key]
      .filter((n) => n !== rules[key])
      .map((n) => {
        const next = withThreshold(rules, key, n);
        const moved = THRESHOLDS.find((other) => other !== key && next[other] !== rules[other]);
        // The option says up front which other threshold it moves, so the two never overlap.
        const hint = moved ? { hint: tmText('h.offerMoves', { setting: tmText(`set.name.${moved}`), value: thresholdText(moved, next[moved]) }) } : {};
        return choice(String(n), thresholdText(key, n), () => leaf({ t: 'offerRules', rules: next }), hint);
      }),
  );
}
