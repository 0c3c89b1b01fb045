/** Applies a checked move to a working copy of the state, then runs the turn forward to the next decision. */
import type { Seat } from '../../engine/types';
import { seatRef, tx } from '../../i18n/text';
import { GOLEM_COST, POORHOUSE_VALUE } from '../../../data/pandoria/components';
import { YIELD } from '../../../data/pandoria/terrain';
import { buildCard, buildMonument, occupyBuilding, takeFromMarket, takeRelic } from './actions';
import { startHaunt } from './closing';
import { buildSlots, cardPrice, goblinBuildCost, goblinSpellCost, monumentSlots, spellCost } from './costs';
import { moveFigure, placeFigure, realmIs, takeBack } from './figures';
import { buildingAt } from './buildings';
import { singleText } from './labels';
import { layCastle, layDouble, layFortress, laySingle, putDouble } from './placement';
import { pay, setResource } from './resources';
import { completeSetup } from './setup';
import { settleTrade } from './family';
import { ransom, seize } from './prisoners';
import { applyEffectMove, castForeign, castSpell } from './spells';
import { beginTurn, settle } from './turn';
import type { Move, PandoriaState } from './types';

/** A value the legality check guarantees; missing means a rules bug, never a player error. */
function known<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`pandoria: ${what} missing after the legality check`);
  return value;
}

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
    seize(s, decision, move.res);
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
    case 'trade':
      settleTrade(s, seat, move.take);
      break;
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
      s.events.push(tx('pan.ev.drewSingle', { seat: seatRef(seat), tile: singleText(turn.single) }));
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
    case 'ransom':
      ransom(s, seat, move.hanbok, move.workers, move.leader);
      turn.figure = 'ransom';
      turn.step = 'golem';
      break;
    case 'pass':
      turn.figure = 'pass';
      turn.step = 'golem';
      break;
    case 'golem': {
      pay(s, seat, known(YIELD[s.land[move.cell].terrain], 'golem resource'), GOLEM_COST, move.alt);
      placeFigure(s, seat, move.cell, move.leader);
      turn.step = 'action';
      break;
    }
    case 'spell':
      castSpell(s, seat, move.card, spellCost(s, seat, move.card), move.alt);
      break;
    case 'build': {
      const choice = known(buildSlots(s, seat, move.card, false).find((c) => c.slot === move.slot), 'build slot');
      buildCard(s, seat, move.card, move.slot, choice.cost, move.alt);
      afterBuild(s);
      break;
    }
    case 'monument': {
      const choice = known(monumentSlots(s, seat, false).find((c) => c.slot === move.slot), 'monument slot');
      buildMonument(s, seat, move.slot, choice.cost, move.alt);
      afterBuild(s);
      break;
    }
    case 'relic':
      takeRelic(s, seat, move.artifacts);
      s.events.push(tx('pan.ev.relic', { seat: seatRef(seat), n: move.artifacts }));
      turn.step = 'score';
      break;
    case 'gSpell': {
      const spells = s.players[move.owner].spells;
      castForeign(s, seat, move.owner, goblinSpellCost(s, seat, spells[spells.length - 1]), move.alt);
      break;
    }
    case 'gBuild': {
      const building = known(buildingAt(s, move.owner, move.slot), 'occupied building');
      occupyBuilding(s, seat, move.owner, move.slot, move.leader, goblinBuildCost(building.card.id), move.alt);
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
