/** Invariants of a Helios state, shared by the playouts (playouts.ts, drop.test.ts). */
import { helios } from '../../../src/games/helios/engine';
import { cellIndex } from '../../../src/games/helios/hex';
import { outerRegion } from '../../../src/games/helios/orbit';
import { landMask } from '../../../src/games/helios/accessors';
import type { HeliosState } from '../../../src/games/helios/types';
import { PERSON_IDS } from '../../../data/helios/persons';
import { ACTION_SYMBOLS, ACTION_TILES_PER_COLOR, ACTION_COLORS } from '../../../data/helios/tiles';

function landTilesInGame(state: HeliosState): number {
  const onBoards = state.players.reduce((n, p) => n + Object.values(p.tiles).filter((t) => t.kind === 'land').length, 0);
  const offered = state.offer.filter((t) => t !== null).length;
  const stacked = Object.values(state.stacks).reduce((a, b) => a + b, 0) + state.extraStack.length;
  const pending = state.turn?.pendingLand.length ?? 0;
  return onBoards + offered + stacked + pending + state.landOut;
}

/** Where `value` is not plain JSON (undefined, a non-finite number, a class instance…), or null. */
function notPlainJson(value: unknown, where = '$'): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : where;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = notPlainJson(value[i], `${where}[${i}]`);
      if (bad) return bad;
    }
    return null;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      const bad = notPlainJson(item, `${where}.${key}`);
      if (bad) return bad;
    }
    return null;
  }
  return where;
}

/** Broken invariants after a step (empty when all hold). Collected first so a step costs one assertion. */
export function brokenInvariants(state: HeliosState): string[] {
  const broken: string[] = [];
  const fail = (what: string) => broken.push(what);
  const nonJson = notPlainJson(state);
  if (nonJson) fail(`not plain JSON at ${nonJson}`);
  state.players.forEach((player, seat) => {
    if (player.mana < 0) fail(`seat ${seat}: negative mana`);
    if (player.vp < 0) fail(`seat ${seat}: negative VP`);
    if (player.range < 2) fail(`seat ${seat}: range below 2`);
    for (const [cell, tile] of Object.entries(player.tiles)) {
      if (tile.res.length > 2) fail(`seat ${seat}: more than 2 resources on ${cell}`);
      if (tile.temple && tile.res.length > 0) fail(`seat ${seat}: resources under the temple on ${cell}`);
    }
    if (Object.values(player.tiles).filter((t) => t.temple).length !== player.temples) fail(`seat ${seat}: temple count`);
    // The sun never sits on land and is never enclosed.
    if (player.tiles[player.sun]) fail(`seat ${seat}: sun on a tile`);
    if (Object.keys(player.tiles).length > 0 && !outerRegion(landMask(player))[cellIndex(player.sun)]) fail(`seat ${seat}: sun enclosed`);
    for (const [row, tiles] of Object.entries(player.rows)) if (tiles.length > 4) fail(`seat ${seat}: row ${row} over 4`);
  });
  if (Object.values(state.stacks).some((n) => n < 0)) fail('negative land stack');
  if (state.phase !== 'startTiles' && landTilesInGame(state) !== 36) fail(`land tiles: ${landTilesInGame(state)}`);
  const specialsOnBoards = state.players.reduce((n, p) => n + Object.values(p.tiles).filter((t) => t.kind === 'special').length, 0);
  if (specialsOnBoards + Object.values(state.specials).reduce((a, b) => a + b, 0) !== 8) fail('special tiles not conserved');
  const owned = state.players.flatMap((p) => p.persons.map((x) => x.id));
  if ([...owned, ...state.persons].sort().join() !== [...PERSON_IDS].sort().join()) fail('persons not conserved');
  for (const sym of ACTION_SYMBOLS) {
    const inRows = state.players.flatMap((p) => Object.values(p.rows).flat()).filter((t) => t.sym === sym);
    const all = [...state.draw[sym], ...state.discard[sym], ...state.columns[sym], ...inRows];
    if (!all.every((t) => t.sym === sym)) fail(`${sym}: tile of another symbol`);
    if (all.filter((t) => !t.extra).length !== ACTION_TILES_PER_COLOR * ACTION_COLORS.length) fail(`${sym}: action tiles not conserved`);
  }
  for (const line of helios.scores(state)) {
    if (line.breakdown.reduce((sum, item) => sum + item.points, 0) !== line.preview) fail(`seat ${line.seat}: breakdown does not sum`);
  }
  const publicView = JSON.stringify(helios.view(state, null));
  for (const secret of ['"rng"', '"extraStack"', '"draw"']) if (publicView.includes(secret)) fail(`public view shows ${secret}`);
  return broken;
}
