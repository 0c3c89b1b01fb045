/**
 * Invariants every Pandoria state must keep; used by the playouts after every move. They collect violations as
 * text (cheap) so a playout asserts once per game.
 */
import { isDeepStrictEqual } from 'node:util';
import { RESOURCES } from '../../../data/pandoria/terrain';
import { WORKERS_BY_SEATS } from '../../../data/pandoria/components';
import { SHIP_CELLS } from '../../../src/games/pandoria/geometry';
import { pandoria } from '../../../src/games/pandoria/engine';
import { capOf } from '../../../src/games/pandoria/resources';
import type { PandoriaState } from '../../../src/games/pandoria/types';

/** Where each seat's workers and leader are: supply, board (also haunting), prisons, haunts, Goblin posts. */
export function figureCount(s: PandoriaState, seat: number): { workers: number; leaders: number } {
  let workers = s.players[seat].workers;
  let leaders = s.players[seat].leader ? 1 : 0;
  const count = (f: { seat: number; leader: boolean }) => {
    if (f.seat !== seat) return;
    if (f.leader) leaders += 1;
    else workers += 1;
  };
  for (const o of Object.values(s.figures)) {
    count(o.main);
    if (o.spirit) count(o.spirit);
  }
  for (const p of s.players) {
    p.prisoners.forEach(count);
    if (p.haunt) count({ seat: p.haunt.by, leader: p.haunt.leader });
  }
  s.players[seat].goblin.forEach((post) => count({ seat, leader: post.leader }));
  return { workers, leaders };
}

export function stateViolations(s: PandoriaState): string[] {
  const out: string[] = [];
  const fail = (ok: boolean, what: string) => {
    if (!ok) out.push(what);
  };
  for (let seat = 0; seat < s.seats; seat++) {
    const p = s.players[seat];
    for (const r of RESOURCES) fail(p.res[r] >= 0 && p.res[r] <= capOf(s, seat), `seat ${seat} ${r}=${p.res[r]}`);
    const figures = figureCount(s, seat);
    fail(figures.workers === WORKERS_BY_SEATS[s.seats] && figures.leaders === 1, `seat ${seat} figures ${JSON.stringify(figures)}`);
    fail(p.castles >= 0, `seat ${seat} castles`);
    fail(p.score === Object.values(p.points).reduce((a, b) => a + (b ?? 0), 0), `seat ${seat} score vs sources`);
  }
  for (const line of pandoria.scores(s)) {
    fail(line.breakdown.reduce((sum, item) => sum + item.points, 0) === line.preview, `seat ${line.seat} breakdown`);
    fail(line.current === s.players[line.seat].score, `seat ${line.seat} current`);
  }
  for (const [cell, o] of Object.entries(s.figures)) {
    fail(s.land[cell] !== undefined || s.pieces[cell] !== undefined || SHIP_CELLS.includes(cell), `figure off the layout ${cell}`);
    fail(!o.spirit || o.spirit.seat !== o.main.seat, `spirit shares with own figure ${cell}`);
    fail(!(s.land[cell] && s.closed[cell]), `figure in closed region ${cell}`);
  }
  const perTile = new Map<string, number>();
  for (const space of Object.values(s.land)) if (space.tile !== 'P') perTile.set(space.tile, (perTile.get(space.tile) ?? 0) + 1);
  for (const [tile, n] of perTile) fail(n <= (tile.startsWith('E') ? 1 : 2), `tile ${tile} on ${n} spaces`);
  return out;
}

/** Closed regions stay closed; laid spaces and pieces are never removed or changed. */
export function stepViolations(before: PandoriaState, after: PandoriaState): string[] {
  const out: string[] = [];
  for (const cell of Object.keys(before.closed)) if (!after.closed[cell]) out.push(`reopened ${cell}`);
  for (const [cell, space] of Object.entries(before.land)) if (after.land[cell] !== space && !isDeepStrictEqual(after.land[cell], space)) out.push(`land changed ${cell}`);
  for (const [cell, piece] of Object.entries(before.pieces)) if (!isDeepStrictEqual(after.pieces[cell], piece)) out.push(`piece changed ${cell}`);
  if (!isDeepStrictEqual(JSON.parse(JSON.stringify(after)), after)) out.push('not JSON-safe');
  return out;
}

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as Record<string, unknown>)) deepFreeze(v);
  }
  return value;
}
