import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../../src/bot/store/records';
import { undoLast } from '../../../src/bot/game/session';
import { VersionConflictError } from '../../../src/bot/store/sql/errors';
import type { SqlStore } from '../../../src/bot/store/sql/sql-store';
import { SqlStore as Store } from '../../../src/bot/store/sql/sql-store';
import type { GameResult, PlayerHistory, RatingBoard } from '../../../src/ratings/records';
import { BACKENDS, freshStore } from './backends';
import { engine, playOne, runningGame } from './games';

const count = async (store: SqlStore, table: 'moves' | 'games' | 'due_times' | 'game_results' | 'ratings' | 'positions' | 'stashes') =>
  Number((await store.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

const revision = async (store: SqlStore, id: string) => (await store.db.selectFrom('games').select('revision').where('id', '=', id).executeTakeFirstOrThrow()).revision;

describe.each(BACKENDS)('the SQL store contract (%o)', (make) => {
  const backend = make();
  afterAll(() => backend.close());

  it(`${backend.name}: a game saved is loaded field for field, with moves, undo points, seat life, votes and unknown fields`, async () => {
    const store = await freshStore(backend);
    try {
      const record = runningGame(3);
      record.undo = { version: record.version, agreed: ['ann'] };
      record.lapsedVotes = [{ topic: 'abandon', version: 2 }];
      record.clocks = [{ seat: 0, since: '2026-11-01T10:00:00.000Z', moves: 3, half: false, out: false, gentle: 0 }];
      record.seatChanges = [{ afterMoves: 1, seat: 1, from: 'cid', to: 'ben', at: '2026-11-01T10:01:00.000Z' }];
      record.seatNonce = 4;
      record.boardMoves = 2;
      (record as GameRecord & { future: unknown }).future = { kept: [1, 2] };
      await store.create(record);
      const loaded = await store.load(record.id);
      expect(loaded).toEqual(record);
      expect(loaded?.moves).toHaveLength(3);
      expect(loaded?.undoPoints?.map((p) => p.moves)).toEqual([0, 1, 2]);
      expect(await count(store, 'moves')).toBe(3);
      // Each position once: the three undo points and the current one.
      expect(await count(store, 'positions')).toBe(4);
      expect(await store.load('nope')).toBeUndefined();
      // Records from before undo points keep having none; a record whose undo point at the current count holds
      // another position (none the bot makes) keeps both.
      const older = runningGame(1);
      delete older.undoPoints;
      const odd = runningGame(2);
      odd.undoPoints = [...(odd.undoPoints ?? []), { moves: 2, snapshot: { other: true } }];
      await store.create(older);
      await store.create(odd);
      expect(await store.load(older.id)).toEqual(older);
      expect(await store.load(odd.id)).toEqual(odd);
    } finally {
      await store.close();
    }
  });

  it(`${backend.name}: lists running games by channel, thread and member, and ended ones newest last`, async () => {
    let now = Date.parse('2026-11-02T00:00:00Z');
    const store = await freshStore(backend, () => new Date((now += 1000)));
    try {
      const a = runningGame(0, { channel: 'c1', thread: 't1' });
      const b = runningGame(0, { channel: 'c1', thread: 't2' });
      const c = runningGame(0, { channel: 'c2', thread: 't3' });
      c.seats[1] = { userId: 'dora', name: 'Dora' };
      for (const game of [a, b, c]) await store.create(game);
      expect(await store.activeGames()).toEqual([a.id, b.id, c.id]);
      expect(await store.gamesInChannel('c1')).toEqual([a.id, b.id]);
      expect(await store.gamesInChannel('t2')).toEqual([b.id]);
      expect(await store.gamesOfUser('ben')).toEqual([a.id, b.id]);
      expect(await store.gamesOfUser('dora')).toEqual([c.id]);
      await store.update(b.id, b.version, (g) => ({ ...g, status: 'abandoned', version: g.version + 1 }));
      await store.update(a.id, a.version, (g) => ({ ...g, status: 'abandoned', version: g.version + 1 }));
      expect(await store.activeGames()).toEqual([c.id]);
      expect(await store.gamesInChannel('c1')).toEqual([]);
      expect(await store.endedInChannel('c1')).toEqual([b.id, a.id]);
      expect(await store.endedInChannel('t1')).toEqual([a.id]);
      expect(await store.endedOfUser('ben', 1)).toEqual([a.id]);
      expect(await store.gamesOfUser('ben')).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it(`${backend.name}: a move appends its row and rewrites none; an undo deletes only the moves it takes back`, async () => {
    const store = await freshStore(backend);
    try {
      const start = runningGame(2);
      await store.create(start);
      const firstRows = await store.db.selectFrom('moves').selectAll().orderBy('n').execute();
      let record = start;
      for (let i = 0; i < 3; i++) record = await store.update(record.id, record.version, (g) => playOne(g));
      expect(record.version).toBe(start.version + 3);
      expect(await count(store, 'moves')).toBe(5);
      const rows = await store.db.selectFrom('moves').selectAll().orderBy('n').execute();
      expect(rows.slice(0, 2)).toEqual(firstRows);
      expect(rows.map((row) => row.n)).toEqual([0, 1, 2, 3, 4]);
      // The positions after 0 to 5 moves: 5 undo points and the current one, each stored once.
      expect(await count(store, 'positions')).toBe(6);
      const undone = await store.update(record.id, record.version, (g) => undoLast(engine, g));
      expect(undone.moves).toHaveLength(4);
      expect(await count(store, 'moves')).toBe(4);
      expect(await store.load(record.id)).toEqual(undone);
      // The undo made the position after 4 moves current again: the move played now is a new row 4.
      const replayed = await store.update(record.id, undone.version, (g) => playOne(g));
      expect(await store.load(record.id)).toEqual(replayed);
      expect(await count(store, 'moves')).toBe(5);
    } finally {
      await store.close();
    }
  });

  it(`${backend.name}: a change for an old version raises VersionConflictError ("the board has moved on") and writes nothing`, async () => {
    const store = await freshStore(backend);
    try {
      const record = runningGame(1);
      await store.create(record);
      await store.update(record.id, record.version, (g) => playOne(g));
      const error = await store.update(record.id, record.version, (g) => playOne(g)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(VersionConflictError);
      expect(error).toMatchObject({ gameId: record.id, expected: record.version, actual: record.version + 1, refusal: { key: 'bot.refuse.movedOn' } });
      expect(await count(store, 'moves')).toBe(2);
      const missing = await store.update('nope', 1, (g) => g).catch((e: unknown) => e);
      expect(missing).toMatchObject({ name: 'VersionConflictError', actual: null });
    } finally {
      await store.close();
    }
  });

  it(`${backend.name}: two updates of the same version at once, from two connections: exactly one wins`, async () => {
    const config = await backend.fresh();
    const first = await Store.open(config);
    const second = await Store.open(config);
    try {
      const record = runningGame(1);
      await first.create(record);
      const slow = (g: GameRecord) => new Promise<GameRecord>((resolve) => setTimeout(() => resolve(playOne(g)), 50));
      // On SQLite one process shares one connection (better-sqlite3 is synchronous): the two race inside it, and the
      // second connection then updates from the version it read before — as a second process would.
      const racers = backend.name === 'postgres' ? [first, second] : [first, first];
      const outcomes = await Promise.allSettled(racers.map((store) => store.update(record.id, record.version, slow)));
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const lost = outcomes.find((o) => o.status === 'rejected');
      expect(lost?.reason).toBeInstanceOf(VersionConflictError);
      const late = await second.update(record.id, record.version, (g) => playOne(g)).catch((e: unknown) => e);
      expect(late).toBeInstanceOf(VersionConflictError);
      const final = await second.load(record.id);
      expect(final?.version).toBe(record.version + 1);
      expect(final?.moves).toHaveLength(2);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it(`${backend.name}: a change that throws leaves no trace: no row, no timer, no rating, not even the write counter`, async () => {
    const store = await freshStore(backend);
    try {
      const record = runningGame(2);
      await store.create(record);
      const before = await revision(store, record.id);
      const failing = store.update(record.id, record.version, (g, work) => {
        work.due('turn', '2026-11-03T00:00:00.000Z');
        work.saveRatings(result(g.id), board(), []);
        const next = playOne(g);
        next.messageId = 'changed';
        throw new Error('the engine refused');
      });
      await expect(failing).rejects.toThrow('the engine refused');
      expect(await store.load(record.id)).toEqual(record);
      expect(await revision(store, record.id)).toBe(before);
      expect([await count(store, 'moves'), await count(store, 'due_times'), await count(store, 'game_results'), await count(store, 'ratings')]).toEqual([2, 0, 0, 0]);
    } finally {
      await store.close();
    }
  });

  it(`${backend.name}: timers are read by due time through their index, only those due, and cleared by version`, async () => {
    const store = await freshStore(backend);
    try {
      const games = [runningGame(0), runningGame(0), runningGame(0)];
      const at = ['2026-11-05T12:00:00.000Z', '2026-11-05T08:00:00.000Z', '2026-11-06T00:00:00.000Z'];
      for (const [i, game] of games.entries()) {
        await store.create(game);
        await store.update(game.id, game.version, (g, work) => {
          work.due('turn', at[i]);
          return { ...g, version: g.version + 1 };
        });
      }
      const due = await store.dueTimes('2026-11-05T12:00:00.000Z');
      expect(due).toEqual([
        { gameId: games[1].id, kind: 'turn', dueAt: at[1], version: games[1].version + 1 },
        { gameId: games[0].id, kind: 'turn', dueAt: at[0], version: games[0].version + 1 },
      ]);
      expect(await store.clearDue(games[1].id, 'turn', games[1].version)).toBe(false);
      expect(await store.clearDue(games[1].id, 'turn', games[1].version + 1)).toBe(true);
      expect((await store.dueTimes('2026-11-05T12:00:00.000Z')).map((d) => d.gameId)).toEqual([games[0].id]);
      const query = store.db.selectFrom('due_times').selectAll().where('due_at', '<=', '2026-11-05T12:00:00.000Z').orderBy('due_at').limit(100).compile();
      const plan = await store.db.transaction().execute(async (trx) => {
        if (store.backend === 'postgres') await sql`set local enable_seqscan = off`.execute(trx);
        const explain = store.backend === 'postgres' ? 'explain ' : 'explain query plan ';
        const { rows } = await sql.raw<Record<string, unknown>>(explain + query.sql.replace(/\?|\$\d+/g, "'2026-11-05T12:00:00.000Z'").replace(/limit '[^']*'/, 'limit 100')).execute(trx);
        return JSON.stringify(rows);
      });
      expect(plan).toContain('due_times_due_at');
      // A game that ends drops its timers with it.
      await store.update(games[0].id, games[0].version + 1, (g) => ({ ...g, status: 'abandoned', version: g.version + 1 }));
      expect(await store.dueTimes('2027-01-01T00:00:00.000Z')).toEqual([{ gameId: games[2].id, kind: 'turn', dueAt: at[2], version: games[2].version + 1 }]);
    } finally {
      await store.close();
    }
  });

  it(`${backend.name}: user prefs default to pings on and keep what was set`, async () => {
    const store = await freshStore(backend);
    try {
      expect(await store.prefs('ann')).toEqual({ notify: true });
      await store.savePrefs('ann', { notify: false, locale: 'de', reminders: false });
      await store.savePrefs('ben', { notify: true, dmClosedAt: '2026-11-01T00:00:00.000Z' });
      expect(await store.prefs('ann')).toEqual({ notify: false, locale: 'de', reminders: false });
      expect(await store.prefs('ben')).toEqual({ notify: true, dmClosedAt: '2026-11-01T00:00:00.000Z' });
      await store.savePrefs('ann', { notify: true });
      expect(await store.prefs('ann')).toEqual({ notify: true });
    } finally {
      await store.close();
    }
  });

  it(`${backend.name}: the ratings of a finished game are written in the same transaction as its end`, async () => {
    const store = await freshStore(backend);
    try {
      const record = runningGame(0);
      await store.create(record);
      const history: PlayerHistory = { key: 'ann', name: 'Ann', byGame: { race: { played: 1, won: 1, identities: {} } }, recent: [] };
      const ended = await store.update(record.id, record.version, async (g, work) => {
        expect(await work.ratingBoard('g1', 'race')).toBeUndefined();
        work.saveRatings(result(g.id), board(), [history]);
        return { ...g, status: 'finished', version: g.version + 1 };
      });
      expect(ended.status).toBe('finished');
      expect(await store.result(record.id)).toEqual(result(record.id));
      expect(await store.ratingBoard('g1', 'race')).toEqual(board());
      expect(await store.playerHistory('g1', 'ann')).toEqual(history);
      const again = await store.update(record.id, ended.version, async (g, work) => {
        expect(await work.result(g.id)).toEqual(result(record.id));
        expect(await work.ratingBoard('g1', 'race')).toEqual(board());
        return g;
      });
      expect(again.version).toBe(ended.version);
    } finally {
      await store.close();
    }
  });

  it(`${backend.name}: stashed ids resolve until their game ends; named values expire`, async () => {
    let now = Date.parse('2026-11-02T00:00:00Z');
    const store = await freshStore(backend, () => new Date(now));
    try {
      const record = runningGame(0);
      await store.create(record);
      const id = { kind: 'panel' as const, game: record.id, version: 3, path: ['build', 'x y'] };
      await store.stash('tok1', id);
      expect(await store.unstash('tok1')).toEqual(id);
      expect(await store.unstash('tok2')).toBeUndefined();
      await store.setMetaValue('lease', { owner: 'a' }, 30_000);
      await store.setMetaValue('commands', 'hash');
      expect(await store.metaValue('lease')).toEqual({ owner: 'a' });
      now += 30_001;
      expect(await store.metaValue('lease')).toBeUndefined();
      expect(await store.metaValue('commands')).toBe('hash');
      await store.update(record.id, record.version, (g) => ({ ...g, status: 'abandoned' }));
      expect(await store.unstash('tok1')).toBeUndefined();
    } finally {
      await store.close();
    }
  });
});

function result(recordId: string): GameResult {
  return {
    recordId,
    gameId: 'race',
    guildId: 'g1',
    finishedAt: '2026-11-02T00:00:00.000Z',
    messageUrl: null,
    seats: [
      { key: 'ann', name: 'Ann', rank: 1, points: 9, won: true, dropped: false, identity: null },
      { key: 'ben', name: 'Ben', rank: 2, points: 7, won: false, dropped: false, identity: null },
    ],
  };
}

function board(): RatingBoard {
  return {
    guildId: 'g1',
    gameId: 'race',
    games: 1,
    players: {
      ann: { name: 'Ann', mu: 27.5, sigma: 7.25, games: 1, wins: 1, lastAt: '2026-11-02T00:00:00.000Z' },
      ben: { name: 'Ben', mu: 22.5, sigma: 7.25, games: 1, wins: 0, lastAt: '2026-11-02T00:00:00.000Z' },
    },
  };
}
