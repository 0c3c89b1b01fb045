/**
 * Render bench: each game's largest board (test/bench/largest-boards.ts: Terra Mystica 5 players late, Pandoria
 * 4 players with Artifacts, City of Rome 4 players from round 14, Helios 4 players in the last round), drawn and
 * encoded as the bot does, one after another on this thread. CPU times are process.cpuUsage (user + system of every
 * thread, so libvips' encoding threads count in and other jobs on a shared machine do not); wall times are the clock.
 * - `render.<game>.ms_*`, `cpu_ms_*`, `kb`: the whole table (/replay, the final board), and its file size.
 * - `render.<game>.phone.ms_*`, `phone.cpu_ms_*`: one board message — all its phone pictures (renderers/kit/phone.ts),
 *   what a move posts — from the view to the encoded files.
 * - `render.<game>.phone.job_ms_p95`, `phone.job_cpu_ms_p95`: one drawing of a board message on its own (a picture;
 *   Pandoria's four board quarters are one drawing), over all drawings of all samples.
 * - `render.<game>.phone.kb`: the largest phone picture; `phone.files`: pictures per board message.
 */
import { performance } from 'node:perf_hooks';
import { phoneRenderers, renderers } from '../../renderers';
import type { PhonePictureJob } from '../../renderers/kit/phone';
import { corPhoneJobs } from '../../renderers/city-of-rome/phone';
import { heliosPhoneJobs } from '../../renderers/helios/phone';
import { pandoriaPhoneJobs } from '../../renderers/pandoria/phone';
import { tmPhoneJobs } from '../../renderers/terra-mystica/phone';
import { largestBoards, LARGEST_BOARD_GAMES, PLAYER_NAMES, type LargestBoardGame } from './largest-boards';
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

/** The figures of one game's phone pictures: wall and CPU per board message and per drawing, the largest file, pictures per message. */
export function phoneFigures(game: string, message: Timings, job: Timings, bytes: readonly number[], files: number): Metric[] {
  return [
    { metric: `render.${game}.phone.ms_p50`, value: round(percentile(message.wallMs, 50), 1), unit: 'ms' },
    { metric: `render.${game}.phone.ms_p95`, value: round(percentile(message.wallMs, 95), 1), unit: 'ms' },
    { metric: `render.${game}.phone.cpu_ms_p50`, value: round(percentile(message.cpuMs, 50), 1), unit: 'ms' },
    { metric: `render.${game}.phone.cpu_ms_p95`, value: round(percentile(message.cpuMs, 95), 1), unit: 'ms' },
    { metric: `render.${game}.phone.job_ms_p95`, value: round(percentile(job.wallMs, 95), 1), unit: 'ms' },
    { metric: `render.${game}.phone.job_cpu_ms_p95`, value: round(percentile(job.cpuMs, 95), 1), unit: 'ms' },
    { metric: `render.${game}.phone.kb`, value: round(Math.max(...bytes) / 1000, 1), unit: 'kB' },
    { metric: `render.${game}.phone.files`, value: files, unit: 'files' },
  ];
}

export interface Timings {
  wallMs: number[];
  cpuMs: number[];
}

/** Runs `work` and adds its wall and CPU time to `into`. */
async function timed<T>(into: Timings, work: () => Promise<T>): Promise<T> {
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  into.wallMs.push(performance.now() - started);
  const used = process.cpuUsage(cpuStart);
  into.cpuMs.push((used.user + used.system) / 1000);
  return result;
}

/** Each game's board message as its drawings (the renderers' phone jobs), to time one at a time. */
const PHONE_JOBS: Record<LargestBoardGame, (view: never, names: readonly string[]) => PhonePictureJob[]> = {
  'terra-mystica': (view, names) => tmPhoneJobs(view, 'en', names),
  pandoria: (view, names) => pandoriaPhoneJobs(view, 'en', names),
  'city-of-rome': (view, names) => corPhoneJobs(view, 'en', names),
  helios: (view, names) => heliosPhoneJobs(view, 'en', names),
};

async function phoneBench(game: LargestBoardGame, views: readonly unknown[]): Promise<Metric[]> {
  const options = { playerNames: PLAYER_NAMES[game] };
  await phoneRenderers[game](views[0], 'en', options);
  const message: Timings = { wallMs: [], cpuMs: [] };
  const job: Timings = { wallMs: [], cpuMs: [] };
  const bytes: number[] = [];
  let files = 0;
  for (const view of views) {
    const pictures = await timed(message, () => phoneRenderers[game](view, 'en', options));
    bytes.push(...pictures.map((png) => png.length));
    files = Math.max(files, pictures.length);
    for (const run of PHONE_JOBS[game](view as never, PLAYER_NAMES[game])) await timed(job, run);
  }
  return phoneFigures(game, message, job, bytes, files);
}

export async function bench(): Promise<Metric[]> {
  const metrics: Metric[] = [];
  for (const game of LARGEST_BOARD_GAMES) {
    const views = largestBoards(game, SAMPLES);
    const options = { playerNames: PLAYER_NAMES[game] };
    // A first render registers the fonts and warms the native encoder outside the timing.
    await renderers[game](views[0], 'en', options);
    const table: Timings = { wallMs: [], cpuMs: [] };
    const bytes: number[] = [];
    for (const view of views) bytes.push((await timed(table, () => renderers[game](view, 'en', options))).length);
    metrics.push(...renderFigures(game, table.wallMs, table.cpuMs, bytes), ...(await phoneBench(game, views)));
  }
  return metrics;
}
