/** Building a temple on the board or a city building. [seed "Der Spieler errichtet 1 Tempel oder 1 Gebäude", facts §4] */
import { BAZAAR_MAX_MANA, BAZAAR_VP_PER_MANA, BUILDINGS, BUILDING_IDS } from '../../../data/helios/buildings';
import type { CostUnit } from '../../../data/helios/costs';
import { RuleError } from '../../engine/rule-error';
import { tx } from '../../i18n/text';
import { canAfford, checkPayment, removeCubes } from './payment';
import { changedPlayer, changedTile, colorCounts, sortedCells } from './accessors';
import type { ActionTurn, BuildingId, CellId, CubeRef, HeliosState, PlayerState } from './types';

/** The n-th temple costs n resources of any colour, or 1 with the Zitadelle. */
export function templeCost(player: PlayerState): CostUnit[] {
  const count = player.buildings.includes('citadel') ? 1 : player.temples + 1;
  return Array.from({ length: count }, () => 'any' as const);
}

/** Own land or special tiles without a temple. */
export function templeCells(player: PlayerState): CellId[] {
  return sortedCells(player).filter((id) => !player.tiles[id].temple);
}

export function canBuildTemple(player: PlayerState): boolean {
  return templeCells(player).length > 0 && canAfford(player, templeCost(player));
}

/** Buildings the player has not built yet and can pay for. */
export function affordableBuildings(player: PlayerState): BuildingId[] {
  const counts = colorCounts(player);
  return BUILDING_IDS.filter((id) => !player.buildings.includes(id) && canAfford(player, BUILDINGS[id].cost, counts));
}

export function canBuild(player: PlayerState): boolean {
  return canBuildTemple(player) || affordableBuildings(player).length > 0;
}

/** Builds a temple: pays, discards what is left on the tile, and gives n mana for the n-th temple. */
export function buildTemple(state: HeliosState, seat: number, cell: CellId, pay: readonly CubeRef[]): void {
  const player = changedPlayer(state, seat);
  if (!templeCells(player).includes(cell)) throw new RuleError('hel.error.badCell');
  checkPayment(player, templeCost(player), state.options.exchange, pay);
  removeCubes(player, pay);
  const tile = changedTile(player, cell);
  if (tile.res.length > 0) state.events.push(tx('hel.ev.templeDiscard', { n: tile.res.length }));
  tile.res = [];
  tile.temple = true;
  player.temples += 1;
  player.mana += player.temples;
}

/** Most mana a Tauschbasar can trade for this player. */
export function bazaarLimit(player: PlayerState): number {
  return Math.min(BAZAAR_MAX_MANA, player.mana);
}

/**
 * Builds a city building: pays, then applies range, mana and the immediate functions. The Landverwaltung's two
 * tiles and the Palast's bonus action are queued on the turn.
 */
export function buildBuilding(
  state: HeliosState,
  seat: number,
  id: BuildingId,
  pay: readonly CubeRef[],
  trade: number | undefined,
  turn: ActionTurn,
): void {
  const player = changedPlayer(state, seat);
  if (!affordableBuildings(player).includes(id)) throw new RuleError('hel.error.cannotBuild');
  if ((trade !== undefined) !== (id === 'bazaar')) throw new RuleError('error.unknownMove');
  const spec = BUILDINGS[id];
  checkPayment(player, spec.cost, state.options.exchange, pay);
  removeCubes(player, pay);
  player.buildings.push(id);
  player.range += spec.range;
  player.mana += spec.mana;
  switch (id) {
    case 'powerPlant':
      player.unlimited = true;
      break;
    case 'bazaar': {
      const mana = trade ?? 0;
      if (!Number.isInteger(mana) || mana < 0 || mana > bazaarLimit(player)) throw new RuleError('hel.error.trade');
      player.mana -= mana;
      player.vp += mana * BAZAAR_VP_PER_MANA;
      break;
    }
    case 'landOffice':
      takeLandOfficeTiles(state, turn);
      break;
    case 'palace':
      turn.bonus += 1;
      state.events.push(tx('hel.ev.palaceBonus'));
      break;
    default:
      break;
  }
}

/** The bottom two tiles of the extra stack, each with its resource, to be created at once. */
function takeLandOfficeTiles(state: HeliosState, turn: ActionTurn): void {
  const from = Math.max(0, state.extraStack.length - 2);
  const tiles = state.extraStack.slice(from).reverse();
  state.extraStack = state.extraStack.slice(0, from);
  for (const color of tiles) turn.pendingLand.push({ color, res: [color] });
  if (tiles.length > 0) state.reveals++;
  state.events.push(tx('hel.ev.landOffice', { n: tiles.length }));
}
