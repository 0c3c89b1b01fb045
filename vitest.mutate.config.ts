/**
 * Vitest config for mutation runs (`npm run mutate -- <game>`): only the rule tests of one game, named by the
 * MUTATE_GAME env var (`ai`: the computer player's tests, test/ai/). Playouts are left out: random games cover nearly
 * every mutant and would make each run slow without pinning any rule.
 */
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Test files that failed last run first (the previous mutant's killer is likely to kill the next one), then the fastest
 * first: a mutant's run stops at its first failing test, so a rule test that runs in milliseconds should not wait behind
 * a league replay (Vitest's own order runs the longest files first). Files not timed yet (new ones) go first.
 */
class FailedThenFastest extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const results = (file: TestSpecification) =>
      this.ctx.cache.getFileTestResults(`${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`);
    const cost = (file: TestSpecification) => results(file)?.duration ?? 0;
    return [...files].sort((a, b) => Number(results(b)?.failed ?? false) - Number(results(a)?.failed ?? false) || cost(a) - cost(b));
  }
}

const game = process.env.MUTATE_GAME;
if (!game) throw new Error('vitest.mutate.config.ts needs MUTATE_GAME (run it through `npm run mutate -- <game>`)');

export default defineConfig({
  test: {
    // `ai` is the computer player (scripts/mutate.ts): its own tests.
    include: [game === 'ai' ? 'test/ai/**/*.test.ts' : `test/games/${game}/**/*.test.ts`],
    exclude: ['**/node_modules/**', '**/*playout*.test.ts'],
    // Random whole games inside otherwise fast files are skipped by name for the same reason: playouts, the drop
    // suite's rare-drop games, Pandoria's hidden-information games. Each covers nearly every mutant and took seconds
    // per mutant that survived or was killed late. The text-catalog games stay: they catch a log line's key emptied.
    // The computer player's own tests all run: there "playouts" are the search's, which its tests pin.
    testNamePattern: game === 'ai' ? undefined : /^(?!.*(playout|natural end|through whole games))/,
    // One module graph per run instead of a fresh worker per test file: a mutant's run loads the engine once (each run
    // still starts a new worker, so a static mutant is active from the first import).
    isolate: false,
    sequence: { sequencer: FailedThenFastest },
    // A game's own set-up for mutation runs, if it has one (Terra Mystica's empties the map-geometry cache before each
    // test of the coverage run, so that every test reading a map counts as covering the geometry's mutants).
    setupFiles: ['test/setup/compose.ts', ...(existsSync(`test/games/${game}/mutation-setup.ts`) ? [`test/games/${game}/mutation-setup.ts`] : [])],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
