import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The bot's own logger writes nothing in tests (harnesses collect lines in memory); a test sets its own level.
    env: { LOG_LEVEL: 'silent' },
  },
});
