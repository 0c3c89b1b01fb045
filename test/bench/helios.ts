/** Engine figures for Helios: seeded random playouts over 2, 3 and 4 players through the choice tree. */
import { playout } from '../../src/engine/driver';
import { helios } from '../../src/games/helios/engine';
import { round, type Metric } from './metric';

const GAMES = 150;

export async function bench(): Promise<Metric[]> {
  // Warm-up so the JIT does not count against the figures.
  for (let i = 0; i < 15; i++) playout(helios, {}, 2 + (i % 3), `warm-${i}`);
  let moves = 0;
  const started = performance.now();
  for (let i = 0; i < GAMES; i++) moves += playout(helios, {}, 2 + (i % 3), `bench-${i}`).moves.length;
  const seconds = (performance.now() - started) / 1000;
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
    { metric: 'engine.helios.games_per_s', value: round(GAMES / seconds), unit: 'games/s' },
    { metric: 'engine.helios.moves_per_s', value: round(moves / seconds), unit: 'moves/s' },
    { metric: 'engine.helios.view_ms_mean', value: round(viewMs.reduce((a, b) => a + b, 0) / viewMs.length, 3), unit: 'ms' },
  ];
}
