import http from 'node:http'
import fs from 'node:fs'

export interface RawResponse {
  status: number
  headers: http.IncomingHttpHeaders
  /** The bytes as they travelled: never decompressed. */
  body: Buffer
}

/** A GET whose body is read as sent (fetch would decode a brotli answer). */
export function getRaw(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        )
        res.on('error', reject)
      })
      .on('error', reject)
  })
}

/** VmRSS and VmHWM (peak) of a process, in MiB, from /proc (Linux). */
export function processMemory(pid: number): { rssMiB: number; peakRssMiB: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1])
    return { rssMiB: Math.round(kb('VmRSS') / 1024), peakRssMiB: Math.round(kb('VmHWM') / 1024) }
  } catch {
    return null
  }
}
