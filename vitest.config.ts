import { defineConfig } from 'vitest/config'

// React Router's Vite plugin is left out on purpose: tests import modules directly, and
// the end-to-end project runs the real production build in a child process.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'app/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'db/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          setupFiles: ['./tests/support/no-console-errors.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // Starts an embedded PostgreSQL for the run when none answers (ADR 002).
          globalSetup: ['./tests/support/postgres-global-setup.ts'],
          setupFiles: ['./tests/support/no-console-errors.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['./tests/support/postgres-global-setup.ts', './tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One browser and one server per file; files run one at a time on two cores.
          fileParallelism: false,
        },
      },
    ],
  },
})
