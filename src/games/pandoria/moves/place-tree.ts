/**
 * Step 1's choice tree walked without listing every placement (a hundred or more tile moves, asked for one path): the
 * hand tiles' options come from the board's tile spots, so a prompt lists only the options of the level asked for.
 * It gives exactly what walk() over placeMoves gives — same options, order, titles and tile move objects (a test
 * compares them) — and apply checks tile and castle moves against the spots instead of the list.
 */
import type { Prompt, PromptOption, PromptResult } from '../../../engine/types';
import { cellOpt, walk, type Level } from '../choice';
import type { Move, PandoriaState } from '../types';
import { handTileMoves, otherPlaceMoves, otherPlacements, tileMove } from './place';
import { castleSpots, TILE_SPOTS, tileSpotId, tileSpotIds } from '../layout';

/** Each spot's first and second cell as options, by spot number (read for every spot of every tile prompt). */
const FIRST_OPTS: readonly PromptOption[] = TILE_SPOTS.map(([a]) => cellOpt(a));
const SECOND_OPTS: readonly PromptOption[] = TILE_SPOTS.map(([, b]) => cellOpt(b));

/** The hand tile a first step names ("T<index>"), when that tile has spots; else null. */
function tileIndex(s: PandoriaState, id: string, spots: readonly number[]): number | null {
  const index = Number(id.slice(1));
  // Only the id's own spelling names a tile ("T1", not "T01" or "T1.0").
  const named = id === `T${index}` && Number.isInteger(index) && index >= 0;
  return named && spots.length > 0 && index < s.players[s.active].tiles.length ? index : null;
}

/** walk(placeMoves(s), path) for the active player in step 1. */
export function placePrompt(s: PandoriaState, path: readonly string[]): PromptResult<Move> | null {
  const spots = tileSpotIds(s);
  const tiles = s.players[s.active].tiles.length;
  if (path.length === 0) {
    const levels: Level[] = [];
    if (spots.length > 0) for (let index = 0; index < tiles; index++) levels.push(handTileMoves(s, index).what);
    for (const other of otherPlacements(s)) levels.push(other.what);
    if (levels.length === 0) return null;
    return { prompt: { kind: levels[0].kind, title: levels[0].title, options: levels.map((l) => l.option) } };
  }
  const index = tileIndex(s, path[0], spots);
  if (index === null) return walk(otherPlaceMoves(s), path);
  const list = handTileMoves(s, index);
  // Spot numbers follow the first cell's order, so a first cell's spots come together.
  const options: PromptOption[] = [];
  if (path.length === 1) {
    let last: PromptOption | null = null;
    for (const spot of spots) {
      const first = FIRST_OPTS[spot];
      if (first !== last) options.push((last = first));
    }
    return { prompt: cellPrompt(list.titleA, options) };
  }
  if (path.length === 2) {
    const first = path[1];
    for (const spot of spots) if (FIRST_OPTS[spot].id === first) options.push(SECOND_OPTS[spot]);
    return options.length === 0 ? null : { prompt: cellPrompt(list.titleB, options) };
  }
  const spot = path.length === 3 ? tileSpotId(path[1], path[2]) : undefined;
  return spot !== undefined && spots.includes(spot) ? { move: tileMove(list, index, spot).move } : null;
}

function cellPrompt(title: Prompt['title'], options: PromptOption[]): Prompt {
  // Every option names a land space, all of which walk() highlights.
  return { kind: 'cell', title, options, highlight: options.map((o) => o.id) };
}

/**
 * Whether `move` is on placeMoves(s) for the active player in step 1, for a hand tile or castle move (else null: ask
 * the list). Listed moves have exactly their fields.
 */
export function listedPlaceMove(s: PandoriaState, move: Move): boolean | null {
  const player = s.players[s.active];
  if (move.t === 'castle') return Object.keys(move).length === 2 && player.castles > 0 && castleSpots(s).includes(move.cell);
  if (move.t !== 'tile') return null;
  if (Object.keys(move).length !== 4) return false;
  const spot = tileSpotId(move.a, move.b);
  const { index } = move;
  return spot !== undefined && Number.isInteger(index) && index >= 0 && index < player.tiles.length && tileSpotIds(s).includes(spot);
}
