/**
 * The tables of the SQL store, as Kysely sees them. JSON columns are `text` on both backends (the store compares a
 * row's stored text with the new one to write only what changed); flags are integers 0/1 (SQLite has no boolean),
 * and an optional field of the record that is absent is NULL. Times are ISO 8601 UTC strings, which sort as times.
 */

/** One row per game: every scalar of the GameRecord and small nested parts as JSON (positions have a table). */
export interface GamesTable {
  id: string;
  /** The engine's id (GameRecord.gameId). */
  game: string;
  status: string;
  /** GameRecord.version: counts every change of the game, in every custom_id. */
  version: number;
  /** Counts every write of the row (a change that keeps `version`, e.g. a new board message id, counts here). */
  revision: number;
  seat_order: string;
  locale: string;
  host_id: string;
  guild_id: string | null;
  channel_id: string;
  thread_id: string | null;
  message_id: string | null;
  published_version: number;
  board_moves: number | null;
  lobby_message_id: string | null;
  seed: string;
  engine_version: number | null;
  options: string;
  /**
   * The current position when it cannot be the positions row at move_count (a record whose undo point at that count
   * holds another position); NULL otherwise, which is always for records the bot makes.
   */
  snapshot: string | null;
  move_count: number;
  /** The move counts of the undo points, oldest first (JSON); NULL for records from before undo points existed. */
  undo_points: string | null;
  time_limit: string | null;
  seat_nonce: number | null;
  /** The SeatLife lists that are present (clocks, timeouts, seatOffers, seatGifts, seatChanges), as one JSON object. */
  seat_life: string | null;
  decisions: string | null;
  lapsed_votes: string | null;
  imported: string | null;
  /** Fields of a record this schema does not know yet (kept, not lost), as one JSON object. */
  extra: string | null;
  created_at: string;
  updated_at: string;
  /** When the game left the lobby or ran to its end (finished or abandoned): orders the lists of ended games. */
  ended_at: string | null;
}

export interface SeatsTable {
  game_id: string;
  seat: number;
  user_id: string;
  name: string;
  computer: string | null;
}

/** Who belongs to a game (host, seated players, claimants of an imported lobby): serves "the games of a user". */
export interface GameMembersTable {
  game_id: string;
  user_id: string;
}

/** Append-only: a move is written once, when it is played, and deleted only when an undo takes it back. */
export interface MovesTable {
  game_id: string;
  n: number;
  seat: number;
  move: string;
  at: string;
  log: string;
  revealed: number;
  auto: number | null;
  computer: number | null;
}

/** GameRecord.scoreHistory, one row per point (one per move, and the start). */
export interface ScorePointsTable {
  game_id: string;
  n: number;
  round: number;
  points: string;
}

/**
 * A game's positions, each stored once: the current one (at the game's move_count) and its undo points. A move adds
 * one row; the position it was made in stays as an undo point, and the oldest beyond the undo depth goes.
 */
export interface PositionsTable {
  game_id: string;
  moves: number;
  snapshot: string;
}

export interface VotesTable {
  game_id: string;
  topic: string;
  version: number;
  agreed: string;
}

/** A game's timers: what is due when, for which version (work for an older version is outlived). */
export interface DueTimesTable {
  game_id: string;
  kind: string;
  due_at: string;
  version: number;
}

export interface StashesTable {
  token: string;
  game_id: string;
  component: string;
}

export interface UserPrefsTable {
  user_id: string;
  notify: number;
  locale: string | null;
  dm_closed_at: string | null;
  reminders: number | null;
}

/** Small named values (the lease, command hashes, turn DMs), some expiring. */
export interface MetaTable {
  name: string;
  value: string;
  expires_at: string | null;
}

export interface GameResultsTable {
  record_id: string;
  guild_id: string;
  game_id: string;
  finished_at: string;
  result: string;
}

/** How many rated games a server has played of a game (RatingBoard.games). */
export interface RatingGamesTable {
  guild_id: string;
  game_id: string;
  games: number;
}

export interface RatingsTable {
  guild_id: string;
  game_id: string;
  player_key: string;
  name: string;
  mu: number;
  sigma: number;
  games: number;
  wins: number;
  last_at: string;
}

export interface PlayerHistoriesTable {
  guild_id: string;
  player_key: string;
  name: string;
  by_game: string;
  recent: string;
}

export interface Database {
  games: GamesTable;
  seats: SeatsTable;
  game_members: GameMembersTable;
  moves: MovesTable;
  score_points: ScorePointsTable;
  positions: PositionsTable;
  votes: VotesTable;
  due_times: DueTimesTable;
  stashes: StashesTable;
  user_prefs: UserPrefsTable;
  meta: MetaTable;
  game_results: GameResultsTable;
  rating_games: RatingGamesTable;
  ratings: RatingsTable;
  player_histories: PlayerHistoriesTable;
}
