import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    setupFiles: ['test/setup/compose.ts'],
    include: ['test/**/*.test.ts'],
    // One test file per core: vitest's default leaves a core out (on this 2-core machine: one file at a time).
    maxWorkers: availableParallelism(),
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The bot's own logger writes nothing in tests (harnesses collect lines in memory); a test sets its own level.
    env: { LOG_LEVEL: 'silent' },
  },
});
