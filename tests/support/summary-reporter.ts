import type { Reporter, SerializedError, TestModule } from 'vitest/node'

/** Counts of one run, as the summary line gives them. */
export interface RunCounts {
  passed: number
  /** Failed tests. */
  failed: number
  skipped: number
  /**
   * Files that failed outside their tests (they could not be loaded, or a beforeAll/afterAll
   * hook threw) without a failed test to show for it: their tests were skipped or never
   * collected, so counting tests alone would say "0 failed" for them.
   */
  brokenFiles: number
  /** Errors thrown outside any file (an unhandled rejection after a test ended, say). */
  unhandled: number
}

/** Reads a run's modules into counts. */
export function countRun(
  modules: ReadonlyArray<TestModule>,
  unhandledErrors: ReadonlyArray<SerializedError> = [],
): RunCounts {
  const counts: RunCounts = {
    passed: 0,
    failed: 0,
    skipped: 0,
    brokenFiles: 0,
    unhandled: unhandledErrors.length,
  }
  for (const mod of modules) {
    let failedHere = 0
    for (const test of mod.children.allTests()) {
      const state = test.result().state
      if (state === 'passed') counts.passed++
      else if (state === 'failed') failedHere++
      else counts.skipped++
    }
    counts.failed += failedHere
    // A file's own errors (a load error, a hook's) fail it; a failed test alone already counts.
    if (failedHere === 0 && (mod.state() === 'failed' || hasErrors(mod))) counts.brokenFiles++
  }
  return counts
}

/** Whether the module, or any suite in it, holds an error of its own (not a test's). */
function hasErrors(mod: TestModule): boolean {
  if (mod.errors().length > 0) return true
  for (const suite of mod.children.allSuites()) if (suite.errors().length > 0) return true
  return false
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * The one line: 'tests: N passed, N failed, N skipped'. A file that failed outside its tests and
 * an unhandled error each count as a failure, named in brackets, so the line never says
 * "0 failed" for a run that failed.
 */
export function summaryLine(c: RunCounts): string {
  const failed = c.failed + c.brokenFiles + c.unhandled
  const why = [
    c.brokenFiles &&
      plural(c.brokenFiles, 'file failed outside its tests', 'files failed outside their tests'),
    c.unhandled && plural(c.unhandled, 'unhandled error', 'unhandled errors'),
  ].filter(Boolean)
  const detail = why.length ? ` (${why.join(', ')})` : ''
  return `tests: ${c.passed} passed, ${failed} failed${detail}, ${c.skipped} skipped`
}

/** Ends the run with one plain line that CI can read (summaryLine). */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(
    modules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
  ) {
    process.stdout.write(`\n${summaryLine(countRun(modules, unhandledErrors))}\n`)
  }
}
