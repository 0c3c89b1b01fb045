/**
 * bot.click_to_board.terra-mystica.ms_p50 / ms_p95: the round trip through the local Discord from the click that
 * completes a Terra Mystica move to the new board being visible in the game's thread (persist, any automatic moves,
 * draw the table with the real Terra Mystica renderer on the render pool as `npm start` does, post, strip the old
 * board), over action-phase moves of a seeded 4-player game driven by clicks like a person would.
 * bot.api_calls_per_move: the Discord REST calls the bot makes for the click that completes a move (its answer to
 * the click, the new board, the old board's buttons, the ping of the next player), counted by the local Discord
 * until the bot has been quiet for a moment. BENCH_RENDER=in-process draws on the main thread, for comparison.
 * The bot runs with its default turn-ping grace period, so these players, who move at once, are never DM'd (as players
 * at the table); BENCH_PING_GRACE_S=0 pings at once, for the cost when every move hands the turn to an absent player.
 */
import { performance } from 'node:perf_hooks';
import { phoneRenderers as inProcessPhone, renderers as inProcess, renderScoreChart } from '../../renderers';
import { createRenderPool } from '../../renderers/pool';
import { DEFAULT_TURN_PING_GRACE_MS } from '../../src/bot/app/config';
import type { ControlMessage, UserInfo } from '../../src/emulator';
import type { RestCallCount } from '../../src/emulator/context';
import { createRng, nextInt } from '../../src/engine/rng';
import { engines } from '../../src/games';
import type { TmState } from '../../src/games/terra-mystica/types';
import { currentBoard, panelVersion, weightedPick } from '../bot/fixtures/tm-clicks';
import { Harness, panelChoices, refusalOf } from '../bot/harness';
import { percentile, round, type Metric } from './metric';

const MOVES = 30;

export async function bench(): Promise<Metric[]> {
  const engine = engines['terra-mystica'];
  const pool = process.env.BENCH_RENDER === 'in-process' ? null : createRenderPool();
  // BENCH_PHONE=0 posts the whole table instead of the phone pictures, for comparison.
  const phone = process.env.BENCH_PHONE === '0' ? {} : (pool?.phoneRenderers ?? inProcessPhone);
  const grace = process.env.BENCH_PING_GRACE_S === undefined ? DEFAULT_TURN_PING_GRACE_MS : Number(process.env.BENCH_PING_GRACE_S) * 1000;
  const h = await Harness.start({ engines: { 'terra-mystica': engine }, renderers: pool?.renderers ?? inProcess, phoneRenderers: phone, scoreChart: pool?.scoreChart ?? renderScoreChart, turnPingGraceMs: grace });
  const samples: number[] = [];
  const calls: number[] = [];
  const byRoute = new Map<string, number>();
  try {
    const users: UserInfo[] = [await h.user('Artus'), await h.user('Isolde'), await h.user('Kay'), await h.user('Lancelot')];
    const game = await h.startGame(users[0], users.slice(1), { game: 'terra-mystica', seating: 'joined' });
    const rng = createRng('bench-tm');
    const open = new Map<string, ControlMessage>();
    while (samples.length < MOVES) {
      const record = await h.record(game.id);
      if (record.status !== 'running') break;
      const awaited = engine.awaiting(record.snapshot);
      const seat = awaited[nextInt(rng, awaited.length)];
      const player = users.find((u) => u.id === record.seats[seat].userId) as UserInfo;
      const kept = open.get(player.id);
      let panel = kept && panelVersion(kept) === record.version ? kept : await h.play(player, await currentBoard(h, game.id, game.channelId, player));
      open.delete(player.id);
      for (let clicks = 0; clicks < 40; clicks++) {
        const choices = panelChoices(panel);
        const choice = choices[weightedPick(rng, choices)];
        const customId = choice.component.custom_id ?? '';
        const callsBefore = await h.control.restCalls();
        const started = performance.now();
        const result = choice.value === undefined ? await h.click(player, panel, customId) : await h.select(player, panel, customId, choice.value);
        if (refusalOf(result)) throw new Error(refusalOf(result));
        if ((await h.record(game.id)).version === record.version) {
          panel = result.message ?? panel;
          continue;
        }
        await currentBoard(h, game.id, game.channelId, player);
        // Setting up (factions, first dwellings, bonus tiles) is not what players wait on during a game.
        if ((record.snapshot as TmState).phase === 'actions') {
          samples.push(performance.now() - started);
          const callsAfter = await quietCalls(h);
          calls.push(callsAfter.total - callsBefore.total);
          for (const [route, count] of Object.entries(callsAfter.byRoute)) byRoute.set(route, (byRoute.get(route) ?? 0) + count - (callsBefore.byRoute[route] ?? 0));
        }
        if (result.message && panelChoices(result.message).length > 0) open.set(player.id, result.message);
        break;
      }
    }
  } finally {
    await h.close();
    await pool?.close();
  }
  if (process.env.BENCH_VERBOSE) console.error('REST calls by route over the measured moves', Object.fromEntries(byRoute));
  return [
    { metric: 'bot.click_to_board.terra-mystica.ms_p50', value: round(percentile(samples, 50), 1), unit: 'ms' },
    { metric: 'bot.click_to_board.terra-mystica.ms_p95', value: round(percentile(samples, 95), 1), unit: 'ms' },
    { metric: 'bot.api_calls_per_move', value: round(calls.reduce((sum, n) => sum + n, 0) / calls.length, 2), unit: 'calls' },
  ];
}

/** The REST call count once it has stayed the same for 150 ms: the bot is done with the move (pings go out last). */
async function quietCalls(h: Harness): Promise<RestCallCount> {
  let last = await h.control.restCalls();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const now = await h.control.restCalls();
    if (now.total === last.total) return now;
    last = now;
  }
}
