import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { describe, expect, it } from 'vitest'
import { findMessage } from '~/features/leads/queries.server'
import { openDatabase } from '~/lib/db.server'
import { createTestDatabase, engines } from '../support/databases'

describe.each(engines)('durability on %s', (engine) => {
  it('keeps every acknowledged write when the process is killed -9 mid-stream', async () => {
    const database = await createTestDatabase(engine)
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/support/durable-writer.ts', database.url],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    const acknowledged: string[] = []
    const lines = createInterface({ input: child.stdout! })
    await new Promise<void>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`writer exited early with ${code}`)))
      lines.on('line', (line) => {
        acknowledged.push(line.slice(3))
        // Kill in the middle of a stream of batched writes, the instant the 200th is
        // acknowledged: the batch committing then, and those queued behind it, are cut off.
        if (acknowledged.length === 200) {
          child.removeAllListeners('exit')
          child.kill('SIGKILL')
          child.once('exit', () => resolve())
        }
      })
    })
    const handle = await openDatabase(database.url)
    try {
      for (const id of acknowledged) expect(await findMessage(handle.db, id)).toBeDefined()
    } finally {
      await handle.close()
      await database.drop()
    }
  })
})
