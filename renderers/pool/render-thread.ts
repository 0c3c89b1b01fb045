/**
 * A render worker thread (piscina calls the default export with each job; the encoded image goes back as bytes). The
 * bundle's entry for the thread (scripts/build.mjs); from the sources, worker.mjs loads it through tsx.
 */
// The texts of the games, as every process composes them (first, before the renderers load).
import '../../src/composition';
import { runRenderJob, type RenderJob } from './job';

export default async function render(job: RenderJob): Promise<Uint8Array | Uint8Array[]> {
  const result = await runRenderJob(job);
  const asBytes = (bytes: Buffer) => new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Array.isArray(result) ? result.map(asBytes) : asBytes(result);
}
