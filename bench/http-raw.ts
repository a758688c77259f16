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
/** A process and the processes it started (an instance's primary and its workers), added up. */
export function processTreeMemory(pid: number): { rssMiB: number; peakRssMiB: number } | null {
  const children = fs
    .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(' ')
    .filter(Boolean)
    .map(Number)
  const all = [pid, ...children].map(processMemory)
  if (all.some((m) => m === null)) return null
  return {
    rssMiB: all.reduce((sum, m) => sum + m!.rssMiB, 0),
    peakRssMiB: all.reduce((sum, m) => sum + m!.peakRssMiB, 0),
  }
}

export function processMemory(pid: number): { rssMiB: number; peakRssMiB: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1])
    return { rssMiB: Math.round(kb('VmRSS') / 1024), peakRssMiB: Math.round(kb('VmHWM') / 1024) }
  } catch {
    return null
  }
}
