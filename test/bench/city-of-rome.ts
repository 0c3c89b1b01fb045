/** Engine figures for City of Rome: random playouts over 2/3/4 players, with and without the Shrine. */
import { playout } from '../../src/engine/driver';
import { cityOfRome } from '../../src/games/city-of-rome/engine';
import { round, type Metric } from './metric';

const GAMES = 300;

export async function bench(): Promise<Metric[]> {
  // Warm-up so the JIT does not count against the figures.
  for (let i = 0; i < 20; i++) playout(cityOfRome, { shrine: i % 2 === 0 }, 2 + (i % 3), `warm-${i}`);
  let moves = 0;
  let stateBytesMax = 0;
  const started = performance.now();
  for (let i = 0; i < GAMES; i++) {
    const { moves: log } = playout(cityOfRome, { shrine: i % 2 === 0 }, 2 + (i % 3), `bench-${i}`);
    moves += log.length;
  }
  const seconds = (performance.now() - started) / 1000;
  // State size measured separately, so JSON.stringify does not slow the timed loop.
  for (let i = 0; i < 30; i++) {
    playout(cityOfRome, { shrine: true }, 2 + (i % 3), `size-${i}`, undefined, ({ after }) => {
      stateBytesMax = Math.max(stateBytesMax, JSON.stringify(after).length);
    });
  }
  return [
    { metric: 'engine.city-of-rome.games_per_s', value: round(GAMES / seconds), unit: 'games/s' },
    { metric: 'engine.city-of-rome.moves_per_s', value: round(moves / seconds), unit: 'moves/s' },
    { metric: 'engine.city-of-rome.state_bytes_max', value: stateBytesMax, unit: 'bytes' },
  ];
}
