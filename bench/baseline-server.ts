/**
 * The baseline: a bare node:http server, in a process of its own, answering each path it was
 * given with fixed bytes and headers. The parent (bench/baseline.ts) sends it the bodies over
 * IPC and gets its port back. Nothing else happens per request: a Map lookup and `res.end`
 * (a POST's body is read to its end first, and answered 201, as the contact API answers).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface BaselineBody {
  /** The path the baseline answers it on. */
  path: string
  /** The app's headers for these bytes, but those Node writes itself (bench/run.ts, `sameHeaders`). */
  headers: Record<string, string>
  /** The bytes, base64 (IPC carries JSON). */
  base64: string
}

process.once('message', (bodies: BaselineBody[]) => {
  const answers = new Map(
    bodies.map((b) => {
      const body = Buffer.from(b.base64, 'base64')
      return [b.path, { body, headers: { ...b.headers, 'content-length': String(body.length) } }]
    }),
  )
  const server = http.createServer((req, res) => {
    const answer = answers.get(req.url ?? '')
    if (!answer) {
      res.writeHead(404).end()
      return
    }
    if (req.method !== 'POST') {
      res.writeHead(200, answer.headers).end(answer.body)
      return
    }
    req.resume()
    req.once('end', () => res.writeHead(201, answer.headers).end(answer.body))
  })
  server.listen(0, '127.0.0.1', () => {
    process.send!({ port: (server.address() as AddressInfo).port })
  })
})
// The parent went away: so does the baseline.
process.on('disconnect', () => process.exit(0))
