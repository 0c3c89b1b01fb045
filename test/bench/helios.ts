/** Engine figures for Helios: seeded random playouts over 2, 3 and 4 players through the choice tree. */
import { playout } from '../../src/engine/driver';
import { helios } from '../../src/games/helios/engine';
import { cpuClock, fastestTimes, perSecond, round, type Metric } from './metric';

const GAMES = 150;
/** Each playout is played this often; the fastest run counts (fastestTimes). */
const RUNS = 3;

export async function bench(): Promise<Metric[]> {
  // Warm-up so the JIT does not count against the figures.
  for (let i = 0; i < 15; i++) playout(helios, {}, 2 + (i % 3), `warm-${i}`);
  const moves: number[] = [];
  const play = (i: number) => {
    moves[i] = playout(helios, {}, 2 + (i % 3), `bench-${i}`).moves.length;
  };
  const gameMs = fastestTimes(GAMES, RUNS, play);
  const gameCpuMs = fastestTimes(GAMES, RUNS, play, cpuClock);
  // View time on mid-game states (the renderer asks for one per move), measured outside the timed loop.
  const viewMs: number[] = [];
  for (let i = 0; i < 10; i++) {
    playout(helios, {}, 4, `view-${i}`, undefined, ({ after }) => {
      const t = performance.now();
      helios.view(after, null);
      viewMs.push(performance.now() - t);
    });
  }
  return [
    { metric: 'engine.helios.games_per_s', value: round(perSecond(gameMs)), unit: 'games/s' },
    { metric: 'engine.helios.games_per_cpu_s', value: round(perSecond(gameCpuMs)), unit: 'games/s' },
    { metric: 'engine.helios.moves_per_s', value: round((perSecond(gameMs) * moves.reduce((a, b) => a + b, 0)) / GAMES), unit: 'moves/s' },
    { metric: 'engine.helios.view_ms_mean', value: round(viewMs.reduce((a, b) => a + b, 0) / viewMs.length, 3), unit: 'ms' },
  ];
}
