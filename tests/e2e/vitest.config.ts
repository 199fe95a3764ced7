import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: `${import.meta.dirname}/../..`,
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    // Each test logs in through the UI (a full reload) and walks several pages on a shared 2-core machine.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
