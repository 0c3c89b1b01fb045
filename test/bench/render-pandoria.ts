/**
 * Render bench: Pandoria boards from a seeded 4-player side-B game (all realm sets, Artifacts), from its middle to
 * its end, drawn and PNG-encoded one after another. Reports the time per board and the PNG size.
 */
import { renderPandoria } from '../../renderers/pandoria';
import { playGame, publicView } from '../renderers/pandoria/views';
import { percentile, round, type Metric } from './metric';

const SAMPLES = 40;
const NAMES = ['Ada', 'Bo', 'Cem', 'Dana'];

export async function bench(): Promise<Metric[]> {
  const game = playGame(4, { variant: 'b', sets: 'all', artifacts: true }, 'bench-render-pandoria');
  const from = Math.floor(game.states.length / 2);
  const step = Math.max(1, Math.floor((game.states.length - from) / SAMPLES));
  const views = [];
  for (let i = from; i < game.states.length && views.length < SAMPLES; i += step) views.push(publicView(game.states[i]));
  // One warm-up render loads the fonts and the native encoder before timing.
  await renderPandoria(views[0], 'en', { playerNames: NAMES });
  const times: number[] = [];
  const sizes: number[] = [];
  for (const view of views) {
    const start = performance.now();
    const png = await renderPandoria(view, 'en', { playerNames: NAMES });
    times.push(performance.now() - start);
    sizes.push(png.length / 1024);
  }
  return [
    { metric: 'render.pandoria.ms_p50', value: round(percentile(times, 50), 1), unit: 'ms' },
    { metric: 'render.pandoria.ms_p95', value: round(percentile(times, 95), 1), unit: 'ms' },
    { metric: 'render.pandoria.png_kb', value: round(sizes.reduce((sum, kb) => sum + kb, 0) / sizes.length, 1), unit: 'KiB' },
  ];
}
