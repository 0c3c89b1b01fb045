/**
 * bot.load.*: thirty games at once on one bot (the local Discord and the bot in this process, the render pool on its
 * worker threads as `npm start` runs it), each driven by random clicks like a person would, every game's players
 * clicking at the same time as the others'. Reports, once the bot is idle again:
 * - boards_without_picture: current boards that still have no picture (every board should end with one),
 * - lost_moves: moves whose completing click was answered but that the store does not hold,
 * - click_to_played.ms_p50 / ms_p95: from the click that completes a move to its answer ("Played: …"),
 * - late_pictures: boards that went out before their picture and got it by an edit,
 * - unanswered_clicks: clicks not answered within Discord's window (the player then clicks Play again),
 * - render_errors: drawings that failed (a full render pool refuses a job at once: "Task queue is at limit"),
 * - replays_without_picture: of the /replay commands one member sends at once while the games play
 *   (BENCH_LOAD_REPLAYS, 40), those answered without their picture,
 * - http_429: Discord rate-limit answers the bot got (the local Discord has no rate limits: 0 there).
 * BENCH_LOAD_GAMES (30) and BENCH_LOAD_MOVES (moves per game, 8) shorten it on a busy machine.
 */
import { performance } from 'node:perf_hooks';
import { createRenderPool } from '../../renderers/pool';
import type { UserInfo } from '../../src/emulator';
import { createRng, nextInt } from '../../src/engine/rng';
import { engines } from '../../src/games';
import { Harness, refusalOf } from '../bot/harness';
import { percentile, round, type Metric } from './metric';

const GAME = 'city-of-rome';

export async function bench(): Promise<Metric[]> {
  const games = Number(process.env.BENCH_LOAD_GAMES ?? 30);
  const movesPerGame = Number(process.env.BENCH_LOAD_MOVES ?? 8);
  const replays = Number(process.env.BENCH_LOAD_REPLAYS ?? 40);
  const engine = engines[GAME];
  const pool = createRenderPool();
  const h = await Harness.start({
    engines: { [GAME]: engine },
    renderers: pool.renderers,
    phoneRenderers: pool.phoneRenderers,
    scoreChart: pool.scoreChart,
    timelapse: pool.timelapse,
    drawSlots: pool.slots,
    // The bot's own wait, not the test harness's.
    boardPictureWaitMs: 1500,
    turnPingGraceMs: 60_000,
  });
  const samples: number[] = [];
  const played = new Map<string, number>();
  let refused = 0;
  let unanswered = 0;
  try {
    const tables: { id: string; channelId: string; users: UserInfo[] }[] = [];
    for (let g = 0; g < games; g++) {
      const users = [await h.user(`P${g}a`), await h.user(`P${g}b`), await h.user(`P${g}c`)];
      tables.push({ ...(await h.startGame(users[0], users.slice(1), { game: GAME, seating: 'joined' })), users });
    }
    const started = performance.now();
    // One member clicks through /replay of their game while everyone plays.
    const spam = Promise.all(
      Array.from({ length: replays }, () => h.control.runCommand({ userId: tables[0].users[0].id, channelId: h.gamesChannel, name: 'replay', options: { game: tables[0].id }, settle: false })),
    );
    await Promise.all(
      tables.map(async (table, index) => {
        const rng = createRng(`load-${index}`);
        played.set(table.id, 0);
        while ((played.get(table.id) ?? 0) < movesPerGame) {
          const record = await h.record(table.id);
          if (record.status !== 'running') break;
          const awaited = engine.awaiting(record.snapshot);
          const seat = awaited[nextInt(rng, awaited.length)];
          const player = table.users.find((u) => u.id === record.seats[seat].userId)!;
          // Polled every 100 ms: thirty players polling every 25 ms would be load of the bench's own.
          let panel = await h.play(player, await h.boardOf(table.id, table.channelId, player, 100)).catch(() => null);
          // Not answered within Discord's window: counted, and the player clicks Play again.
          if (!panel) {
            unanswered++;
            continue;
          }
          for (let clicks = 0; clicks < 40; clicks++) {
            const clicked = performance.now();
            const result = await h.step(player, panel, (n) => nextInt(rng, n));
            if (result.outcome !== 'responded') {
              unanswered++;
              break;
            }
            if (refusalOf(result)) {
              refused++;
              break;
            }
            if ((await h.record(table.id)).version === record.version) {
              panel = result.message ?? panel;
              continue;
            }
            samples.push(performance.now() - clicked);
            played.set(table.id, (played.get(table.id) ?? 0) + 1);
            break;
          }
        }
      }),
    );
    const playing = performance.now() - started;
    // Idle: nothing waits to be drawn, every showing (late pictures' edits too) is done.
    const draws = h.bot.ctx.draws;
    await h.control.waitFor(async () => (!draws || draws.waiting() + draws.busy() === 0 ? true : null), { description: 'the draw queue empty', timeoutMs: 600_000, intervalMs: 200 });
    await h.bot.ctx.locks.idle();
    let replaysWithoutPicture = 0;
    for (const asked of await spam) {
      const answered = await h.control.waitFor(async () => {
        const details = await h.control.interaction(asked.interactionId);
        // Answered with the replay, or never acknowledged in time (then it has no picture either).
        return (details.message && details.message.content !== '') || details.outcome === 'failed' ? details : null;
      }, { description: 'a replay answered', timeoutMs: 120_000, intervalMs: 200 });
      if ((answered.message?.attachments.length ?? 0) === 0) replaysWithoutPicture++;
    }
    let withoutPicture = 0;
    let lost = 0;
    for (const table of tables) {
      const record = await h.record(table.id);
      const board = await h.boardOf(table.id, table.channelId, table.users[0], 100);
      if (record.status === 'running' && board.attachments.length === 0) withoutPicture++;
      lost += Math.max(0, (played.get(table.id) ?? 0) - record.moves.filter((entry) => !entry.auto).length);
    }
    // Optional: the same bench runs on a bot without the draw queue, for comparison.
    const late = (await h.bot.metrics.lateBoardPictures?.get())?.values[0]?.value ?? 0;
    const renderErrors = (await h.bot.metrics.renders.get()).values.filter((v) => v.labels.outcome === 'error').reduce((sum, v) => sum + v.value, 0);
    const limited = (await h.bot.metrics.discordErrors.get()).values.find((v) => v.labels.status === '429')?.value ?? 0;
    if (process.env.BENCH_VERBOSE) console.error(`${games} games, ${samples.length} moves in ${Math.round(playing)} ms, ${refused} refused clicks`);
    return [
      { metric: 'bot.load.games', value: games, unit: 'games' },
      { metric: 'bot.load.moves', value: samples.length, unit: 'moves' },
      { metric: 'bot.load.boards_without_picture', value: withoutPicture, unit: 'boards' },
      { metric: 'bot.load.lost_moves', value: lost, unit: 'moves' },
      { metric: 'bot.load.click_to_played.ms_p50', value: round(percentile(samples, 50), 1), unit: 'ms' },
      { metric: 'bot.load.click_to_played.ms_p95', value: round(percentile(samples, 95), 1), unit: 'ms' },
      { metric: 'bot.load.late_pictures', value: late, unit: 'boards' },
      { metric: 'bot.load.refused_clicks', value: refused, unit: 'clicks' },
      { metric: 'bot.load.unanswered_clicks', value: unanswered, unit: 'clicks' },
      { metric: 'bot.load.render_errors', value: renderErrors, unit: 'drawings' },
      { metric: 'bot.load.replays_without_picture', value: replaysWithoutPicture, unit: 'replays' },
      { metric: 'bot.load.http_429', value: limited, unit: 'responses' },
    ];
  } finally {
    await h.close();
    await pool.close();
  }
}
