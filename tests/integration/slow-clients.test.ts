import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHttpServer } from '../../server/http-server'

/** Opens a connection, sends `partial` and never the rest; resolves with ms until it is closed. */
function trickle(port: number, partial: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const socket = net.connect(port, '127.0.0.1', () => socket.write(partial))
    socket.on('error', () => {})
    // Read whatever comes (a 408), so the end of the connection is seen.
    socket.resume()
    socket.on('close', () => resolve(performance.now() - started))
    setTimeout(() => reject(new Error('still open after 10 s')), 10_000).unref()
  })
}

// The server's limits on slow clients hold to within a second (docs/api.md §Limits and
// timeouts). Found by a probe: they held only to within ~30 s, Node's default check interval.
// Shown with limits of 1 and 2 s instead of the production 20 and 60, so the test is short.
describe('a client that trickles its request', () => {
  let port: number
  let close: () => Promise<void>
  beforeAll(async () => {
    // Like every route here, the handler answers once it has the whole request.
    const server = createHttpServer((req, res) => req.resume().on('end', () => res.end('ok')), {
      headersTimeoutMs: 1000,
      requestTimeoutMs: 2000,
    })
    server.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    port = (server.address() as AddressInfo).port
    close = () => new Promise((resolve) => server.close(() => resolve()))
  })
  afterAll(async () => {
    await close?.()
  })

  it('is cut off once its headers are late', async () => {
    const closedAfter = await trickle(port, 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ')
    expect(closedAfter).toBeGreaterThanOrEqual(950)
    expect(closedAfter).toBeLessThan(2600)
  })

  it('is cut off once its body is late', async () => {
    const closedAfter = await trickle(
      port,
      'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\nonly part',
    )
    expect(closedAfter).toBeGreaterThanOrEqual(1950)
    expect(closedAfter).toBeLessThan(3600)
  })
})
