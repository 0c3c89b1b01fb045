/**
 * The City of Rome view: everything a board image or a status message may show, for the public (viewer null)
 * or for one seat. Produced by `view(state, viewer)` in ./view-builder.ts; the renderer reads only this type.
 *
 * Coordinates: every city lives on a fixed "board" of 7 rows × 6 columns (row 0 at the top, column 0 on the
 * left). The two starting cards stand at row 3, columns 2 and 3, so any 4×4 city that grows from them fits
 * this board. A cell is written `r{row}c{col}` (e.g. "r3c2") in prompt option ids and `Prompt.highlight`;
 * the suggested human label is column letter + row number ("C4" for r3c2, see `cellLabel`). A city never
 * spans more than 4 rows or 4 columns; `frame` says which part of the board it may still grow into.
 */
import type { Seat, Text } from '../../engine/types';

/** The decks of building cards. Deck IV is used only with 4 players, decks III and IV not with 2. */
export type CorDeckId = 'I' | 'II' | 'III' | 'IV';

/** Where a card comes from: one of the four decks, the starting buildings, or the Shrine mini-expansion. */
export type CorCardOrigin = CorDeckId | 'start' | 'shrine';

/** The broad kind of a building card; it decides cost, effect and how it scores. */
export type CorCardKind = 'production' | 'house' | 'public' | 'aqueduct' | 'temple';

/** Production building types (the vineyard is deck I's vegetable + grain farm in one). */
export type CorProductionType = 'vegetable' | 'grain' | 'sheep' | 'vineyard';

/** Public building types; each type has exactly one colour. */
export type CorPublicType = 'market' | 'arena' | 'school' | 'baths';

/** Temple types; the shrine counts as a temple (facts.md A11). */
export type CorTempleType =
  | 'luna'
  | 'mars'
  | 'venus'
  | 'jupiter'
  | 'mercury'
  | 'minerva'
  | 'fortuna'
  | 'amor'
  | 'juno'
  | 'saturn'
  | 'shrine';

/** The four colours of public buildings. Baths are blue (seed); the others are DESIGNED placeholders (facts.md A13). */
export type CorColour = 'green' | 'red' | 'yellow' | 'blue';

/** Player colours (seat colours). 2 players use white and brown; 3–4 players purple, orange, white, brown in seat order. */
export type CorPlayerColour = 'purple' | 'orange' | 'white' | 'brown';

/** What a renderer needs to draw a card face. Static data; the same for every game. */
export interface CorCardInfo {
  /** The card id, e.g. "I-07", "II-14", "S-white-H", "SH-brown". */
  id: string;
  /** The card name as an i18n text (`cor.card.<id>`), English and German. */
  name: Text;
  /** The deck (back) the card belongs to. Deck I cards are the "special" versions with gold corners. */
  origin: CorCardOrigin;
  kind: CorCardKind;
  /** Build cost in bricks (0 for starting buildings and the shrine). */
  cost: number;
  /** Star symbols above the bottom bar (deck I only); each gives 1 influence token when built, Luna counts them. */
  stars: number;
  /** House value 2, 3 or 4 (houses only). */
  value?: 2 | 3 | 4;
  /** Production type (production buildings only). */
  production?: CorProductionType;
  /** Public building type (public buildings only). */
  publicType?: CorPublicType;
  /** Colour of a public building (public buildings only). */
  colour?: CorColour;
  /** Temple type (temples and the shrine only). */
  temple?: CorTempleType;
  /** The card's effect in one line, as an i18n text (what the bottom bar says). */
  effect: Text;
  /** For starting buildings and shrines: the player colour printed in the cost corner. */
  playerColour?: CorPlayerColour;
}

/** One field of the action strip. */
export type CorStripSymbol = 'brick' | 'cog';

/** The action strip of the current round. The emperor stands beside field 1; field 5 is the farthest. */
export interface CorStripView {
  /** The strip's id in data/city-of-rome/strips.ts ("S1".."S6"). */
  id: string;
  /** True when the strip shows its back (its front sequence reversed as seen from the emperor). */
  flipped: boolean;
  /** The 5 fields as seen from the emperor: index 0 = field 1 (next to the emperor) … index 4 = field 5. */
  fields: CorStripSymbol[];
  /** Which seat's emissary stands on each field (same indexing), or null when free. */
  occupants: (Seat | null)[];
  /** Free points for an emissary on each field: bricks and cogs on fields 1..k (same indexing). */
  free: { bricks: number; cogs: number }[];
}

/** Where one emissary (German: Baumeister) stands. */
export type CorEmissarySpot =
  | { where: 'field'; field: number }
  | { where: 'cell'; row: number; col: number }
  | { where: 'beside' };

/** One occupied cell of a city. */
export interface CorCellView {
  /** Board row 0..6 (see the file comment). */
  row: number;
  /** Board column 0..5. */
  col: number;
  /** The card id; look it up in `CorView.cards`. */
  card: string;
  /** Point tokens on a baths card (0 for every other card). */
  pointTokens: number;
  /** True when a brick token lies on this grain farm or vineyard. */
  brickToken: boolean;
  /** True when one of the owner's emissaries stands on this card (it was built this round). */
  emissary: boolean;
}

/** The part of the board a city occupies and may still grow into (all bounds inclusive). */
export interface CorFrame {
  /** Bounding box of the cards now in the city. */
  minRow: number;
  maxRow: number;
  minCol: number;
  maxCol: number;
  /** The widest box the city may still reach under the 4×4 limit (clipped to the board). */
  growMinRow: number;
  growMaxRow: number;
  growMinCol: number;
  growMaxCol: number;
}

/** One player as anyone may see them, plus their hand when the viewer is that player. */
export interface CorPlayerView {
  seat: Seat;
  colour: CorPlayerColour;
  coins: number;
  /** Influence tokens held now. */
  influence: number;
  /** Values of the influence cards won (3, 4, 6, 8, 10, 14). */
  influenceCards: number[];
  /** Number of cards in hand (always public). */
  handCount: number;
  /**
   * Hand cards every opponent has seen (cards taken from the face-up offer, the start player's last draft
   * card, the shrine): shown openly, as Yucata does (facts.md 5.4).
   */
  knownHand: string[];
  /** The whole hand: only in the view of this seat itself (undefined for the public and for other seats). */
  hand?: string[];
  /** The cards of the city. */
  city: CorCellView[];
  frame: CorFrame;
  /** Brick tokens lying on the player's cards (sum over `city`). */
  brickTokens: number;
  /** The points the city would score now (the running score; views saved before it lack it). */
  points?: number;
  /** Where each of the player's emissaries stands (1 with 3–4 players, 2 with 2 players). */
  emissaries: CorEmissarySpot[];
  /** True for the start player of the current round (silver figure). */
  startPlayer: boolean;
  /** Left the game: its decisions are taken by the standing policy (RULINGS.md). */
  dropped: boolean;
}

/** The action turn now running (phase 'action'). */
export interface CorTurnView {
  seat: Seat;
  /** The strip field (1..5) of the emissary acting now. */
  field: number;
  /** Free bricks and cogs from the strip for this turn. */
  freeBricks: number;
  freeCogs: number;
  /** The turn's steps done so far. */
  tookCard: boolean;
  built: boolean;
  produced: boolean;
}

/** A school or university draw waiting for its owner to keep one card and order the rest. */
export interface CorSchoolView {
  seat: Seat;
  deck: CorDeckId;
  /** How many cards were drawn (public). */
  count: number;
  /** The drawn cards: only in the view of `seat`. */
  cards?: string[];
}

/** The opening draft from deck II (phase 'draft'). */
export interface CorDraftView {
  /** Who picks from the packet now. */
  holder: Seat;
  /** Cards left in the packet (public). */
  count: number;
  /** The packet's cards: only in the view of `holder`. */
  cards?: string[];
}

export type CorPhase = 'draft' | 'place' | 'action' | 'end';

/** The whole view. Hidden information (other hands, deck order, other players' draws) never appears here. */
export interface CorView {
  /** Number of seats, 2–4. */
  seats: number;
  /** Whether the Shrine mini-expansion is in play. */
  shrine: boolean;
  /** Current round, 1-based (0 during the opening draft). */
  round: number;
  /** Rounds in this game: 14, or 7 with 2 players. */
  rounds: number;
  phase: CorPhase;
  /** The start player of the current round (holder of the silver figure). */
  startPlayer: Seat;
  /** The seats whose decision is awaited now (empty when the game is over). */
  awaiting: Seat[];
  /** The seat the view is for (null = public). */
  viewer: Seat | null;
  /** The action strip in use this round (during the draft: the strip on top of the stack). */
  strip: CorStripView;
  /** The face-up offer: card ids, in deck order (I, II, III, IV; with 2 players I, I, II, II). */
  offer: string[];
  /** Values of the influence cards lying face up beside the offer, waiting for an influence scoring. */
  influenceDisplay: number[];
  /** Values of the influence cards still inside deck I (their positions are public knowledge). */
  influenceInDeck: number[];
  /** Cards left in each deck in play (counts only; deck I's count includes its influence cards). */
  decks: { deck: CorDeckId; count: number }[];
  players: CorPlayerView[];
  /** The running action turn, or null outside the action phase. */
  turn: CorTurnView | null;
  /** A pending school/university choice, or null. */
  school: CorSchoolView | null;
  /** The opening draft, or null after it. */
  draft: CorDraftView | null;
  /** Metadata of every card id this view mentions (offer, cities, visible hands, drawn cards). */
  cards: Record<string, CorCardInfo>;
}

/** Board size (see the file comment). */
export const BOARD_ROWS = 7;
export const BOARD_COLS = 6;

/** The prompt/highlight id of a board cell: "r3c2". */
export function cellId(row: number, col: number): string {
  return `r${row}c${col}`;
}

/** The board cell of a prompt/highlight id ("r3c2"), or null for any other id. */
export function cellOfId(id: string): { row: number; col: number } | null {
  const match = /^r(\d+)c(\d+)$/.exec(id);
  return match ? { row: Number(match[1]), col: Number(match[2]) } : null;
}

/** A human label for a board cell: column letter + row number, "C4" for row 3, column 2. */
export function cellLabel(row: number, col: number): string {
  return `${String.fromCharCode(65 + col)}${row + 1}`;
}
