/**
 * Vitest config for mutation runs (`npm run mutate -- <game>`): only the rule tests of one game, named by the
 * MUTATE_GAME env var. Playouts are left out: random games cover nearly every mutant and would make each run slow
 * without pinning any rule.
 */
import { defineConfig } from 'vitest/config';

const game = process.env.MUTATE_GAME;
if (!game) throw new Error('vitest.mutate.config.ts needs MUTATE_GAME (run it through `npm run mutate -- <game>`)');

export default defineConfig({
  test: {
    include: [`test/games/${game}/**/*.test.ts`],
    exclude: ['**/node_modules/**', '**/*playout*.test.ts'],
    // Random playouts inside otherwise fast files (the drop tests) are skipped by name for the same reason.
    testNamePattern: /^(?!.*playout)/,
    // One module graph per run instead of a fresh worker per test file: a mutant's run loads the engine once (each run
    // still starts a new worker, so a static mutant is active from the first import).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
