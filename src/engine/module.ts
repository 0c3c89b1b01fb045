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
