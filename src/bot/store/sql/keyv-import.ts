import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import Keyv from 'keyv';
import { isComponentId } from '../../base/custom-id';
import type { GameRecord, UserPrefs } from '../records';
import type { GameResult, PlayerHistory, RatingBoard } from '../../../ratings/records';
import { statusIsActive } from './rows';
import { insertGame } from './game-writes';
import { writeBoard, writeHistory, writeResult } from './ratings';
import type { SqlStore } from './sql-store';

/** What an import brought over, by kind, and the keys it left (with why). */
export interface ImportSummary {
  games: number;
  prefs: number;
  stashes: number;
  meta: number;
  results: number;
  boards: number;
  histories: number;
  skipped: string[];
}

/** The meta names that belong to one running keyv store and mean nothing in another database. */
const LOCAL_META = new Set(['store-check', 'lease', 'ended-lists']);
/** Keys the keyv store kept as hand-made indexes: the tables answer these by query. */
const INDEX = /^(active$|channel:|user:|ended:|stashes:)/;

/** Marks a database that has imported a keyv file, so start-up imports once. */
export const IMPORTED_META = 'imported-from-keyv';

/**
 * Copies a keyv store file (src/bot/store.ts: namespace `tafelrunde`, keys game:, prefs:, stash:, meta:, result:,
 * ratings:, history:) into the SQL store, each game with its version, moves and snapshot as they were, so a game in
 * progress goes on where it stood. Games the database has already are left as they are. The file is only read.
 */
export async function importKeyvStore(file: string, store: SqlStore): Promise<ImportSummary> {
  const adapter = new KeyvSqlite({ uri: `sqlite://${resolve(file)}`, busyTimeout: 5000 });
  const keyv = new Keyv({ store: adapter, namespace: 'tafelrunde', throwOnErrors: true });
  keyv.on('error', () => undefined);
  const summary: ImportSummary = { games: 0, prefs: 0, stashes: 0, meta: 0, results: 0, boards: 0, histories: 0, skipped: [] };
  const stashes: [string, unknown][] = [];
  const activeGames = new Set<string>();
  try {
    if (!keyv.iterator) throw new Error('the keyv sqlite adapter cannot list its keys');
    for await (const [rawKey, value] of keyv.iterator(undefined)) {
      const key = String(rawKey);
      const colon = key.indexOf(':');
      const kind = colon < 0 ? key : key.slice(0, colon);
      const rest = colon < 0 ? '' : key.slice(colon + 1);
      if (INDEX.test(key)) continue;
      if (kind === 'game') {
        const record = value as GameRecord;
        if (statusIsActive(record.status)) activeGames.add(record.id);
        const added = await store.db.transaction().execute(async (trx) => {
          if (await trx.selectFrom('games').select('id').where('id', '=', record.id).executeTakeFirst()) return false;
          // An ended game is listed by when it ended: its last save.
          await insertGame(trx, record, record.updatedAt);
          return true;
        });
        if (added) summary.games++;
        else summary.skipped.push(`${key}: the database has this game already`);
      } else if (kind === 'prefs') {
        await store.savePrefs(rest, value as UserPrefs);
        summary.prefs++;
      } else if (kind === 'stash') stashes.push([rest, value]);
      else if (kind === 'meta') {
        if (LOCAL_META.has(rest)) continue;
        const raw = await keyv.getRaw(key);
        const ttl = typeof raw?.expires === 'number' ? raw.expires - Date.now() : undefined;
        if (ttl !== undefined && ttl <= 0) continue;
        await store.setMetaValue(rest, value, ttl);
        summary.meta++;
      } else if (kind === 'result') {
        await writeResult(store.db, value as GameResult);
        summary.results++;
      } else if (kind === 'ratings') {
        await writeBoard(store.db, value as RatingBoard);
        summary.boards++;
      } else if (kind === 'history') {
        const history = value as PlayerHistory;
        await writeHistory(store.db, rest.slice(0, rest.indexOf(':')), history);
        summary.histories++;
      } else summary.skipped.push(`${key}: not a kind of record the store keeps`);
    }
    // Stashed long ids serve running games only (the keyv store dropped them at a game's end too).
    for (const [token, id] of stashes) {
      if (isComponentId(id) && activeGames.has(id.game)) {
        await store.stash(token, id);
        summary.stashes++;
      }
    }
  } finally {
    await keyv.disconnect();
  }
  return summary;
}

/**
 * At start-up: imports the keyv store file once into a database that has not imported one (the old default
 * runtime/tafelrunde.sqlite, or the path the config named), then notes it. Answers the summary, or null when there was
 * nothing to do.
 */
export async function importKeyvStoreOnce(file: string, store: SqlStore): Promise<ImportSummary | null> {
  if (!existsSync(file) || (await store.metaValue<string>(IMPORTED_META)) !== undefined) return null;
  const summary = await importKeyvStore(file, store);
  await store.setMetaValue(IMPORTED_META, { file: resolve(file), at: new Date().toISOString(), games: summary.games });
  return summary;
}
