/** Creating land: where a tile may go and what the field gives. [seed "Der Spieler erschafft 1 Land", facts §1.3, §3] */
import { MANA_FIELD_GAIN } from '../../../data/helios/rules';
import { RuleError } from '../../engine/rule-error';
import { tx } from '../../i18n/text';
import { ADJACENT, BONUS_CELLS, CELLS, MANA_CELLS, cellIndex } from './hex';
import { keepsSunFree } from './orbit';
import { changedPlayer, landMask, landSunKey } from './accessors';
import { contentMemo } from '../../engine/memo';
import type { CellId, HeliosState, PlacedTile, PlayerState, Resource, SpecialKind } from './types';

/**
 * Cells where the player may create a tile: a light empty field next to a tile, not under the sun, and
 * leaving the sun connected to the dark rim (the sun must never be enclosed; a dead end round it is allowed).
 */
export function legalLandCells(player: PlayerState): readonly CellId[] {
  return legalCellsMemo(landSunKey(player), () => findLegalLandCells(player));
}

/** Legal cells by land and sun: asked for several times per decision, and again in later states. */
const legalCellsMemo = contentMemo<readonly CellId[]>();

function findLegalLandCells(player: PlayerState): CellId[] {
  const land = landMask(player);
  const sun = cellIndex(player.sun);
  const cells: CellId[] = [];
  for (const cell of CELLS) {
    if (!cell.light || land[cell.index] || cell.index === sun) continue;
    if (!ADJACENT[cell.index].some((n) => land[n])) continue;
    if (!keepsSunFree(land, cell.index, sun)) continue;
    cells.push(cell.id);
  }
  return cells;
}

export function isBonusField(id: CellId): boolean {
  return BONUS_CELLS.has(cellIndex(id));
}

/** The face of a tile to create, with the resources it carries. */
export type NewTile = { kind: 'land'; color: Resource; res: readonly Resource[] } | { kind: 'special'; special: SpecialKind };

/**
 * Lays a tile on `cell` (already checked legal) and applies the field: a bonus-resource field adds 1 resource
 * of the player's chosen colour, a mana field gives 2 mana. Both also apply to special tiles. [seed]
 */
export function createTile(state: HeliosState, seat: number, tile: NewTile, cell: CellId, bonus: Resource | undefined): void {
  const player = changedPlayer(state, seat);
  if (!legalLandCells(player).includes(cell)) throw new RuleError('hel.error.badCell');
  const onBonusField = isBonusField(cell);
  if (onBonusField !== (bonus !== undefined)) throw new RuleError('hel.error.bonusColor');
  const placed: PlacedTile =
    tile.kind === 'land'
      ? { kind: 'land', color: tile.color, res: [...tile.res], temple: false }
      : { kind: 'special', special: tile.special, res: [], temple: false };
  if (bonus !== undefined) {
    placed.res.push(bonus);
    state.events.push(tx('hel.ev.bonusField', { color: tx(`hel.res.${bonus}`) }));
  }
  player.tiles[cell] = placed;
  if (MANA_CELLS.has(cellIndex(cell))) {
    player.mana += MANA_FIELD_GAIN;
    state.events.push(tx('hel.ev.manaField', { n: MANA_FIELD_GAIN }));
  }
}

