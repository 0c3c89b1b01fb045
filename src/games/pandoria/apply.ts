/** Applies a checked move to a working copy of the state, then runs the turn forward to the next decision. */
import type { Seat } from '../../engine/types';
import { tx } from '../../i18n';
import { GOLEM_COST } from '../../../data/pandoria/components';
import { YIELD } from '../../../data/pandoria/terrain';
import { buildCard, buildMonument, occupyBuilding, takeFromMarket, takeRelic } from './actions';
import { startHaunt } from './closing';
import { buildSlots, cardPrice, goblinBuildCost, goblinSpellCost, monumentSlots, spellCost } from './costs';
import { moveFigure, placeFigure, realmIs, takeBack } from './figures';
import { buildingAt } from './buildings';
import { resText, singleText } from './labels';
import { layCastle, layDouble, layFortress, laySingle, putDouble } from './placement';
import { gain, pay, setResource } from './resources';
import { completeSetup } from './setup';
import { applyEffectMove, castForeign, castSpell } from './spells';
import { beginTurn, settle } from './turn';
import type { Move, PandoriaState } from './types';
import { POORHOUSE_VALUE } from '../../../data/pandoria/components';

function afterBuild(s: PandoriaState): void {
  s.turn.built = true;
  s.turn.step = realmIs(s, s.active, 'halflings') ? 'extra' : 'score';
}

function applyDecision(s: PandoriaState, move: Move): void {
  const decision = s.pending[0];
  if (decision.kind === 'haunt' && move.t === 'haunt') {
    s.pending.shift();
    startHaunt(s, decision.seat, decision.target, move.leader);
    return;
  }
  if (decision.kind === 'ransom' && move.t === 'seize') {
    s.players[decision.from].res[move.res] -= 1;
    gain(s, decision.seat, { [move.res]: 1 });
    s.events.push(tx('pan.ev.seized', { seat: decision.seat + 1, res: resText(move.res), from: decision.from + 1 }));
    decision.left -= 1;
    const from = s.players[decision.from].res;
    if (decision.left <= 0 || from.crystal + from.gold + from.wood === 0) s.pending.shift();
    return;
  }
  throw new Error(`move ${move.t} does not answer ${decision.kind}`);
}

export function applyMove(s: PandoriaState, seat: Seat, move: Move): void {
  if (s.pending.length > 0) {
    applyDecision(s, move);
    settle(s);
    return;
  }
  const turn = s.turn;
  const player = s.players[seat];
  switch (move.t) {
    case 'pick':
      if (s.options.realms === 'samepick') for (const p of s.players) p.realm = move.realm;
      else player.realm = move.realm;
      s.picking.shift();
      if (s.picking.length === 0) completeSetup(s);
      return;
    case 'start': {
      const tile = s.startTiles.shift() as string;
      putDouble(s, tile, move.a, move.b);
      if (s.startTiles.length === 0) beginTurn(s, s.startSeat);
      break;
    }
    case 'trade': {
      const points = player.trades.shift() as number;
      if (move.take) {
        player.score -= points;
        player.points.family = (player.points.family ?? 0) - points;
        player.hand.push(s.deck.pop() as string);
      }
      break;
    }
    case 'tile': {
      const [tile] = player.tiles.splice(move.index, 1);
      turn.placed = { kind: 'tile', cells: [move.a, move.b] };
      turn.fromHand = true;
      turn.step = 'figure';
      layDouble(s, tile, move.a, move.b, seat);
      break;
    }
    case 'castle':
      turn.placed = { kind: 'castle', cells: [move.cell] };
      turn.step = 'figure';
      layCastle(s, seat, move.cell);
      break;
    case 'fortress':
      turn.placed = { kind: 'fortress', cells: [move.cell] };
      turn.step = 'figure';
      layFortress(s, seat, move.cell);
      break;
    case 'single':
      turn.single = s.singleStack.pop() as string;
      turn.step = 'gap';
      s.events.push(tx('pan.ev.drewSingle', { seat: seat + 1, tile: singleText(turn.single) }));
      break;
    case 'gap':
      turn.placed = { kind: 'single', cells: [move.cell] };
      turn.step = 'figure';
      laySingle(s, turn.single as string, move.cell, seat);
      turn.single = null;
      break;
    case 'figure':
      placeFigure(s, seat, move.cell, move.leader);
      turn.figure = 'placed';
      turn.step = 'golem';
      break;
    case 'takeBack':
      takeBack(s, seat, move.from);
      turn.figure = 'took';
      turn.step = 'golem';
      break;
    case 'ransom': {
      const prisoners = s.players[move.hanbok].prisoners;
      const free = (leader: boolean) => {
        prisoners.splice(prisoners.findIndex((f) => f.seat === seat && f.leader === leader), 1);
        if (leader) player.leader = true;
        else player.workers += 1;
      };
      for (let i = 0; i < move.workers; i++) free(false);
      if (move.leader) free(true);
      s.pending.push({ kind: 'ransom', seat: move.hanbok, from: seat, left: move.workers + (move.leader ? 1 : 0) });
      turn.figure = 'ransom';
      turn.step = 'golem';
      break;
    }
    case 'pass':
      turn.figure = 'pass';
      turn.step = 'golem';
      break;
    case 'golem': {
      const terrain = s.land[move.cell].terrain;
      pay(s, seat, YIELD[terrain] ?? 'gold', GOLEM_COST, move.alt);
      placeFigure(s, seat, move.cell, move.leader);
      turn.step = 'action';
      break;
    }
    case 'spell':
      castSpell(s, seat, move.card, spellCost(s, seat, move.card), move.alt);
      break;
    case 'build': {
      const choice = buildSlots(s, seat, move.card, false).find((c) => c.slot === move.slot);
      buildCard(s, seat, move.card, move.slot, choice?.cost ?? 0, move.alt);
      afterBuild(s);
      break;
    }
    case 'monument': {
      const choice = monumentSlots(s, seat, false).find((c) => c.slot === move.slot);
      buildMonument(s, seat, move.slot, choice?.cost ?? 0, move.alt);
      afterBuild(s);
      break;
    }
    case 'relic':
      takeRelic(s, seat, move.artifacts);
      s.events.push(tx('pan.ev.relic', { seat: seat + 1, n: move.artifacts }));
      turn.step = 'score';
      break;
    case 'gSpell': {
      const spells = s.players[move.owner].spells;
      castForeign(s, seat, move.owner, goblinSpellCost(s, seat, spells[spells.length - 1]), move.alt);
      break;
    }
    case 'gBuild': {
      const building = buildingAt(s, move.owner, move.slot);
      occupyBuilding(s, seat, move.owner, move.slot, move.leader, goblinBuildCost(building?.card.id ?? ''), move.alt);
      turn.step = 'score';
      break;
    }
    case 'buy':
      pay(s, seat, 'gold', cardPrice(s, seat, move.card), move.alt);
      takeFromMarket(s, seat, move.card);
      turn.step = 'elves';
      break;
    case 'elf':
      moveFigure(s, move.from, move.to);
      turn.step = 'poor';
      break;
    case 'poor':
      setResource(s, seat, move.res, POORHOUSE_VALUE);
      turn.step = 'end';
      break;
    case 'skip':
      turn.step = SKIP_TO[turn.step] ?? turn.step;
      break;
    default:
      applyEffectMove(s, move);
  }
  settle(s);
}

const SKIP_TO: Partial<Record<string, PandoriaState['turn']['step']>> = {
  golem: 'action',
  action: 'score',
  extra: 'score',
  buy: 'elves',
  elves: 'poor',
};
