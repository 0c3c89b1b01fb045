/**
 * Render bench: Terra Mystica tables late in a seeded 5-player game — 20 states spread over the action phases
 * of rounds 5 and 6 — each drawn and PNG-encoded. Reports the time per image and its size.
 */
import { renderTerraMystica } from '../../renderers/terra-mystica';
import { playTmGame, publicTmView } from '../renderers/tm-views';
import { percentile, round, type Metric } from './metric';

const SAMPLES = 20;
const NAMES = ['Ada', 'Bo', 'Cem', 'Dana', 'Eli'];

export async function bench(): Promise<Metric[]> {
  const late = playTmGame(5, 'bench-render-tm')
    .states.map(publicTmView)
    .filter((view) => view.phase === 'actions' && view.round >= 5);
  const views = Array.from({ length: SAMPLES }, (_, i) => late[Math.round((i * (late.length - 1)) / (SAMPLES - 1))]);
  // A first render registers the fonts and warms the native encoder outside the timing.
  await renderTerraMystica(views[0], 'en', { playerNames: NAMES });
  const times: number[] = [];
  const kib: number[] = [];
  for (const view of views) {
    const started = performance.now();
    const png = await renderTerraMystica(view, 'en', { playerNames: NAMES });
    times.push(performance.now() - started);
    kib.push(png.length / 1024);
  }
  return [
    { metric: 'render.terra-mystica.ms_p50', value: round(percentile(times, 50), 1), unit: 'ms' },
    { metric: 'render.terra-mystica.ms_p95', value: round(percentile(times, 95), 1), unit: 'ms' },
    { metric: 'render.terra-mystica.png_kb', value: round(kib.reduce((sum, k) => sum + k, 0) / kib.length, 1), unit: 'KiB' },
  ];
}
