/**
 * What a viewer may see. view(state, null) is the public board: hand sizes only, never hands, held double tiles,
 * drawn tiles still to place (for others), deck or stack order. view(state, seat) adds that seat's hand and tiles.
 * The renderer draws everything from this type; the static board (plain rows per column, lakes, ships, paths,
 * hex neighbours) comes from data/pandoria/board.ts and src/games/pandoria/geometry.ts, card and tile texts from
 * data/pandoria/cards.ts / tiles.ts and the `pan.` catalog.
 */
import type { Seat } from '../../engine/types';
import { LAKES, OUTER_PATHS } from '../../../data/pandoria/board';
import type { RealmId } from '../../../data/pandoria/realms';
import type { ResourceAmounts, Terrain } from '../../../data/pandoria/terrain';
import { capOf } from './resources';
import { neighbours } from './geometry';
import type { Decision, PandoriaState, PointSource, TurnStep, Variant } from './types';

/** A laid terrain space: a tile half, a single tile or a printed space. */
export interface SpaceView {
  cell: string;
  terrain: Terrain;
  /** Resource symbols printed on the space. */
  symbols: number;
  /** Tile id ("D12", "S1", single "E3", "P" for printed spaces) — two halves of one tile share it. */
  tile: string;
  printed: boolean;
  /** The region it belongs to is closed (settled, scored or not). */
  closed: boolean;
  /** Artifact tokens lying on the space (Artifacts). */
  artifacts: number;
}

export interface PieceView {
  cell: string;
  kind: 'castle' | 'fortress';
  seat: Seat;
}

export interface FigureView {
  cell: string;
  seat: Seat;
  leader: boolean;
  /** A haunting Spirits figure sharing the space with this one. */
  spirit?: { seat: Seat; leader: boolean };
}

export interface PathView {
  cell: string;
  terrain: Terrain;
  /** A mountain fortress blocks it. */
  blocked: boolean;
  /** Plain spaces next to it whose same-terrain region it keeps open (for the reminder mark). */
  keepsOpen: string[];
}

export interface SlotView {
  /** Visible top: a card id (building), a monument value, or empty. */
  top: { card: string } | { monument: number } | null;
  /** Cards/monuments covered below the top. */
  covered: number;
  /** A Goblin figure occupying this building. */
  goblin?: Seat;
}

export interface PlayerView {
  seat: Seat;
  /** Left the game: its decisions are taken by the standing policy (RULINGS.md). */
  dropped: boolean;
  realm: RealmId | null;
  /** Resources (absent in the family versions). */
  res: ResourceAmounts;
  /** Track length: 10, Fairies 8. */
  cap: number;
  score: number;
  points: Partial<Record<PointSource, number>>;
  handSize: number;
  /** Double tiles held (count only in public). */
  tileCount: number;
  workers: number;
  leader: boolean;
  castles: number;
  fortress: boolean;
  slots: SlotView[];
  /** Visible top spell card and how many were cast. */
  topSpell: string | null;
  spellCount: number;
  relics: number[];
  artifacts: number;
  /** Hanbok: prisoners held, by owner seat. */
  prisoners: { seat: Seat; leader: boolean }[];
  /** A Spirits figure waiting in this player's supply. */
  hauntedBy: Seat | null;
  /** Goblin figures of this player on other players' buildings. */
  goblinPosts: { owner: Seat; slot: number }[];
  /** Family with spells: pending point trades. */
  trades: number[];
  isStart: boolean;
  /** Only in the viewer's own view. */
  hand?: string[];
  tiles?: string[];
}

export interface PandoriaView {
  variant: Variant;
  artifacts: boolean;
  seats: number;
  round: number;
  active: Seat;
  startSeat: Seat;
  step: TurnStep;
  over: boolean;
  /** Whose decision is open (pending decisions of other players first). */
  awaiting: Seat[];
  pending: Decision | null;
  lastRound: boolean;
  board: {
    spaces: SpaceView[];
    pieces: PieceView[];
    figures: FigureView[];
    lakes: { cells: readonly string[]; ships: readonly string[] }[];
    paths: PathView[];
    /** Cells laid by the last placement. */
    lastPlaced: string[];
  };
  market: string[];
  deckSize: number;
  tileStackSize: number;
  singleStackSize: number;
  /** Monument values, top first. */
  monuments: number[];
  relics: number[];
  artifactSupply: number;
  /** A tile drawn by a spell or for a gap, visible while it waits to be placed. */
  drawnTile: string | null;
  rage: { cell: string; factor: number } | null;
  players: PlayerView[];
  viewer: Seat | null;
}

function pathView(s: PandoriaState, cell: string, terrain: Terrain): PathView {
  const blocked = s.pieces[cell] !== undefined;
  const keepsOpen = blocked ? [] : neighbours(cell).filter((n) => s.land[n]?.terrain === terrain);
  return { cell, terrain, blocked, keepsOpen };
}

function playerView(s: PandoriaState, seat: Seat, viewer: Seat | null): PlayerView {
  const p = s.players[seat];
  const goblinOn = (owner: Seat, slot: number) =>
    s.players.findIndex((other) => other.goblin.some((post) => post.owner === owner && post.slot === slot));
  const view: PlayerView = {
    seat,
    dropped: s.dropped?.includes(seat) ?? false,
    realm: p.realm,
    res: { ...p.res },
    cap: capOf(s, seat),
    score: p.score,
    points: { ...p.points },
    handSize: p.hand.length,
    tileCount: p.tiles.length,
    workers: p.workers,
    leader: p.leader,
    castles: p.castles,
    fortress: p.fortress,
    slots: p.slots.map((stack, slot) => {
      const top = stack[stack.length - 1] ?? null;
      const goblin = goblinOn(seat, slot);
      const out: SlotView = { top: top ? { ...top } : null, covered: Math.max(0, stack.length - 1) };
      if (goblin >= 0) out.goblin = goblin;
      return out;
    }),
    topSpell: p.spells[p.spells.length - 1] ?? null,
    spellCount: p.spells.length,
    relics: [...p.relics],
    artifacts: p.artifacts,
    prisoners: p.prisoners.map((f) => ({ ...f })),
    hauntedBy: p.haunt?.by ?? null,
    goblinPosts: p.goblin.map((post) => ({ owner: post.owner, slot: post.slot })),
    trades: [...p.trades],
    isStart: seat === s.startSeat,
  };
  if (viewer === seat) {
    view.hand = [...p.hand];
    view.tiles = [...p.tiles];
  }
  return view;
}

export function viewOf(s: PandoriaState, viewer: Seat | null, awaiting: Seat[]): PandoriaView {
  const effect = s.turn.effect;
  const drawnTile = s.turn.single ?? (effect?.name === 'terrain' ? effect.tile : null);
  return {
    variant: s.options.variant,
    artifacts: s.options.artifacts,
    seats: s.seats,
    round: s.round,
    active: s.active,
    startSeat: s.startSeat,
    step: s.turn.step,
    over: s.over,
    awaiting,
    pending: s.pending[0] ? { ...s.pending[0] } : null,
    lastRound: s.endTriggered,
    board: {
      spaces: Object.entries(s.land).map(([cell, space]) => ({
        cell,
        terrain: space.terrain,
        symbols: space.symbols,
        tile: space.tile,
        printed: space.printed === true,
        closed: s.closed[cell] === true,
        artifacts: s.artifactsOn[cell] ?? 0,
      })),
      pieces: Object.entries(s.pieces).map(([cell, piece]) => ({ cell, kind: piece.kind, seat: piece.seat })),
      figures: Object.entries(s.figures).map(([cell, o]) => {
        const f: FigureView = { cell, seat: o.main.seat, leader: o.main.leader };
        if (o.spirit) f.spirit = { ...o.spirit };
        return f;
      }),
      lakes: LAKES.map((lake) => ({ cells: lake.cells, ships: lake.ships })),
      paths: OUTER_PATHS.map((path) => pathView(s, path.cell, path.terrain)),
      lastPlaced: [...s.lastPlaced],
    },
    market: [...s.market],
    deckSize: s.deck.length,
    tileStackSize: s.tileStack.length,
    singleStackSize: s.singleStack.length,
    monuments: [...s.monuments].reverse(),
    relics: [...s.relics],
    artifactSupply: s.artifactSupply,
    drawnTile,
    rage: s.turn.rage ? { ...s.turn.rage } : null,
    players: s.players.map((_, seat) => playerView(s, seat, viewer)),
    viewer,
  };
}
