/** Moving the sun: legal destinations, the yield of irradiated land and temples, and circuits. [seed "Der Spieler bewegt die Sonne"] */
import {
  CIRCUIT_VP,
  CIRCUIT_VP_WATCHTOWER,
  COUNCIL_TEMPLE_VP,
  MAX_RESOURCES_PER_TILE,
} from '../../../data/helios/rules';
import { RuleError } from '../../engine/rule-error';
import { tx } from '../../i18n/text';
import { ADJACENT, cellId, cellIndex, windingStep } from './hex';
import { sunReach, type SunReach } from './orbit';
import { changedPlayer, changedTile, hasTile, landMask, landSunKey } from './accessors';
import { contentMemo } from '../../engine/memo';
import type { ActionTurn, HeliosState, PlayerState } from './types';

/** The sun's range in steps: the track value, or unlimited after the Kraftwerk. */
export function sunRange(player: PlayerState): number {
  return player.unlimited ? Infinity : player.range;
}

/** The legal destinations of a sun move (memoized by land, sun and range; callers must not change them). */
export function sunTargets(player: PlayerState): readonly SunReach[] {
  return targetsMemo(`${landSunKey(player)}.${sunRange(player)}`, () => sunReach(landMask(player), cellIndex(player.sun), sunRange(player)));
}

const targetsMemo = contentMemo<readonly SunReach[]>();

/** VP an irradiated temple on `cell` scores: 1 for its tile and 1 per adjacent land or special tile (+3 with the Rat). */
export function templeYield(player: PlayerState, cell: number): number {
  const neighbours = ADJACENT[cell].filter((n) => hasTile(player, n)).length;
  return 1 + neighbours + (player.buildings.includes('council') ? COUNCIL_TEMPLE_VP : 0);
}

/**
 * Moves the sun to `to` and scores: each adjacent empty land tile (no temple) gets 1 resource of its colour, with
 * the Lager a land tile holding exactly 1 gets a second (of the tile's colour); each adjacent temple scores. The
 * circuit counter follows every step; a new lap scores 5 (10 with the Wachturm) once per turn, never after the
 * Kraftwerk.
 */
export function moveSun(state: HeliosState, seat: number, to: string, turn: ActionTurn): void {
  const player = changedPlayer(state, seat);
  const target = sunTargets(player).find((reach) => cellId(reach.cell) === to);
  if (!target) throw new RuleError('hel.error.sunTarget');
  let from = cellIndex(player.sun);
  for (const cell of target.path) {
    player.winding += windingStep(from, cell);
    from = cell;
    if (player.winding > player.windingHigh) {
      player.windingHigh = player.winding;
      if (!turn.circuitScored && !player.unlimited) {
        const vp = player.buildings.includes('watchtower') ? CIRCUIT_VP_WATCHTOWER : CIRCUIT_VP;
        player.vp += vp;
        turn.circuitScored = true;
        state.events.push(tx('hel.ev.circuit', { vp }));
      }
    }
  }
  player.sun = to;
  irradiate(state, seat, target.cell);
}

function irradiate(state: HeliosState, seat: number, at: number): void {
  const player = changedPlayer(state, seat);
  const storehouse = player.buildings.includes('storehouse');
  let resources = 0;
  let templeVp = 0;
  for (const n of ADJACENT[at]) {
    const tile = player.tiles[cellId(n)];
    if (!tile) continue;
    if (tile.temple) {
      templeVp += templeYield(player, n);
      continue;
    }
    if (tile.kind !== 'land') continue;
    if (tile.res.length === 0 || (storehouse && tile.res.length < MAX_RESOURCES_PER_TILE)) {
      changedTile(player, cellId(n)).res.push(tile.color);
      resources++;
    }
  }
  player.vp += templeVp;
  if (resources > 0) state.events.push(tx('hel.ev.yieldResources', { n: resources }));
  if (templeVp > 0) state.events.push(tx('hel.ev.yieldTemples', { vp: templeVp }));
}
