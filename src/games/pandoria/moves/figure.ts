/**
 * Step 3: place a figure on the piece just laid, or take one back (or, against the Hanbok, ransom prisoners), or
 * pass [seed]. Golems may then add a second figure on the other half of their tile [seed].
 */
import type { Seat } from '../../../engine/types';
import { seatRef, seatText, tx } from '../../../i18n/text';
import { GOLEM_COST } from '../../../../data/pandoria/components';
import { RESOURCES, YIELD } from '../../../../data/pandoria/terrain';
import { buildingAt } from '../buildings';
import { cellOpt, level, opt, type LegalMove, type Level } from '../choice';
import { ownFigureSpots, placeableKinds, realmIs } from '../figures';
import { buildingText, resText } from '../labels';
import { payWays } from '../resources';
import type { Move, PandoriaState } from '../types';

const TITLE = 'pan.p.figure';

export const kindOpt = (leader: boolean) => opt(leader ? 'L' : 'W', tx(leader ? 'pan.o.leader' : 'pan.o.worker'));

/** One move per figure kind; the kind is a level of its own only when there is a choice. */
export function withKinds(s: PandoriaState, seat: Seat, before: Level[], make: (leader: boolean) => Move): LegalMove[] {
  const kinds = placeableKinds(s, seat);
  if (kinds.length === 1) return [{ levels: before, move: make(kinds[0]) }];
  return kinds.map((leader) => ({ levels: [...before, level('choice', 'pan.p.kind', kindOpt(leader))], move: make(leader) }));
}

/** Cells of this turn's placement a figure may go onto. */
export function figureTargets(s: PandoriaState): string[] {
  return s.turn.placed.cells.filter((cell) => {
    if (s.figures[cell]) return false;
    if (s.pieces[cell]) return true;
    return s.land[cell] !== undefined && !s.closed[cell];
  });
}

export function spotText(s: PandoriaState, spot: string) {
  if (!spot.startsWith('g')) return tx('pan.cell', { cell: spot });
  const owner = Number(spot[1]);
  const building = buildingAt(s, owner, Number(spot[2]));
  return tx('pan.o.goblinSpot', { building: building ? buildingText(building.card.id) : '?', seat: seatRef(owner) });
}

function ransomMoves(s: PandoriaState, seat: Seat): LegalMove[] {
  const out: LegalMove[] = [];
  const wealth = RESOURCES.reduce((sum, r) => sum + s.players[seat].res[r], 0);
  s.players.forEach((hanbok, h) => {
    if (h === seat || !realmIs(s, h, 'hanbok')) return;
    const mine = hanbok.prisoners.filter((f) => f.seat === seat);
    const workers = mine.filter((f) => !f.leader).length;
    const leaders = mine.length - workers;
    const first = level('choice', TITLE, opt('R', tx('pan.o.ransom')));
    const who = level('choice', 'pan.p.hanbok', opt(`h${h}`, seatText(h)));
    for (let w = 0; w <= workers; w++) {
      for (let l = 0; l <= leaders; l++) {
        if (w + l === 0 || w + l > wealth) continue;
        const label = tx(l ? 'pan.o.ransomWithLeader' : 'pan.o.ransomWorkers', { n: w });
        out.push({
          levels: [first, who, level('choice', 'pan.p.ransom', opt(`r${w}${l ? 'L' : ''}`, label))],
          move: { t: 'ransom', hanbok: h, workers: w, leader: l === 1 },
        });
      }
    }
  });
  return out;
}

export function figureMoves(s: PandoriaState): LegalMove[] {
  const seat = s.active;
  const out: LegalMove[] = [];
  for (const cell of figureTargets(s)) {
    out.push(...withKinds(s, seat, [level('cell', TITLE, cellOpt(cell))], (leader) => ({ t: 'figure', cell, leader })));
  }
  const back = level('choice', TITLE, opt('B', tx('pan.o.takeBack')));
  for (const from of ownFigureSpots(s, seat)) {
    out.push({ levels: [back, level('cell', 'pan.p.takeBack', opt(from, spotText(s, from), { group: from[0] }))], move: { t: 'takeBack', from } });
  }
  out.push(...ransomMoves(s, seat));
  out.push({ levels: [level('choice', TITLE, opt('P', tx('common.pass')))], move: { t: 'pass' } });
  return out;
}

/** Golems: after placing tile and figure (or taking one back), a further figure on the tile for 3 of that half's resource, never a city [seed]. */
export function golemMoves(s: PandoriaState): LegalMove[] {
  const seat = s.active;
  const turn = s.turn;
  if (!realmIs(s, seat, 'golems') || turn.placed.kind !== 'tile' || !turn.fromHand) return [];
  if (turn.figure !== 'placed' && turn.figure !== 'took') return [];
  const out: LegalMove[] = [];
  for (const cell of turn.placed.cells) {
    const space = s.land[cell];
    const resource = space ? YIELD[space.terrain] : null;
    if (!space || !resource || s.closed[cell] || s.figures[cell]) continue;
    const ways = payWays(s, seat, resource, GOLEM_COST);
    const where = level('cell', 'pan.p.golem', cellOpt(cell, tx('pan.o.cost', { n: GOLEM_COST, res: resText(resource) })));
    for (const alt of ways) {
      const payLevel = ways.length > 1 ? [level('choice', 'pan.p.alt', altOpt(alt, resource))] : [];
      out.push(
        ...withKinds(s, seat, [where], (leader) => ({ t: 'golem', cell, leader, alt })).map((m) => ({
          levels: [...m.levels, ...payLevel],
          move: m.move,
        })),
      );
    }
  }
  if (out.length > 0) out.push({ levels: [level('choice', 'pan.p.golem', opt('P', tx('common.skip')))], move: { t: 'skip' } });
  return out;
}

/** An option naming how to pay: directly, or with the Market's help from another resource. */
export function altOpt(alt: (typeof RESOURCES)[number] | null, needed: (typeof RESOURCES)[number]) {
  return alt === null ? opt('d', tx('pan.o.payDirect', { res: resText(needed) })) : opt(alt[0], tx('pan.o.payWith', { res: resText(alt) }));
}
