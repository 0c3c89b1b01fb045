// A render worker thread. The project runs its TypeScript without a build step, so the worker registers tsx's
// loader itself before loading the renderers: a thread does not inherit the loader its parent was started with.
import { register } from 'tsx/esm/api';

register();
// The texts of the games, as every process composes them (src/composition.ts).
await import('../../src/composition.ts');
const { runRenderJob } = await import('./job.ts');

/** piscina calls the default export with each job; the encoded image goes back as bytes. */
export default async function render(job) {
  const result = await runRenderJob(job);
  const asBytes = (bytes) => new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Array.isArray(result) ? result.map(asBytes) : asBytes(result);
}
