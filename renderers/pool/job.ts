/**
 * One picture to draw, as it crosses into a render worker: plain data only (a public view, a locale, the options),
 * so it can be copied between threads. The same function runs it in a worker and in-process.
 */
import type { Locale } from '../../src/engine/types';
import { highlightRendererFor, phoneRendererFor, rendererFor, renderScoreChart, type HighlightOptions, type RenderOptions, type ScoreChartInput } from '../index';
import { encodeAnimation, type AnimationOptions } from '../timelapse';

export type RenderJob =
  | { kind: 'board'; gameId: string; view: unknown; locale: Locale; options?: RenderOptions }
  | { kind: 'phone'; gameId: string; view: unknown; locale: Locale; options?: RenderOptions }
  | { kind: 'highlight'; gameId: string; view: unknown; cells: readonly string[]; locale: Locale; options?: HighlightOptions }
  | { kind: 'score-chart'; input: ScoreChartInput; locale: Locale }
  | { kind: 'timelapse'; frames: Uint8Array[]; options: Omit<AnimationOptions, 'between'> };

/** Draws and encodes one job; an unknown game id is an error (the pool only offers the registry's games). */
export async function runRenderJob(job: RenderJob): Promise<Buffer | Buffer[]> {
  if (job.kind === 'score-chart') return renderScoreChart(job.input, job.locale);
  if (job.kind === 'timelapse') return encodeAnimation(job.frames.map((bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)), job.options);
  if (job.kind === 'phone') {
    const phone = phoneRendererFor(job.gameId);
    if (!phone) throw new Error(`no phone renderer for ${job.gameId}`);
    return phone(job.view, job.locale, job.options);
  }
  if (job.kind === 'highlight') {
    const highlight = highlightRendererFor(job.gameId);
    if (!highlight) throw new Error(`no highlight renderer for ${job.gameId}`);
    return highlight(job.view, job.cells, job.locale, job.options);
  }
  const render = rendererFor(job.gameId);
  if (!render) throw new Error(`no renderer for ${job.gameId}`);
  return render(job.view, job.locale, job.options);
}
