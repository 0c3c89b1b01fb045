/** End scoring, the score preview and the winners. [seed "Spielende und Schlusswertung", appendix] */
import { bestSeats } from '../../engine/ranking';
import { BUILDINGS } from '../../../data/helios/buildings';
import { CORNER_VP, CORNER_VP_EXPLORER } from '../../../data/helios/rules';
import { SPECIAL_KINDS } from '../../../data/helios/tiles';
import type { ScoreItem, ScoreLine, Seat } from '../../engine/types';
import { tx } from '../../i18n/text';
import { ADJACENT, CELLS, CORNER_CELLS, cellIndex } from './hex';
import { cubeCount, hasTile } from './accessors';
import type { HeliosOptions, HeliosState, PersonId, PlayerState, SpecialKind } from './types';


/** Corner fields with an own tile next to them. */
export function reachedCorners(player: PlayerState): number {
  return CORNER_CELLS.filter((corner) => ADJACENT[corner].some((n) => hasTile(player, n))).length;
}

/** End points of one special tile on `cell`. */
export function specialTileScore(player: PlayerState, options: HeliosOptions, kind: SpecialKind, cell: number): number {
  const around = ADJACENT[cell];
  const tileAt = (n: number) => player.tiles[CELLS[n].id];
  switch (kind) {
    case 'free':
      // 1 VP per adjacent field without a tile (lakes and the sun's field included; dark rim by option).
      return around.filter((n) => !tileAt(n) && (options.freeFieldsDark || CELLS[n].light)).length;
    case 'land':
      return 2 + 2 * around.filter((n) => tileAt(n)).length;
    case 'goods':
      return 2 * [cell, ...around].reduce((sum, n) => sum + (tileAt(n)?.res.length ?? 0), 0);
    case 'temples':
      return 4 * [cell, ...around].filter((n) => tileAt(n)?.temple).length;
  }
}

/** End points of an activated person. Entdecker and Schatzmeister give their extra on top of the base items. */
export function personScore(player: PlayerState, id: PersonId): number {
  const tiles = Object.values(player.tiles);
  switch (id) {
    case 'architect':
      return 3 * (player.temples + player.buildings.length);
    case 'inventor':
      return 5 * tiles.filter((t) => t.kind === 'special').length;
    case 'priestess':
      return 12;
    case 'explorer':
      return (CORNER_VP_EXPLORER - CORNER_VP) * reachedCorners(player);
    case 'prophetess':
      return 2 * tiles.length;
    case 'cartographer':
      return 3 * new Set(tiles.flatMap((t) => (t.kind === 'land' ? [t.color] : []))).size;
    case 'princess':
      return player.buildings.includes('powerPlant') ? 0 : 2 * player.range;
    case 'treasurer':
      return 2 * cubeCount(player) + 2 * player.mana;
  }
}

/** The end scoring items of one player (without the points scored during play). */
export function endScoring(player: PlayerState, options: HeliosOptions): ScoreItem[] {
  const items: ScoreItem[] = [];
  items.push({ label: tx('hel.score.corners'), points: CORNER_VP * reachedCorners(player) });
  for (const kind of SPECIAL_KINDS) {
    const cells = Object.keys(player.tiles).filter((id) => {
      const tile = player.tiles[id];
      return tile.kind === 'special' && tile.special === kind;
    });
    if (cells.length === 0) continue;
    const points = cells.reduce((sum, id) => sum + specialTileScore(player, options, kind, cellIndex(id)), 0);
    items.push({ label: tx('hel.score.special', { kind: tx(`hel.special.${kind}`) }), points });
  }
  const buildingVp = player.buildings.reduce((sum, id) => sum + BUILDINGS[id].vp, 0);
  items.push({ label: tx('hel.score.buildings'), points: buildingVp });
  for (const person of player.persons) {
    if (person.active) items.push({ label: tx(`hel.person.${person.id}`), points: personScore(player, person.id) });
  }
  items.push({ label: tx('hel.score.mana'), points: player.mana });
  return items;
}

export function scoreLines(state: HeliosState): ScoreLine[] {
  return state.players.map((player, seat) => {
    const breakdown: ScoreItem[] = [{ label: tx('hel.score.play'), points: player.vp }, ...endScoring(player, state.options)];
    const preview = breakdown.reduce((sum, item) => sum + item.points, 0);
    return { seat, current: state.phase === 'finished' ? preview : player.vp, preview, breakdown };
  });
}

/** Most points wins; a tie goes to more resources on the board; a further tie is a shared win. */
export function winnersOf(state: HeliosState): Seat[] {
  if (state.phase !== 'finished') return [];
  const lines = scoreLines(state);
  // A dropped seat counts as last (RULINGS.md): it keeps its points but cannot win.
  const staying = (seat: Seat) => (state.dropped?.includes(seat) ? 0 : 1);
  return bestSeats(state.seats, (seat) => [staying(seat), lines[seat].preview, cubeCount(state.players[seat])]);
}

