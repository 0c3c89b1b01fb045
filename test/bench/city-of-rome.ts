/** Engine figures for City of Rome: random playouts over 2/3/4 players, with and without the Shrine. */
import { playout } from '../../src/engine/driver';
import { cityOfRome } from '../../src/games/city-of-rome/engine';
import { cpuClock, fastestTimes, perSecond, round, type Metric } from './metric';

const GAMES = 300;
/** Each playout is played this often; the fastest run counts (fastestTimes). */
const RUNS = 3;

export async function bench(): Promise<Metric[]> {
  // Warm-up so the JIT does not count against the figures.
  for (let i = 0; i < 20; i++) playout(cityOfRome, { shrine: i % 2 === 0 }, 2 + (i % 3), `warm-${i}`);
  let stateBytesMax = 0;
  const moves: number[] = [];
  const play = (i: number) => {
    moves[i] = playout(cityOfRome, { shrine: i % 2 === 0 }, 2 + (i % 3), `bench-${i}`).moves.length;
  };
  const gameMs = fastestTimes(GAMES, RUNS, play);
  const gameCpuMs = fastestTimes(GAMES, RUNS, play, cpuClock);
  // State size measured separately, so JSON.stringify does not slow the timed loop.
  for (let i = 0; i < 30; i++) {
    playout(cityOfRome, { shrine: true }, 2 + (i % 3), `size-${i}`, undefined, ({ after }) => {
      stateBytesMax = Math.max(stateBytesMax, JSON.stringify(after).length);
    });
  }
  return [
    { metric: 'engine.city-of-rome.games_per_s', value: round(perSecond(gameMs)), unit: 'games/s' },
    { metric: 'engine.city-of-rome.games_per_cpu_s', value: round(perSecond(gameCpuMs)), unit: 'games/s' },
    { metric: 'engine.city-of-rome.moves_per_s', value: round((perSecond(gameMs) * moves.reduce((a, b) => a + b, 0)) / GAMES), unit: 'moves/s' },
    { metric: 'engine.city-of-rome.state_bytes_max', value: stateBytesMax, unit: 'bytes' },
  ];
}
