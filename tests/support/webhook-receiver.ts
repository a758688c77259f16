import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedDelivery {
  headers: IncomingHttpHeaders
  body: string
  json: any
}

/**
 * A receiver of webhooks in the test process, on a loopback port it keeps: `stop()` closes the
 * port (the sender gets "connection refused", as from a receiver that is down) and `start()`
 * opens the same port again. It answers `status` (200 unless told) with `reply` as the body.
 */
export async function startWebhookReceiver(options: { status?: number; reply?: string } = {}) {
  const received: ReceivedDelivery[] = []
  const state = { status: options.status ?? 200, reply: options.reply ?? 'ok' }
  let server: Server | undefined
  let port = 0
  const listen = async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8')
        let json: unknown
        try {
          json = JSON.parse(body)
        } catch {
          json = undefined
        }
        received.push({ headers: req.headers, body, json })
        res.writeHead(state.status, { 'content-type': 'text/plain' }).end(state.reply)
      })
    })
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  }
  await listen()
  const close = async () => {
    if (!server) return
    server.closeAllConnections()
    await new Promise<void>((resolve) => server!.close(() => resolve()))
    server = undefined
  }
  return {
    get url() {
      return `http://127.0.0.1:${port}/hooks/agency`
    },
    received,
    state,
    /** Closes the port: a delivery now meets "connection refused". */
    stop: close,
    /** Opens the same port again. */
    start: listen,
    close,
  }
}
