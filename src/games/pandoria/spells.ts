/**
 * Spells [seed]: casting (pay crystals, the card becomes the visible top spell, Shrine points) and resolving each
 * effect one target at a time. Every spell may be cast without (full) effect [seed].
 */
import type { Seat } from '../../engine/types';
import { seatRef, tx } from '../../i18n/text';
import { SPELLS } from '../../../data/pandoria/cards';
import type { Resource } from '../../../data/pandoria/terrain';
import { buildCard, buildMonument, takeFromMarket } from './actions';
import { cardSpec, shrinePoints } from './buildings';
import { buildSlots, monumentSlots } from './costs';
import { moveFigure, placeFigure, takeBack } from './figures';
import { halfText, singleText, spellText, tileText } from './labels';
import { layCastle, layDouble, layFortress, laySingle } from './placement';
import { addPoints, pay, setResource } from './resources';
import type { Effect, Move, PandoriaState } from './types';

/** Starts the effect of a spell card; null when it has nothing to resolve (e.g. Terrain with an empty stack). */
export function startEffect(s: PandoriaState, seat: Seat, cardId: string): Effect | null {
  const spell = SPELLS[cardSpec(cardId).spell];
  switch (spell.name) {
    case 'acquire':
      return { name: 'acquire', left: spell.count };
    case 'clone':
    case 'muster':
    case 'teleport':
      return { name: spell.name, left: spell.count };
    case 'conjure':
      return { name: 'conjure', value: spell.value };
    case 'rage':
      return { name: 'rage', factor: spell.factor };
    case 'master':
      return { name: 'master', built: false, monument: false };
    case 'terrain': {
      const tile = spell.size === 1 ? s.singleStack.pop() : s.tileStack.pop();
      if (tile === undefined) {
        s.events.push(tx('pan.ev.noTile'));
        return null;
      }
      s.events.push(tx('pan.ev.drewTile', { seat: seatRef(seat), tile: spell.size === 1 ? singleText(tile) : tileText(tile) }));
      return { name: 'terrain', size: spell.size, tile };
    }
    default:
      return { name: spell.name };
  }
}

function runEffect(s: PandoriaState, effect: Effect | null): void {
  s.turn.effect = effect;
  s.turn.step = effect ? 'effect' : 'score';
}

/** Casting a hand card as a spell (crystals paid; the family version with spells boxes the card afterwards). */
export function castSpell(s: PandoriaState, seat: Seat, card: string, cost: number, alt: Resource | null): void {
  pay(s, seat, 'crystal', cost, alt);
  const player = s.players[seat];
  player.hand.splice(player.hand.indexOf(card), 1);
  if (s.options.variant !== 'famspell') player.spells.push(card);
  s.events.push(tx('pan.ev.cast', { seat: seatRef(seat), spell: spellText(card), n: cost }));
  addPoints(s, seat, shrinePoints(s, seat), 'shrine');
  runEffect(s, startEffect(s, seat, card));
}

/** Goblins cast another player's visible top spell; no card moves [seed]. */
export function castForeign(s: PandoriaState, seat: Seat, owner: Seat, cost: number, alt: Resource | null): void {
  pay(s, seat, 'crystal', cost, alt);
  const spells = s.players[owner].spells;
  const card = spells[spells.length - 1];
  s.events.push(tx('pan.ev.castForeign', { seat: seatRef(seat), spell: spellText(card), owner: seatRef(owner), n: cost }));
  addPoints(s, seat, shrinePoints(s, seat), 'shrine');
  runEffect(s, startEffect(s, seat, card));
}

function finish(s: PandoriaState): void {
  runEffect(s, null);
}

function countDown(s: PandoriaState, effect: Effect & { left: number }): void {
  effect.left -= 1;
  if (effect.left <= 0) finish(s);
}

/** Applies one effect move; the move was checked against the legal list. */
export function applyEffectMove(s: PandoriaState, move: Move): void {
  const seat = s.active;
  const effect = s.turn.effect;
  if (!effect) throw new Error('no effect running');
  switch (move.t) {
    case 'fxEnd':
      if (effect.name === 'terrain') s.events.push(tx('pan.ev.tileBoxed'));
      finish(s);
      return;
    case 'fxCard':
      takeFromMarket(s, seat, move.card);
      if (effect.name === 'acquire') countDown(s, effect);
      return;
    case 'fxSeat': {
      const spells = s.players[move.seat].spells;
      const card = spells[spells.length - 1];
      s.events.push(tx('pan.ev.copied', { seat: seatRef(seat), spell: spellText(card), owner: seatRef(move.seat) }));
      runEffect(s, startEffect(s, seat, card));
      return;
    }
    case 'fxFigure':
      placeFigure(s, seat, move.cell, move.leader);
      s.events.push(tx('pan.ev.figure', { seat: seatRef(seat), cell: move.cell }));
      if (effect.name === 'clone' || effect.name === 'muster') countDown(s, effect);
      else finish(s);
      return;
    case 'fxRes':
      if (effect.name === 'conjure') setResource(s, seat, move.res, effect.value);
      finish(s);
      return;
    case 'fxCastle':
      if (move.fortress) layFortress(s, seat, move.cell);
      else layCastle(s, seat, move.cell);
      s.events.push(tx(move.fortress ? 'pan.ev.fortress' : 'pan.ev.castle', { seat: seatRef(seat), cell: move.cell }));
      runEffect(s, { name: 'castleFigure', cell: move.cell });
      return;
    case 'fxTake':
      takeBack(s, seat, move.from);
      return;
    case 'fxMove':
      moveFigure(s, move.from, move.to);
      s.events.push(tx('pan.ev.moved', { seat: seatRef(seat), from: move.from, to: move.to }));
      if (effect.name === 'teleport') countDown(s, effect);
      return;
    case 'fxRage':
      if (effect.name === 'rage') s.turn.rage = { cell: move.cell, factor: effect.factor };
      finish(s);
      return;
    case 'fxTile':
      if (effect.name !== 'terrain') throw new Error('no tile drawn');
      if (move.b === null) laySingle(s, effect.tile, move.a, seat);
      else layDouble(s, effect.tile, move.a, move.b, seat);
      s.events.push(tx('pan.ev.spellTile', { seat: seatRef(seat), cell: move.a, half: effect.size === 2 ? halfText(effect.tile, 0) : singleText(effect.tile) }));
      finish(s);
      return;
    case 'fxBuild': {
      // The Carpenter counts as it shows at this build (not when covered by it; a new one works at once) [seed].
      const choice = buildSlots(s, seat, move.card, effect.name === 'construct').find((c) => c.slot === move.slot);
      if (!choice) throw new Error('slot not available');
      buildCard(s, seat, move.card, move.slot, choice.cost, move.alt);
      if (effect.name === 'master' && !effect.monument) effect.built = true;
      else finish(s);
      return;
    }
    case 'fxMonument': {
      const choice = monumentSlots(s, seat, effect.name === 'construct').find((c) => c.slot === move.slot);
      if (!choice) throw new Error('slot not available');
      buildMonument(s, seat, move.slot, choice.cost, move.alt);
      if (effect.name === 'master' && !effect.built) effect.monument = true;
      else finish(s);
      return;
    }
    default:
      throw new Error(`not an effect move: ${move.t}`);
  }
}
