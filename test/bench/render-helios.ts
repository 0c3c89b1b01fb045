/**
 * Render bench: Helios tables from a seeded 4-player game (played by the busy chooser, so the boards fill up),
 * 40 states spread evenly from the setup to the end, each drawn and PNG-encoded. Reports the time per image and
 * its size.
 */
import { renderHelios } from '../../renderers/helios';
import { playGame, publicView } from '../renderers/helios/views';
import { percentile, round, type Metric } from './metric';

const SAMPLES = 40;
const NAMES = ['Ada', 'Bo', 'Cem', 'Dana'];

export async function bench(): Promise<Metric[]> {
  const { states } = playGame(4, 'bench-render-helios');
  const views = Array.from({ length: SAMPLES }, (_, i) => publicView(states[Math.round((i * (states.length - 1)) / (SAMPLES - 1))]));
  // A first render registers the fonts and warms the native encoder outside the timing.
  await renderHelios(views[0], 'en', { playerNames: NAMES });
  const times: number[] = [];
  const kib: number[] = [];
  for (const view of views) {
    const started = performance.now();
    const png = await renderHelios(view, 'en', { playerNames: NAMES });
    times.push(performance.now() - started);
    kib.push(png.length / 1024);
  }
  return [
    { metric: 'render.helios.ms_p50', value: round(percentile(times, 50), 1), unit: 'ms' },
    { metric: 'render.helios.ms_p95', value: round(percentile(times, 95), 1), unit: 'ms' },
    { metric: 'render.helios.png_kb', value: round(kib.reduce((sum, k) => sum + k, 0) / kib.length, 1), unit: 'KiB' },
  ];
}
