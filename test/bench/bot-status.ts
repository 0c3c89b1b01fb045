/**
 * bot.status.finished_3000.ms_p50|ms_p95: /status (no game number) through the local Discord, by a member with 3,000
 * finished games in the store, in the channel where they were played, beside one running game. Ended games leave the
 * lists of running games, so the answer stays as fast as with none (it grew linearly before: 1.2 s at 3,000).
 */
import { performance } from 'node:perf_hooks';
import type { GameRecord } from '../../src/bot/store/records';
import { openLobby } from '../../src/bot/game/session';
import { Harness } from '../bot/harness';
import { race } from '../bot/fixtures/race-engine';
import { percentile, round, type Metric } from './metric';

const FINISHED = 3000;
const SAMPLES = 30;

export async function bench(finished = FINISHED): Promise<Metric[]> {
  const h = await Harness.start();
  const samples: number[] = [];
  try {
    const [ann, ben] = [await h.user('Ann'), await h.user('Ben')];
    await h.startGame(ann, [ben], { game: 'race', seating: 'joined' });
    for (let index = 0; index < finished; index++) {
      const lobby = openLobby({ engine: race, options: {}, seatOrder: 'joined', locale: 'en', host: { userId: ann.id, name: 'Ann' }, guildId: h.guildId, channelId: h.gamesChannel });
      const record: GameRecord = { ...lobby, seats: [...lobby.seats, { userId: ben.id, name: 'Ben' }] };
      // Saved as finished: the database lists it among the ended games by itself.
      await h.store.saveGame({ ...record, status: 'finished', snapshot: race.setup({}, 2, record.seed), version: 5 });
    }
    for (let sample = 0; sample < SAMPLES; sample++) {
      const started = performance.now();
      const answer = await h.command(ann, 'status', {});
      if (answer.outcome !== 'responded') throw new Error(`/status not answered: ${JSON.stringify(answer)}`);
      samples.push(performance.now() - started);
    }
  } finally {
    await h.close();
  }
  return [
    { metric: `bot.status.finished_${finished}.ms_p50`, value: round(percentile(samples, 50)), unit: 'ms' },
    { metric: `bot.status.finished_${finished}.ms_p95`, value: round(percentile(samples, 95)), unit: 'ms' },
  ];
}
