// Mutation testing of one game's engine and data; run through `npm run mutate -- <game> [area]` (scripts/mutate.ts),
// which sets MUTATE_GAME and the files to mutate.
const game = process.env.MUTATE_GAME;
if (!game) throw new Error('stryker.config.mjs needs MUTATE_GAME (run it through `npm run mutate -- <game>`)');
// Each set of areas keeps its own report and incremental file, so runs of different areas do not overwrite each other.
const reports = `reports/mutation/${game}/${process.env.MUTATE_AREA ?? 'all'}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // Stryker's vitest runner, counting a test file that fails to load as a failing test (see the plugin's comment).
  plugins: ['@stryker-mutator/vitest-runner', './scripts/stryker-vitest-strict.mjs'],
  testRunner: 'vitest-strict',
  vitest: { configFile: 'vitest.mutate.config.ts' },
  coverageAnalysis: 'perTest',
  checkers: [],
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: `${reports}/mutation.json` },
  htmlReporter: { fileName: `${reports}/index.html` },
  tempDirName: `.stryker-tmp/${game}-${process.env.MUTATE_AREA ?? 'all'}`,
  // A re-run tests again only the mutants whose code or covering tests changed.
  incremental: true,
  incrementalFile: `${reports}/stryker-incremental.json`,
  concurrency: 1,
  cleanTempDir: 'always',
  // Other runs' temp folders (areas run side by side) are not part of the project.
  ignorePatterns: ['/.stryker-tmp'],
  ignoreStatic: false,
  thresholds: { high: 85, low: 70, break: null },
};
