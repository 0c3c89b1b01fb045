/** Laying tiles, castles and fortresses onto the board (step 1 and the spells that lay pieces). */
import type { Seat } from '../../engine/types';
import {
  ARTIFACT_SINGLE_TILES,
  ARTIFACT_TILES,
  DOUBLE_TILES,
  SINGLE_TILES,
  START_TILES,
  type DoubleTile,
  type SingleTile,
} from '../../../data/pandoria/tiles';
import { settleClosures } from './closing';
import { carryBoardIndex } from './layout';
import type { PandoriaState } from './types';

const doubles = new Map<string, DoubleTile>([...START_TILES, ...DOUBLE_TILES, ...ARTIFACT_TILES].map((t) => [t.id, t]));
const singles = new Map<string, SingleTile>([...SINGLE_TILES, ...ARTIFACT_SINGLE_TILES].map((t) => [t.id, t]));

export function doubleTile(id: string): DoubleTile {
  const tile = doubles.get(id);
  if (!tile) throw new Error(`unknown double tile ${id}`);
  return tile;
}

export function singleTile(id: string): SingleTile {
  const tile = singles.get(id);
  if (!tile) throw new Error(`unknown single tile ${id}`);
  return tile;
}

/** Lays a double tile: first half on a, second on b; artifact tiles get their artifacts from the supply [seed]. */
export function putDouble(s: PandoriaState, id: string, a: string, b: string): void {
  const tile = doubleTile(id);
  const before = { land: s.land, pieces: s.pieces };
  s.land = {
    ...s.land,
    [a]: { terrain: tile.halves[0].terrain, symbols: tile.halves[0].symbols, tile: id },
    [b]: { terrain: tile.halves[1].terrain, symbols: tile.halves[1].symbols, tile: id },
  };
  carryBoardIndex(before, s, [a, b]);
  const artifacts = Math.min(tile.artifacts, s.artifactSupply);
  if (artifacts > 0) {
    s.artifactsOn[a] = artifacts;
    s.artifactSupply -= artifacts;
  }
  s.lastPlaced = [a, b];
}

/** Lays a piece or tile and settles the regions it closes (figures removed at once) [seed]. */
export function layDouble(s: PandoriaState, id: string, a: string, b: string, closer: Seat): void {
  putDouble(s, id, a, b);
  settleClosures(s, [a, b], closer);
}

export function laySingle(s: PandoriaState, id: string, cell: string, closer: Seat): void {
  const tile = singleTile(id);
  const before = { land: s.land, pieces: s.pieces };
  s.land = { ...s.land, [cell]: { terrain: tile.terrain, symbols: tile.symbols, tile: id } };
  carryBoardIndex(before, s, [cell]);
  s.lastPlaced = [cell];
  settleClosures(s, [cell], closer);
}

export function layCastle(s: PandoriaState, seat: Seat, cell: string): void {
  s.players[seat].castles -= 1;
  const before = { land: s.land, pieces: s.pieces };
  s.pieces = { ...s.pieces, [cell]: { kind: 'castle', seat } };
  carryBoardIndex(before, s, [cell]);
  s.lastPlaced = [cell];
  settleClosures(s, [cell], seat);
}

export function layFortress(s: PandoriaState, seat: Seat, cell: string): void {
  s.players[seat].fortress = false;
  const before = { land: s.land, pieces: s.pieces };
  s.pieces = { ...s.pieces, [cell]: { kind: 'fortress', seat } };
  carryBoardIndex(before, s, [cell]);
  s.lastPlaced = [cell];
  settleClosures(s, [cell], seat);
}
