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
    // Random whole games inside otherwise fast files are skipped by name for the same reason: playouts, the drop
    // suite's rare-drop games, Pandoria's hidden-information games. Each covers nearly every mutant and took seconds
    // per mutant that survived or was killed late. The text-catalog games stay: they catch a log line's key emptied.
    testNamePattern: /^(?!.*(playout|natural end|through whole games))/,
    // One module graph per run instead of a fresh worker per test file: a mutant's run loads the engine once (each run
    // still starts a new worker, so a static mutant is active from the first import).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
