import type { Kysely, Transaction } from 'kysely';
import type { GameResult, PlayerHistory, RatingBoard, RatingKey } from '../../../ratings/records';
import type { Database } from './schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** Ratings, results and player histories as rows: read and written whole per board or player, by their keys. */
export async function readResult(db: Executor, recordId: string): Promise<GameResult | undefined> {
  const row = await db.selectFrom('game_results').select('result').where('record_id', '=', recordId).executeTakeFirst();
  return row ? (JSON.parse(row.result) as GameResult) : undefined;
}

export async function readBoard(db: Executor, guildId: string, gameId: string): Promise<RatingBoard | undefined> {
  const head = await db.selectFrom('rating_games').select('games').where('guild_id', '=', guildId).where('game_id', '=', gameId).executeTakeFirst();
  if (!head) return undefined;
  const rows = await db.selectFrom('ratings').selectAll().where('guild_id', '=', guildId).where('game_id', '=', gameId).orderBy('player_key').execute();
  const players: RatingBoard['players'] = {};
  for (const row of rows) players[row.player_key] = { name: row.name, mu: row.mu, sigma: row.sigma, games: row.games, wins: row.wins, lastAt: row.last_at };
  return { guildId, gameId, games: head.games, players };
}

export async function readHistory(db: Executor, guildId: string, key: RatingKey): Promise<PlayerHistory | undefined> {
  const row = await db.selectFrom('player_histories').selectAll().where('guild_id', '=', guildId).where('player_key', '=', key).executeTakeFirst();
  return row ? { key, name: row.name, byGame: JSON.parse(row.by_game) as PlayerHistory['byGame'], recent: JSON.parse(row.recent) as PlayerHistory['recent'] } : undefined;
}

export async function writeResult(db: Executor, result: GameResult): Promise<void> {
  const row = { record_id: result.recordId, guild_id: result.guildId, game_id: result.gameId, finished_at: result.finishedAt, result: JSON.stringify(result) };
  await db.insertInto('game_results').values(row).onConflict((oc) => oc.column('record_id').doUpdateSet(row)).execute();
}

/** Writes a board's game count and the players named (all of them when `only` is absent): one row per player. */
export async function writeBoard(db: Executor, board: RatingBoard, only?: readonly RatingKey[]): Promise<void> {
  await db
    .insertInto('rating_games')
    .values({ guild_id: board.guildId, game_id: board.gameId, games: board.games })
    .onConflict((oc) => oc.columns(['guild_id', 'game_id']).doUpdateSet({ games: board.games }))
    .execute();
  for (const key of only ?? Object.keys(board.players)) {
    const player = board.players[key];
    if (!player) continue;
    const values = { name: player.name, mu: player.mu, sigma: player.sigma, games: player.games, wins: player.wins, last_at: player.lastAt };
    await db
      .insertInto('ratings')
      .values({ guild_id: board.guildId, game_id: board.gameId, player_key: key, ...values })
      .onConflict((oc) => oc.columns(['guild_id', 'game_id', 'player_key']).doUpdateSet(values))
      .execute();
  }
}

export async function writeHistory(db: Executor, guildId: string, history: PlayerHistory): Promise<void> {
  const values = { name: history.name, by_game: JSON.stringify(history.byGame), recent: JSON.stringify(history.recent) };
  await db
    .insertInto('player_histories')
    .values({ guild_id: guildId, player_key: history.key, ...values })
    .onConflict((oc) => oc.columns(['guild_id', 'player_key']).doUpdateSet(values))
    .execute();
}

export async function deleteBoard(db: Executor, guildId: string, gameId: string): Promise<void> {
  await db.deleteFrom('ratings').where('guild_id', '=', guildId).where('game_id', '=', gameId).execute();
  await db.deleteFrom('rating_games').where('guild_id', '=', guildId).where('game_id', '=', gameId).execute();
}

export async function deleteHistory(db: Executor, guildId: string, key: RatingKey): Promise<void> {
  await db.deleteFrom('player_histories').where('guild_id', '=', guildId).where('player_key', '=', key).execute();
}
