/**
 * Snellman log export: the engine's moves written in the log notation (facts.md §9), one line per
 * run of moves of one faction (power decisions on their own lines), so `importSnellman` rebuilds the
 * same game. Options snellman does not know travel as `## tafelrunde …` pragma lines, which snellman
 * ignores.
 */
import type { GameOptions, Seat } from '../../../engine/types';
import { BONUS_IDS, BONUS_TILES, CULTS, TOWN_TILES, type BonusId } from '../../../../data/terra-mystica/tiles';
import { TERRAIN_COLOR } from '../../../../data/terra-mystica/terrain';
import { applyMove, conversionRate } from '../apply';
import { setupState } from '../setup';
import type { TmMove, TmState } from '../types';
import { SNELLMAN_OPTIONS, type SnellmanOption } from './options';


const factionName = (state: TmState, seat: Seat) => state.players[seat].faction ?? `player${seat + 1}`;

/** The notation of one move, against the state before it ('' = nothing to write). */
export function commandOf(state: TmState, seat: Seat, move: TmMove): string {
  switch (move.t) {
    case 'faction':
      return '';
    case 'convert': {
      const rate = conversionRate(state, seat, move.from, move.to) ?? 1;
      return `convert ${rate * move.n}${move.from} to ${move.n}${move.to}`;
    }
    case 'burn':
      return `burn ${move.n}`;
    case 'dig':
      return `dig ${move.n}`;
    case 'transform':
      return `${move.dig ? `dig ${move.dig}. ` : ''}transform ${move.hex} to ${TERRAIN_COLOR[move.to]}`;
    case 'build':
      return `${move.dig ? `dig ${move.dig}. ` : ''}build ${move.hex}`;
    case 'upgrade':
      return `upgrade ${move.hex} to ${move.to}`;
    case 'send':
      return `send p to ${move.cult}${move.space ? ` for ${move.space}` : ''}`;
    case 'advance':
      return `advance ${move.track}`;
    case 'action':
      return `${move.burn ? `burn ${move.burn}. ` : ''}action ${move.id}`;
    case 'bridge':
      return `bridge ${move.a}:${move.b}`;
    case 'connect':
      return `connect ${move.river}`;
    case 'pass':
      return move.bonus ? `pass ${move.bonus}` : 'pass';
    case 'favor':
      return `+${move.tile}`;
    case 'town':
      return [...heldBackSteps(state, seat, move), `+${move.tile}`].join('. ');
    case 'cult':
      return `+${move.n > 1 ? move.n : ''}${move.cult}`;
    case 'leech': {
      const offer = state.leech.find((o) => o.id === move.offer);
      const from = offer ? factionName(state, offer.from) : '';
      return `${move.accept ? 'leech' : 'decline'} ${offer?.amount ?? 0} from ${from}`;
    }
    case 'forfeit': {
      const p = state.players[seat];
      const ctx = state.turn?.ctx;
      if (p.pendingTowns > 0) return '-GAIN_TW';
      if (p.pendingFavors > 0) return '-GAIN_FAVOR';
      if (p.spades > 0) return '-SPADE';
      if (ctx?.k === 'freeD') return '-FREE_D';
      if (ctx?.k === 'freeTP') return '-FREE_TP';
      return '-FREE_TF';
    }
    case 'done':
      return 'done';
    case 'offerRules':
      // Snellman has no settings; they do not change the game's course.
      return '';
    case 'drop':
      // Written as its own global line by exportSnellman.
      return '';
  }
}

/**
 * snellman's form of holding a track back from a town tile's 10: `-WATER` (or `-2WATER` before TW6) lowers the
 * track first, so the tile's steps end on 9 and the keys go to the other tracks (facts.md §10.13).
 */
function heldBackSteps(state: TmState, seat: Seat, move: Extract<TmMove, { t: 'town' }>): string[] {
  const steps = TOWN_TILES[move.tile].cultSteps ?? 0;
  const cults = state.players[seat].cults;
  return (move.skip ?? []).flatMap((cult) => {
    const at = cults[CULTS.indexOf(cult)];
    const n = at + steps - 9;
    if (steps === 0 || at >= 10 || n < 1) return [];
    return [`-${n > 1 ? n : ''}${cult}`];
  });
}

/** The header: pragmas, options, tiles and factions in turn order of round 1. */
function header(options: GameOptions, state: TmState): string[] {
  const rules = state.rules;
  const lines = ['# Terra Mystica, exported by Tafelrunde'];
  lines.push(`## tafelrunde seats ${state.order.join(',')}`);
  const pragma = (id: string, on: boolean) => lines.push(`## tafelrunde option ${id} ${on ? 'on' : 'off'}`);
  pragma('town-limit', rules.townLimit);
  if (rules.starter) pragma('starter', true);
  if (rules.variableVp) pragma('variable-vp', true);
  if (rules.map !== 'base') lines.push(`## tafelrunde map ${rules.map}`);
  const on: Record<SnellmanOption, boolean> = {
    'mini-expansion-1': rules.miniExpansion,
    'shipping-bonus': rules.shippingBonus,
    'temple-scoring-tile': rules.templeScoring,
    'variable-turn-order': rules.variableTurnOrder,
    'errata-cultist-power': rules.cultistPower,
    'strict-leech': rules.strictLeech,
    'strict-darkling-sh': rules.strictDarklingSh,
    // No rule of ours depends on these; they are kept as the lobby set them.
    'strict-chaosmagician-sh': options['strict-chaosmagician-sh'] !== false,
    'maintain-player-order': options['maintain-player-order'] === true,
  };
  for (const id of SNELLMAN_OPTIONS) if (on[id]) lines.push(`option ${id}`);
  lines.push(`score ${state.scoring.join(',')}`);
  const available = BONUS_IDS.filter((id) => BONUS_TILES[id].option !== 'shipping-bonus' || rules.shippingBonus);
  for (const id of available) if (state.bonusPool[id as BonusId] === undefined) lines.push(`delete ${id}`);
  return lines;
}

/** One line per seat in turn order: `setup <faction>`, or `drop-faction player<n>` for a seat dropped before choosing. */
function setupLines(state: TmState): string[] {
  return state.order.map((s, i) => (state.players[s].faction ? `setup ${state.players[s].faction}` : `drop-faction player${i + 1}`));
}

/** Writes a game (its record: options, seats, seed, moves) in the snellman notation. */
export function exportSnellman(options: GameOptions, seats: number, seed: string, moves: readonly { seat: Seat; move: TmMove }[]): string {
  let state = setupState(options, seats, seed);
  const body: string[] = [];
  let line: { seat: Seat; commands: string[] } | null = null;
  const flush = () => {
    if (line && line.commands.length > 0) body.push(`${factionName(state, line.seat)}: ${line.commands.join('. ')}`);
    line = null;
  };
  let head: string[] | null = null;
  for (const { seat, move } of moves) {
    // A seat dropped before choosing its faction is part of the set-up lines (drop-faction playerN).
    if (move.t === 'faction' || (move.t === 'drop' && state.phase === 'factions')) {
      state = applyMove(state, seat, move);
      continue;
    }
    head ??= [...header(options, state), ...setupLines(state)];
    if (move.t === 'drop') {
      // The moderator's form; snellman reads `X: resign` the same way.
      flush();
      body.push(`drop-faction ${factionName(state, seat)}`);
      state = applyMove(state, seat, move);
      continue;
    }
    const command = commandOf(state, seat, move);
    const separate = move.t === 'leech';
    if (separate || !line || line.seat !== seat) flush();
    if (separate) body.push(`${factionName(state, seat)}: ${command}`);
    else {
      line ??= { seat, commands: [] };
      if (command) line.commands.push(command);
      if (move.t === 'done' || move.t === 'pass') flush();
    }
    state = applyMove(state, seat, move);
  }
  flush();
  head ??= [...header(options, state), ...setupLines(state)];
  return [...head, ...body].join('\n') + '\n';
}
