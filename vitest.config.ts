import { defineConfig } from 'vitest/config';

/**
 * Five projects: contract, web, lint-rules and bench unit tests (plain functions, no server; bench checks the
 * arithmetic of its method), and API tests that call the app in-process against a fresh database copied
 * from one pre-migrated, pre-seeded snapshot.
 */
// The unit projects keep, per worker, the modules they imported from one test file to the next (decision 581):
// they are plain functions and components rendered to strings, with no state of a file's own that outlives it,
// and importing their modules again for every file was two thirds of their time (64 → 30 s of CPU).
const shareModules = { isolate: false } as const;

export default defineConfig({
  test: {
    // Two cores: more workers only contend.
    maxWorkers: 2,
    // A test that passed only on CI's retry (the API project's, below) is named at the end (decision 613).
    reporters: ['default', './scripts/retried-tests-reporter.ts'],
    projects: [
      {
        test: {
          name: 'contract',
          ...shareModules,
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          ...shareModules,
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        // The repository's own lint rules, on planted violations (decision 425).
        test: {
          name: 'lint-rules',
          ...shareModules,
          root: 'eslint',
          include: ['*.test.js'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'bench',
          ...shareModules,
          root: 'bench',
          include: ['*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // The stress tests (many callers at once for one unit, one code, one page) run at full size in CI's
          // long suite, on the embedded database (`test:api:stress`) and on PostgreSQL (`test:api:pg`), both
          // with TEST_SIZE=full; `npm test` leaves them there to stay within its 15 minutes (decision 540).
          exclude: process.env.TEST_SIZE === 'full' ? [] : ['**/*concurrency.test.ts'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 60_000,
          // In CI a failed API test runs once more (as the journeys do): a test that fails under one machine's
          // load, and passes, is named by the retried-tests reporter instead of turning the whole run red
          // unread (decision 613). Locally a failure is a failure.
          retry: process.env.CI ? 1 : 0,
          hookTimeout: 120_000,
          pool: 'forks',
          // A worker keeps the app's modules loaded from one test file to the next (decision 540): importing
          // the app once per file was a third of the suite's time. Every file still builds its own app on its
          // own database (test-app.ts), so no file sees another's data; process-wide counters only add up.
          isolate: false,
        },
      },
    ],
  },
});
