/**
 * The flow of a game: set-up steps, turns, the end of a round (cult rewards in the next round's order,
 * spades from them, coins on leftover bonus tiles), income and the final scoring ([seed] Spielverlauf).
 */
import type { Seat, Text } from '../../engine/types';
import type { Income } from '../../../data/terra-mystica/factions';
import { SCORING_TILES } from '../../../data/terra-mystica/tiles';
import { addVp, gainIncome, gainSpades } from './economy';
import { cultRewardTimes, finalScores, incomeOf } from './scoring';
import { who } from './status';
import { amountText, tmText } from './text-helpers';
import type { TmState } from './types';

export function beginTurn(state: TmState, seat: Seat): void {
  state.active = seat;
  state.turn = { seat, actions: 1, acted: false, ctx: null, teleportTo: null };
  state.players[seat].cultBlocked = [];
}

/** Ends the active turn and hands it to the next seat that has not passed (or ends the round). */
export function endTurn(state: TmState): void {
  const turn = state.turn;
  if (!turn) return;
  const p = state.players[turn.seat];
  if (state.rules.strictDarklingSh) p.darklingConvert = 0;
  p.boughtSpades = 0;
  state.turn = null;
  state.active = null;
  const i = state.order.indexOf(turn.seat);
  for (let k = 1; k <= state.seats; k++) {
    const seat = state.order[(i + k) % state.seats];
    if (!state.players[seat].passed && !state.players[seat].dropped) {
      beginTurn(state, seat);
      return;
    }
  }
  advance(state);
}

/** Moves the game on when nobody has anything left to decide in the current step. */
export function advance(state: TmState): void {
  if (state.phase === 'actions') {
    if (state.turn || state.players.some((p) => !p.passed && !p.dropped)) return;
    if (state.leech.length > 0 || state.players.some((p) => p.pendingCult > 0 || p.pendingFavors > 0 || p.pendingTowns > 0)) return;
    if (state.round === 6) finishGame(state);
    else endRound(state);
    return;
  }
  if (state.phase === 'cultSpades') {
    let next = 0;
    while (next < state.setupQueue.length && state.players[state.setupQueue[next]].spades === 0) next++;
    if (next > 0) state.setupQueue = state.setupQueue.slice(next);
    if (state.setupQueue.length === 0) startRound(state);
  }
}

function nextOrder(state: TmState): Seat[] {
  // Seats dropped before passing never pass: snellman moves every passer behind them, so they lead the order (and
  // are skipped); a seat that passed and then dropped keeps its place in the pass order.
  if (state.rules.variableTurnOrder) {
    const unpassed = state.order.filter((s) => state.players[s].dropped && !state.passOrder.includes(s));
    return [...unpassed, ...state.passOrder];
  }
  const start = state.passOrder[0] ?? state.order[0];
  return Array.from({ length: state.seats }, (_, i) => (start + i) % state.seats);
}

/** What a cult reward gave: each tile rewards one kind; priests beyond the 7 in play are lost. */
function rewardText(reward: Income & { spade?: number }, times: number, priestsGained: number): Text {
  if (reward.spade) return amountText('spade', reward.spade * times);
  if (reward.p) return amountText('P', priestsGained);
  if (reward.w) return amountText('W', reward.w * times);
  if (reward.pw) return amountText('PW', reward.pw * times);
  return amountText('C', (reward.c ?? 0) * times);
}

/** Phase III: the round tile's cult reward, paid in the next round's turn order. */
function endRound(state: TmState): void {
  const order = nextOrder(state);
  const tile = SCORING_TILES[state.scoring[state.round - 1]];
  state.order = order;
  state.phase = 'cultSpades';
  // Filled below: the queue's own array, typed writable here only.
  const spadeQueue: Seat[] = [];
  state.setupQueue = spadeQueue;
  for (const seat of order) {
    const p = state.players[seat];
    const times = cultRewardTimes(state, seat);
    if (times === 0) continue;
    const { spade, ...income } = tile.reward;
    const priestsBefore = p.p;
    gainIncome(p, {
      c: (income.c ?? 0) * times,
      w: (income.w ?? 0) * times,
      p: (income.p ?? 0) * times,
      pw: (income.pw ?? 0) * times,
    });
    if (spade) {
      // A dropped seat still receives them (Halflings' VP, Alchemists' power, as on snellman) but never uses them:
      // snellman asks no transform of a dropped faction.
      gainSpades(state, seat, spade * times);
      if (p.dropped) p.spades = 0;
      else spadeQueue.push(seat);
    }
    state.events.push(tmText('ev.cultReward', { round: state.round, who: who(state, seat), gain: rewardText(tile.reward, times, p.p - priestsBefore) }));
  }
  advance(state);
}

/** A new round: coins on leftover bonus tiles, action markers back, income, the start player acts. */
export function startRound(state: TmState): void {
  state.round++;
  state.phase = 'actions';
  state.setupQueue = [];
  for (const id of Object.keys(state.bonusPool) as (keyof TmState['bonusPool'])[]) {
    state.bonusPool[id] = (state.bonusPool[id] ?? 0) + 1;
  }
  state.powerActionsUsed = [];
  state.passOrder = [];
  for (const p of state.players) {
    p.passed = false;
    p.usedActions = [];
  }
  // Dropped seats still take income (snellman: income for every faction), which counts for their resources at the end.
  for (const seat of state.order) if (state.players[seat].faction) gainIncome(state.players[seat], incomeOf(state, seat));
  state.events.push(tmText('ev.round', { round: state.round }));
  const first = state.order.find((seat) => !state.players[seat].dropped);
  if (first === undefined) advance(state);
  else beginTurn(state, first);
}

function finishGame(state: TmState): void {
  const scores = finalScores(state);
  scores.forEach((s, seat) => {
    const p = state.players[seat];
    addVp(p, s.network, 'network');
    addVp(p, s.cults, 'cults');
    addVp(p, s.resources, 'resources');
  });
  state.phase = 'end';
  state.active = null;
  state.turn = null;
  state.events.push(tmText('ev.gameEnd'));
}

/** After the faction choice: dwellings clockwise, then counter-clockwise, Nomads' third, Chaos Magicians' one. */
export function dwellingQueue(state: TmState): Seat[] {
  const order = playingSeats(state, state.order);
  const faction = (s: Seat) => state.players[s].faction;
  const normal = order.filter((s) => faction(s) !== 'chaosmagicians');
  const queue = [...normal, ...[...normal].reverse()];
  const nomads = order.find((s) => faction(s) === 'nomads');
  if (nomads !== undefined) queue.push(nomads);
  const cm = order.find((s) => faction(s) === 'chaosmagicians');
  if (cm !== undefined) queue.push(cm);
  return queue;
}


/** `seats` without the dropped ones (set-up steps and queues skip them). */
export function playingSeats(state: TmState, seats: readonly Seat[]): Seat[] {
  return seats.filter((seat) => !state.players[seat].dropped);
}
