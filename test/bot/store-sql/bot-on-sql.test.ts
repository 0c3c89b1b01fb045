import { afterAll, describe, expect, it } from 'vitest';
import { startBot } from '../../../src/bot/app/bot';
import { SqlRecordStore } from '../../../src/bot/store/sql/record-store';
import type { UserInfo } from '../../../src/emulator';
import { createRng, nextInt } from '../../../src/engine/rng';
import type { GameResult } from '../../../src/ratings/records';
import type { RaceState } from '../fixtures/race-engine';
import { race } from '../fixtures/race-engine';
import { Harness, stubRenderer, TINY_PNG } from '../harness';
import { BACKENDS } from './backends';

/** The bot as it is today, its Store swapped for the SQL adapter: a whole game through the local Discord. */
describe.each(BACKENDS)('the bot on the SQL store through the adapter (%o)', (make) => {
  const backend = make();
  afterAll(() => backend.close());

  it(`${backend.name}: plays a game from /newgame to the final scores and its ratings, the lists and prefs in tables`, async () => {
    const h = await Harness.start();
    try {
      await h.stopBot();
      const sql = await SqlRecordStore.open(await backend.fresh());
      h.store = sql;
      h.bot = await startBot({
        token: h.emu.token,
        api: h.emu.restUrl,
        store: h.store,
        engines: { race },
        renderers: { race: stubRenderer },
        phoneRenderers: {},
        scoreChart: async () => TINY_PNG,
        timelapse: null,
        devGuildId: h.guildId,
        turnPingGraceMs: 0,
        log: h.log,
        clock: h.emu.internals.core.clock,
      });
      const users: UserInfo[] = [await h.user('Ann'), await h.user('Ben', { locale: 'de' })];
      const { id, channelId } = await h.startGame(users[0], [users[1]], { game: 'race', seating: 'joined', target: '5' });
      expect(await sql.gamesOfUser(users[1].id)).toEqual([id]);
      expect(await sql.gamesInChannel(channelId)).toEqual([id]);
      const rng = createRng('sql-flow');
      let moves = 0;
      while ((await h.record(id)).status === 'running') {
        const record = await h.record(id);
        const player = users[(record.snapshot as RaceState).turn];
        let panel = await h.play(player, await h.boardOf(id, channelId, player));
        for (let steps = 0; steps < 5; steps++) {
          const result = await h.step(player, panel, (n) => nextInt(rng, n));
          if ((await h.record(id)).version !== record.version) break;
          panel = result.message ?? panel;
        }
        moves++;
        expect(moves).toBeLessThan(100);
      }
      const final = await h.record(id);
      expect(final.status).toBe('finished');
      expect(final.moves).toHaveLength(moves);
      expect(await sql.sql.db.selectFrom('moves').select((eb) => eb.fn.countAll().as('n')).where('game_id', '=', id).executeTakeFirstOrThrow()).toEqual({ n: backend.name === 'postgres' ? String(moves) : moves });
      expect((await h.finalMessage(id, channelId, users[0]))?.content).toMatch(/Winner: /);
      await h.control.waitFor(async () => (await sql.data<GameResult>(`result:${id}`)) !== undefined, { description: 'the game rated', timeoutMs: 10_000 });
      expect((await sql.data<GameResult>(`result:${id}`))?.seats.map((seat) => seat.key).sort()).toEqual(users.map((u) => u.id).sort());
      expect(await sql.activeGames()).toEqual([]);
      expect(await sql.endedInChannel(channelId)).toEqual([id]);
      expect((await sql.prefs(users[1].id)).locale).toBe('de');
      expect(h.log.errors).toEqual([]);
    } finally {
      await h.close();
    }
  });
});
