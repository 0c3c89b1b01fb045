/**
 * bot.leaderboard_10k.ms_p95 and bot.profile_10k.ms_p95: /leaderboard <game> (text and picture) and /profile through
 * the local Discord, command to answer shown, on a server with 10,000 finished rated games among 40 players.
 * ratings.fold_10k.ms: rating those 10,000 games in memory, as `npm run ratings:rebuild` does after reading them.
 */
import { performance } from 'node:perf_hooks';
import { createRng, nextInt } from '../../src/engine/rng';
import { rateAll } from '../../src/ratings/ratings-store';
import { resultKey, type GameResult } from '../../src/ratings/records';
import type { UserInfo } from '../../src/emulator';
import { Harness } from '../bot/harness';
import { percentile, round, type Metric } from './metric';

const GAMES = 10_000;
const PLAYERS = 40;
const SAMPLES = 20;

function results(guildId: string, userIds: readonly string[]): GameResult[] {
  const rng = createRng('leaderboard-bench');
  return Array.from({ length: GAMES }, (_, index): GameResult => {
    const seats = 2 + nextInt(rng, 3);
    const chosen = new Set<string>();
    while (chosen.size < seats) chosen.add(userIds[nextInt(rng, userIds.length)]);
    const points = [...chosen].map(() => nextInt(rng, 60));
    const best = Math.max(...points);
    return {
      recordId: `b${String(index).padStart(7, '0')}`,
      gameId: 'race',
      guildId,
      finishedAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
      messageUrl: null,
      seats: [...chosen].map((key, seat) => ({
        key,
        name: `Player ${userIds.indexOf(key) + 1}`,
        rank: 1 + points.filter((p) => p > points[seat]).length,
        points: points[seat],
        won: points[seat] === best,
        dropped: false,
        identity: null,
      })),
    };
  });
}

export async function bench(): Promise<Metric[]> {
  const h = await Harness.start();
  try {
    const users: UserInfo[] = [];
    for (let i = 0; i < PLAYERS; i++) users.push(await h.user(`Player ${i + 1}`));
    const all = results(h.guildId, users.map((u) => u.id));
    const folded = performance.now();
    const { boards, histories } = rateAll(all);
    const foldMs = performance.now() - folded;
    for (const result of all) await h.store.setData(resultKey(result.recordId), result);
    for (const [key, board] of boards) await h.store.setData(key, board);
    for (const [key, history] of histories) await h.store.setData(key, history);

    const timed = async (run: () => Promise<unknown>) => {
      const samples: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const started = performance.now();
        await run();
        samples.push(performance.now() - started);
      }
      return percentile(samples, 95);
    };
    const leaderboard = await timed(async () => {
      const answer = await h.command(users[0], 'leaderboard', { game: 'race' });
      if (!answer.message?.attachments.length) throw new Error(`no leaderboard picture: ${JSON.stringify(answer)}`);
    });
    const profile = await timed(() => h.command(users[1], 'profile'));
    return [
      { metric: 'ratings.fold_10k.ms', value: round(foldMs, 1), unit: 'ms' },
      { metric: 'bot.leaderboard_10k.ms_p95', value: round(leaderboard, 1), unit: 'ms' },
      { metric: 'bot.profile_10k.ms_p95', value: round(profile, 1), unit: 'ms' },
    ];
  } finally {
    await h.close();
  }
}
