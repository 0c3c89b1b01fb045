/**
 * A computer player's thinking thread (piscina runs the default export with each decision). The bundle's entry for
 * the thread (scripts/build.mjs); from the sources, worker.mjs loads it through tsx.
 */
import { think, warmUp, type ThinkAnswer, type ThinkJob } from './think';

warmUp();

export default function thinkOnThread(job: ThinkJob): ThinkAnswer {
  return think(job);
}
