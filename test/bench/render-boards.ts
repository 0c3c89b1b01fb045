/**
 * Render bench: each game's largest board (test/bench/largest-boards.ts: Terra Mystica 5 players late, Pandoria
 * 4 players with Artifacts, City of Rome 4 players from round 14, Helios 4 players in the last round), drawn and
 * encoded as the bot sends it, one after another on this thread. Per game: wall time p50/p95, CPU time p50/p95
 * (process.cpuUsage, which the other work on a shared machine does not inflate; libvips' encoding thread counts in)
 * and the largest file. Games with phone pictures (the board message's pictures, renderers/kit/phone.ts) also report
 * `render.<game>.phone.cpu_ms_p50|cpu_ms_p95` (all of one board message's pictures) and `phone.kb` (the largest one).
 */
import { performance } from 'node:perf_hooks';
import { phoneRenderers, renderers } from '../../renderers';
import { largestBoards, LARGEST_BOARD_GAMES, PLAYER_NAMES } from './largest-boards';
import { percentile, round, type Metric } from './metric';

const SAMPLES = 20;

/** The figures of one game's samples. */
export function renderFigures(game: string, wallMs: readonly number[], cpuMs: readonly number[], bytes: readonly number[]): Metric[] {
  return [
    { metric: `render.${game}.ms_p50`, value: round(percentile(wallMs, 50), 1), unit: 'ms' },
    { metric: `render.${game}.ms_p95`, value: round(percentile(wallMs, 95), 1), unit: 'ms' },
    { metric: `render.${game}.cpu_ms_p50`, value: round(percentile(cpuMs, 50), 1), unit: 'ms' },
    { metric: `render.${game}.cpu_ms_p95`, value: round(percentile(cpuMs, 95), 1), unit: 'ms' },
    { metric: `render.${game}.kb`, value: round(Math.max(...bytes) / 1000, 1), unit: 'kB' },
  ];
}

/** The figures of one game's phone pictures: CPU per board message, the largest file, pictures per message. */
export function phoneFigures(game: string, cpuMs: readonly number[], bytes: readonly number[], files: number): Metric[] {
  return [
    { metric: `render.${game}.phone.cpu_ms_p50`, value: round(percentile(cpuMs, 50), 1), unit: 'ms' },
    { metric: `render.${game}.phone.cpu_ms_p95`, value: round(percentile(cpuMs, 95), 1), unit: 'ms' },
    { metric: `render.${game}.phone.kb`, value: round(Math.max(...bytes) / 1000, 1), unit: 'kB' },
    { metric: `render.${game}.phone.files`, value: files, unit: 'files' },
  ];
}

async function phoneBench(game: (typeof LARGEST_BOARD_GAMES)[number], views: readonly unknown[]): Promise<Metric[]> {
  if (!Object.hasOwn(phoneRenderers, game)) return [];
  const options = { playerNames: PLAYER_NAMES[game] };
  await phoneRenderers[game](views[0], 'en', options);
  const cpu: number[] = [];
  const bytes: number[] = [];
  let files = 0;
  for (const view of views) {
    const cpuStart = process.cpuUsage();
    const pictures = await phoneRenderers[game](view, 'en', options);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
    bytes.push(...pictures.map((png) => png.length));
    files = Math.max(files, pictures.length);
  }
  return phoneFigures(game, cpu, bytes, files);
}

export async function bench(): Promise<Metric[]> {
  const metrics: Metric[] = [];
  for (const game of LARGEST_BOARD_GAMES) {
    const views = largestBoards(game, SAMPLES);
    const options = { playerNames: PLAYER_NAMES[game] };
    // A first render registers the fonts and warms the native encoder outside the timing.
    await renderers[game](views[0], 'en', options);
    const wall: number[] = [];
    const cpu: number[] = [];
    const bytes: number[] = [];
    for (const view of views) {
      const cpuStart = process.cpuUsage();
      const started = performance.now();
      const png = await renderers[game](view, 'en', options);
      wall.push(performance.now() - started);
      const used = process.cpuUsage(cpuStart);
      cpu.push((used.user + used.system) / 1000);
      bytes.push(png.length);
    }
    metrics.push(...renderFigures(game, wall, cpu, bytes), ...(await phoneBench(game, views)));
  }
  return metrics;
}
