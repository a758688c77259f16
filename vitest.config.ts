import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// React Router's Vite plugin is left out on purpose: tests import modules directly, and
// the end-to-end project runs the real production build in a child process.
/**
 * At least two test files at a time (Vitest's default is one fewer than the cores: one, on the
 * two cores CI has). Each file has its own database, server and ports, and most of a file's time
 * is spent waiting on them, so two share two cores well. The unit and integration files run
 * together first; the end-to-end files after them.
 */
const workers = Math.max(2, availableParallelism() - 1)
const inParallel = { maxWorkers: workers, sequence: { groupOrder: 0 } }

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
          ...inParallel,
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
          ...inParallel,
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
          // One browser and one server per file, two files at a time, after the others: a
          // browser, a server and a test runner for each keep two cores busy.
          maxWorkers: workers,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
