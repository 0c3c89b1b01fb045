/** view(): the public picture of the game, plus the viewer's own secrets (hand, school draw, draft packet). */
import type { Seat } from '../../engine/types';
import { CITY_LIMIT } from '../../../data/city-of-rome/rules';
import { cardInfo } from './cards';
import { bounds } from './city';
import { brickTokens } from './economy';
import { scoreCity } from './scoring';
import { activeFace, awaitingSeats, rulesFor } from './flow';
import { freePoints, stripFace } from './strips';
import { influenceValue, type CorState, type PlayerState } from './types';
import {
  BOARD_COLS,
  BOARD_ROWS,
  type CorCardInfo,
  type CorEmissarySpot,
  type CorFrame,
  type CorPlayerView,
  type CorView,
} from './view';

function frameOf(player: PlayerState): CorFrame {
  const box = bounds(player.city);
  return {
    ...box,
    growMinRow: Math.max(0, box.maxRow - (CITY_LIMIT - 1)),
    growMaxRow: Math.min(BOARD_ROWS - 1, box.minRow + (CITY_LIMIT - 1)),
    growMinCol: Math.max(0, box.maxCol - (CITY_LIMIT - 1)),
    growMaxCol: Math.min(BOARD_COLS - 1, box.minCol + (CITY_LIMIT - 1)),
  };
}

function emissarySpots(state: CorState, player: PlayerState): CorEmissarySpot[] {
  return player.emissaryHomes.map((home, emissary): CorEmissarySpot => {
    const field = state.fields.findIndex((f) => f !== null && f.seat === player.seat && f.emissary === emissary);
    if (field >= 0) return { where: 'field', field: field + 1 };
    return home ? { where: 'cell', row: home.row, col: home.col } : { where: 'beside' };
  });
}

function playerView(state: CorState, player: PlayerState, viewer: Seat | null): CorPlayerView {
  const spots = emissarySpots(state, player);
  const view: CorPlayerView = {
    seat: player.seat,
    colour: player.colour,
    coins: player.coins,
    influence: player.influence,
    influenceCards: [...player.influenceCards],
    handCount: player.hand.length,
    knownHand: [...player.known],
    city: player.city.map((cell) => ({
      row: cell.row,
      col: cell.col,
      card: cell.card,
      pointTokens: cell.pointTokens,
      brickToken: cell.brickToken,
      emissary: spots.some((s) => s.where === 'cell' && s.row === cell.row && s.col === cell.col),
    })),
    frame: frameOf(player),
    brickTokens: brickTokens(player),
    points: scoreCity(player.city, player).total,
    emissaries: spots,
    startPlayer: state.startPlayer === player.seat && state.phase !== 'end',
    dropped: state.dropped?.includes(player.seat) ?? false,
  };
  if (viewer === player.seat) view.hand = [...player.hand];
  return view;
}

export function buildView(state: CorState, viewer: Seat | null): CorView {
  const strip = state.strips[0];
  const face = activeFace(state);
  const players = state.players.map((p) => playerView(state, p, viewer));
  const view: CorView = {
    seats: state.seats,
    shrine: state.shrine,
    round: state.round,
    rounds: state.rounds,
    phase: state.phase,
    startPlayer: state.startPlayer,
    awaiting: awaitingSeats(state),
    viewer,
    strip: {
      id: strip.id,
      flipped: strip.flipped,
      fields: stripFace(strip),
      occupants: state.fields.map((f) => (f ? f.seat : null)),
      free: face.map((_, field) => freePoints(face, field)),
    },
    offer: [...state.offer],
    influenceDisplay: [...state.influenceDisplay],
    influenceInDeck: (state.decks.I ?? []).flatMap((entry) => {
      const value = influenceValue(entry);
      return value === null ? [] : [value];
    }),
    decks: rulesFor(state).decks.map((deck) => ({ deck, count: state.decks[deck]?.length ?? 0 })),
    players,
    turn: state.turn
      ? {
          seat: state.turn.seat,
          field: state.turn.field + 1,
          freeBricks: state.turn.freeBricks,
          freeCogs: state.turn.freeCogs,
          tookCard: state.turn.tookCard,
          built: state.turn.built,
          produced: state.turn.produced,
        }
      : null,
    school: state.school
      ? {
          seat: state.school.seat,
          deck: state.school.deck,
          count: state.school.drawn.length,
          ...(viewer === state.school.seat ? { cards: [...state.school.drawn] } : {}),
        }
      : null,
    draft: state.draft
      ? {
          holder: state.draft.holder,
          count: state.draft.packet.length,
          ...(viewer === state.draft.holder ? { cards: [...state.draft.packet] } : {}),
        }
      : null,
    cards: {},
  };
  const cards: Record<string, CorCardInfo> = {};
  const mention = (id: string) => {
    cards[id] = cardInfo(id);
  };
  view.offer.forEach(mention);
  for (const p of players) {
    p.city.forEach((cell) => mention(cell.card));
    p.knownHand.forEach(mention);
    p.hand?.forEach(mention);
  }
  view.school?.cards?.forEach(mention);
  view.draft?.cards?.forEach(mention);
  view.cards = cards;
  return view;
}
