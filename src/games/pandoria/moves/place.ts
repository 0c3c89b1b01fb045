/**
 * Step 1: lay a double tile from the hand or a castle (with Artifacts also the mountain fortress, or a drawn single
 * tile into a one-space gap) — compulsory when possible [seed].
 */
import type { PromptOption, Text } from '../../../engine/types';
import { tx } from '../../../i18n/text';
import { cellOpt, level, opt, type LegalMove, type Level } from '../choice';
import { castleSpots, fortressSpots, frontier, gapSpots, TILE_SPOTS, tileFits, tileSpotIds } from '../layout';
import { halfText, singleText, tileText } from '../labels';
import type { Move, PandoriaState } from '../types';

const WHAT = 'pan.p.place';

/** The moves that lay one tile of the hand, kept by spot: the same tile, hand position and spot give the same move. */
export interface TileMoves {
  what: Level;
  titleA: Text;
  titleB: Text;
  /** One Level object per first cell and per second cell, shared by the moves. */
  firsts: Map<string, Level>;
  seconds: Map<string, Level>;
  /** By the spot's number in TILE_SPOTS. */
  bySpot: (LegalMove | undefined)[];
}

/** By hand position and tile; bounded by the tiles and spots there are. Entries are frozen: every listing shares them. */
const tileMoveLists = new Map<string, TileMoves>();

function tileMovesOf(tile: string, index: number): TileMoves {
  const key = `${index}:${tile}`;
  let list = tileMoveLists.get(key);
  if (!list) {
    list = {
      what: frozenLevel('choice', WHAT, opt(`T${index}`, tileText(tile))),
      titleA: tx('pan.p.halfA', { half: halfText(tile, 0) }),
      titleB: tx('pan.p.halfB', { half: halfText(tile, 1) }),
      firsts: new Map(),
      seconds: new Map(),
      // Filled up front: spots are set in any order, which would leave a sparse (slow) array.
      bySpot: new Array<LegalMove | undefined>(TILE_SPOTS.length).fill(undefined),
    };
    tileMoveLists.set(key, list);
  }
  return list;
}

/** Hand tile `index` on spot number `spot` of TILE_SPOTS (the listed object itself). */
export function tileMove(list: TileMoves, index: number, spot: number): LegalMove {
  let move = list.bySpot[spot];
  if (!move) {
    const [a, b] = TILE_SPOTS[spot];
    let first = list.firsts.get(a);
    if (!first) list.firsts.set(a, (first = frozenLevel('cell', list.titleA, cellOpt(a))));
    let second = list.seconds.get(b);
    if (!second) list.seconds.set(b, (second = frozenLevel('cell', list.titleB, cellOpt(b))));
    move = Object.freeze({ levels: Object.freeze([list.what, first, second]) as Level[], move: Object.freeze({ t: 'tile' as const, index, a, b }) });
    list.bySpot[spot] = move;
  }
  return move;
}

function frozenLevel(kind: Level['kind'], title: string | Text, option: PromptOption): Level {
  const made = level(kind, title, Object.freeze(option));
  Object.freeze(made.title);
  return Object.freeze(made);
}

export function placeMoves(s: PandoriaState): LegalMove[] {
  const player = s.players[s.active];
  const out: LegalMove[] = [];
  if (player.tiles.length > 0) {
    const spots = tileSpotIds(s);
    player.tiles.forEach((tile, index) => {
      const list = tileMovesOf(tile, index);
      for (const spot of spots) out.push(tileMove(list, index, spot));
    });
  }
  for (const move of otherPlaceMoves(s)) out.push(move);
  return out;
}

/** The move lists of hand tile `index` of the active player (see tileMove). */
export const handTileMoves = (s: PandoriaState, index: number): TileMoves => tileMovesOf(s.players[s.active].tiles[index], index);

/** A placement other than a hand tile: its first level, and the cells it may go to (none to choose: the single tile). */
export interface OtherPlacement {
  what: Level;
  cells: readonly string[] | null;
  /** The cell level's title, and the move on a cell. */
  cellTitle: string;
  move: (cell: string) => Move;
}

const castleMove = (cell: string): Move => ({ t: 'castle', cell });
const fortressMove = (cell: string): Move => ({ t: 'fortress', cell });
const singleMove = (): Move => ({ t: 'single' });

/** The placements other than a hand tile that are possible now: castle, fortress, single tile (in this order). */
export function otherPlacements(s: PandoriaState): OtherPlacement[] {
  const player = s.players[s.active];
  const out: OtherPlacement[] = [];
  if (player.castles > 0) {
    const cells = castleSpots(s);
    const what = level('choice', WHAT, opt('K', tx('pan.o.castle', { n: player.castles })));
    if (cells.length > 0) out.push({ what, cells, cellTitle: 'pan.p.castleCell', move: castleMove });
  }
  if (s.options.artifacts && player.fortress) {
    const cells = fortressSpots(s);
    if (cells.length > 0) out.push({ what: level('choice', WHAT, opt('F', tx('pan.o.fortress'))), cells, cellTitle: 'pan.p.fortressCell', move: fortressMove });
  }
  if (s.options.artifacts && s.singleStack.length > 0 && gapSpots(s).length > 0) {
    out.push({ what: level('choice', WHAT, opt('S', tx('pan.o.single'))), cells: null, cellTitle: '', move: singleMove });
  }
  return out;
}

/** The moves of otherPlacements, as placeMoves lists them. */
export function otherPlaceMoves(s: PandoriaState): LegalMove[] {
  const out: LegalMove[] = [];
  for (const { what, cells, cellTitle, move } of otherPlacements(s)) {
    if (cells === null) out.push({ levels: [what], move: move('') });
    else for (const cell of cells) out.push({ levels: [what, level('cell', cellTitle, cellOpt(cell))], move: move(cell) });
  }
  return out;
}

/** Whether step 1 has any placement (cheap check used to skip the step). */
export function hasPlacement(s: PandoriaState): boolean {
  const player = s.players[s.active];
  if (player.tiles.length > 0 && tileFits(s)) return true;
  if (player.castles > 0 && frontier(s).size > 0) return true;
  if (!s.options.artifacts) return false;
  return (player.fortress && fortressSpots(s).length > 0) || (s.singleStack.length > 0 && gapSpots(s).length > 0);
}

/** After drawing a single tile for the normal placement: one of the one-space gaps. */
export function gapMoves(s: PandoriaState): LegalMove[] {
  const tile = s.turn.single;
  if (!tile) return [];
  const title = tx('pan.p.gap', { tile: singleText(tile) });
  return gapSpots(s).map((cell) => ({ levels: [level('cell', title, cellOpt(cell))], move: { t: 'gap', cell } }));
}
