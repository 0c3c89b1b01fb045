import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ControlMessage, UserInfo } from '../../src/emulator';
import type { BoardRenderer } from '../../src/bot/kernel/context';
import { encodeAnimation } from '../../renderers/timelapse';
import { Harness, TINY_PNG } from './harness';

/**
 * A renderer like the render pool: every picture takes `ms`, and with `capacity` pictures in hand it refuses the next
 * at once as piscina does ("Task queue is at limit") — the bot's draw queue must never hand it more.
 */
function poolLike(ms: number, capacity: number): BoardRenderer {
  let inHand = 0;
  return async () => {
    if (inHand >= capacity) throw new Error('Task queue is at limit');
    inHand++;
    try {
      await sleep(ms);
      return TINY_PNG;
    } finally {
      inHand--;
    }
  };
}

/** The game's current board once it carries its picture. */
async function boardWithPicture(h: Harness, game: { id: string; channelId: string }, viewer: UserInfo, timeoutMs = 15_000): Promise<ControlMessage> {
  return h.control.waitFor(
    async () => {
      const board = await h.boardOf(game.id, game.channelId, viewer);
      return board.attachments.some((a) => a.filename === 'board.png') ? board : null;
    },
    { description: `the picture on the board of ${game.id}`, timeoutMs },
  );
}

describe('backpressure: every picture waits its turn in the draw queue, none is lost', () => {
  describe('many games at once, one drawing at a time', () => {
    let h: Harness;
    const players: UserInfo[] = [];

    beforeAll(async () => {
      // One slot and boards that wait 20 ms for a 30 ms picture: nearly every board goes out first and gets it by an edit.
      const pool = poolLike(30, 1);
      h = await Harness.start({ renderers: { race: pool, nim: pool }, drawSlots: 1, boardPictureWaitMs: 20 });
      for (const name of ['Ann', 'Ben', 'Cid', 'Dora', 'Emil', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon', 'Kai', 'Lea']) players.push(await h.user(name));
    });
    afterAll(async () => h?.close());

    it('ends every board with its picture, on the board of the game’s current version', async () => {
      const games: { id: string; channelId: string; host: UserInfo; guest: UserInfo }[] = [];
      for (let i = 0; i < players.length; i += 2) games.push({ ...(await h.startGame(players[i], [players[i + 1]], { game: 'race', seating: 'joined', target: '9' })), host: players[i], guest: players[i + 1] });
      // Every game moves at once, twice each.
      await Promise.all(
        games.map(async (game) => {
          await h.raceAdd(game, game.host, 1);
          await h.control.waitFor(async () => ((await h.record(game.id)).moves.length === 1 ? true : null), { description: 'the first move' });
          await h.raceAdd(game, game.guest, 2);
        }),
      );
      for (const game of games) {
        const board = await boardWithPicture(h, game, game.host);
        const record = await h.record(game.id);
        expect(record.moves).toHaveLength(2);
        expect(board.components[0]?.components?.[0]?.custom_id).toBe(`g:${game.id}:${record.version}:play`);
      }
      // The pictures came late, by edits (the path this test is about), and nothing failed.
      expect((await h.bot.metrics.lateBoardPictures.get()).values[0].value).toBeGreaterThan(0);
      expect(h.bot.ctx.draws?.waiting()).toBe(0);
      expect(h.log.lines.filter((line) => /failed|Task queue/.test(line))).toEqual([]);
    });
  });

  describe('one member clicking through /replay', () => {
    let h: Harness;
    let ann: UserInfo, ben: UserInfo, cid: UserInfo, dora: UserInfo;

    beforeAll(async () => {
      const pool = poolLike(100, 2);
      h = await Harness.start({ renderers: { race: pool, nim: pool }, drawSlots: 2 });
      ann = await h.user('Ann');
      ben = await h.user('Ben');
      cid = await h.user('Cid');
      dora = await h.user('Dora');
    });
    afterAll(async () => h?.close());

    it('does not hold up another game’s board: it is drawn while the replays still wait, and every replay gets its picture', async () => {
      const watched = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
      await h.raceAdd(watched, ann, 1);
      const other = await h.startGame(cid, [dora], { game: 'race', seating: 'joined', target: '9' });
      const amounts = await h.raceAmounts(cid, await h.boardOf(other.id, other.channelId, cid));

      const SPAM = 20;
      const spam = await Promise.all(Array.from({ length: SPAM }, () => h.control.runCommand({ userId: ann.id, channelId: h.gamesChannel, name: 'replay', options: { game: watched.id }, settle: false })));
      await h.control.waitFor(async () => ((h.bot.ctx.draws?.waiting() ?? 0) >= SPAM / 2 ? true : null), { description: 'the replays queued' });
      const started = Date.now();
      await h.click(cid, amounts, amounts.components[0]?.components?.[0]?.custom_id ?? '');
      await boardWithPicture(h, other, cid);
      const waited = Date.now() - started;
      // 20 replays take at least 2 s of drawing on their one slot; the board was drawn before they were through.
      const stillWaiting = h.bot.ctx.draws?.waiting() ?? 0;
      expect(stillWaiting).toBeGreaterThan(0);
      expect(waited).toBeLessThan(SPAM * 100);

      for (const asked of spam) {
        const answered = await h.control.waitFor(async () => {
          const details = await h.control.interaction(asked.interactionId);
          return details.message?.attachments.length ? details : null;
        }, { description: 'a replay answered', timeoutMs: 20_000 });
        expect(answered.message?.attachments.map((a) => a.filename)).toEqual(['replay.png']);
      }
    });
  });

  describe('a late picture and a newer board', () => {
    let h: Harness;
    let ann: UserInfo, ben: UserInfo;
    /** While holding, each picture waits to be let go by the test (in the order drawn); each is as wide as the points on the board plus one. */
    let holding = false;
    const drawing: (() => void)[] = [];
    const pointsWide: BoardRenderer = async (view) => {
      if (holding) await new Promise<void>((resolve) => drawing.push(resolve));
      const points = (view as { points: number[] }).points.reduce((a, b) => a + b, 0);
      return sharp({ create: { width: 1 + points, height: 1, channels: 3, background: '#000' } }).png().toBuffer();
    };

    beforeAll(async () => {
      h = await Harness.start({ renderers: { race: pointsWide, nim: pointsWide }, drawSlots: 1, boardPictureWaitMs: 20 });
      ann = await h.user('Ann');
      ben = await h.user('Ben');
    });
    afterAll(async () => h?.close());

    it('is never put on a board of a newer version: the newest board ends with its own picture', async () => {
      const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '9' });
      await boardWithPicture(h, game, ann);
      holding = true;
      // Version after Ann's 1 point: posted without its picture, which is drawing (held) when Ben adds 2.
      await h.raceAdd(game, ann, 1);
      await h.control.waitFor(async () => ((await h.record(game.id)).moves.length === 1 ? true : null), { description: 'Ann’s move' });
      const first = await h.boardOf(game.id, game.channelId, ann);
      expect(first.attachments).toEqual([]);
      await h.raceAdd(game, ben, 2);
      const record = await h.control.waitFor(async () => {
        const r = await h.record(game.id);
        return r.moves.length === 2 && r.publishedVersion === r.version ? r : null;
      }, { description: 'Ben’s board shown' });
      expect((await h.boardOf(game.id, game.channelId, ann)).attachments).toEqual([]);
      expect(drawing).toHaveLength(1);
      // Ann's version's picture is done; Ben's starts drawing (the one slot is free again).
      drawing[0]();
      await h.control.waitFor(() => (drawing.length === 2 ? true : null), { description: 'Ben’s picture drawing' });
      await h.bot.ctx.locks.idle();
      const meanwhile = await h.boardOf(game.id, game.channelId, ann);
      expect(meanwhile.components[0]?.components?.[0]?.custom_id).toBe(`g:${game.id}:${record.version}:play`);
      expect(meanwhile.attachments).toEqual([]);
      drawing[1]();
      const board = await boardWithPicture(h, game, ann);
      expect(board.components[0]?.components?.[0]?.custom_id).toBe(`g:${game.id}:${record.version}:play`);
      // 1 + 3 points: Ben's board's own picture.
      expect(board.attachments.map((a) => a.width)).toEqual([4]);
      holding = false;
    });
  });

  describe('a timelapse while the pool is busy', () => {
    let h: Harness;
    let ann: UserInfo, ben: UserInfo;
    const square: BoardRenderer = async () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#345' } }).png().toBuffer();

    beforeAll(async () => {
      // A budget of 400 ms of work, one slot, and boards that hold the slot for far longer than that.
      h = await Harness.start({ renderers: { race: square, nim: square }, timelapse: encodeAnimation, timelapseBudgetMs: 400, drawSlots: 1, boardPictureWaitMs: 20 });
      ann = await h.user('Ann');
      ben = await h.user('Ben');
    });
    afterAll(async () => h?.close());

    it('waits behind the boards and is posted, not skipped: its budget counts its own work, not the wait', async () => {
      const game = await h.startGame(ann, [ben], { game: 'race', seating: 'joined', target: '5' });
      const moved = async (n: number) => h.control.waitFor(async () => ((await h.record(game.id)).moves.length === n ? true : null), { description: `move ${n}` });
      await h.raceAdd(game, ann, 3);
      await moved(1);
      await h.raceAdd(game, ben, 1);
      await moved(2);
      await h.bot.ctx.locks.idle();
      // Two boards of other games, 700 ms each, take the one slot while the game ends.
      const busy = [0, 1].map(() => h.bot.ctx.draws!.run({ kind: 'board', guild: 'elsewhere', lane: 'other', draw: () => sleep(700) }));
      await h.raceAdd(game, ann, 3);
      const timelapse = await h.control.waitFor(
        async () => (await h.control.messages(game.channelId, ann.id)).find((m) => m.attachments.some((a) => a.filename === `timelapse-${game.id}.gif`)) ?? null,
        { description: 'timelapse message', timeoutMs: 20_000 },
      );
      await Promise.all(busy);
      expect(timelapse.content).toContain('in one picture');
      // The final message went out before its pictures (the boards held the slot) and got them by an edit.
      const final = await h.control.waitFor(async () => {
        const message = await h.finalMessage(game.id, game.channelId, ann);
        return message.attachments.length > 0 ? message : null;
      }, { description: 'the final message’s pictures' });
      expect(final.attachments.map((a) => a.filename)).toEqual(['board.png', 'scores.png']);
    });
  });
});
