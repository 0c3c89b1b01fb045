/** Engine figures for Pandoria: seeded random playouts through the choice tree, side B with all realms, 2/3/4 players. */
import { playout } from '../../src/engine/driver';
import type { GameOptions } from '../../src/engine/types';
import { pandoria } from '../../src/games/pandoria/engine';
import { cpuClock, fastestTimes, perSecond, round, type Metric } from './metric';

const GAMES = 60;
/** Each playout is played this often; the fastest run counts (fastestTimes). */
const RUNS = 2;
const OPTIONS: GameOptions = { variant: 'b', sets: 'all' };

export async function bench(): Promise<Metric[]> {
  // Warm-up so the JIT does not count against the figures.
  for (let i = 0; i < 6; i++) playout(pandoria, OPTIONS, 2 + (i % 3), `warm-${i}`);
  const moves: number[] = [];
  const play = (i: number) => {
    moves[i] = playout(pandoria, OPTIONS, 2 + (i % 3), `bench-${i}`).moves.length;
  };
  const gameMs = fastestTimes(GAMES, RUNS, play);
  const gameCpuMs = fastestTimes(GAMES, RUNS, play, cpuClock);
  let stateBytesMax = 0;
  for (let i = 0; i < 6; i++) {
    playout(pandoria, OPTIONS, 2 + (i % 3), `size-${i}`, undefined, ({ after }) => {
      stateBytesMax = Math.max(stateBytesMax, JSON.stringify(after).length);
    });
  }
  return [
    { metric: 'engine.pandoria.games_per_s', value: round(perSecond(gameMs)), unit: 'games/s' },
    { metric: 'engine.pandoria.games_per_cpu_s', value: round(perSecond(gameCpuMs)), unit: 'games/s' },
    { metric: 'engine.pandoria.moves_per_s', value: round((perSecond(gameMs) * moves.reduce((a, b) => a + b, 0)) / GAMES), unit: 'moves/s' },
    { metric: 'engine.pandoria.state_bytes_max', value: stateBytesMax, unit: 'bytes' },
  ];
}
