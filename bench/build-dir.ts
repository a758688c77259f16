/**
 * The bench's own build directory: BUILD_DIR, else build-bench/ (gitignored), so a test run
 * rebuilding build/ at the same time cannot swap the files under a benchmarked server.
 * bench/run.ts imports this module first, before scripts/support/server reads BUILD_DIR.
 */
process.env.BUILD_DIR ??= 'build-bench'

export const BUILD_DIR = process.env.BUILD_DIR
