/**
 * Loaded by vitest.mutate.config.ts in Terra Mystica's mutation runs only. board.ts caches each map's geometry on
 * first use; Stryker's coverage run (mode `dry-run`) records which tests execute each mutant, and runs a mutant later
 * with those tests only. With the cache kept, only the first test to read a map executed the geometry code, so a
 * geometry mutant ran against that one test and survived what the other tests would catch. Emptying the cache before
 * each test of the coverage run credits every test that reads a map. The mutant runs need nothing: each starts a new
 * test worker with an empty cache, and the first map built there is built with the mutant active.
 */
import { beforeEach, inject } from 'vitest';
import { forgetBoards } from '../../../src/games/terra-mystica/board';

declare module 'vitest' {
  interface ProvidedContext {
    /** Provided by Stryker's vitest runner: `dry-run` (coverage) or `mutant`. */
    mode?: 'dry-run' | 'mutant';
  }
}

if (inject('mode') === 'dry-run') beforeEach(() => forgetBoards());
