import { afterAll, describe, expect, it } from 'vitest';
import { applyMove } from '../../../src/bot/game/session';
import { VersionConflictError } from '../../../src/bot/store/sql/errors';
import { SqlRecordStore } from '../../../src/bot/store/sql/record-store';
import { SqlStore } from '../../../src/bot/store/sql/sql-store';
import { t } from '../../../src/i18n';
import { postgresBackend } from './backends';
import { engine, runningGame } from './games';

/**
 * Two bots (each its own store, its own pool) on one Postgres database, both applying a click of the same game at the
 * same time — as the click handler does: read the game, apply the move, save it at the version read. Exactly one save
 * wins; the other writes nothing and its refusal is "the board has moved on".
 */
describe('two bots on one Postgres database', () => {
  const backend = postgresBackend();
  afterAll(() => backend.close());

  it('apply clicks of the same game at once: one wins, the other is told the board has moved on', async () => {
    const config = await backend.fresh();
    const first = SqlRecordStore.over(await SqlStore.open(config));
    const second = SqlRecordStore.over(await SqlStore.open(config));
    try {
      const record = runningGame(2);
      await first.sql.create(record);
      for (let round = 0; round < 5; round++) {
        const [a, b] = await Promise.all([first.game(record.id), second.game(record.id)]);
        const seat = engine.awaiting(a!.snapshot)[0];
        const clicks = await Promise.allSettled([
          first.saveGame(applyMove(engine, a!, seat, { kind: 'add', n: 1 }), a!.version),
          second.saveGame(applyMove(engine, b!, seat, { kind: 'add', n: 2 }), b!.version),
        ]);
        expect(clicks.filter((click) => click.status === 'fulfilled')).toHaveLength(1);
        const refused = clicks.find((click) => click.status === 'rejected');
        expect(refused?.reason).toBeInstanceOf(VersionConflictError);
        expect(t('en', (refused?.reason as VersionConflictError).refusal)).toBe('The board has moved on: this button belongs to an older position. Nothing was changed.');
        // The winner's move is the one stored, once: one version on, one move more.
        const stored = await first.game(record.id);
        expect(stored!.version).toBe(a!.version + 1);
        expect(stored!.moves).toHaveLength(a!.moves.length + 1);
        const won = clicks[0].status === 'fulfilled' ? 1 : 2;
        expect(stored!.moves.at(-1)!.move).toEqual({ kind: 'add', n: won });
      }
    } finally {
      await first.close();
      await second.close();
    }
  });
});
