/**
 * bot.click_to_reply.ms_p95: the round trip through the local Discord from the click that completes a move to the
 * new board being visible in the channel (persist, render the City of Rome board message's phone pictures as the bot
 * does — BENCH_PHONE=0: the whole table —, post, strip the old one), measured over the first moves of a seeded 3-player
 * game driven by clicks like a person would.
 */
import { performance } from 'node:perf_hooks';
import { phoneRenderers, renderers, renderScoreChart } from '../../renderers';
import { createRng, nextInt } from '../../src/engine/rng';
import { engines } from '../../src/games';
import { Harness, refusalOf } from '../bot/harness';
import { percentile, round, type Metric } from './metric';

const MOVES = 40;

export async function bench(): Promise<Metric[]> {
  const engine = engines['city-of-rome'];
  const phone = process.env.BENCH_PHONE === '0' ? {} : phoneRenderers;
  const h = await Harness.start({ engines: { 'city-of-rome': engine }, renderers, phoneRenderers: phone, scoreChart: renderScoreChart });
  const samples: number[] = [];
  try {
    const users = [await h.user('Lancelot'), await h.user('Guinevere'), await h.user('Gawain')];
    const game = await h.startGame(users[0], users.slice(1), { game: 'city-of-rome', seating: 'joined' });
    const rng = createRng('bench');
    while (samples.length < MOVES) {
      const record = await h.record(game.id);
      if (record.status !== 'running') break;
      const seat = engine.awaiting(record.snapshot)[0];
      const player = users.find((u) => u.id === record.seats[seat].userId)!;
      let panel = await h.play(player, await h.boardOf(game.id, game.channelId, player));
      for (;;) {
        const started = performance.now();
        const result = await h.step(player, panel, (n) => nextInt(rng, n));
        if (refusalOf(result)) throw new Error(refusalOf(result));
        if ((await h.record(game.id)).version === record.version) {
          panel = result.message ?? panel;
          continue;
        }
        await h.boardOf(game.id, game.channelId, player, 2);
        samples.push(performance.now() - started);
        break;
      }
    }
  } finally {
    await h.close();
  }
  return [{ metric: 'bot.click_to_reply.ms_p95', value: round(percentile(samples, 95), 1), unit: 'ms' }];
}
