/** Public texts of moves and scores. */
import type { ScoreItem, ScoreLine, Seat, Text } from '../../engine/types';
import { TERRAIN_COLOR } from '../../../data/terra-mystica/terrain';
import { conversionRate } from './apply';
import { offerValue } from './leech';
import { finalScores } from './scoring';
import { who } from './status';
import { amountText, tmText } from './text-helpers';
import type { TmMove, TmState } from './types';
import { seatRef } from '../../i18n/text';

/** One log line for a move, against the state before it. The bot puts the player's name in front. */
export function describeMove(state: TmState, seat: Seat, move: TmMove): Text {
  const subject = who(state, seat);
  switch (move.t) {
    case 'faction':
      return tmText('log.faction', { who: seatRef(seat), faction: tmText(`faction.${move.faction}`) });
    case 'convert': {
      const rate = conversionRate(state, seat, move.from, move.to) ?? 1;
      return tmText('log.convert', { who: subject, cost: amountText(move.from, rate * move.n), gain: amountText(move.to, move.n) });
    }
    case 'burn':
      return tmText('log.burn', { who: subject, n: move.n });
    case 'dig':
      return tmText('log.dig', { who: subject, spades: amountText('spade', move.n) });
    case 'transform':
      return tmText('log.transform', { who: subject, hex: move.hex, terrain: tmText(`terrain.${move.to}`) });
    case 'build':
      return tmText(state.phase === 'dwellings' ? 'log.place' : 'log.build', { who: subject, hex: move.hex });
    case 'upgrade':
      return tmText('log.upgrade', { who: subject, hex: move.hex, kind: tmText(`log.to.${move.to}`) });
    case 'send':
      return tmText(move.space === 1 ? 'log.sendReturn' : 'log.send', { who: subject, cult: tmText(`cult.${move.cult}`) });
    case 'advance':
      return tmText(`log.advance.${move.track}`, { who: subject });
    case 'action': {
      const line = tmText(`log.act.${move.id}`, { who: subject });
      return move.burn ? tmText('log.afterBurn', { line, n: move.burn }) : line;
    }
    case 'bridge':
      return tmText('log.bridge', { who: subject, a: move.a, b: move.b });
    case 'connect':
      return tmText('log.connect', { who: subject, river: move.river });
    case 'pass':
      if (!move.bonus) return tmText('log.passLast', { who: subject });
      return tmText(state.phase === 'bonus' ? 'log.bonus' : 'log.pass', { who: subject, tile: tmText(`tile.${move.bonus}`) });
    case 'favor':
      return tmText('log.favor', { who: subject, tile: tmText(`tile.${move.tile}`) });
    case 'town':
      return tmText('log.town', { who: subject, tile: tmText(`tile.${move.tile}`) });
    case 'cult':
      return tmText('log.cult', { who: subject, steps: amountText('step', move.n), cult: tmText(`cult.${move.cult}`) });
    case 'leech':
      return describeOfferAnswer(state, seat, move);
    case 'forfeit':
      return tmText('log.forfeit', { who: subject });
    case 'done':
      return tmText('log.done', { who: subject });
    case 'offerRules':
      return tmText('log.offerRules', { who: subject });
    case 'drop':
      return tmText('log.drop', { who: subject });
  }
}

/** Taking or declining power: what the offer really gives now (capped by bowls and VP), and its VP cost. */
function describeOfferAnswer(state: TmState, seat: Seat, move: Extract<TmMove, { t: 'leech' }>): Text {
  const subject = who(state, seat);
  const offer = state.leech.find((o) => o.id === move.offer && o.seat === seat);
  if (!offer) return tmText('log.offerAnswered', { who: subject });
  const from = who(state, offer.from);
  const value = Math.min(move.n ?? offer.amount, offerValue(state, offer));
  if (!move.accept) return tmText(value > 0 ? 'log.decline' : 'log.declineFull', { who: subject, n: value, from });
  if (value <= 1) return tmText('log.leechFree', { who: subject, n: value, from });
  return tmText('log.leech', { who: subject, n: value, from, vp: amountText('VP', value - 1) });
}

/** Colour name of a terrain (for texts needing the snellman notation). */
export const colorName = (t: keyof typeof TERRAIN_COLOR) => TERRAIN_COLOR[t];

const SOURCES = ['start', 'round', 'favor', 'bonus', 'town', 'track', 'faction', 'leech', 'convert', 'network', 'cults', 'resources'];

/** Current VP by source; the preview adds the final scoring as it would be now. */
export function scoreLines(state: TmState): ScoreLine[] {
  const ended = state.phase === 'end';
  const final = ended || state.players.some((p) => p.faction === null) ? null : finalScores(state);
  return state.players.map((p, seat) => {
    const breakdown: ScoreItem[] = [];
    for (const source of SOURCES) {
      let points = p.vpBy[source] ?? 0;
      if (final && (source === 'network' || source === 'cults' || source === 'resources')) points += final[seat][source];
      if (points !== 0 || ['start', 'network', 'cults', 'resources'].includes(source)) breakdown.push({ label: tmText(`vp.${source}`), points });
    }
    const preview = breakdown.reduce((sum, item) => sum + item.points, 0);
    return { seat, current: p.vp, preview, breakdown };
  });
}

export function winnersOf(state: TmState): Seat[] {
  if (state.phase !== 'end') return [];
  const best = Math.max(...state.players.map((p) => p.vp));
  return state.players.map((p, seat) => (p.vp === best ? seat : -1)).filter((s) => s >= 0);
}
