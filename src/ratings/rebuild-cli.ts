/**
 * `npm run ratings:rebuild`: recomputes every server's ratings and player histories from the finished games in the
 * database named by TAFELRUNDE_DATABASE_URL / TAFELRUNDE_DATABASE_PATH (as `npm start` reads them). Stop the bot first: it
 * writes the same records. Prints a summary and each game it had to skip.
 */
import '../composition';
import 'dotenv/config';
import { readConfig } from '../bot/app/config';
import { SqlRecordStore } from '../bot/store/sql/record-store';
import { engines } from '../games';
import { rebuildRatings } from './ratings-store';

const store = await SqlRecordStore.open(readConfig().database);
try {
  const summary = await rebuildRatings(store, engines);
  for (const note of summary.skipped) console.log(`skipped ${note}`);
  console.log(`${summary.finished} finished games, ${summary.rated} rated: ${summary.boards} leaderboards, ${summary.players} player records.`);
} finally {
  await store.close();
}
