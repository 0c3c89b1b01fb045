/** Setup decisions: realm picks ('each picks', 'same chosen') and start tiles placed by the start player. */
import { tx } from '../../../i18n/text';
import { REALMS } from '../../../../data/pandoria/realms';
import { cellOpt, level, opt, type LegalMove } from '../choice';
import { isLand, LAND_CELLS, neighbours } from '../geometry';
import { isEmptyLand } from '../layout';
import { halfText } from '../labels';
import type { PandoriaState } from '../types';

export const realmsInPlay = (s: PandoriaState) => REALMS.filter((realm) => s.options.sets.includes(realm.set));

export function pickMoves(s: PandoriaState): LegalMove[] {
  const title = s.options.realms === 'samepick' ? 'pan.p.pickAll' : 'pan.p.pick';
  return realmsInPlay(s).map((realm) => ({
    levels: [level('choice', title, opt(realm.id, tx(`pan.realm.${realm.id}`), { hint: tx(`pan.realm.${realm.id}.ability`) }))],
    move: { t: 'pick', realm: realm.id },
  }));
}

/** Cells touching a laid (non-printed) tile. */
function nearLaid(s: PandoriaState, cell: string): boolean {
  return neighbours(cell).some((n) => s.land[n] !== undefined && !s.land[n].printed);
}

/**
 * Ordered pairs for a start tile: empty land (not a printed space); with "apart" not touching the other start
 * tile. `interior` keeps random starts off the coast and lakes.
 */
export function startSpots(s: PandoriaState, interior: boolean): [string, string][] {
  const ok = (cell: string) =>
    isEmptyLand(s, cell) &&
    !(s.options.apart && nearLaid(s, cell)) &&
    (!interior || neighbours(cell).every((n) => isLand(n) && !s.land[n]?.printed));
  const out: [string, string][] = [];
  for (const a of LAND_CELLS) {
    if (!ok(a)) continue;
    for (const b of neighbours(a)) if (ok(b)) out.push([a, b]);
  }
  return out;
}

export function startTileMoves(s: PandoriaState): LegalMove[] {
  const tile = s.startTiles[0];
  const titleA = tx('pan.p.startA', { half: halfText(tile, 0) });
  const titleB = tx('pan.p.startB', { half: halfText(tile, 1) });
  return startSpots(s, false).map(([a, b]) => ({
    levels: [level('cell', titleA, cellOpt(a)), level('cell', titleB, cellOpt(b))],
    move: { t: 'start', a, b },
  }));
}
