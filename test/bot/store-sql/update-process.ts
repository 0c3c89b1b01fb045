/**
 * A second bot process in miniature, for processes.test.ts: opens the store named by argv[2] (a JSON SqlConfig),
 * says "ready", waits for "go" on stdin, then plays one move of game argv[3] at version argv[4], holding the change
 * open for argv[5] ms, and says "won" or "conflict <stored version>".
 */
import { createInterface } from 'node:readline';
import { VersionConflictError } from '../../../src/bot/store/sql/errors';
import { SqlStore } from '../../../src/bot/store/sql/sql-store';
import { playOne } from './games';

const [config, gameId, version, holdMs] = process.argv.slice(2);
const store = await SqlStore.open(JSON.parse(config) as object);
const lines = createInterface({ input: process.stdin });
console.log('ready');
for await (const line of lines) if (line === 'go') break;
try {
  await store.update(gameId, Number(version), async (game) => {
    await new Promise((resolve) => setTimeout(resolve, Number(holdMs)));
    return playOne(game);
  });
  console.log('won');
} catch (error) {
  if (!(error instanceof VersionConflictError)) throw error;
  console.log(`conflict ${error.actual}`);
} finally {
  lines.close();
  await store.close();
}
