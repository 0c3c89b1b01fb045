/**
 * The turn machine. After every move the state runs forward through everything that needs no decision (skipped
 * steps, scoring, drawing, the next turn) and stops at the next decision.
 */
import type { Seat } from '../../engine/types';
import { seatRef, tx } from '../../i18n/text';
import { POORHOUSE_VALUE } from '../../../data/pandoria/components';
import { finishGame } from './final';
import { realmIs } from './figures';
import { settledMoves, stepMoves } from './moves';
import { isFamily } from './options';
import { poorMoves } from './moves/end';
import { hasPlacement } from './moves/place';
import { setResource } from './resources';
import { scoreClosedRegions } from './scoring';
import type { PandoriaState, TurnState, TurnStep } from './types';

export function freshTurn(step: TurnStep): TurnState {
  return {
    step,
    placed: { kind: 'none', cells: [] },
    fromHand: false,
    single: null,
    figure: null,
    closing: [],
    rage: null,
    built: false,
    scored: false,
    effect: null,
  };
}

export function beginTurn(s: PandoriaState, seat: Seat): void {
  s.active = seat;
  s.turnNo += 1;
  s.turn = freshTurn(s.players[seat].trades.length > 0 ? 'trade' : 'place');
}

/** Only a "skip"/"pass" is possible: the step needs no decision. */
const nothingToDecide = (s: PandoriaState): boolean => settledMoves(s, stepMoves(s)).every((m) => m.move.t === 'skip' || m.move.t === 'pass');

/** Runs the automatic parts until a decision is due (or the game is over). */
export function settle(s: PandoriaState): void {
  for (;;) {
    if (s.over || s.pending.length > 0) return;
    const turn = s.turn;
    switch (turn.step) {
      case 'pick':
      case 'startTile':
      case 'gap':
        return;
      case 'effect':
        if (!settledMoves(s, stepMoves(s)).every((m) => m.move.t === 'fxEnd')) return;
        if (turn.effect?.name === 'terrain') s.events.push(tx('pan.ev.tileBoxed'));
        turn.effect = null;
        turn.step = 'score';
        break;
      case 'trade':
      case 'tradeNow':
        if (settledMoves(s, stepMoves(s)).length > 0) return;
        s.players[s.active].trades = [];
        turn.step = turn.step === 'trade' ? 'place' : 'end';
        break;
      case 'place':
        if (hasPlacement(s)) {
          s.couldPlace = true;
          return;
        }
        s.events.push(tx('pan.ev.cannotPlace', { seat: seatRef(s.active) }));
        turn.step = 'figure';
        break;
      case 'figure':
        if (!nothingToDecide(s)) return;
        turn.figure = 'pass';
        turn.step = 'golem';
        break;
      case 'golem':
        if (!nothingToDecide(s)) return;
        turn.step = 'action';
        break;
      case 'action':
      case 'extra':
        if (!nothingToDecide(s)) return;
        turn.step = 'score';
        break;
      case 'score':
        scoreClosedRegions(s);
        turn.step = s.options.variant === 'famspell' ? 'tradeNow' : isFamily(s.options) ? 'end' : 'buy';
        break;
      case 'buy':
        if (!nothingToDecide(s)) return;
        turn.step = 'elves';
        break;
      case 'elves':
        if (!nothingToDecide(s)) return;
        turn.step = 'poor';
        break;
      case 'poor': {
        const choices = settledMoves(s, poorMoves(s));
        if (choices.length > 1) return;
        const only = choices[0]?.move;
        if (only?.t === 'poor') {
          setResource(s, s.active, only.res, POORHOUSE_VALUE);
          s.events.push(tx('pan.ev.poorhouse', { seat: seatRef(s.active), res: tx(`pan.res.${only.res}`) }));
        }
        turn.step = 'end';
        break;
      }
      case 'end':
        endTurn(s);
        break;
      case 'over':
        return;
    }
  }
}

/** Step 7 and the hand-over: draw a double tile if one was played; the round ends with the start player's right neighbour. */
function endTurn(s: PandoriaState): void {
  const player = s.players[s.active];
  if (s.turn.fromHand) {
    const hold = realmIs(s, s.active, 'dwarves') ? 2 : 1;
    while (player.tiles.length < hold) {
      const tile = s.tileStack.pop();
      if (tile === undefined) {
        if (!s.endTriggered) s.events.push(tx('pan.ev.lastRound'));
        s.endTriggered = true;
        break;
      }
      player.tiles.push(tile);
    }
  }
  const next = (s.active + 1) % s.seats;
  if (next === s.startSeat) {
    if (s.endTriggered || !s.couldPlace) {
      if (!s.couldPlace && !s.endTriggered) s.events.push(tx('pan.ev.stuck'));
      finishGame(s);
      s.events.push(tx('pan.ev.gameOver'));
      return;
    }
    s.round += 1;
    s.couldPlace = false;
  }
  beginTurn(s, next);
}
