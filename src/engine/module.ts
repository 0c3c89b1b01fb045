import type { Catalog } from './catalog';
import type { SearchTuning } from './search-tuning';
import type { GameEngine, Locale, Seat } from './types';

/**
 * The module contract: everything the bot, the renderer pool and the computer players need of one game, exported by
 * the game's folder from `module.ts` and listed once in src/games/index.ts. Nothing outside that registry names a game.
 */
export interface GameModule<State, Move, View> {
  /** The game id used in records, custom ids and commands; the same as `engine.id`. */
  id: string;
  /** The rules: setup, prompts, moves, views, scores, options for /newgame, log import/export where the game has them. */
  engine: GameEngine<State, Move, View>;
  /** Every text of the game in English and German: rules, log lines, prompts and the board picture's labels. */
  texts: Catalog;
  /** Whose view `view` is (null: the public one). Pictures are drawn from the public view only. */
  viewer(view: View): Seat | null;
  /** How the computer players' search plays this game (src/ai/search.ts); defaults when absent. */
  search?: SearchTuning<State>;
  /** How recorded games are compared with a computer level's choices (`npm run arena -- <game> --predict`). */
  predictor?: MovePredictor<State, Move>;
}

/**
 * What the arena's comparison with recorded games (src/ai/predict.ts) needs to know of a game's moves: how to read a
 * recorded game, which moves make one decision, and how to name a decision so that two equal ones compare equal.
 * Methods, so that a game states it on its own state and move types.
 */
export interface MovePredictor<State, Move> {
  /** A recorded game's start and its moves in order; throws a clear error on a record it cannot read. */
  readLog(text: string): { start: State; moves: readonly { seat: Seat; move: Move }[] };
  /** The phases decisions are counted in, in report order. */
  readonly phases: readonly string[];
  /** The phase of the decision `seat` takes with `move` at `state`, or null for a move that is no decision to compare. */
  phaseOf(state: State, seat: Seat, move: Move): string | null;
  /** A move that is only the means of another (a conversion): never a decision of its own. */
  isMeans(move: Move): boolean;
  /** Whether `next` (the same seat's next move) belongs to the decision the moves `chain` began. */
  continuesDecision(chain: readonly Move[], next: Move): boolean;
  /** Whether a move may go on into a longer decision, so the computer is asked again after it. */
  mayContinue(move: Move): boolean;
  /** The decision a chain of moves makes. */
  chainDecision(chain: readonly Move[]): Move;
  /** A decision's name: equal decisions, equal keys. */
  moveKey(move: Move): string;
  /** A decision's kind, for the list of disagreements. */
  moveKind(move: Move): string;
  /** The round and who decides (e.g. the faction), for the report. */
  where(state: State, seat: Seat): { round: number; who: string };
}

export interface RenderOptions {
  /** Display names by seat; without them seats are called "Seat n". */
  playerNames?: readonly string[];
  /** Board cells to highlight (a prompt's `highlight` ids) for the seat acting now. */
  highlight?: readonly string[];
  /**
   * Card ids (engine.privateCards): the picture shows these cards alone, for the private panel of the seat holding
   * them. Card faces are the same for everyone; the bot sends this picture only to that seat, never in public.
   */
  cards?: readonly string[];
}

/** Draws a game's public view. Method syntax keeps the view parameter bivariant, so every game fits AnyGameModule. */
export interface GameRenderer<View> {
  /**
   * The whole table as a PNG or, with highlighted cells, the part of it that goes with a choice of those cells; with
   * `cards`, those cards alone (games whose engine has privateCards).
   */
  board(view: View, locale: Locale, options?: RenderOptions): Promise<Buffer>;
  /**
   * The board message's pictures for a phone (renderers/kit/phone.ts): what changes each move first, then the
   * players. Absent: the board message shows the whole table.
   */
  phone?(view: View, locale: Locale, playerNames?: readonly string[]): Promise<Buffer[]>;
  /**
   * A choice of board cells as a phone reads it: the part of the board holding `cells` — a `cell` prompt's
   * `highlight` ids, exactly as the prompt carries them — with those cells outlined and their ids written large, so
   * every cell a button names can be found in the picture. Absent: `board` with `highlight` is the picture.
   */
  highlight?(view: View, cells: readonly string[], locale: Locale, options?: HighlightOptions): Promise<Buffer>;
}

/** What a highlight picture may be told besides the cells (none needed yet by the games that draw one). */
export interface HighlightOptions {
  /** Display names by seat. */
  playerNames?: readonly string[];
}

/**
 * A game's pictures as the bot calls them, by game id (renderers/index.ts builds them from the registry, the render
 * pool runs them on worker threads): the view is untyped here, so each checks it is its game's public view first.
 */
export type BoardRenderer = (view: unknown, locale: Locale, options?: RenderOptions) => Promise<Buffer>;
/**
 * A choice of cells (a prompt's `highlight`) as a picture: the game's `highlight` picture, or its board picture with
 * those cells highlighted where the game has none.
 */
export type HighlightRenderer = (view: unknown, cells: readonly string[], locale: Locale, options?: HighlightOptions) => Promise<Buffer>;
/** The board message's pictures for a phone: the board, then the players; one picture for games without them. */
export type PhoneRenderer = (view: unknown, locale: Locale, options?: RenderOptions) => Promise<Buffer[]>;

/** The registry holds modules of different state types; the bot only passes values between their functions. */
export type AnyGameModule = GameModule<unknown, unknown, unknown>;
