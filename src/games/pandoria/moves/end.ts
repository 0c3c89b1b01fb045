/**
 * The end of a turn (card purchase, Elves' move, Poorhouse) and the decisions other players make: a Spirits
 * player's choice of haunting figure, the Hanbok's choice of ransom, family-with-spells trades of points for cards.
 */
import { seatRef, tx } from '../../../i18n/text';
import { ELF_STEPS } from '../../../../data/pandoria/components';
import { RESOURCES } from '../../../../data/pandoria/terrain';
import { hasEffect } from '../buildings';
import { cellOpt, level, opt, type LegalMove } from '../choice';
import { cardPrice } from '../costs';
import { isOpenSpace, ownMainCells, realmIs } from '../figures';
import { isLand, neighbours } from '../geometry';
import { cardText, resText } from '../labels';
import { payWays } from '../resources';
import type { Decision, PandoriaState } from '../types';
import { altOpt } from './figure';
import { marketHint } from '../card-hints';

const skip = (title: string): LegalMove => ({ levels: [level('choice', title, opt('P', tx('common.skip')))], move: { t: 'skip' } });

/** Step 6: after a scoring (Mages: always) buy one market card for gold [seed]. */
export function buyMoves(s: PandoriaState): LegalMove[] {
  const seat = s.active;
  if (!s.turn.scored && !realmIs(s, seat, 'mages')) return [];
  const out: LegalMove[] = [];
  for (const card of new Set(s.market)) {
    const price = cardPrice(s, seat, card);
    const pick = level('card', 'pan.p.buy', opt(card, cardText(card), { hint: marketHint(card, price) }));
    const ways = payWays(s, seat, 'gold', price);
    for (const alt of ways) {
      const levels = ways.length > 1 ? [pick, level('choice', 'pan.p.alt', altOpt(alt, 'gold'))] : [pick];
      out.push({ levels, move: { t: 'buy', card, alt } });
    }
  }
  if (out.length > 0) out.push(skip('pan.p.buy'));
  return out;
}

/** Elves: spaces reachable in up to 2 steps, never entering or crossing ships or other players' castles [seed]. */
export function elfDestinations(s: PandoriaState, from: string): string[] {
  const seat = s.active;
  const passable = (cell: string) => isLand(cell) && !(s.pieces[cell] && s.pieces[cell].seat !== seat);
  const endsOk = (cell: string) =>
    isOpenSpace(s, cell) || (s.pieces[cell]?.kind === 'castle' && s.pieces[cell].seat === seat && !s.figures[cell]);
  const reached = new Set<string>();
  let frontier = [from];
  for (let step = 0; step < ELF_STEPS; step++) {
    const next: string[] = [];
    for (const cell of frontier) {
      for (const n of neighbours(cell)) {
        if (n === from || reached.has(n) || !passable(n)) continue;
        reached.add(n);
        next.push(n);
      }
    }
    frontier = next;
  }
  return [...reached].filter(endsOk);
}

export function elfMoves(s: PandoriaState): LegalMove[] {
  if (!realmIs(s, s.active, 'elves')) return [];
  const out: LegalMove[] = [];
  for (const from of ownMainCells(s, s.active)) {
    if (s.figures[from].main.leader) continue;
    for (const to of elfDestinations(s, from)) {
      out.push({ levels: [level('cell', 'pan.p.elves', cellOpt(from)), level('cell', 'pan.p.elvesTo', cellOpt(to))], move: { t: 'elf', from, to } });
    }
  }
  if (out.length > 0) out.push(skip('pan.p.elves'));
  return out;
}

/** Poorhouse: at the end of the own turn one resource at 0 goes to 2 [seed]. */
export function poorMoves(s: PandoriaState): LegalMove[] {
  const seat = s.active;
  if (!hasEffect(s, seat, 'poorhouse')) return [];
  return RESOURCES.filter((res) => s.players[seat].res[res] === 0).map((res) => ({
    levels: [level('choice', 'pan.p.poor', opt(res, resText(res)))],
    move: { t: 'poor', res },
  }));
}

/** Family with spells: a card instead of a scoring's points [seed]; Yucata asks others at their next turn [seed]. */
export function tradeMoves(s: PandoriaState): LegalMove[] {
  const points = s.players[s.active].trades[0];
  if (points === undefined || s.deck.length === 0) return [];
  const title = tx('pan.p.trade', { n: points });
  return [
    { levels: [level('choice', title, opt('C', tx('pan.o.takeCard')))], move: { t: 'trade', take: true } },
    { levels: [level('choice', title, opt('K', tx('pan.o.keepPoints', { n: points })))], move: { t: 'trade', take: false } },
  ];
}

export function decisionMoves(s: PandoriaState, decision: Decision): LegalMove[] {
  if (decision.kind === 'haunt') {
    const title = tx('pan.p.haunt', { seat: seatRef(decision.target) });
    return [false, true].map((leader) => ({
      levels: [level('choice', title, opt(leader ? 'L' : 'W', tx(leader ? 'pan.o.leader' : 'pan.o.worker')))],
      move: { t: 'haunt', leader },
    }));
  }
  const from = s.players[decision.from];
  const title = tx('pan.p.seize', { seat: seatRef(decision.from), n: decision.left });
  return RESOURCES.filter((res) => from.res[res] > 0).map((res) => ({
    levels: [level('choice', title, opt(res, resText(res), { hint: tx('pan.o.have', { n: from.res[res] }) }))],
    move: { t: 'seize', res },
  }));
}
