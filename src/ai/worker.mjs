// A computer player's thinking thread. The project runs TypeScript without a build step, so the thread registers
// tsx's loader itself: a worker does not inherit the loader its parent was started with.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { think, warmUp } = await import('./think.ts');

warmUp();

parentPort.on('message', ({ id, job }) => {
  try {
    parentPort.postMessage({ id, answer: think(job) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? `${error.message}\n${error.stack}` : String(error) });
  }
});
