/** Public texts of moves and scores. */
import type { ScoreItem, ScoreLine, Seat, Text } from '../../engine/types';
import { TERRAIN_COLOR } from '../../../data/terra-mystica/terrain';
import { finalScores } from './scoring';
import { tmText } from './text';
import type { TmMove, TmState } from './types';

const factionOf = (state: TmState, seat: Seat): Text =>
  state.players[seat].faction ? tmText(`faction.${state.players[seat].faction}`) : tmText('seat', { n: seat + 1 });

/** One log line for a move, against the state before it. */
export function describeMove(state: TmState, seat: Seat, move: TmMove): Text {
  const who = factionOf(state, seat);
  switch (move.t) {
    case 'faction':
      return tmText('log.faction', { who: tmText('seat', { n: seat + 1 }), faction: tmText(`faction.${move.faction}`) });
    case 'convert':
      return tmText('log.convert', { who, n: move.n, from: tmText(`res.${move.from}`), to: tmText(`res.${move.to}`) });
    case 'burn':
      return tmText('log.burn', { who, n: move.n });
    case 'dig':
      return tmText('log.dig', { who, n: move.n });
    case 'transform':
      return tmText('log.transform', { who, hex: move.hex, terrain: tmText(`terrain.${move.to}`) });
    case 'build':
      return tmText(state.phase === 'dwellings' ? 'log.place' : 'log.build', { who, hex: move.hex });
    case 'upgrade':
      return tmText('log.upgrade', { who, hex: move.hex, kind: tmText(`bld.${move.to}`) });
    case 'send':
      return tmText(move.space === 1 ? 'log.sendReturn' : 'log.send', { who, cult: tmText(`cult.${move.cult}`) });
    case 'advance':
      return tmText(`log.advance.${move.track}`, { who });
    case 'action':
      return tmText('log.action', { who, action: tmText(`action.${move.id}`) });
    case 'bridge':
      return tmText('log.bridge', { who, a: move.a, b: move.b });
    case 'connect':
      return tmText('log.connect', { who, river: move.river });
    case 'pass':
      return move.bonus ? tmText(state.phase === 'bonus' ? 'log.bonus' : 'log.pass', { who, tile: tmText(`tile.${move.bonus}`) }) : tmText('log.passLast', { who });
    case 'favor':
      return tmText('log.favor', { who, tile: tmText(`tile.${move.tile}`) });
    case 'town':
      return tmText('log.town', { who, tile: tmText(`tile.${move.tile}`) });
    case 'cult':
      return tmText('log.cult', { who, n: move.n, cult: tmText(`cult.${move.cult}`) });
    case 'leech': {
      const offer = state.leech.find((o) => o.id === move.offer);
      const from = offer ? factionOf(state, offer.from) : tmText('seat', { n: 0 });
      return tmText(move.accept ? 'log.leech' : 'log.decline', { who, n: offer?.amount ?? 0, from });
    }
    case 'forfeit':
      return tmText('log.forfeit', { who });
    case 'done':
      return tmText('log.done', { who });
    case 'offerRules':
      return tmText('log.offerRules', { who });
  }
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
