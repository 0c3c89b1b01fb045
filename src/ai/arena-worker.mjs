// An arena thread. The project runs its TypeScript without a build step, so the thread registers tsx's loader
// itself: a worker does not inherit the loader its parent was started with.
import { register } from 'tsx/esm/api';

register();
const { tryGame } = await import('./arena.ts');
const { engineById } = await import('../games/index.ts');
const { warmUp } = await import('./think.ts');

warmUp();

/** piscina calls the default export with each game to play; the game's record (or its failure) goes back. */
export default function playArenaGame({ gameId, index, ...spec }) {
  const engine = engineById(gameId);
  if (!engine) return { index, error: `unknown game ${gameId}` };
  return tryGame({ ...spec, engine }, index);
}
