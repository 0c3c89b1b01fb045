/** Engine figures for Pandoria: seeded random playouts through the choice tree, side B with all realms, 2/3/4 players. */
import { playout } from '../../src/engine/driver';
import type { GameOptions } from '../../src/engine/types';
import { pandoria } from '../../src/games/pandoria/engine';
import { round, type Metric } from './metric';

const GAMES = 60;
const OPTIONS: GameOptions = { variant: 'b', sets: 'all' };

export async function bench(): Promise<Metric[]> {
  // Warm-up so the JIT does not count against the figures.
  for (let i = 0; i < 6; i++) playout(pandoria, OPTIONS, 2 + (i % 3), `warm-${i}`);
  let moves = 0;
  const started = performance.now();
  for (let i = 0; i < GAMES; i++) moves += playout(pandoria, OPTIONS, 2 + (i % 3), `bench-${i}`).moves.length;
  const seconds = (performance.now() - started) / 1000;
  let stateBytesMax = 0;
  for (let i = 0; i < 6; i++) {
    playout(pandoria, OPTIONS, 2 + (i % 3), `size-${i}`, undefined, ({ after }) => {
      stateBytesMax = Math.max(stateBytesMax, JSON.stringify(after).length);
    });
  }
  return [
    { metric: 'engine.pandoria.games_per_s', value: round(GAMES / seconds), unit: 'games/s' },
    { metric: 'engine.pandoria.moves_per_s', value: round(moves / seconds), unit: 'moves/s' },
    { metric: 'engine.pandoria.state_bytes_max', value: stateBytesMax, unit: 'bytes' },
  ];
}
