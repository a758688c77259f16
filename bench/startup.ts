import fs from 'node:fs'
import { createInterface } from 'node:readline'
import { createTestDatabase } from '../scripts/support/databases'
import { freePort, SEEDED_TEMPLATE, spawnServer } from '../scripts/support/server'
import { getRaw } from './http-raw'

export interface StartTimes {
  /** Milliseconds from spawning `npm run serve`'s command to its first `200` on /healthz. */
  readyMs: number[]
  /** Milliseconds from the spawn to the first `200` of the home page (one render after ready). */
  firstPageMs: number[]
}

/**
 * Starts the production server `runs` times, one after the other, each on a new SQLite file:
 * a copy of the demo-seeded template (`seeded`), or an empty file that the server migrates and
 * seeds itself (a first boot). Only one server runs at a time, so the figures are the start's
 * own cost, not a queue behind other instances.
 */
export async function measureStarts(options: {
  runs: number
  seeded: boolean
}): Promise<StartTimes> {
  const times: StartTimes = { readyMs: [], firstPageMs: [] }
  for (let run = 0; run < options.runs; run++) {
    const database = await createTestDatabase('sqlite')
    if (options.seeded) fs.copyFileSync(SEEDED_TEMPLATE, database.url.slice('file:'.length))
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    const started = performance.now()
    const child = spawnServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      LOG_LEVEL: 'warn',
      SEED: 'demo',
    })
    const output: string[] = []
    createInterface({ input: child.stderr! }).on('line', (line) => output.push(line))
    createInterface({ input: child.stdout! }).on('line', (line) => output.push(line))
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    let gone = false
    void exited.then(() => (gone = true))
    try {
      // Asked every 5 ms: finer than the figures are worth, coarse enough to cost the starting
      // process nothing it would notice.
      for (;;) {
        if (gone) throw new Error(`server exited while starting:\n${output.join('\n')}`)
        if (performance.now() - started > 120_000) throw new Error('server did not start')
        const status = await getRaw(baseUrl + '/healthz').then(
          (res) => res.status,
          () => 0,
        )
        if (status === 200) break
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
      times.readyMs.push(Math.round(performance.now() - started))
      const page = await getRaw(baseUrl + '/')
      if (page.status !== 200) throw new Error(`GET / answered ${page.status} after the start`)
      times.firstPageMs.push(Math.round(performance.now() - started))
    } finally {
      child.kill('SIGTERM')
      await exited
      await database.drop()
    }
  }
  return times
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2)
}
