import http from 'node:http'
import autocannon from 'autocannon'

export interface LoadResult {
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  /** Answers other than 2xx, plus connection errors and timeouts. */
  failures: number
}

/** GETs `url` with autocannon for `duration` seconds over `connections` keep-alive connections. */
export async function loadGet(
  url: string,
  options: {
    connections: number
    duration: number
    headers?: Record<string, string>
    /** Browsers to send, one after another (analytics tells visitors apart by them). */
    userAgents?: string[]
  },
): Promise<LoadResult> {
  let sent = 0
  const agents = options.userAgents
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.duration,
    headers: options.headers ?? {},
    ...(agents?.length && {
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            headers: { ...req.headers, 'user-agent': agents[sent++ % agents.length]! },
          }),
        },
      ],
    }),
  })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    failures: result.non2xx + result.errors,
  }
}

export interface PostLoadResult {
  /** 2xx answers per second of the run. */
  acceptedPerSecond: number
  accepted: number
  /** Answers other than 2xx, by status. */
  refused: Record<string, number>
  /** Requests that got no answer (connection errors). */
  errors: number
  latencyP50Ms: number
  latencyP99Ms: number
  seconds: number
}

/**
 * POSTs `body` to `url` in a closed loop: `connections` keep-alive connections, each sending its
 * next request when the last is answered, until `duration` seconds have passed. Unlike
 * autocannon, which drops the requests still in flight when time is up, every request sent is
 * waited for, so the 2xx count is exact and can be checked against the rows stored.
 */
export async function loadPost(
  url: string,
  body: Buffer,
  options: { connections: number; duration: number; headers?: Record<string, string> },
): Promise<PostLoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections })
  const target = new URL(url)
  const headers = {
    'content-type': 'application/json',
    'content-length': String(body.length),
    ...options.headers,
  }
  const send = () =>
    new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          headers,
        },
        (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode!))
          res.on('error', reject)
        },
      )
      req.on('error', reject)
      req.end(body)
    })

  const latencies: number[] = []
  const refused: Record<string, number> = {}
  let accepted = 0
  let errors = 0
  const started = performance.now()
  const deadline = started + options.duration * 1000
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline) {
        const sent = performance.now()
        try {
          const status = await send()
          latencies.push(performance.now() - sent)
          if (status >= 200 && status < 300) accepted++
          else refused[status] = (refused[status] ?? 0) + 1
        } catch {
          errors++
        }
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const percentile = (p: number) =>
    latencies.length
      ? latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!
      : 0
  return {
    acceptedPerSecond: Math.round(accepted / seconds),
    accepted,
    refused,
    errors,
    latencyP50Ms: Math.round(percentile(0.5) * 10) / 10,
    latencyP99Ms: Math.round(percentile(0.99) * 10) / 10,
    seconds: Math.round(seconds * 10) / 10,
  }
}
