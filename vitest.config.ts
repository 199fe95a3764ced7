/**
 * The test suite as four vitest projects (docs/testing.md): `npm test` runs them all, `npm run
 * test:<project>` one of them. The browser suite (tests/e2e) has its own config.
 */
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The projects that only compute (no database server to wait for) run after the API project, one
 * worker per core: a third worker only adds a third copy of antd and the pages on two cores (the
 * web project took 0.91x the CPU and 0.92x the wall time with two workers instead of three,
 * docs/testing.md). Vitest runs groups one after the other; projects with their own maxWorkers
 * need a group of their own.
 */
const COMPUTE_ONLY = { maxWorkers: os.availableParallelism(), sequence: { groupOrder: 1 } };

export default defineConfig({
  resolve: {
    // A plain object: other aliases are one more line here. Projects inherit it (`extends: true`).
    alias: {
      // Component tests use one shared fake of the Umi runtime (see tests/web/umiFake.tsx).
      '@umijs/max': path.resolve(import.meta.dirname, 'tests/web/umiFake.tsx'),
      '@': path.resolve(import.meta.dirname, 'src'),
      '@domain': path.resolve(import.meta.dirname, 'domain'),
    },
  },
  test: {
    environment: 'node',
    // Limits catch hangs, not slowness: on this 2-core machine shared with a build or a browser
    // suite, starting an app on a fresh database has taken over 30 s (docs/testing.md).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Vitest's default is one worker less than the cores: a single worker on a 2-core machine.
    // API files wait on PostgreSQL (a process of its own) as much as they compute, so one file
    // more than the cores keeps both cores busy: the API project took 174 s with three workers
    // against 190 s with two on a 2-core machine (docs/testing.md, "Workers, caches and process settings").
    maxWorkers: os.availableParallelism() + 1,
    // Transformed modules kept on disk (node_modules/.experimental-vitest-cache) for the next run:
    // the unit and mock projects took 0.86x the CPU and 0.83x the wall time with it (docs/testing.md).
    experimental: { fsModuleCache: true },
    projects: [
      {
        // The rulebook (domain/) and small helpers: pure code, so one worker runs file after file
        // without a fresh module graph per file.
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], pool: 'threads', isolate: false, ...COMPUTE_ONLY },
      },
      {
        // The umi dev mocks (mock/api.ts): Umi's mock loader and middleware in front of the real
        // server started in-process on an in-memory PGlite, as `npm run dev:mock` runs them.
        extends: true,
        test: { name: 'mock', include: ['tests/mock/**/*.test.ts'], pool: 'forks', ...COMPUTE_ONLY },
      },
      {
        // The real app through `inject` on a database of its own per file (tests/api/harness.ts).
        // globalSetup builds the PostgreSQL template database once per run and drops what a
        // crashed run left behind (tests/api/postgresRun.ts).
        extends: true,
        // Files share one module graph per worker (isolate: false): each file still starts its own
        // apps on its own databases, and the server's modules keep no state outside an app.
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          pool: 'forks',
          isolate: false,
          globalSetup: ['tests/api/postgresRun.ts'],
        },
      },
      {
        // React pages and components in jsdom (each file opts in with `@vitest-environment jsdom`).
        // Files share one jsdom and one module graph per worker (isolate: false): antd, the pages and
        // the Umi fake are imported once, and the setup file, run again before every file, clears
        // what a file leaves behind (tests/web/setup.ts). So no web file may vi.mock an app module
        // (it would leak into the files after it): tests/web/noModuleMocks.test.ts checks that.
        extends: true,
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
          pool: 'forks',
          isolate: false,
          ...COMPUTE_ONLY,
        },
      },
    ],
  },
});
