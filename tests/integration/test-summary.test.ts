import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const reporter = path.resolve('tests/support/summary-reporter.ts')
const vitest = path.resolve('node_modules/vitest/vitest.mjs')
const dirs: string[] = []

/**
 * Runs Vitest, as `npm test` does, on test files of our making (in a folder of their own, with
 * globals so they import nothing) and returns the summary line and the exit code.
 */
function run(files: Record<string, string>): { line: string; status: number | null } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-summary-'))
  dirs.push(dir)
  fs.writeFileSync(
    path.join(dir, 'vitest.config.mjs'),
    `export default { test: { globals: true, include: ['*.test.js'], reporters: [${JSON.stringify(reporter)}] } }`,
  )
  for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), body)
  const result = spawnSync(
    process.execPath,
    [vitest, 'run', '--root', dir, '--config', path.join(dir, 'vitest.config.mjs')],
    { encoding: 'utf8', env: { PATH: process.env.PATH, NO_COLOR: '1' }, timeout: 60_000 },
  )
  const line = result.stdout.split('\n').find((l) => l.startsWith('tests: ')) ?? result.stdout
  return { line, status: result.status }
}

const passing = "it('passes', () => {})\nit.skip('is skipped', () => {})\n"

describe('the summary line of a test run', () => {
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('counts passed, failed and skipped tests', () => {
    const { line, status } = run({
      'a.test.js': passing,
      'b.test.js': "it('fails', () => { throw new Error('no') })\n",
    })
    expect(line).toBe('tests: 1 passed, 1 failed, 1 skipped')
    expect(status).toBe(1)
  })

  it('says "failed" for a file that cannot load or whose hook throws, though no test failed', () => {
    const { line, status } = run({
      'a.test.js': passing,
      // A missing prerequisite found in beforeAll: its tests are skipped, not failed.
      'imap.test.js':
        "describe('inbound', () => {\n  beforeAll(() => { throw new Error('spawn dovecot ENOENT') })\n  it('reads the mailbox', () => {})\n})\n",
      'broken.test.js': "throw new Error('cannot load')\n",
    })
    expect(line).toBe('tests: 1 passed, 2 failed (2 files failed outside their tests), 2 skipped')
    expect(status).toBe(1)
  })

  it('does not count a file twice when a test in it failed as well', () => {
    const { line } = run({
      'a.test.js':
        "afterAll(() => { throw new Error('teardown') })\nit('fails', () => { throw new Error('no') })\n",
    })
    expect(line).toBe('tests: 0 passed, 1 failed, 0 skipped')
  })

  it('says 0 failed for a run that passed', () => {
    const { line, status } = run({ 'a.test.js': passing })
    expect(line).toBe('tests: 1 passed, 0 failed, 1 skipped')
    expect(status).toBe(0)
  })
})
