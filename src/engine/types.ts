import type { RngState } from './rng';

/**
 * The engine contract. An engine is a set of pure functions over plain JSON state: no I/O, no clock,
 * no Math.random. A game is fully determined by (options, seat count, seed, moves), so the bot can
 * replay, undo and audit it. Nothing here knows about Discord; nothing in the bot knows game rules.
 */

/** A seat index, 0-based, in table order (clockwise). */
export type Seat = number;

export type Locale = 'en' | 'de';

/**
 * A seat named inside a text. Engines never write seat texts of their own ("Player 2"): whoever renders the text puts
 * in that seat's player — the bot the display name, without names the shared "Seat n".
 */
export interface SeatRef {
  seat: Seat;
}

/** A parameter of a localized text: a plain value, another localized text (e.g. a card name) or a seat. */
export type TextParam = string | number | Text | SeatRef;

/** A localized text: an i18n key and its parameters. Engines never produce finished strings. */
export interface Text {
  key: string;
  params?: Record<string, TextParam>;
}

/** A variant the lobby offers. */
export interface OptionSpec {
  id: string;
  label: Text;
  /** choice: one of `choices`; boolean: on/off. */
  kind: 'choice' | 'boolean';
  choices?: { value: string; label: Text }[];
  default: string | boolean;
  /** Seat counts for which the option applies (all when absent). */
  seats?: number[];
}

export type GameOptions = Record<string, string | boolean>;

/** One selectable branch of a prompt. */
export interface PromptOption {
  /** The step token appended to the path when chosen. Short (≤ 12 chars): paths travel in custom_ids. */
  id: string;
  label: Text;
  /** A second line, e.g. the cost or the effect. */
  hint?: Text;
  /** For long lists: options with the same group can be folded under one entry (e.g. a board row). */
  group?: string;
  /** A hint for presentation: the recommended or a risky branch. */
  tone?: 'primary' | 'danger' | 'success';
}

/**
 * The next decision of a turn. `kind` tells the UI what is being picked so it can present it well;
 * every kind is a choice among `options`, and only legal branches are offered.
 */
export interface Prompt {
  kind: 'choice' | 'cell' | 'card' | 'amount' | 'confirm';
  title: Text;
  options: PromptOption[];
  /** Board cells the renderer may highlight while this prompt is open (e.g. legal targets). */
  highlight?: string[];
}

/** The result of walking the choice tree: either another decision, or a complete move. */
export type PromptResult<Move> = { prompt: Prompt } | { move: Move };

export interface ScoreItem {
  label: Text;
  points: number;
}

/** Scores of one seat. `preview` is the total if the game ended now; its breakdown sums to it. */
export interface ScoreLine {
  seat: Seat;
  /** Points already on the track (for games scoring mostly at the end this may be 0 until then). */
  current: number;
  preview: number;
  breakdown: ScoreItem[];
}

export interface GameEngine<State, Move, View = unknown> {
  id: string;
  /** The game's display name. */
  name: Text;
  /** A short rules summary for /rules (a few paragraphs, Discord markdown, under 1800 characters). */
  rulesSummary: Text;
  minSeats: number;
  maxSeats: number;
  /**
   * Raised whenever a change of the rules code would replay a saved move list differently. Every game record keeps the
   * version it started with; replaying a record of another version (undo) is refused. Absent: 1.
   */
  engineVersion?: number;
  options: OptionSpec[];

  setup(options: GameOptions, seats: number, seed: string): State;
  /** Who must decide now; several seats when the rules let them decide independently. Empty when finished. */
  awaiting(state: State): Seat[];
  /** Walks the choice tree: given the steps taken so far, the next decision or the finished move. */
  prompt(state: State, seat: Seat, path: readonly string[]): PromptResult<Move>;
  /** Applies a move and returns the new state; never mutates `state`. Throws RuleError when illegal. */
  apply(state: State, seat: Seat, move: Move): State;
  /**
   * `apply` for a caller that owns `state` and drops it for the result (a random playout): may change `state` in place
   * and return it, saving the copy. Only for states no one else holds; after a RuleError the state is unusable.
   * Absent: the driver uses `apply`. A wrapper that replaces `apply` (`{ ...engine, apply }`) must replace or drop
   * this too, or an unobserved playout goes around it.
   */
  applyOwned?(state: State, seat: Seat, move: Move): State;
  /** What `viewer` may see (null = the public). Hidden information is removed here and nowhere else. */
  view(state: State, viewer: Seat | null): View;
  scores(state: State): ScoreLine[];
  finished(state: State): boolean;
  /** Winners once finished, after the tie-breaks (several on a shared win). */
  winners(state: State): Seat[];
  /** One public log line for a move, described against the state before it. */
  describe(state: State, seat: Seat, move: Move): Text;
  /** Public things the last move set off by itself (automatic placements, scorings), in order. */
  events(state: State): Text[];
  /** A short public status: round, phase. */
  status(state: State): Text;
  /**
   * Whether the move put information in front of a player that was hidden before (a draw, a refill):
   * such a move cannot be undone.
   */
  revealsHidden(before: State, seat: Seat, move: Move): boolean;
  /** Round progress for charts and /status. */
  progress(state: State): { round: number; rounds: number };
  /**
   * A few lines of what only `seat` sees (hand cards, a private draw), in the game's own words, for the ephemeral
   * panel. Empty for a game (or a moment) without hidden information: the panel then shows no private block.
   */
  privateSummary(state: State, seat: Seat): Text[];
  /**
   * The ids of the cards only `seat` holds now (hand, a private draw), drawn as a picture next to its decisions about
   * them (RenderOptions.cards). Optional: games without hidden cards leave it out.
   */
  privateCards?(state: State, seat: Seat): string[];
  /**
   * The seat's resources in one short line (Terra Mystica: coins, workers, priests, power bowls, VP), shown in every
   * panel of that seat and in its private "My hand / my board" view. Optional: the bot shows no line without it.
   */
  resourceLine?(state: State, seat: Seat): Text;
  /**
   * A move decided without asking anyone: what the rules, or a seat's own standing settings, decide by themselves
   * (e.g. Terra Mystica's automatic power offers). The bot applies these one after another right after each move,
   * persisted together with it, and logs them as automatic. Null when nothing is automatic now. Optional.
   */
  automatic?(state: State): { seat: Seat; move: Move } | null;
  /**
   * A seat's standing settings of this game (e.g. when power offers are taken automatically), for /settings: lines
   * describing them, and the choice-tree path where they can be changed now — null when they cannot be changed now
   * (`why` says why, e.g. only on one's own turn). Optional: games without settings leave it out.
   */
  settings?(state: State, seat: Seat): { lines: Text[]; path: string[] | null; why?: Text };
  /**
   * The move that removes `seat` from the game for good (the player resigned, or the others dropped them after a
   * time-out). It is an ordinary move of this game: `apply(state, seat, move)` accepts it at any time, also when the
   * seat is not awaited, and it is logged, replayed, exported and undone like any other. What a dropped seat does
   * afterwards is this game's rule (see its RULINGS.md); the game goes on with the others and ends as its rules say
   * when fewer than two seats are left. Null when the seat cannot be dropped now (already dropped, game over).
   * Optional: a game without it cannot drop seats.
   */
  dropMove?(state: State, seat: Seat): Move | null;
  /** The seats that have left the game (dropped or resigned), in seat order. Required with dropMove. */
  droppedSeats?(state: State): Seat[];
  /**
   * The identity a seat played as, where the game has one (Terra Mystica: its faction; Pandoria: its realm), for
   * player records (/profile: favourite faction). Null while not chosen yet. Optional: games without identities
   * leave it out.
   */
  seatIdentity?(state: State, seat: Seat): Text | null;
  /**
   * For computer players: a full state that `seat` cannot tell apart from `state`. Everything view(state, seat) shows
   * stays; everything it hides (others' hands, the order of draw piles, the game's PRNG) is dealt anew with `rng` from
   * pools that do not depend on where the hidden things really are (sorted before shuffling), so a search on the result
   * cannot learn what the seat may not know. Optional: a game without hidden information leaves it out.
   */
  determinize?(state: State, seat: Seat, rng: RngState): State;
  /** The game's log in its own notation (e.g. snellman for Terra Mystica), as a file for /log. Optional. */
  exportLog?(game: LoggedGame<Move>): { filename: string; text: string };
  /**
   * A game rebuilt from such a log, to continue it: its options, seats, seed and moves (replaying them through
   * setup/apply gives the state at the log's end) and a label per seat (e.g. its faction) so players can claim
   * seats. Throws RuleError (with a line number in its params) when the log cannot be read. Optional.
   */
  importLog?(text: string): LoggedGame<Move> & { seatLabels: Text[] };
}

/** A game as its inputs: everything needed to replay it. */
export interface LoggedGame<Move> {
  options: GameOptions;
  seats: number;
  seed: string;
  moves: { seat: Seat; move: Move }[];
}

/**
 * The registry holds engines of different state types; the bot only passes values between the functions.
 * Method syntax above makes the parameters bivariant, so every concrete engine fits this type.
 */
export type AnyEngine = GameEngine<unknown, unknown, unknown>;
