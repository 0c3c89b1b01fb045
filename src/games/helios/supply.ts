/** The shared supplies: action tile columns and piles, land stacks and the land offer. [seed "Aufbau", "Phase 3"] */
import {
  ACTION_COLORS,
  ACTION_COLUMN_SIZE,
  ACTION_SYMBOLS,
  ACTION_TILES_PER_COLOR,
  LAND_STACK_SIZE,
  LAND_TILE_COUNTS,
  RESOURCES,
} from '../../../data/helios/tiles';
import { shuffle } from '../../engine/rng';
import { tx } from '../../i18n/text';
import type { ActionSymbol, ActionTile, HeliosState, Resource } from './types';

/** A shuffled draw pile of one symbol: 4 tiles of each colour. */
export function actionPile(state: Pick<HeliosState, 'rng'>, sym: ActionSymbol): ActionTile[] {
  const tiles: ActionTile[] = [];
  for (const color of ACTION_COLORS) for (let i = 0; i < ACTION_TILES_PER_COLOR; i++) tiles.push({ sym, color });
  return shuffle(state.rng, tiles);
}

/** Discards action tiles by symbol; tiles of the emergency set leave the game instead (Yucata). */
export function discardActionTiles(state: HeliosState, tiles: readonly ActionTile[]): void {
  for (const tile of tiles) if (!tile.extra) state.discard[tile.sym] = [...state.discard[tile.sym], { sym: tile.sym, color: tile.color }];
}

/**
 * Fills every column up to 6 tiles. An empty draw pile is refilled by shuffling its discards; if that is not
 * enough because too many tiles sit in players' rows, Yucata adds a temporary complete set (one per colour).
 */
export function refillColumns(state: HeliosState): void {
  for (const sym of ACTION_SYMBOLS) {
    // The lists are shared with earlier states: changed on copies.
    const column = [...state.columns[sym]];
    state.columns[sym] = column;
    state.draw[sym] = [...state.draw[sym]];
    while (column.length < ACTION_COLUMN_SIZE) {
      if (state.draw[sym].length === 0) {
        if (state.discard[sym].length > 0) {
          state.draw[sym] = shuffle(state.rng, [...state.discard[sym]]);
          state.discard[sym] = [];
          state.events.push(tx('hel.ev.reshuffle', { sym: tx(`hel.sym.${sym}`) }));
        } else {
          state.draw[sym] = shuffle(
            state.rng,
            ACTION_COLORS.map((color): ActionTile => ({ sym, color, extra: true })),
          );
          state.events.push(tx('hel.ev.emergencySet', { sym: tx(`hel.sym.${sym}`) }));
        }
      }
      column.push(state.draw[sym].shift() as ActionTile);
    }
  }
  state.reveals++;
}

/** Discards the tiles left on display at the end of phase 1. */
export function discardColumns(state: HeliosState): void {
  for (const sym of ACTION_SYMBOLS) {
    discardActionTiles(state, state.columns[sym]);
    state.columns[sym] = [];
  }
}

/**
 * Once every start tile is chosen: 4 tiles of each colour form the face-down colour stacks, the rest is shuffled
 * into the extra stack. [seed "Spielvorbereitung" 2]
 */
export function buildLandStacks(state: HeliosState, startColors: readonly Resource[]): void {
  const extra: Resource[] = [];
  for (const color of RESOURCES) {
    const left = LAND_TILE_COUNTS[color] - startColors.filter((c) => c === color).length;
    state.stacks[color] = Math.min(LAND_STACK_SIZE, left);
    for (let i = state.stacks[color]; i < left; i++) extra.push(color);
  }
  state.extraStack = shuffle(state.rng, extra);
}

/**
 * Untaken land tiles leave the game; the top tile of each colour stack and of the extra stack is revealed with
 * 1 resource of its colour. Special tiles stay as they are. [seed "Phase 3"]
 */
export function refillLandOffer(state: HeliosState): void {
  for (const tile of state.offer) if (tile) state.landOut++;
  state.offer = RESOURCES.map((color) => {
    if (state.stacks[color] <= 0) return null;
    state.stacks[color]--;
    return { color, res: [color] };
  });
  const top = state.extraStack[0];
  state.extraStack = state.extraStack.slice(1);
  state.offer.push(top === undefined ? null : { color: top, res: [top] });
  state.reveals++;
}
