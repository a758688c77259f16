import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLogger } from '~/lib/logger.server'
import { hitLogger } from './access-line'

function capture(level: string) {
  const lines: string[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().trim().split('\n'))
      done()
    },
  })
  return { lines, logger: createLogger(level, { destination: sink }) }
}

const fields = {
  id: 'trace-"1"',
  method: 'GET',
  url: '/api/faqs?access_token=secret&x=1',
  remoteAddress: '::1',
  statusCode: 200,
  responseTime: 0,
}

describe('the access line of a cache hit', () => {
  it('is the line pino writes through the request serializers, secrets redacted', async () => {
    const { lines, logger } = capture('info')
    hitLogger(logger)(fields)
    const { statusCode, responseTime, ...req } = fields
    logger.info({ req, res: { statusCode }, responseTime, cache: 'hit' }, 'request completed')
    await new Promise((resolve) => setImmediate(resolve))
    expect(lines).toHaveLength(2)
    const [fast, pinos] = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(Object.keys(fast!)).toEqual(Object.keys(pinos!))
    expect({ ...fast, time: 0 }).toEqual({ ...pinos, time: 0 })
    expect(fast).toMatchObject({ req: { url: '/api/faqs?access_token=[redacted]&x=1' } })
    expect(lines[0]).not.toContain('secret')
  })

  it('is not written above info, and leaves out what a request does not have', async () => {
    const quiet = capture('warn')
    hitLogger(quiet.logger)(fields)
    const loud = capture('info')
    hitLogger(loud.logger)({ ...fields, url: undefined, remoteAddress: undefined })
    await new Promise((resolve) => setImmediate(resolve))
    expect(quiet.lines).toEqual([])
    expect(JSON.parse(loud.lines[0]!).req).toEqual({ id: fields.id, method: 'GET' })
  })
})
