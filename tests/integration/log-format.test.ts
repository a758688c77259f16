import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** What a process that logs one event and exits writes on stdout, with or without `pretty`. */
function logOutput(pretty: boolean): string[] {
  const logger = path.resolve('app/lib/logger.server.ts')
  const script = `
    import { createLogger } from ${JSON.stringify(logger)}
    createLogger('info', { pretty: ${pretty} }).info(
      { url: 'http://localhost:3000', user: { password: 'hunter2-secret' } },
      'server listening',
    )`
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', script],
    { encoding: 'utf8', env: { PATH: process.env.PATH, NO_COLOR: '1' } },
  )
  return out.trim().split('\n')
}

describe('log lines', () => {
  it('are JSON, one per event, unless a person is watching', () => {
    const lines = logOutput(false)
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 30,
      msg: 'server listening',
      url: 'http://localhost:3000',
    })
  })

  it('read as text in development, level and message first, secrets still censored', () => {
    const [line, ...rest] = logOutput(true)
    expect(rest).toEqual([])
    expect(() => JSON.parse(line!)).toThrow()
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: server listening /)
    expect(line).toContain('"url":"http://localhost:3000"')
    expect(line).not.toContain('hunter2-secret')
  })
})
